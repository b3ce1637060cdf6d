// The call log's rules in the mock backend (src/mocks/stateful/messenger/calls.ts), through MSW's
// node server: calls belong to the SIM (another's answers 403/404), newest first, filtered by
// result, named by the SIM's contacts; clearing empties only that SIM's log and its missed count.
import { describe, expect, it } from 'vitest';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string) {
  const res = await fetch(`http://localhost/api/messenger${url}`, { method });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const calls = async (sim: number, query = '') => (await api('GET', `/sims/${sim}/calls?limit=100${query}`)).data;

describe('messenger mock: calls', () => {
  it("lists a SIM's calls newest first, named by its contacts, filtered by result", async () => {
    const page = await calls(1);
    const items = page.items as Json[];
    expect(items.length).toBeGreaterThan(0);
    expect(page.page.total).toBe(items.length);
    const times = items.map((c) => c.startedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items.find((c) => c.number === '5550101')?.contactName).toBe('Lea Schmidt');
    expect(items.find((c) => c.number === '5550199')?.contactName).toBeUndefined();
    const missed = (await calls(1, '&result=missed')).items as Json[];
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.every((c) => c.result === 'missed')).toBe(true);
    expect([403, 404]).toContain((await api('GET', '/sims/3/calls')).status);
  });

  it('the missed count of the SIM follows the log; clearing empties only that SIM', async () => {
    const missed = ((await calls(1, '&result=missed')).items as Json[]).filter((c) => c.direction === 'incoming');
    expect((await api('GET', '/sims/1')).data.missedCallCount).toBe(missed.length);
    const other = (await calls(2)).page.total as number;
    expect((await api('DELETE', '/sims/1/calls')).status).toBe(200);
    expect((await calls(1)).items).toEqual([]);
    expect((await api('GET', '/sims/1')).data.missedCallCount).toBe(0);
    expect((await calls(2)).page.total).toBe(other);
  });
});
