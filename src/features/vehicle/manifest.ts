// The vehicle area (contract tag "vehicle"): the player's vehicles, keys, garages and bus lines.
import { Car } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'vehicle',
  group: 'myLife',
  destinations: [
    {
      to: '/vehicle',
      label: 'Fahrzeuge',
      icon: Car,
      keywords: ['Auto', 'Garage', 'Schlüssel', 'Zugriff', 'Kennzeichen', 'Bus', 'Buslinien', 'Haltestellen'],
    },
  ],
  mock: 'vehicle', // src/mocks/stateful/vehicle.ts
});
