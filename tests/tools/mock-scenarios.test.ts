// Scenarios: each named set of overrides answers as described; an unknown name is a clear error.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../src/mocks/handlers';
import { parseScenario, SCENARIO_NAMES, UnknownScenarioError } from '../../src/mocks/scenarios';
import { setScenario } from '../utils/scenario';
import { root } from './helpers/run-script';

async function get(url: string) {
  const res = await fetch(`http://localhost${url}`);
  return { status: res.status, data: (await res.json()) as Record<string, unknown> };
}

describe('mock scenarios', () => {
  it('lists the scenarios a tester needs', () => {
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining([
        'player',
        'admin',
        'signed-out',
        'empty',
        'error-401',
        'error-403',
        'error-404',
        'error-422',
        'error-500',
        'slow',
        'offline',
      ]),
    );
  });

  it('player (default): signed in without ACP rights', async () => {
    expect((await get('/api/auth/loggedIn')).data).toMatchObject({
      loggedIn: true,
      user: 'Max_Mustermann',
      admin: false,
    });
  });

  it('admin: every ACP right the contract names', async () => {
    setScenario('admin');
    expect((await get('/api/auth/loggedIn')).data).toMatchObject({ loggedIn: true, admin: true });
    const rights = (await get('/api/auth/acpRights')).data.rights as string[];
    const dir = path.join(root, 'openapi/paths');
    const named = readdirSync(dir).flatMap((f) =>
      [...readFileSync(path.join(dir, f), 'utf8').matchAll(/x-required-right:\s*['"]?([\w.]+)/g)].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((r) => !rights.includes(r as string))).toEqual([]);
  });

  it('signed-out: loggedIn false, everything else 401', async () => {
    setScenario('signed-out');
    expect((await get('/api/auth/loggedIn')).data).toEqual({ loggedIn: false });
    expect((await get('/api/polls')).status).toBe(401);
  });

  it('empty: lists have no items', async () => {
    setScenario('empty');
    expect((await get('/api/polls')).data).toMatchObject({ items: [], page: { total: 0 } });
  });

  it('errors: 401, 403, 404, 500 as Problem; 422 with a message per field on writes', async () => {
    for (const status of [401, 403, 404, 500]) {
      setScenario(`error-${status}`);
      const res = await get('/api/polls');
      expect(res.status).toBe(status);
      expect(res.data).toMatchObject({ status, title: expect.any(String) });
    }
    setScenario('error-422');
    const res = await fetch('http://localhost/api/polls', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question: 'Wer?', options: ['A'] }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual([
      'question',
      'options',
    ]);
  });

  it('offline: a network error', async () => {
    setScenario('offline');
    await expect(fetch('http://localhost/api/polls')).rejects.toThrow();
  });

  it('slow: answers after about 2 s', async () => {
    setScenario('slow');
    const started = Date.now();
    await get('/api/auth/loggedIn');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('combines scenarios with a comma', () => {
    expect(parseScenario('admin,slow')).toEqual(['admin', 'slow']);
  });

  it('rejects an unknown scenario name with a clear error', () => {
    expect(() => setScenario('admn')).toThrow(UnknownScenarioError);
    expect(() => createHandlers(42, 'signed_out')).toThrow(
      /Unbekanntes Mock-Szenario „signed_out“\. Verfügbar: player, admin, signed-out/,
    );
  });
});
