// The domain rules of issue 28 in the mock backend (src/mocks/stateful/auth.ts, common.ts,
// butlerv.ts), through MSW's node server as the app meets them: role members are existing
// accounts; granted rights are members of the AcpRight enum; a change to a role appears in the
// admin log, which is ordered by time and names existing admins; a sync run has a start, an end
// after it and a result, and in the admin scenario reports exactly one failure with its reason.
import { describe, expect, it } from 'vitest';
import { rules as authRules } from '../../src/mocks/rules/auth';
import { rules as butlervRules } from '../../src/mocks/rules/butlerv';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
import { ALL_ACP_RIGHTS } from '../../src/mocks/scenarios/acp-rights';
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

describe('admin panel mock (issue 28): roles, admin log and role sync keep their rules', () => {
  for (const seed of [1, 2, 42]) {
    it(`seed ${seed}`, { timeout: 60_000 }, async () => {
      setScenario('admin', seed);
      const accounts = (await api('GET', '/auth/admin/users?limit=100')).data.items as Json[];
      const accountIds = new Set(accounts.map((a) => a.userId));
      const roles = (await api('GET', '/auth/admin/roles')).data.items as Json[];
      for (const role of roles) {
        const members = (await api('GET', `/auth/admin/roles/${role.id}/members?limit=100`)).data.items as Json[];
        for (const m of members) expect(accountIds.has(m.userId), `member ${m.accountName}`).toBe(true);
        const detail = (await api('GET', `/auth/admin/roles/${role.id}`)).data;
        for (const right of detail.rights) expect(ALL_ACP_RIGHTS).toContain(right);
      }

      const created = await api('POST', '/auth/admin/roles', {
        name: `Prüfteam ${seed}`,
        color: '#123456',
        priority: 3,
      });
      expect(created.status).toBe(201);
      const id = created.data.id as number;
      expect((await api('POST', `/auth/admin/roles/${id}/members`, { userId: 999_999 })).status).toBe(404);
      expect(
        (await api('PUT', `/auth/admin/roles/${id}/rights`, { rights: ['weapon.search', 'erfunden.recht'] })).status,
      ).toBe(422);
      const granted = await api('PUT', `/auth/admin/roles/${id}/rights`, {
        rights: ['weapon.search', 'weapon.edit', 'common.adminLogs'],
      });
      expect(granted.status).toBe(200);
      expect((await api('POST', `/auth/admin/roles/${id}/members`, { userId: accounts[3]?.userId })).status).toBe(201);

      // The admin log: newest first, every admin holds a role, the changes are in it.
      const log = (await api('GET', '/common/admin/logs?limit=100')).data.items as Json[];
      const times = log.map((l) => Date.parse(l.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const admins = new Set<number>();
      for (const role of (await api('GET', '/auth/admin/roles')).data.items as Json[])
        for (const m of (await api('GET', `/auth/admin/roles/${role.id}/members?limit=100`)).data.items as Json[])
          admins.add(m.character?.id ?? m.userId);
      for (const line of log) expect(admins.has(line.admin.id), `admin ${line.admin.name}`).toBe(true);
      const actions = log.slice(0, 3).map((l) => l.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          `Rolle „Prüfteam ${seed}“ angelegt`,
          `Rechte der Rolle „Prüfteam ${seed}“ geändert`,
          `Mitglied zur Rolle „Prüfteam ${seed}“ hinzugefügt`,
        ]),
      );

      // A sync run: running, then finished after its start with exactly one failure and its reason.
      const run = await api('POST', '/butlerv/sync', { services: ['chat', 'voice'] });
      expect(run.status).toBe(202);
      expect((await api('POST', '/butlerv/sync', { services: ['chat'] })).status).toBe(409);
      let state = (await api('GET', '/butlerv/sync')).data;
      while (state.chat.running) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        state = (await api('GET', '/butlerv/sync')).data;
      }
      expect(Date.parse(state.chat.lastSyncAt)).toBeGreaterThan(Date.parse(run.data.startedAt));
      expect(state.chat.lastError).toMatch(/lea\.fischer/);
      const lines = (await api('GET', '/butlerv/syncLog?limit=100')).data.items as Json[];
      const ofRun = lines.filter((l) => l.runId === run.data.id);
      expect(ofRun.filter((l) => l.outcome === 'failed' && l.action !== 'fullsync')).toHaveLength(1);
      expect(ofRun.find((l) => l.outcome === 'failed')?.error).toBeTruthy();
      // The issue: "an end after it", strictly: each closing line after the run's first line.
      const first = Math.min(...ofRun.map((l) => Date.parse(l.createdAt)));
      for (const end of ofRun.filter((l) => l.action === 'fullsync'))
        expect(Date.parse(end.createdAt)).toBeGreaterThan(first);
      for (const rule of butlervRules) expect(await runRule(rule, ruleAsk()), rule.name).toEqual([]);
    });
  }
});

// The rules mock:audit checks (src/mocks/rules/auth.ts), stated once for both.
describe('auth rules', () => {
  it.each(authRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});

// The role sync's rules (src/mocks/rules/butlerv.ts) on the seeded world.
describe('butlerv rules', () => {
  it.each(butlervRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
