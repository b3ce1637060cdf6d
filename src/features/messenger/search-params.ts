// /messenger in the URL (one route for the whole area): ?sim=<id> the SIM card looked at (none:
// the active one, as the server remembers it), ?tab=chats|contacts|blocked (chats by default),
// ?chat=<id> the opened conversation, ?info=1 its group panel, ?q= the search of the list.
// The social network (?tab=social): ?social=explore|people|alerts|reports (the feed by default),
// ?profile=<id> an opened profile (?list=followers|following its lists), ?post=<id> an opened
// post, ?state=closed closed reports, ?page=.
// Bad values are dropped, never thrown. Imported by the route file (start bundle): type
// imports only, no generated code.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type MessengerTab = 'chats' | 'contacts' | 'blocked' | 'social';
export type SocialSection = 'feed' | 'explore' | 'people' | 'alerts' | 'reports';

export interface MessengerSearch {
  sim?: number;
  tab?: MessengerTab;
  chat?: number;
  info?: 1;
  q?: string;
  social?: Exclude<SocialSection, 'feed'>;
  profile?: number;
  list?: 'followers' | 'following';
  post?: number;
  state?: 'closed';
  page?: number;
}

const tabs = { chats: 1, contacts: 1, blocked: 1, social: 1 } as const satisfies Record<MessengerTab, 1>;

export function validateMessengerSearch(search: Record<string, unknown>): MessengerSearch {
  return {
    sim: positiveInt(search.sim),
    tab: oneOf(search.tab, tabs),
    chat: positiveInt(search.chat),
    info: positiveInt(search.info) === 1 ? 1 : undefined,
    q: searchText(search.q),
    social: oneOf(search.social, { explore: 1, people: 1, alerts: 1, reports: 1 }),
    profile: positiveInt(search.profile),
    list: oneOf(search.list, { followers: 1, following: 1 }),
    post: positiveInt(search.post),
    state: search.state === 'closed' ? 'closed' : undefined,
    page: positiveInt(search.page),
  };
}

export const messengerLoaderDeps = depsOf(validateMessengerSearch);
