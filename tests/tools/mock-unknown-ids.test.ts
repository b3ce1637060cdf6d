// Unknown ids in actions and sub-resources (src/mocks/world/exists.ts): a path whose id names
// nothing the world holds answers 404 in German, derived from the contract's paths; a known id
// is answered as before.
import { describe, expect, it } from 'vitest';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown): Promise<{ status: number; data: Json }> {
  const res = await fetch(`http://localhost${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : {}) as Json };
}

describe('unknown ids in actions and sub-resources', () => {
  it('a sub-resource of an own house: 404 for an id no list holds, 200 for a listed one', async () => {
    setScenario('admin');
    const own = (await api('GET', '/api/house/own')).data.items as Json[];
    const id = own[0]?.id as number;
    expect((await api('GET', `/api/house/${id}/roommates`)).status).toBe(200);
    const missing = await api('GET', '/api/house/999999999/roommates');
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ status: 404, title: 'Nicht gefunden' });
    expect(missing.data.detail).toContain('„999999999“');
  });

  it('an action of a hand-written area follows its detail: voting in a poll that is none', async () => {
    setScenario('admin');
    expect((await api('POST', '/api/polls/999999999/votes', { optionIds: [1] })).status).toBe(404);
    expect((await api('POST', '/api/dashboard/posts/999999999/reports', { reason: 'spam' })).status).toBe(404);
  });

  it('checks every id of a nested path, the outer one first', async () => {
    setScenario('admin');
    const roles = (await api('GET', '/api/auth/admin/roles')).data.items as Json[];
    expect(roles.length).toBeGreaterThan(0);
    expect((await api('GET', '/api/auth/admin/roles/999999999/members')).status).toBe(404);
    expect((await api('GET', `/api/auth/admin/roles/${roles[0]?.id}/members`)).status).toBe(200);
  });
});
