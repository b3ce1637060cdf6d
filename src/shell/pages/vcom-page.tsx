import { shellTexts } from '../texts';
import { PlainPage } from './plain-page';

/** /vcom: target of the error redirect inside the vcom workspace, which this client does not have yet. */
export function VcomPage() {
  const t = shellTexts.vcom;
  return <PlainPage title={t.title} body={t.body} action={t.home} testId="vcom" />;
}
