// /team in the URL (one route for the whole area): ?team=<id> opens an organisation (none:
// my organisations and the invitations I received), ?tab= picks its part (members by
// default, departments, invitations, storage, duty, fleet, public), ?member=<id> a member,
// ?dept=<id> filters the members by department, ?q= searches, ?page= pages. The admin side:
// ?view=admin (guarded by the route) with ?q= (the search) and ?team= (the opened one).
// Imported by the route file (start bundle): no generated code, no zod. Never throws; every
// key is returned, undefined when bad.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type TeamTab = 'members' | 'departments' | 'invitations' | 'storage' | 'duty' | 'fleet' | 'public';

export interface TeamSearch {
  view?: 'admin';
  team?: number;
  tab?: Exclude<TeamTab, 'members'>;
  member?: number;
  dept?: number;
  q?: string;
  page?: number;
}

const tabs = { departments: 1, invitations: 1, storage: 1, duty: 1, fleet: 1, public: 1 } as const;

export function validateTeamSearch(s: Record<string, unknown>): TeamSearch {
  return {
    view: s.view === 'admin' ? 'admin' : undefined,
    team: positiveInt(s.team),
    tab: oneOf(s.tab, tabs),
    member: positiveInt(s.member),
    dept: positiveInt(s.dept),
    q: searchText(s.q),
    page: positiveInt(s.page),
  };
}

export const teamLoaderDeps = depsOf(validateTeamSearch);
