// Member and owner guards in the mock (src/mocks/checks/scope.ts): the organisation's own
// answer (myRights, myRole) decides a member right as the UI's `can` does, someone else's
// resource refuses an owner operation, and the admin scenario passes both.
import { describe, expect, it } from 'vitest';
import { can } from '../../src/api/guard-rules';
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

describe('member and owner guards', () => {
  it("a house's storage: 403 exactly where the house's own answer grants no useStorage, as the UI decides", async () => {
    const seen = new Set<number>();
    // Own houses and others (ids other lists of the area hold, such as invitations).
    for (let id = 1; id <= 12; id++) {
      const detail = await api('GET', `/api/house/${id}`);
      const answer = await api('GET', `/api/house/${id}/items`);
      if (answer.status === 404) continue;
      expect(detail.status).toBe(200);
      const allowed = can('getHouseItems', null, { org: detail.data });
      expect(answer.status).toBe(allowed ? 200 : 403);
      if (!allowed) expect(answer.data.detail).toBe('Dafür fehlt dir hier das Recht „useStorage“.');
      seen.add(answer.status);
    }
    expect([...seen].sort()).toEqual([200, 403]);
  });

  it('the own houses are his: owned ones with every right, so their storage opens', async () => {
    // The house area's own list also holds the house he rents a room in (myRole roommate).
    const houses = (await api('GET', '/api/house/own')).data.items as Json[];
    const owned = [];
    for (const house of houses) {
      const detail = (await api('GET', `/api/house/${house.id}`)).data;
      expect(detail).toMatchObject({ id: house.id });
      expect(['owner', 'roommate']).toContain(detail.myRole);
      if (detail.myRole !== 'owner') continue;
      owned.push(house.id);
      expect((await api('GET', `/api/house/${house.id}/items`)).status).toBe(200);
    }
    expect(owned.length).toBeGreaterThan(0);
  });

  it('the admin scenario passes every member guard', async () => {
    setScenario('admin');
    const houses = (await api('GET', '/api/house/own')).data.items as Json[];
    for (const house of houses) expect((await api('GET', `/api/house/${house.id}/items`)).status).toBe(200);
  });

  it("deleting someone else's post is refused, one's own is not", async () => {
    const others = ((await api('GET', '/api/dashboard/posts')).data.items as Json[]).find((p) => p.mine === false);
    expect(others).toBeDefined();
    const refused = await api('DELETE', `/api/dashboard/posts/${others?.id}`);
    expect(refused.status).toBe(403);
    expect(refused.data.detail).toBe('Das darfst du nur bei deinen eigenen Einträgen.');
    const mine = await api('POST', '/api/dashboard/posts', { kind: 'post', text: 'Mein eigener Beitrag zum Löschen.' });
    expect((await api('DELETE', `/api/dashboard/posts/${mine.data.id}`)).status).toBe(200);
  });
});
