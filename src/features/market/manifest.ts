// The market area (contract tag "market"): import/export prices, the auction house, statistics.
// Group "Mein Leben": the spec puts the market with a player's life in the game world (bank,
// vehicles), where players earn and spend their money.
import { Store } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'market',
  group: 'myLife',
  destinations: [
    {
      to: '/market',
      label: 'Markt',
      icon: Store,
      keywords: ['Auktionshaus', 'Auktion', 'Preise', 'Import', 'Export', 'Handel', 'Bieten'],
    },
  ],
  mock: 'market',
});
