// The admin panel's player rules (issue: "Bans have an issuer, a reason and an end after their
// start; unbanned players are not banned; items exist in the item catalogue; only the admin
// scenario may act, a moderator scenario with some rights sees only its part"). Acting on a
// player is gameserver.ts.
import { before, list, ok2xx, read, type Json, type Rule } from './kit';

export const rules: Rule[] = [
  {
    name: 'bans have an issuer, a reason and an end after their start; a player is banned while a ban is active',
    async check(ask) {
      const out: string[] = [];
      const bans = await list(ask, '/api/player/admin/bans');
      for (const b of bans) {
        if (!b.issuedBy?.name || !b.reason?.trim())
          out.push(`ban of ${b.player?.name}: issuer ${b.issuedBy?.name}, reason "${b.reason}"`);
        if (!b.permanent && !before(b.createdAt, b.expiresAt))
          out.push(`ban of ${b.player?.name}: ends ${b.expiresAt}, starts ${b.createdAt}`);
      }
      const active = new Set(bans.filter((b) => b.state === 'active').map((b) => b.player?.id));
      for (const p of await list(ask, '/api/player/admin/players'))
        if (p.banned !== active.has(p.id))
          out.push(`${p.name}: banned ${p.banned}, ${active.has(p.id) ? 'an' : 'no'} active ban`);
      return out.slice(0, 5);
    },
  },
  {
    name: 'items exist in the item catalogue',
    async check(ask) {
      const catalogue = new Map((await list(ask, '/api/player/admin/itemDefinitions')).map((d) => [d.id, d]));
      const out: string[] = [];
      for (const p of (await list(ask, '/api/player/admin/players')).slice(0, 6)) {
        const a = await ask('GET', `/api/player/admin/players/${p.id}/items`);
        for (const i of (a.body?.items ?? []) as Json[])
          if (catalogue.get(i.itemId)?.name !== i.name)
            out.push(`${p.name}: item ${i.itemId} "${i.name}" is not in the catalogue`);
      }
      return out.slice(0, 5);
    },
  },
  {
    name: "the admin detail's pension and paydays are the character's own (/myCharacter)",
    async check(ask) {
      const out: string[] = [];
      const own = await read(ask, '/api/player/controlPanel');
      const id = own.character?.id;
      const details = await read(ask, `/api/player/admin/players/${id}/details`);
      const same = (what: string, a: unknown, b: unknown) => {
        if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`character ${id}: ${what} differs from its own page`);
      };
      same('pension', details.pension, await read(ask, '/api/player/pension'));
      same('payday', details.payday, await read(ask, '/api/player/payday'));
      same('recent paydays', details.recentPaydays, (await list(ask, '/api/player/payday/history')).slice(0, 5));
      const recent = (details.recentPaydays ?? []) as Json[];
      if (recent[0] && JSON.stringify(recent[0]) !== JSON.stringify(details.payday?.last))
        out.push(`character ${id}: the newest payday is not payday.last`);
      for (const p of recent)
        if (p.total !== p.salary + (p.bonus ?? 0) - p.taxes - (p.rent ?? 0) - (p.pension ?? 0))
          out.push(`character ${id}: payday ${p.id} total ${p.total} is not its parts`);
      return out.slice(0, 5);
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
      await expect('/api/player/admin/players', 'admin', true);
      await expect('/api/player/admin/itemDefinitions', 'admin', true);
      await expect('/api/player/admin/players', 'moderator', true);
      await expect('/api/player/admin/bans', 'moderator', true);
      await expect('/api/player/admin/itemDefinitions', 'moderator', false);
      await expect('/api/player/admin/players/online/gps', 'moderator', false);
      await expect('/api/player/admin/players', 'player', false);
      return out;
    },
  },
];
