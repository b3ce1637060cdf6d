// Operations of the vcad tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

export const notOffered = defineNotOffered([
  {
    operationId: 'listVcadUnits',
    reason:
      'the board (getVcadBoard) carries the units of the department with every poll; a second list of the same units would double the traffic',
  },
]);
