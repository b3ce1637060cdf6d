// Hand-written answers where generated faker data would be wrong for a tester:
// the default mock user is a signed-in player, Max_Mustermann, without ACP rights.
import { getGetAcpRightsMockHandler, getGetLoggedInMockHandler } from '../api/generated/endpoints/auth/auth.msw';
import type { LoginStatus } from '../api/generated/model/loginStatus';

export const signedInPlayer: LoginStatus = {
  loggedIn: true,
  user: 'Max_Mustermann',
  userId: 1,
  characterId: 1,
  admin: false,
  teams: [],
};

export const overrides = [
  getGetLoggedInMockHandler(signedInPlayer),
  getGetAcpRightsMockHandler({ roles: [], rights: [] }),
];
