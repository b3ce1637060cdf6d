// The mail's queries and what each change makes stale. Mail belongs to the character's
// addresses (not to a SIM), so switching the SIM keeps the mailbox.
import type { QueryClient } from '@tanstack/react-query';
import {
  getListMessengerMailAddressesQueryOptions,
  getListMessengerMailConversationsQueryOptions,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerMailAddress } from '../../../api/generated/model/messengerMailAddress';
import type { MessengerMailFolder } from '../../../api/generated/model/messengerMailFolder';

/** Threads per page of a folder: a phone shows one long list. */
export const THREAD_PAGE = 100;
/** Mails per window of a thread (older ones load on demand). */
export const MAIL_PAGE = 50;
/** How often the open mailbox asks for new mail, in ms. */
export const MAIL_POLL_MS = 15_000;

export const addressesOptions = () => getListMessengerMailAddressesQueryOptions();

export const threadsOptions = (addressId: number, folder: MessengerMailFolder, q: string) =>
  getListMessengerMailConversationsQueryOptions(addressId, {
    limit: THREAD_PAGE,
    ...(folder === 'inbox' ? {} : { folder }),
    ...(q ? { q } : {}),
  });

/** Key of the mails of a thread (an infinite query: windows going back in time). */
export const mailsKey = (threadId: number) => ['messenger', 'mail', 'messages', threadId] as const;

/** The address the URL names when it is one of the character's, else the primary one. */
export function currentAddress(items: readonly MessengerMailAddress[] | undefined, wanted: number | undefined) {
  if (!items || items.length === 0) return undefined;
  return items.find((a) => a.id === wanted) ?? items.find((a) => a.primary) ?? items[0];
}

/** Everything of the mail: addresses (unread counts), folders, threads and their mails. */
export const mailChanged = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (q) => {
      const [first, second] = q.queryKey;
      return (
        (typeof first === 'string' && /^\/api\/messenger\/mail\/(addresses|conversations)/.test(first)) ||
        (first === 'messenger' && second === 'mail')
      );
    },
  });
