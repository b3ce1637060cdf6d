// /messenger in the URL (one route for the whole area): ?sim=<id> the SIM card looked at (none:
// the active one, as the server remembers it), ?tab=chats|contacts|blocked (chats by default),
// ?chat=<id> the opened conversation, ?info=1 its group panel, ?q= the search of the list.
// Mail (tab=mail): ?mail=<address id>, ?folder=sent|archive (inbox by default), ?thread=<id>.
// Friends (tab=friends): ?friend=<friendId> the opened chat. Calls (tab=calls): nothing more.
// The social network is ?tab=social (its feed) or one of its views as the tab: explore, people,
// alerts, reports, closed (the closed reports), followers|following (the opened profile's lists);
// no key of its own, as this file is in the start bundle. ?profile=<id> an opened profile,
// ?post=<id> an opened post, ?page= the page of a list.
// Bad values are dropped, never thrown. Imported by the route file (start bundle): type
// imports only, no generated code.
import type { MessengerMailFolder } from '../../api/generated/model/messengerMailFolder';
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type SocialSection = 'feed' | 'explore' | 'people' | 'alerts' | 'reports';
/** The social network's views besides its feed (`social`): sections, closed reports, a profile's lists. */
export type SocialView = Exclude<SocialSection, 'feed'> | 'closed' | 'followers' | 'following';
export type MessengerTab = 'chats' | 'contacts' | 'blocked' | 'mail' | 'friends' | 'calls' | 'social';
export type MailFolderView = Exclude<MessengerMailFolder, 'inbox'>;

export interface MessengerSearch {
  sim?: number;
  tab?: MessengerTab | SocialView;
  chat?: number;
  info?: 1;
  q?: string;
  profile?: number;
  post?: number;
  page?: number;
  mail?: number;
  folder?: MailFolderView;
  thread?: number;
  friend?: number;
}

const tabs = {
  chats: 1,
  contacts: 1,
  blocked: 1,
  mail: 1,
  friends: 1,
  calls: 1,
  social: 1,
  explore: 1,
  people: 1,
  alerts: 1,
  reports: 1,
  closed: 1,
  followers: 1,
  following: 1,
} as const satisfies Record<MessengerTab | SocialView, 1>;
const folders = { sent: 1, archive: 1 } as const satisfies Record<MailFolderView, 1>;

export function validateMessengerSearch(search: Record<string, unknown>): MessengerSearch {
  return {
    sim: positiveInt(search.sim),
    tab: oneOf(search.tab, tabs),
    chat: positiveInt(search.chat),
    info: positiveInt(search.info) === 1 ? 1 : undefined,
    q: searchText(search.q),
    profile: positiveInt(search.profile),
    post: positiveInt(search.post),
    page: positiveInt(search.page),
    mail: positiveInt(search.mail),
    folder: oneOf(search.folder, folders),
    thread: positiveInt(search.thread),
    friend: positiveInt(search.friend),
  };
}

export const messengerLoaderDeps = depsOf(validateMessengerSearch);
