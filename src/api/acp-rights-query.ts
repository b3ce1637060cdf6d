// The one way to ask for the signed-in user's ACP rights. A failure is silently
// ignored (spec §7), so it is never retried: the login polling and the route guard
// share this, and neither may turn one failing answer into a burst of requests.
import { getGetAcpRightsQueryOptions } from './generated/start/session';

export const acpRightsQueryOptions = () => ({ ...getGetAcpRightsQueryOptions(), retry: false as const });
