// The admin panel's domain rules in the mock backend (src/mocks/stateful/player.ts,
// gameserver.ts, weapon.ts on player/world.ts), through MSW's node server as the app meets
// them: the game server's actions on a character know every character, not only those online
// (an offline one can be banned, an unknown id is 404, a live action on an offline one is 409);
// the online list and the state follow the world; a ban makes the character banned until it is
// lifted; a destroyed weapon stays destroyed.
import { describe, expect, it } from 'vitest';
import { rules as playerRules } from '../../src/mocks/rules/player';
import { rules as gameserverRules } from '../../src/mocks/rules/gameserver';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
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

const reason = { reason: 'Regelverstoß laut Ticket 42' };

describe('admin panel mock: the world keeps its rules', () => {
  for (const seed of [1, 2, 42]) {
    it(`seed ${seed}: offline characters can be banned and unbanned; unknown ids are 404; live actions need online`, async () => {
      setScenario('admin', seed);
      const all = (await api('GET', '/player/admin/players?limit=100')).data.items as Json[];
      const offline = all.find((p) => !p.online && !p.banned);
      const online = all.find((p) => p.online && !p.banned);
      expect(offline, 'an offline character').toBeDefined();
      expect(online, 'an online character').toBeDefined();

      // The online list and the state agree with the world.
      const live = (await api('GET', '/gameserver/players?limit=100')).data.items as Json[];
      expect(live.map((p) => p.player.id).sort()).toEqual(
        all
          .filter((p) => p.online)
          .map((p) => p.id)
          .sort(),
      );
      expect((await api('GET', '/gameserver/status')).data.playerCount).toBe(live.length);

      const banned = await api('POST', `/gameserver/players/${offline?.id}/ban`, {
        ...reason,
        kind: 'temporary',
        durationHours: 24,
      });
      expect(banned.status).toBe(201);
      expect(Date.parse(banned.data.expiresAt)).toBeGreaterThan(Date.parse(banned.data.createdAt));
      expect((await api('GET', `/player/admin/players/${offline?.id}`)).data.banned).toBe(true);
      expect(
        (await api('POST', `/gameserver/players/${offline?.id}/ban`, { ...reason, kind: 'permanent' })).status,
      ).toBe(409);
      const lifted = await api('POST', `/gameserver/players/${offline?.id}/unban`, reason);
      expect(lifted.status).toBe(200);
      expect(lifted.data.state).toBe('lifted');
      expect((await api('GET', `/player/admin/players/${offline?.id}`)).data.banned).toBe(false);
      expect((await api('POST', `/gameserver/players/${offline?.id}/unban`, reason)).status).toBe(409);

      for (const action of ['ban', 'unban', 'kick', 'resetDimension']) {
        const body =
          action === 'ban'
            ? { ...reason, kind: 'permanent' }
            : action === 'kick' || action === 'unban'
              ? reason
              : undefined;
        expect((await api('POST', `/gameserver/players/999999999/${action}`, body)).status, action).toBe(404);
      }
      expect((await api('POST', `/gameserver/players/${offline?.id}/kick`, reason)).status).toBe(409);
      expect((await api('POST', `/gameserver/players/${offline?.id}/resetDimension`)).status).toBe(409);
      expect((await api('POST', `/gameserver/players/${online?.id}/kick`, reason)).status).toBe(200);
      expect((await api('GET', `/player/admin/players/${online?.id}`)).data.online).toBe(false);
      const log = (await api('GET', `/player/admin/players/${online?.id}/log?kind=admin`)).data.items as Json[];
      expect(log[0]?.text).toContain('gekickt');
    });
  }

  it('a destroyed weapon stays destroyed, and the history records each change', async () => {
    setScenario('admin', 7);
    const weapons = (await api('GET', '/weapon/admin/search/Pistole?limit=100')).data.items as Json[];
    const weapon = weapons.find((w) => w.state !== 'destroyed');
    expect(weapon).toBeDefined();
    const destroyed = await api('PATCH', `/weapon/admin/weapons/${weapon?.id}`, {
      state: 'destroyed',
      note: 'Eingeschmolzen.',
    });
    expect(destroyed.status).toBe(200);
    expect(destroyed.data.history[0].kind).toBe('destroyed');
    const again = await api('PATCH', `/weapon/admin/weapons/${weapon?.id}`, { state: 'registered', note: 'Zurück.' });
    expect(again.status).toBe(409);
  });
});

// The rules mock:audit checks (src/mocks/rules/player.ts), stated once for both.
describe('player rules', () => {
  it.each(playerRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});

// The rules mock:audit checks (src/mocks/rules/gameserver.ts), stated once for both.
describe('gameserver rules', () => {
  it.each(gameserverRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
