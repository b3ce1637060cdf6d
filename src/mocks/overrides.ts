// Hand-written answers where generated faker data would be wrong for a tester:
// the default mock user is a signed-in player, Max_Mustermann, without ACP rights.
// By area, like the stateful layer: built once the area's generated mocks have loaded.
import type { RequestHandler } from 'msw';
import type { LoginStatus } from '../api/generated/model/loginStatus';
import { mockHandlerOf } from './generated';

export const signedInPlayer: LoginStatus = {
  loggedIn: true,
  user: 'Max_Mustermann',
  userId: 1,
  characterId: 1,
  admin: false,
  teams: [],
};

export const overridesByArea: Readonly<Record<string, () => RequestHandler[]>> = {
  auth: () =>
    [mockHandlerOf('getLoggedIn', signedInPlayer), mockHandlerOf('getAcpRights', { roles: [], rights: [] })].filter(
      (h): h is RequestHandler => h !== undefined,
    ),
};
