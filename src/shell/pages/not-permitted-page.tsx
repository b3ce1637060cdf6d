import { shellTexts } from '../texts';
import { PlainPage } from './plain-page';

/** /notPermitted (spec §2, §6). Which rule sends a user here is not shown in the spec. */
export function NotPermittedPage() {
  const t = shellTexts.notPermitted;
  return <PlainPage title={t.title} body={t.body} action={t.home} testId="not-permitted" />;
}
