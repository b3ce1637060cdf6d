// Operations of the buildingcell tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

const ADMIN =
  'flat admin (ACP rights buildingcell.*): the admin panel (issue 27); the building admin view covers buildings';

export const notOffered = defineNotOffered([
  { operationId: 'searchBuildingcellsAdmin', reason: ADMIN },
  { operationId: 'getBuildingcellAdmin', reason: ADMIN },
  { operationId: 'changeBuildingcellTenantAdmin', reason: ADMIN },
  { operationId: 'kickBuildingcellTenantAdmin', reason: ADMIN },
  { operationId: 'getBuildingcellRoomMatesAdmin', reason: ADMIN },
  { operationId: 'blockBuildingcellAdmin', reason: ADMIN },
  { operationId: 'unblockBuildingcellAdmin', reason: ADMIN },
]);
