// The companies area (contract tag "factory"): my companies, job offers, and the admin view.
import { Factory } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'factory',
  group: 'work',
  destinations: [
    {
      to: '/factory',
      label: 'Firmen',
      icon: Factory,
      keywords: [
        'Firma',
        'Unternehmen',
        'Personal',
        'Mitarbeiter',
        'Jobangebot',
        'Einladung',
        'Preisliste',
        'Werbezeile',
        'Lager',
        'Dienst',
      ],
    },
  ],
  mock: 'factory', // src/mocks/stateful/factory.ts
});
