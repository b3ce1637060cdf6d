// The house area's domain rules in the mock backend (src/mocks/stateful/house.ts), through MSW's
// node server as the app meets them, under several seeds: every house has one owner who exists,
// room mates are existing characters, a character owns 0–2 houses (an owner change to a third
// is 409), paid rent is due in the future, invitations stay pending until answered, and a room
// mate may not do what only the owner may (403); the free-rooms list follows each house's offer.
import { describe, expect, it } from 'vitest';
import { rules as houseRules } from '../../src/mocks/rules/house';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
import { knownCharacters, signedInPlayer } from '../../src/mocks/overrides';
import { setScenario } from '../utils/scenario';
import { houses, matesOf, offerOf } from '../../src/mocks/stateful/house/world';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://localhost/api${url}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const people = new Set([signedInPlayer.userId, ...knownCharacters.map((c) => c.id)]);
const admin = () => setScenario('admin');

describe('house mock: the world keeps its rules', () => {
  for (const seed of [1, 2, 3, 42]) {
    it(`seed ${seed}: owners and room mates exist, 0–2 houses each, paid rent lies ahead, invitations pending`, async () => {
      setScenario('admin', seed);
      const all = (await api('GET', '/house/admin/search/ha?limit=100')).data.items as Json[];
      const more = (await api('GET', '/house/admin/search/e?limit=100')).data.items as Json[];
      const houses = [...new Map([...all, ...more].map((h) => [h.id, h])).values()];
      expect(houses.length).toBeGreaterThan(5);
      const owned = new Map<number, number>();
      for (const h of houses) {
        expect(people.has(h.owner.id), `owner of ${h.name}`).toBe(true);
        owned.set(h.owner.id, (owned.get(h.owner.id) ?? 0) + 1);
        const mates = (await api('GET', `/house/admin/houses/${h.id}/roommates`)).data.items as Json[];
        for (const m of mates) {
          expect(people.has(m.player.id)).toBe(true);
          expect(m.player.id).not.toBe(h.owner.id);
        }
        expect(new Set(mates.map((m) => m.player.id)).size).toBe(mates.length);
      }
      for (const count of owned.values()) expect(count).toBeLessThanOrEqual(2);
      const mine = owned.get(signedInPlayer.userId ?? 0) ?? 0;
      expect(mine).toBeGreaterThanOrEqual(1);
      const ownList = (await api('GET', '/house/own')).data.items as Json[];
      for (const h of ownList.filter((x) => x.role === 'owner')) {
        const contracts = (await api('GET', `/house/${h.id}/contracts`)).data.items as Json[];
        for (const c of contracts) {
          if (c.state === 'active') expect(Date.parse(c.paidUntil)).toBeGreaterThan(Date.now());
          else expect(Date.parse(c.paidUntil)).toBeLessThanOrEqual(Date.now());
        }
      }
      const received = (await api('GET', '/house/invitations')).data.items as Json[];
      expect(received.length).toBeGreaterThan(0);
      for (const inv of received) expect(inv.state).toBe('pending');
    });
  }

  it('an admin owner change to a character with two houses is 409, to an unknown one 422', async () => {
    admin();
    const own = (await api('GET', '/house/own')).data.items as Json[];
    const mine = own.filter((h) => h.role === 'owner');
    const other = (await api('GET', '/house/admin/search/Haus?limit=100')).data.items as Json[];
    const target = (other.find((h) => h.owner.id !== signedInPlayer.userId) ?? other[0]) as Json;
    // Give the signed-in character houses until he holds two, then one more is refused.
    if (mine.length < 2) {
      const first = await api('PUT', `/house/admin/houses/${target.id}/owner`, {
        newOwnerName: signedInPlayer.user,
        reason: 'Test',
      });
      expect(first.status).toBe(200);
    }
    const candidates = (await api('GET', '/house/admin/search/e?limit=100')).data.items as Json[];
    const third = candidates.find((h) => h.owner.id !== signedInPlayer.userId) as Json;
    const refused = await api('PUT', `/house/admin/houses/${third.id}/owner`, {
      newOwnerName: signedInPlayer.user,
      reason: 'Test',
    });
    expect(refused.status).toBe(409);
    const unknown = await api('PUT', `/house/admin/houses/${third.id}/owner`, {
      newOwnerName: 'Niemand_Da',
      reason: 'Test',
    });
    expect(unknown.status).toBe(422);
  });

  it('an invitation stays pending until answered; a room mate may not invite or kick (403)', async () => {
    const living = ((await api('GET', '/house/1/roommates')).data.items as Json[]).map((m) => m.player.id);
    const name = knownCharacters.find((c) => !living.includes(c.id))?.name ?? '';
    const invited = await api('POST', '/house/1/invitations', { playerName: name });
    expect(invited.status).toBe(201);
    const open = (await api('GET', '/house/1/invitations')).data.items as Json[];
    expect(open.find((i) => i.id === invited.data.id)?.state).toBe('pending');
    const again = await api('POST', '/house/1/invitations', { playerName: name });
    expect(again.status).toBe(409);
    const own = (await api('GET', '/house/own')).data.items as Json[];
    const rented = own.find((h) => h.role === 'roommate') as Json;
    expect((await api('POST', `/house/${rented.id}/invitations`, { playerName: 'Mia_Wagner' })).status).toBe(403);
    const mates = (await api('GET', `/house/${rented.id}/roommates`)).data.items as Json[];
    expect((await api('DELETE', `/house/${rented.id}/roommates/${(mates[0] as Json).id}`)).status).toBe(403);
  });

  it('paying rent moves the due date once per Idempotency-Key', async () => {
    const own = (await api('GET', '/house/own')).data.items as Json[];
    const rented = own.find((h) => h.role === 'roommate') as Json;
    const before = (await api('GET', `/house/${rented.id}/rent`)).data;
    const key = '00000000-0000-4000-8000-00000000abcd';
    const paid = await api('POST', `/house/${rented.id}/rentpayment`, { periods: 1 }, { 'Idempotency-Key': key });
    expect(paid.status).toBe(200);
    expect(Date.parse(paid.data.paidUntil)).toBeGreaterThan(Date.parse(before.paidUntil));
    const retry = await api('POST', `/house/${rented.id}/rentpayment`, { periods: 1 }, { 'Idempotency-Key': key });
    expect(retry.data.paidUntil).toBe(paid.data.paidUntil);
    expect((await api('GET', `/house/${rented.id}/rent`)).data.paidUntil).toBe(paid.data.paidUntil);
  });
});

describe('house mock: houses with free rooms', () => {
  it('a house leaves the list when its owner stops offering rooms or it is full, and comes back', async () => {
    admin();
    const ids = async () => ((await api('GET', '/house/rooms?limit=100')).data.items as Json[]).map((h) => h.id);
    const [a, b] = await ids();
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    const first = houses().get(Number(a));
    const second = houses().get(Number(b));
    if (!first || !second) throw new Error('listed houses missing in the world');
    houses().update(first.id, { offer: { ...offerOf(first), rentable: false } });
    const rooms = second.roomCount;
    houses().update(second.id, { roomCount: 1 + matesOf(second).length });
    const without = await ids();
    expect(without).not.toContain(a);
    expect(without).not.toContain(b);
    houses().update(first.id, { offer: { ...offerOf(first), rentable: true } });
    houses().update(second.id, { roomCount: rooms });
    expect(await ids()).toEqual(expect.arrayContaining([a, b]));
  });

  it('filters by the highest rent and by name or address, cheapest first', async () => {
    admin();
    const all = (await api('GET', '/house/rooms?limit=100')).data.items as Json[];
    const rents = all.map((h) => h.rent as number);
    expect([...rents].sort((x, y) => x - y)).toEqual(rents);
    const cap = rents[Math.floor(rents.length / 2)] as number;
    const capped = (await api('GET', `/house/rooms?limit=100&maxRent=${cap}`)).data.items as Json[];
    expect(capped.length).toBe(all.filter((h) => h.rent <= cap).length);
    const word = String((all[0] as Json).address).split(' ')[0] as string;
    const found = (await api('GET', `/house/rooms?limit=100&q=${encodeURIComponent(word)}`)).data.items as Json[];
    expect(found.length).toBeGreaterThan(0);
    for (const h of found) expect(`${h.name} ${h.address}`.toLowerCase()).toContain(word.toLowerCase());
  });
});

// The rules mock:audit checks (src/mocks/rules/house.ts), stated once for both.
describe('house rules', () => {
  it.each(houseRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
