// The live server's admin rules (issue: "Bans have an issuer, a reason and an end after their
// start; unbanned players are not banned; ...; only the admin scenario may act, a moderator
// scenario with some rights sees only its part").
import { before, list, ok2xx, read, type Rule } from './kit';

const reason = { reason: 'Regelprüfung laut Ticket 42' };

export const rules: Rule[] = [
  {
    name: 'a ban ends after it starts and bans the player; unbanned, the player is not banned',
    async check(ask) {
      const who = (await list(ask, '/api/player/admin/players')).find((p) => !p.online && !p.banned);
      if (!who) return ['no offline, unbanned character to ban'];
      const out: string[] = [];
      const ban = await ask('POST', `/api/gameserver/players/${who.id}/ban`, {
        body: { ...reason, kind: 'temporary', durationHours: 24 },
      });
      if (!ok2xx(ban.status)) return [`banning ${who.name} answered ${ban.status}`];
      if (!before(ban.body?.createdAt, ban.body?.expiresAt))
        out.push(`the ban ends ${ban.body?.expiresAt}, starts ${ban.body?.createdAt}`);
      if (!ban.body?.reason || !ban.body?.issuedBy) out.push('the ban has no reason or issuer');
      if ((await read(ask, `/api/player/admin/players/${who.id}`)).banned !== true)
        out.push(`${who.name} is not banned after the ban`);
      const lift = await ask('POST', `/api/gameserver/players/${who.id}/unban`, { body: reason });
      if (!ok2xx(lift.status)) return [...out, `unbanning ${who.name} answered ${lift.status}`];
      if ((await read(ask, `/api/player/admin/players/${who.id}`)).banned !== false)
        out.push(`${who.name} is still banned after the unban`);
      return out;
    },
  },
  {
    name: 'only the admin may act; the moderator sees only its part, the player nothing',
    async check(ask) {
      const out: string[] = [];
      const expect = async (url: string, scenario: string, allowed: boolean) => {
        const a = await ask('GET', url, { scenario });
        if (allowed ? !ok2xx(a.status) : a.status !== 403)
          out.push(`GET ${url} as ${scenario}: ${a.status}, expected ${allowed ? '2xx' : '403'}`);
      };
      await expect('/api/gameserver/settings', 'admin', true);
      await expect('/api/gameserver/status', 'moderator', true);
      await expect('/api/gameserver/players', 'moderator', true);
      await expect('/api/gameserver/settings', 'moderator', false);
      await expect('/api/gameserver/whitelist', 'moderator', false);
      await expect('/api/gameserver/status', 'player', false);
      const who = (await list(ask, '/api/player/admin/players')).find((p) => !p.banned);
      const ban = await ask('POST', `/api/gameserver/players/${who?.id}/ban`, {
        body: { ...reason, kind: 'permanent' },
        scenario: 'moderator',
      });
      if (ban.status !== 403) out.push(`a ban as the moderator (no gameserver.ban): ${ban.status}, not 403`);
      return out;
    },
  },
];
