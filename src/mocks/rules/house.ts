// The houses' domain rules (issue: "A vehicle, house or flat has one owner who exists; keys and
// tenants are existing characters; rent due dates lie in the future for paid rent; ... 0–2
// houses"), and "invitations are pending until answered"; renting a room is not owning, and
// the list of houses with free rooms follows each house's rent offer.
import { before, countIn, idempotencyKey, list, ok2xx, read, strangers, tally, union, type Rule } from './kit';

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
      // The tenant's own view of his contracts says the same.
      for (const h of (await list(ask, '/api/house/own', 'player')).filter((x) => x.role === 'roommate')) {
        const a = await ask('GET', `/api/house/${h.id}/rent`, { scenario: 'player' });
        const c = a.body;
        if (a.status === 200 && c.state === 'active' && !before(now, c.paidUntil))
          out.push(`my contract in house ${h.id}: active, paid until ${c.paidUntil}`);
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
  {
    name: 'the free-rooms list holds exactly the offered houses with a free room, none of one’s own',
    async check(ask) {
      const out: string[] = [];
      const listed = new Map((await list(ask, '/api/house/rooms', 'player')).map((h) => [h.id, h]));
      for (const h of await houses(ask)) {
        const house = await read(ask, `/api/house/${h.id}`, 'player');
        const offer = await read(ask, `/api/house/${h.id}/rentoffer`, 'player');
        const open = house.myRole === 'none' && !house.blocked && offer.rentable && offer.freeRooms > 0;
        const entry = listed.get(h.id);
        if (open && !entry) out.push(`house ${h.id}: offers ${offer.freeRooms} free room(s), not listed`);
        if (!open && entry)
          out.push(`house ${h.id}: listed, yet ${house.myRole} / rentable ${offer.rentable} / free ${offer.freeRooms}`);
        if (entry && (entry.rent !== offer.rent || entry.freeRooms !== offer.freeRooms))
          out.push(
            `house ${h.id}: listed at ${entry.rent} with ${entry.freeRooms} free, offer says ${offer.rent} / ${offer.freeRooms}`,
          );
      }
      return out.slice(0, 5);
    },
  },
  {
    name: 'renting a room is not owning; the new rent is paid into the future',
    async check(ask) {
      const out: string[] = [];
      const target = (await list(ask, '/api/house/rooms', 'player'))[0];
      if (!target) return ['no house with a free room to rent'];
      const ownedBefore = (await list(ask, '/api/house/own', 'player')).filter((h) => h.role === 'owner').length;
      const a = await ask('POST', `/api/house/${target.id}/rent`, {
        scenario: 'player',
        headers: idempotencyKey(),
        body: { acceptedRent: target.rent, periods: 1 },
      });
      if (a.status !== 201) return [`renting in house ${target.id} answered ${a.status}`];
      if (a.body?.state !== 'active' || !before(new Date().toISOString(), a.body?.paidUntil))
        out.push(`new contract ${a.body?.id}: ${a.body?.state}, paid until ${a.body?.paidUntil}`);
      const own = await list(ask, '/api/house/own', 'player');
      const entry = own.find((h) => h.id === target.id);
      if (entry?.role !== 'roommate') out.push(`house ${target.id} after renting: role ${entry?.role}`);
      const ownedAfter = own.filter((h) => h.role === 'owner').length;
      if (ownedAfter !== ownedBefore) out.push(`owned houses ${ownedBefore} → ${ownedAfter} after renting a room`);
      if ((await list(ask, '/api/house/rooms', 'player')).some((h) => h.id === target.id))
        out.push(`house ${target.id} still listed with free rooms for its new tenant`);
      return out;
    },
  },
  {
    name: 'renting a room where one already lives answers 409 with a German reason',
    async check(ask) {
      const out: string[] = [];
      for (const h of await list(ask, '/api/house/own', 'player')) {
        const offer = await read(ask, `/api/house/${h.id}/rentoffer`, 'player');
        const a = await ask('POST', `/api/house/${h.id}/rent`, {
          scenario: 'player',
          headers: idempotencyKey(),
          body: { acceptedRent: offer.rent, periods: 1 },
        });
        if (a.status !== 409) out.push(`renting in house ${h.id} (${h.role}) answered ${a.status}, expected 409`);
        else if (!/[äöüß]|\b(Du|dein|Haus)\b/.test(String(a.body?.detail ?? '')))
          out.push(`house ${h.id}: 409 without a German reason (${JSON.stringify(a.body?.detail)})`);
        if (ok2xx(a.status)) break;
      }
      return out;
    },
  },
];
