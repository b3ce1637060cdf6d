// The server rules area (contract tag "serverrules"): the rules reader, the legal code and
// the rules editor (ACP right of the batch save; its route guard reads `requires` here).
import { FilePenLine, Scale, ScrollText } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'serverrules',
  group: 'community',
  destinations: [
    { to: '/rules', label: 'Regelwerk', icon: ScrollText, keywords: ['Regeln', 'Serverregeln', 'Paragrafen'] },
    { to: '/rules/legal', label: 'Gesetzbuch', icon: Scale, keywords: ['Gesetze', 'Strafen'] },
    {
      to: '/rules/edit',
      label: 'Regeln bearbeiten',
      icon: FilePenLine,
      requires: 'saveChangedSubParagraphs',
      keywords: ['Regelwerk bearbeiten', 'Editor'],
    },
  ],
  mock: 'serverrules',
});
