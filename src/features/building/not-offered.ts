// Operations of the building tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

export const notOffered = defineNotOffered([
  {
    operationId: 'getBuildingCell',
    reason: 'the flats list (getBuildingCells) shows every field of a flat; no separate detail',
  },
  {
    operationId: 'getBuildingEmployee',
    reason: 'the staff list (getBuildingEmployees) shows every field of an employee',
  },
]);
