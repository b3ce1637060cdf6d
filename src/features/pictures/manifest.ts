// The pictures area (contract tag "pictures"): the gallery of players' screenshots.
import { Images } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'pictures',
  group: 'community',
  destinations: [
    { to: '/pictures', label: 'Galerie', icon: Images, keywords: ['Bilder', 'Screenshots', 'Fotos', 'Hochladen'] },
  ],
  mock: 'pictures',
});
