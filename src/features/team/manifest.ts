// The team area (contract tag "team"): state organisations [Fraktionen] with departments,
// members and their rights, duty, storage, vehicles, accounts, invitations; the admin's view
// (?view=admin) on the same route. Its menu entry, search words and what it leaves out.
import { Shield } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'team',
  group: 'authorities',
  destinations: [
    {
      to: '/team',
      label: 'Fraktionen',
      icon: Shield,
      keywords: [
        'Polizei',
        'Rettungsdienst',
        'Medic',
        'Justiz',
        'Feuerwehr',
        'Abteilung',
        'Mitglieder',
        'Dienst',
        'Einstempeln',
        'Einladung',
        'Fraktionsverwaltung',
      ],
    },
  ],
  mock: 'team', // src/mocks/stateful/team.ts
});
