// The third menu group, "Community": the community backend's areas with screens.
// Its own module so each new area adds one line here, and so scripts/bench/feature-budget.mjs
// can build the app without these areas to measure what they add to the initial JS.
import { FilePenLine, Scale, ScrollText, Vote } from 'lucide-react';
import type { Destination } from './destinations';

export const communityDestinations: readonly Destination[] = [
  { label: 'Regelwerk', to: '/rules', icon: ScrollText },
  { label: 'Gesetzbuch', to: '/rules/legal', icon: Scale },
  { label: 'Umfragen', to: '/polls', icon: Vote },
  { label: 'Regeln bearbeiten', to: '/rules/edit', icon: FilePenLine, requires: 'saveChangedSubParagraphs' },
];
