// Which tab of the messenger is the social network: ?tab=social (the feed) or one of its views
// (../search-params.ts). Apart from the views, so the messenger page does not load them.
import type { MessengerSearch, SocialView } from '../search-params';

export const isSocial = (tab: MessengerSearch['tab']): tab is 'social' | SocialView =>
  tab !== undefined && tab !== 'chats' && tab !== 'contacts' && tab !== 'blocked';

/** A profile's lists are tabs too; leaving the profile leaves them. */
export const isProfileList = (tab: MessengerSearch['tab']) => tab === 'followers' || tab === 'following';
