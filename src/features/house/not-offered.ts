// Operations of the house tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

const PRICES =
  'a house sells nothing: the price list needs managePrices, which no role of a house holds (TenantRights has no such flag)';

export const notOffered = defineNotOffered([
  { operationId: 'getHousePriceList', reason: PRICES },
  { operationId: 'replaceHousePriceList', reason: PRICES },
]);
