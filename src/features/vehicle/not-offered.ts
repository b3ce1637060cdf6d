// Operations of the vehicle tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

const ADMIN = 'admin panel (issue 27): ACP right vehicle.*, no player screen offers it';

export const notOffered = defineNotOffered([
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
]);
