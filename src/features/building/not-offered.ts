// Operations of the building tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

const ORG =
  'storage transfer (needs the character inventory) and the price list: the organisations issue builds them once for every kind of organisation';

export const notOffered = defineNotOffered([
  {
    operationId: 'getBuildingCell',
    reason: 'the flats list (getBuildingCells) shows every field of a flat; no separate detail',
  },
  {
    operationId: 'getBuildingEmployee',
    reason: 'the staff list (getBuildingEmployees) shows every field of an employee',
  },
  { operationId: 'putBuildingStorageItem', reason: ORG },
  { operationId: 'takeBuildingStorageItem', reason: ORG },
  { operationId: 'getBuildingPriceList', reason: ORG },
  { operationId: 'replaceBuildingPriceList', reason: ORG },
]);
