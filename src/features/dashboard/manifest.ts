// The dashboard area (contract tag "dashboard"): the start page's feed. Its page is the
// spec's "Startseite" ('/' and '/dashboard', spec §2), listed in the spec's first menu group,
// so it adds no menu entry; Ctrl+K finds the start page by these words too.
import { House } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'dashboard',
  group: 'community',
  destinations: [
    { to: '/', label: 'Startseite', icon: House, inMenu: false, keywords: ['Dashboard', 'Beiträge', 'Neuigkeiten'] },
  ],
  mock: 'dashboard',
});
