// The vcom area (contract tag "vcom"): the workspace in the patrol car. Issue 24 builds the
// workspace, the citizen look-up, tickets, cases [Akten] with their officers, attachments,
// history and hand-over to justice, and requesting, changing, deciding and revoking orders and
// warrants [Haftbefehle]; issue 25 the medical view (?view=patients), the court (?view=court),
// HR, working times, calendar and website (?view=hr|times|calendar|website) and the applicant's
// own applications (/vcom without an account); everything else of the tag is in not-offered.ts
// with its reason (docs/adding-an-area.md).
import { MonitorSmartphone } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'vcom',
  group: 'authorities',
  destinations: [
    {
      to: '/vcom',
      label: 'Einsatztablet (vCom)',
      icon: MonitorSmartphone,
      keywords: ['Polizei', 'Personenabfrage', 'Strafzettel', 'Bußgeldkatalog', 'Haftbefehle', 'Kennzeichen', 'Akten'],
    },
  ],
  mock: 'vcom', // src/mocks/stateful/vcom.ts
});
