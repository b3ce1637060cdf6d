// The companies area's domain rules in the mock backend (src/mocks/stateful/factory.ts),
// through MSW's node server as the app meets them: members are existing characters, rights are
// the contract's six flags with every one for the owner, invitations stay pending until
// answered, and nobody is in more than three companies.
import { describe, expect, it } from 'vitest';
import { rules as factoryRules } from '../../src/mocks/rules/factory';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
import { knownCharacters, signedInPlayer } from '../../src/mocks/overrides';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://localhost/api${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const RIGHTS = ['manageEmployees', 'manageStorage', 'managePrices', 'manageVehicles', 'manageBank', 'invite'];
const known = new Set([signedInPlayer.userId, ...knownCharacters.map((c) => c.id)]);

describe('factory mock: companies and members', () => {
  it('every member of every company is an existing character with the six rights; the owner holds all', async () => {
    setScenario('admin');
    const all = (await api('GET', '/factory/admin/search/a?limit=100')).data.items as Json[];
    expect(all.length).toBeGreaterThan(3);
    const count = new Map<number, number>();
    for (const company of all) {
      const members = (await api('GET', `/factory/admin/factories/${company.id}/members?limit=100`)).data
        .items as Json[];
      for (const m of members) {
        expect(known.has(m.player.id)).toBe(true);
        expect(Object.keys(m.rights).sort()).toEqual([...RIGHTS].sort());
        if (m.player.id === company.owner.id) expect(Object.values(m.rights).every(Boolean)).toBe(true);
        count.set(m.player.id, (count.get(m.player.id) ?? 0) + 1);
      }
    }
    for (const n of count.values()) expect(n).toBeLessThanOrEqual(3);
  });

  it("the owner's rights cannot be reduced, nor can he be fired or quit (409)", async () => {
    const staff = (await api('GET', '/factory/1/employees')).data.items as Json[];
    const owner = staff[0] as Json;
    expect(owner.player.id).toBe(signedInPlayer.userId);
    const none = Object.fromEntries(RIGHTS.map((r) => [r, false]));
    expect((await api('PUT', `/factory/1/employees/${owner.id}/rights`, none)).status).toBe(409);
    expect((await api('DELETE', `/factory/1/employees/${owner.id}`)).status).toBe(409);
    expect((await api('POST', '/factory/1/quit')).status).toBe(409);
    const other = staff[1] as Json;
    const set = await api('PUT', `/factory/1/employees/${other.id}/rights`, { ...none, manageBank: true });
    expect(set.status).toBe(200);
    expect(set.data.rights).toEqual({ ...none, manageBank: true });
  });

  it('invites only existing characters (422 otherwise); the invitation stays pending until answered', async () => {
    expect((await api('POST', '/factory/1/invitations', { playerName: 'Nie_Mand' })).status).toBe(422);
    const sent = await api('POST', '/factory/1/invitations', { playerName: 'Anna_Schmidt' });
    expect(sent.status).toBe(201);
    expect(sent.data.state).toBe('pending');
    expect((await api('POST', '/factory/1/invitations', { playerName: 'Anna_Schmidt' })).status).toBe(409);
    const open = (await api('GET', '/factory/1/invitations')).data.items as Json[];
    expect(open.some((i) => i.id === sent.data.id && i.state === 'pending')).toBe(true);
    // Someone else's invitation cannot be answered by me (not among mine: 403 or 404).
    expect([403, 404]).toContain((await api('POST', `/factory/invitations/${sent.data.id}/accept`)).status);
    expect((await api('DELETE', `/factory/1/invitations/${sent.data.id}`)).status).toBe(200);
    expect(((await api('GET', '/factory/1/invitations')).data.items as Json[]).some((i) => i.id === sent.data.id)).toBe(
      false,
    );
  });

  it('a character is in at most three companies: the third offer joins, a fourth membership is refused', async () => {
    const offers = (await api('GET', '/factory/invitations')).data.items as Json[];
    expect(offers).toHaveLength(2);
    expect((await api('GET', '/factory/own')).data.items).toHaveLength(2);
    expect((await api('POST', `/factory/invitations/${offers[0]?.id}/accept`)).status).toBe(200);
    expect((await api('GET', '/factory/own')).data.items).toHaveLength(3);
    const fourth = await api('POST', `/factory/invitations/${offers[1]?.id}/accept`);
    expect(fourth.status).toBe(409);
    expect((await api('GET', '/factory/invitations')).data.items).toHaveLength(1);
    expect((await api('POST', `/factory/invitations/${offers[1]?.id}/decline`)).status).toBe(200);
    expect((await api('GET', '/factory/invitations')).data.items).toHaveLength(0);
  });

  it('the admin hands a company to a new owner, who then holds every right', async () => {
    setScenario('admin');
    const changed = await api('PUT', '/factory/admin/factories/2/owner', {
      newOwnerName: 'Anna_Schmidt',
      reason: 'Verkauf laut Ticket.',
    });
    expect(changed.status).toBe(200);
    expect(changed.data.owner).toEqual({ id: 4711, name: 'Anna_Schmidt' });
    const members = (await api('GET', '/factory/admin/factories/2/members?limit=100')).data.items as Json[];
    const anna = members.find((m) => m.player.id === 4711);
    expect(Object.values(anna?.rights ?? {}).every(Boolean)).toBe(true);
  });
});

// The rules mock:audit checks (src/mocks/rules/factory.ts), stated once for both.
describe('factory rules', () => {
  it.each(factoryRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
