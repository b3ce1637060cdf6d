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

/**
 * Characters the mock world knows besides the signed-in one: the people a player hands keys
 * to, invites or finds by name. The player search answers from them, and the stateful areas
 * (vehicle keys, later room mates and members) accept only them, so a name found is a name
 * kept. 4711, the contract's example id, is one of them: samples from the contract name a real person.
 */
export const knownCharacters: ReadonlyArray<{ id: number; name: string }> = [
  { id: 4711, name: 'Anna_Schmidt' },
  { id: 4712, name: 'Lukas_Weber' },
  { id: 4713, name: 'Lea_Fischer' },
  { id: 4714, name: 'Jonas_Becker' },
  { id: 4715, name: 'Mia_Wagner' },
  { id: 4716, name: 'Paul_Hoffmann' },
  { id: 4717, name: 'Emma_Schulz' },
  { id: 4718, name: 'Felix_Koch' },
  { id: 4719, name: 'Hannah_Richter' },
  { id: 4720, name: 'Leon_Klein' },
  { id: 4721, name: 'Sophie_Wolf' },
  { id: 4722, name: 'Elias_Neumann' },
];

/** The player search: known characters whose name holds the text (case and underscore ignored). */
const searchKnownCharacters = ({ params }: { params: Record<string, unknown> }) => {
  const text = String(params.name ?? '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
  const fits = (name: string) => name.toLowerCase().replace(/_/g, ' ').includes(text);
  return { items: text ? knownCharacters.filter((c) => fits(c.name)).slice(0, 20) : [] };
};

export const overridesByArea: Readonly<Record<string, () => RequestHandler[]>> = {
  auth: () =>
    [mockHandlerOf('getLoggedIn', signedInPlayer), mockHandlerOf('getAcpRights', { roles: [], rights: [] })].filter(
      (h): h is RequestHandler => h !== undefined,
    ),
  player: () =>
    [mockHandlerOf('searchPlayersByName', searchKnownCharacters)].filter((h): h is RequestHandler => h !== undefined),
};
