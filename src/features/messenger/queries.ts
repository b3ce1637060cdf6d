// The messenger's queries, shared by the route loader and the page (so the loader prefetches
// exactly what the page shows), and what each change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMessengerConversationQueryKey,
  getGetMessengerConversationQueryOptions,
  getListMessengerBlockedNumbersQueryKey,
  getListMessengerContactsQueryKey,
  getListMessengerConversationsQueryOptions,
  getListMessengerMembersQueryKey,
  getListMessengerSimsQueryKey,
  getListMessengerSimsQueryOptions,
} from '../../api/generated/endpoints/messenger/messenger';
import type { MessengerSim } from '../../api/generated/model/messengerSim';

/** One page of conversations is all a phone shows (the contract's largest page). */
export const CONVERSATION_PAGE = 100;
/** Messages per window of the chat (older ones load on scrolling up). */
export const MESSAGE_PAGE = 50;
/** How often an open chat asks for new messages, in ms (see chat-view.tsx: why polling). */
export const POLL_MS = 4000;

export const simsOptions = () => getListMessengerSimsQueryOptions();

/** The SIM the URL names when it is one of the character's, else the active one, else the first. */
export function currentSim(sims: readonly MessengerSim[] | undefined, wanted: number | undefined) {
  if (!sims || sims.length === 0) return undefined;
  return sims.find((s) => s.id === wanted) ?? sims.find((s) => s.active) ?? sims[0];
}

export const conversationsOptions = (simId: number) =>
  getListMessengerConversationsQueryOptions(simId, 0, CONVERSATION_PAGE);

export const conversationOptions = (id: number) => getGetMessengerConversationQueryOptions(id);

/** Key of the messages of a conversation (an infinite query: windows going back in time). */
export const messagesKey = (conversationId: number) => ['messenger', 'messages', conversationId] as const;

/** The SIM list (unread counts) and the conversation lists of every SIM. */
export function listsChanged(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListMessengerSimsQueryKey() }),
    client.invalidateQueries({
      predicate: (q) =>
        typeof q.queryKey[0] === 'string' && /\/api\/messenger\/sims\/\d+\/conversations\//.test(q.queryKey[0]),
    }),
  ]);
}

/** A conversation's detail, its members and the lists. */
export function conversationChanged(client: QueryClient, id: number) {
  return Promise.all([
    listsChanged(client),
    client.invalidateQueries({ queryKey: getGetMessengerConversationQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListMessengerMembersQueryKey(id) }),
  ]);
}

export const contactsChanged = (client: QueryClient, simId: number) =>
  Promise.all([client.invalidateQueries({ queryKey: getListMessengerContactsQueryKey(simId) }), listsChanged(client)]);

export const blockedChanged = (client: QueryClient, simId: number) =>
  client.invalidateQueries({ queryKey: getListMessengerBlockedNumbersQueryKey(simId) });
