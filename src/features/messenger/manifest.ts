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
      keywords: ['Handy', 'SIM', 'Chat', 'Nachrichten', 'Kontakte', 'Gruppen'],
    },
  ],
  mock: 'messenger', // src/mocks/stateful/messenger.ts
  // Operations of the tag no screen offers, each with its reason (docs/adding-an-area.md).
  // The social network is not built yet (issue 20).
  notOffered: [
    {
      operationId: 'getMessengerContact',
      reason: 'the contact list carries every field of a contact; editing starts from its row in the list',
    },
    { operationId: 'getMessengerSocialMe', reason: 'not built yet (#20)' },
    { operationId: 'registerMessengerSocialProfile', reason: 'not built yet (#20)' },
    { operationId: 'editMessengerSocialProfile', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerSocialFeed', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerSocialNotifications', reason: 'not built yet (#20)' },
    { operationId: 'markMessengerSocialNotificationsRead', reason: 'not built yet (#20)' },
    { operationId: 'searchMessengerSocialUsers', reason: 'not built yet (#20)' },
    { operationId: 'getMessengerSocialUser', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerSocialUserPosts', reason: 'not built yet (#20)' },
    { operationId: 'followMessengerSocialUser', reason: 'not built yet (#20)' },
    { operationId: 'unfollowMessengerSocialUser', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerSocialFollowers', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerSocialFollowing', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerSocialPosts', reason: 'not built yet (#20)' },
    { operationId: 'addMessengerSocialPost', reason: 'not built yet (#20)' },
    { operationId: 'getMessengerSocialPost', reason: 'not built yet (#20)' },
    { operationId: 'deleteMessengerSocialPost', reason: 'not built yet (#20)' },
    { operationId: 'likeMessengerSocialPost', reason: 'not built yet (#20)' },
    { operationId: 'unlikeMessengerSocialPost', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerSocialComments', reason: 'not built yet (#20)' },
    { operationId: 'addMessengerSocialComment', reason: 'not built yet (#20)' },
    { operationId: 'deleteMessengerSocialComment', reason: 'not built yet (#20)' },
    { operationId: 'reportMessengerSocialPost', reason: 'not built yet (#20)' },
    { operationId: 'listMessengerSocialReports', reason: 'not built yet (#20)' },
    { operationId: 'closeMessengerSocialReport', reason: 'not built yet (#20)' },
    { operationId: 'deleteMessengerSocialPostAdmin', reason: 'not built yet (#20)' },
  ],
});
