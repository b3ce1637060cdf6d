// The polls area (contract tag "polls").
import { Vote } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'polls',
  group: 'community',
  destinations: [{ to: '/polls', label: 'Umfragen', icon: Vote, keywords: ['Abstimmung', 'Abstimmen'] }],
  mock: 'polls',
});
