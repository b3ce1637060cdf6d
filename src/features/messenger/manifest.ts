// The messenger area (contract tag "messenger"): its menu entry, search words and what it leaves out.
import { MessageCircle } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'messenger',
  group: 'myLife',
  destinations: [
    {
      to: '/messenger',
      label: 'Messenger',
      icon: MessageCircle,
      keywords: ['Handy', 'SIM', 'Chat', 'Nachrichten', 'Kontakte', 'Gruppen', 'Social', 'Beiträge'],
    },
  ],
  mock: 'messenger', // src/mocks/stateful/messenger.ts
  // Operations of the tag no screen offers, each with its reason (docs/adding-an-area.md).
  // Mail, the friends chat, and calls are not built yet (issue 20).
  notOffered: [
    { operationId: 'listMessengerMailAddresses', reason: 'not built yet (#20)' },
    { operationId: 'addMessengerMailAddress', reason: 'not built yet (#20)' },
    { operationId: 'checkMessengerMailAddress', reason: 'not built yet (#20)' },
    { operationId: 'deleteMessengerMailAddress', reason: 'not built yet (#20)' },
    { operationId: 'setMessengerMailPrimaryAddress', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerMailConversations', reason: 'not built yet (#20)' },
    { operationId: 'newMessengerMailConversation', reason: 'not built yet (#20)' },
    { operationId: 'getMessengerMailConversation', reason: 'not built yet (#20)' },
    { operationId: 'moveMessengerMailConversation', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerMailMessages', reason: 'not built yet (#20)' },
    { operationId: 'replyMessengerMail', reason: 'not built yet (#20)' },
    { operationId: 'markMessengerMailConversationRead', reason: 'not built yet (#20)' },
    { operationId: 'quitMessengerMailConversation', reason: 'not built yet (#20)' },
    {
      operationId: 'getMessengerContact',
      reason: 'the contact list carries every field of a contact; editing starts from its row in the list',
    },
    { operationId: 'listMessengerCalls', reason: 'not built yet (#20)' },
    { operationId: 'clearMessengerCalls', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerFriends', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerFriendRequests', reason: 'not built yet (#20)' },
    { operationId: 'sendMessengerFriendRequest', reason: 'not built yet (#20)' },
    { operationId: 'acceptMessengerFriendRequest', reason: 'not built yet (#20)' },
    { operationId: 'declineMessengerFriendRequest', reason: 'not built yet (#20)' },
    { operationId: 'removeMessengerFriend', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerFriendChat', reason: 'not built yet (#20)' },
    { operationId: 'sendMessengerFriendChatMessage', reason: 'not built yet (#20)' },
    { operationId: 'markMessengerFriendChatRead', reason: 'not built yet (#20)' },
  ],
});
