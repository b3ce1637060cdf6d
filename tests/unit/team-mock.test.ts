// The team area's domain rules in the mock backend (src/mocks/stateful/team.ts on
// team/world.ts), through MSW's node server as the app meets them: members are existing
// characters, a member's rights are a subset of the contract's six, the leader has every right,
// invitations stay pending until answered, departments hold members of their organisation
// only; and the URL's search for /team.
import { describe, expect, it } from 'vitest';
import { rules as teamRules } from '../../src/mocks/rules/team';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
import { validateTeamSearch } from '../../src/features/team/search-params';
import { knownCharacters, signedInPlayer } from '../../src/mocks/overrides';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://localhost/api${url}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const RIGHTS = ['manageEmployees', 'manageStorage', 'managePrices', 'manageVehicles', 'manageBank', 'invite'];
const people = [{ id: signedInPlayer.userId, name: signedInPlayer.user }, ...knownCharacters];
const exists = (p: Json) => people.some((c) => c.id === p.id && c.name === p.name);

describe('team mock rules', () => {
  it('members are existing characters, the leader has every right, rights are the six flags', async () => {
    setScenario('admin');
    for (let id = 1; id <= 5; id++) {
      const team = (await api('GET', `/team/${id}`)).data;
      const members = (await api('GET', `/team/admin/teams/${id}/members?limit=100`)).data.items as Json[];
      expect(members.length).toBeGreaterThan(0);
      for (const m of members) {
        expect(exists(m.player)).toBe(true);
        expect(Object.keys(m.rights).sort()).toEqual([...RIGHTS].sort());
      }
      const leader = members.find((m) => m.player.id === team.leader.id);
      expect(leader && RIGHTS.every((r) => leader.rights[r] === true)).toBe(true);
    }
  });

  it('keeps only the six flags, and never reduces the leader', async () => {
    const members = (await api('GET', '/team/1/employees?limit=100')).data.items as Json[];
    const other = members.find((m) => m.player.name !== signedInPlayer.user) as Json;
    const saved = await api('PUT', `/team/1/employees/${other.id}/rights`, {
      ...Object.fromEntries(RIGHTS.map((r) => [r, false])),
      invite: true,
      owner: true,
    });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.data.rights).sort()).toEqual([...RIGHTS].sort());
    expect(saved.data.rights.invite).toBe(true);
    const leader = members.find((m) => m.player.name === signedInPlayer.user) as Json;
    const refused = await api(
      'PUT',
      `/team/1/employees/${leader.id}/rights`,
      Object.fromEntries(RIGHTS.map((r) => [r, false])),
    );
    expect(refused.status).toBe(409);
    expect((await api('DELETE', `/team/1/employees/${leader.id}`)).status).toBe(409);
    expect((await api('POST', '/team/1/quit')).status).toBe(409);
  });

  it('keeps an invitation pending until it is answered, and only the invited one answers', async () => {
    const sent = await api('POST', '/team/1/invitations', { playerName: 'Anna_Schmidt' });
    expect(sent.status).toBe(201);
    expect(sent.data.state).toBe('pending');
    expect((await api('POST', '/team/1/invitations', { playerName: 'Anna_Schmidt' })).status).toBe(409);
    expect((await api('POST', '/team/1/invitations', { playerName: 'Niemand_Bekannt' })).status).toBe(422);
    const open = (await api('GET', '/team/1/invitations')).data.items as Json[];
    expect(open.some((i) => i.id === sent.data.id && i.state === 'pending')).toBe(true);
    // Max cannot answer Anna's invitation: it is none of his (404 from the world, 403 from the area).
    expect([403, 404]).toContain((await api('POST', `/team/invitations/${sent.data.id}/accept`)).status);
    // His own offer is open until he answers it, then gone from his list.
    const mine = ((await api('GET', '/team/invitations')).data.items as Json[])[0] as Json;
    expect(mine.state).toBe('pending');
    expect((await api('POST', `/team/invitations/${mine.id}/decline`)).status).toBe(200);
    expect(((await api('GET', '/team/invitations')).data.items as Json[]).some((i) => i.id === mine.id)).toBe(false);
  });

  it('holds members of its own organisation in its departments only', async () => {
    const police = (await api('GET', '/team/1/departments')).data.items as Json[];
    const members = (await api('GET', '/team/1/employees?limit=100')).data.items as Json[];
    for (const m of members) if (m.departmentId) expect(police.some((d) => d.id === m.departmentId)).toBe(true);
    const medicDept = ((await api('GET', '/team/2/departments')).data.items as Json[])[0] as Json;
    const member = members[1] as Json;
    // A department of another organisation: 404.
    expect((await api('PUT', `/team/1/departments/${medicDept.id}/employees/${member.id}`)).status).toBe(404);
    const staffed = police.find((d) => d.memberCount > 0) as Json;
    expect((await api('DELETE', `/team/1/departments/${staffed.id}`)).status).toBe(409);
    const empty = police.find((d) => d.memberCount === 0) as Json;
    const moved = await api('PUT', `/team/1/departments/${empty.id}/employees/${member.id}`);
    expect(moved.data.departmentId).toBe(empty.id);
    const counts = (await api('GET', '/team/1/departments')).data.items as Json[];
    expect(counts.find((d) => d.id === empty.id)?.memberCount).toBe(1);
  });

  it('moves storage once per Idempotency-Key', async () => {
    const before = ((await api('GET', '/team/1/items?limit=100')).data.items as Json[])[0] as Json;
    const headers = { 'Idempotency-Key': 'team-take-1' };
    const first = await api('POST', '/team/1/storage/take', { itemId: before.id, amount: 1 }, headers);
    const again = await api('POST', '/team/1/storage/take', { itemId: before.id, amount: 1 }, headers);
    expect(first.data.amount).toBe(before.amount - 1);
    expect(again.data.amount).toBe(before.amount - 1);
  });
});

describe('/team search params', () => {
  it('keeps known values and drops the rest', () => {
    expect(validateTeamSearch({ team: '3', tab: 'departments', member: 'x', view: 'admin', page: '-1' })).toEqual({
      view: 'admin',
      team: 3,
      tab: 'departments',
      member: undefined,
      dept: undefined,
      q: undefined,
      page: undefined,
    });
    expect(validateTeamSearch({ tab: 'members', view: 'other' }).tab).toBeUndefined();
  });
});

// The rules mock:audit checks (src/mocks/rules/team.ts), stated once for both.
describe('team rules', () => {
  it.each(teamRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
