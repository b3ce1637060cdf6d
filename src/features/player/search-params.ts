// /acp/players in the URL: ?q= (the search), ?online=1, ?page=2, ?player=<id> (the opened
// character), ?tab= (its tab), ?kind= (the action log's filter); ?view=factions (the crime
// factions instead of the search) with ?faction=<id> (the opened one). Bad values are dropped, never
// thrown; every key is returned. Imported by the route file (start bundle): no generated code.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export const PLAYER_TABS = ['overview', 'characters', 'account', 'items', 'notes', 'log', 'bans', 'live'] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];
const tabs = Object.fromEntries(PLAYER_TABS.map((t) => [t, 1])) as Record<PlayerTab, 1>;
const views = { factions: 1, newest: 1, positions: 1, bans: 1 } as const;
const states = { active: 1, expired: 1, lifted: 1 } as const;
const kinds = { login: 1, logout: 1, money: 1, item: 1, vehicle: 1, admin: 1, death: 1, trade: 1, job: 1 } as const;

export interface PlayersSearch {
  q?: string;
  online?: number;
  page?: number;
  player?: number;
  tab?: PlayerTab;
  kind?: keyof typeof kinds;
  view?: keyof typeof views;
  faction?: number;
  state?: keyof typeof states;
}

export function validatePlayersSearch(search: Record<string, unknown>): PlayersSearch {
  return {
    q: searchText(search.q),
    online: positiveInt(search.online) === 1 ? 1 : undefined,
    page: positiveInt(search.page),
    player: positiveInt(search.player),
    tab: oneOf(search.tab, tabs),
    kind: oneOf(search.kind, kinds),
    view: oneOf(search.view, views),
    faction: positiveInt(search.faction),
    state: oneOf(search.state, states),
  };
}

export const playersLoaderDeps = depsOf(validatePlayersSearch);
