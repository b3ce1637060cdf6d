// The friends chat's queries and what each change makes stale. Friends belong to the user,
// not to a SIM, so switching the SIM keeps them.
import type { QueryClient } from '@tanstack/react-query';
import {
  getListMessengerFriendRequestsQueryKey,
  getListMessengerFriendsQueryKey,
} from '../../../api/generated/endpoints/messenger/messenger';

/** Messages per window of a friend's chat (older ones load on demand). */
export const FRIEND_PAGE = 50;
/** How often the friends list (online, unread) and an open chat ask for news, in ms. */
export const FRIEND_POLL_MS = 4000;

/** Key of the chat with a friend (an infinite query: windows going back in time). */
export const friendChatKey = (friendId: number) => ['messenger', 'friends', 'chat', friendId] as const;

/** Friends (unread counts) and open requests. */
export const friendsChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getListMessengerFriendsQueryKey() }),
    client.invalidateQueries({ queryKey: getListMessengerFriendRequestsQueryKey() }),
  ]);

/** A friend's chat and the list (its unread count). */
export const friendChatChanged = (client: QueryClient, friendId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: friendChatKey(friendId) }),
    client.invalidateQueries({ queryKey: getListMessengerFriendsQueryKey() }),
  ]);
