// The vehicle area (contract tag "vehicle"): the player's vehicles, keys, garages and bus lines.
import { Car } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

const ADMIN = 'admin panel (issue 27): ACP right vehicle.*, no player screen offers it';

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
  // Operations of the tag no screen offers, each with its reason (docs/adding-an-area.md).
  notOffered: [
    { operationId: 'listVehicleAdminVehicles', reason: ADMIN },
    { operationId: 'listVehicleAdminByPlayer', reason: ADMIN },
    { operationId: 'getVehicleAdminDetails', reason: ADMIN },
    { operationId: 'editVehicleAdmin', reason: ADMIN },
    { operationId: 'deleteVehicleAdmin', reason: ADMIN },
    { operationId: 'listVehicleAdminItems', reason: ADMIN },
    { operationId: 'parkVehicleAdmin', reason: ADMIN },
    { operationId: 'repairVehicleAdmin', reason: ADMIN },
    { operationId: 'setVehicleAdminGarage', reason: ADMIN },
    { operationId: 'listVehicleAdminAccess', reason: ADMIN },
    { operationId: 'grantVehicleAdminAccess', reason: ADMIN },
    { operationId: 'revokeVehicleAdminAccess', reason: ADMIN },
    { operationId: 'listVehicleAdminLog', reason: ADMIN },
  ],
});
