import { shellTexts } from '../texts';
import { PlainPage } from './plain-page';

/** Site-not-found page for every unmatched path (spec §2). */
export function NotFoundPage() {
  const t = shellTexts.notFound;
  return <PlainPage title={t.title} body={t.body} action={t.home} testId="not-found" />;
}
