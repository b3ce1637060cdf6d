// The auth area (contract tag "auth"): here the admin panel's roles and rights (issue 28), in
// the menu group "Verwaltung", shown only with auth.manageRoles. Sign-in, characters and linked
// accounts (the player's own account) are issue 29.
import { ShieldCheck } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

const OWN = "the player's own account: issue 29, not built yet";

export const manifest = defineArea({
  area: 'auth',
  group: 'admin',
  destinations: [
    {
      to: '/acp/roles',
      label: 'Rollen und Rechte',
      icon: ShieldCheck,
      requires: 'listAcpRoles',
      keywords: ['ACP', 'Rollen', 'Rechte', 'Rechtematrix', 'Berechtigungen', 'Team', 'Mitglieder'],
    },
  ],
  mock: 'auth', // src/mocks/stateful/auth.ts
  notOffered: [
    { operationId: 'getLoggedIn', reason: 'the shell polls it (sign-in state), no screen of its own' },
    { operationId: 'getAcpRights', reason: 'the shell loads it into the stored ACP rights that useCan reads' },
    { operationId: 'loginUser', reason: OWN },
    { operationId: 'logoutUser', reason: OWN },
    { operationId: 'loginWithChatService', reason: OWN },
    { operationId: 'loginWithToken', reason: OWN },
    { operationId: 'getAuthAccount', reason: OWN },
    { operationId: 'listAuthCharacters', reason: OWN },
    { operationId: 'getAuthCharacterOverview', reason: OWN },
    { operationId: 'setAuthCharacterVisibility', reason: OWN },
    { operationId: 'selectAuthCharacter', reason: OWN },
    { operationId: 'getSubscriptionLink', reason: OWN },
    { operationId: 'linkSubscriptionAccount', reason: OWN },
    { operationId: 'unlinkSubscriptionAccount', reason: OWN },
    { operationId: 'getChatServiceLink', reason: OWN },
    { operationId: 'linkChatServiceAccount', reason: OWN },
    { operationId: 'unlinkChatServiceAccount', reason: OWN },
    { operationId: 'getVoiceServerLink', reason: OWN },
    { operationId: 'updateVoiceServerId', reason: OWN },
    { operationId: 'unlinkVoiceServerId', reason: OWN },
  ],
});
