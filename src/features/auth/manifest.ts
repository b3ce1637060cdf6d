// The auth area (contract tag "auth"): here the admin panel's roles and rights (issue 28), in
// the menu group "Verwaltung", shown only with auth.manageRoles; and the player's own account
// (issue 29): "Mein Profil" (/myProfile, a destination of the spec's menu) with the account, the
// characters (?view=characters) and the linked accounts (?view=links), sign-out there and the
// sign-in forms for the signed-out user (password, one-time code from the game, chat service).
import { ShieldCheck } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

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
});
