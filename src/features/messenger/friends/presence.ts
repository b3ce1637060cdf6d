// How a friend is named and whether they are around, shared by the list and the chat.
import type { MessengerFriend } from '../../../api/generated/model/messengerFriend';
import { relativeTime } from '../../../lib/format';
import { friendsTexts as t } from './texts';

/** A character name as people say it (Lea_Schmidt → Lea Schmidt). */
export const spoken = (name: string) => name.replace('_', ' ');

export function presence(friend: MessengerFriend) {
  if (friend.online) return t.list.online;
  return friend.lastSeenAt ? t.list.lastSeen(relativeTime(friend.lastSeenAt)) : t.list.offline;
}
