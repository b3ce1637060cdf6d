// The houses' domain rules (issue: "A vehicle, house or flat has one owner who exists; keys and
// tenants are existing characters; rent due dates lie in the future for paid rent; ... 0–2
// houses"), and "invitations are pending until answered".
import { before, countIn, list, strangers, tally, union, type Rule } from './kit';

const houses = (ask: Parameters<Rule['check']>[0]) =>
  union(
    ask,
    ['a', 'e', 'i', 'o', 'u'].map((q) => `/api/house/admin/search/${q}`),
  );

export const rules: Rule[] = [
  {
    name: 'every house has one owner who exists; room mates are other existing characters',
    async check(ask) {
      const out: string[] = [];
      for (const h of await houses(ask)) {
        out.push(...(await strangers(`house ${h.id} owner`, [h.owner])));
        const mates = await list(ask, `/api/house/admin/houses/${h.id}/roommates`);
        out.push(
          ...(await strangers(
            `house ${h.id} room mate`,
            mates.map((m) => m.player),
          )),
        );
        if (mates.some((m) => m.player?.id === h.owner.id)) out.push(`house ${h.id}: the owner is his own room mate`);
        if (new Set(mates.map((m) => m.player?.id)).size !== mates.length) out.push(`house ${h.id}: a room mate twice`);
      }
      return out.slice(0, 5);
    },
  },
  {
    name: 'a player owns 0–2 houses',
    async check(ask) {
      const owned = tally((await houses(ask)).map((h) => h.owner.name as string));
      return [...owned].flatMap(([name, n]) => countIn(`${name}'s houses`, n, [0, 2]));
    },
  },
  {
    name: 'paid rent is due in the future, overdue rent in the past',
    async check(ask) {
      const out: string[] = [];
      const now = new Date().toISOString();
      for (const h of (await list(ask, '/api/house/own', 'player')).filter((x) => x.role === 'owner')) {
        for (const c of await list(ask, `/api/house/${h.id}/contracts`, 'player')) {
          if (c.state === 'active' && !before(now, c.paidUntil))
            out.push(`house ${h.id} contract ${c.id}: active, paid until ${c.paidUntil}`);
          if (c.state === 'overdue' && before(now, c.paidUntil))
            out.push(`house ${h.id} contract ${c.id}: overdue, yet paid until ${c.paidUntil}`);
        }
      }
      return out;
    },
  },
  {
    name: 'received invitations are pending until answered',
    async check(ask) {
      const received = await list(ask, '/api/house/invitations', 'player');
      const out = received.filter((i) => i.state !== 'pending').map((i) => `invitation ${i.id} is ${i.state}`);
      const first = received[0];
      if (!first) return out;
      const a = await ask('POST', `/api/house/invitations/${first.id}/decline`, { scenario: 'player' });
      const after = await list(ask, '/api/house/invitations', 'player');
      if (after.some((i) => i.id === first.id && i.state === 'pending'))
        out.push(`invitation ${first.id} still pending after decline (${a.status})`);
      return out;
    },
  },
];
