// Query parameters checked against the contract (src/mocks/checks/query.ts): a value it does not
// allow answers 422 with a German message per parameter; the rules table is the contract's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queryRulesOf, rulesFile, sourceOf } from '../../scripts/mock-audit/query-rules.mjs';
import { loadContract } from '../../scripts/contract/load.mjs';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function get(url: string): Promise<{ status: number; data: Json }> {
  const res = await fetch(`http://localhost${url}`);
  return { status: res.status, data: (await res.json()) as Json };
}

describe('query parameters', () => {
  it('the rules table is generated from the contract as it is now', async () => {
    const fresh = (sourceOf as (rules: unknown) => string)(
      (queryRulesOf as (doc: unknown) => unknown)(await (loadContract as () => Promise<unknown>)()),
    );
    // Out of date: run `node scripts/mock-audit/query-rules.mjs`.
    expect(readFileSync(rulesFile as string, 'utf8')).toBe(fresh);
  });

  it('a number out of bounds or no number answers 422 in German, per parameter', async () => {
    const bad = await get('/api/polls?limit=0&skip=abc');
    expect(bad.status).toBe(422);
    expect(bad.data).toMatchObject({ status: 422, title: 'Eingabe ungültig', type: '/problems/validation' });
    expect(bad.data.errors).toEqual([
      { field: 'skip', message: 'Bitte eine ganze Zahl angeben.' },
      { field: 'limit', message: 'Mindestens 1.' },
    ]);
    expect((await get('/api/polls?limit=101')).data.errors).toEqual([{ field: 'limit', message: 'Höchstens 100.' }]);
  });

  it('a value outside the enum names the allowed ones', async () => {
    const bad = await get('/api/polls?state=foo');
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual([
      { field: 'state', message: 'Bitte einen der angebotenen Werte wählen (open, closed).' },
    ]);
  });

  it('a missing required parameter and a broken pattern answer 422; valid queries pass', async () => {
    setScenario('admin');
    const accounts = (await get('/api/bank/accounts')).data.items as Json[];
    const url = `/api/bank/accounts/${accounts[0]?.id}/statement`;
    expect((await get(url)).data.errors).toEqual([{ field: 'month', message: 'Bitte ausfüllen.' }]);
    expect((await get(`${url}?month=11-2026`)).data.errors).toEqual([
      { field: 'month', message: 'Das Format stimmt nicht.' },
    ]);
    expect((await get(`${url}?month=2026-11`)).status).toBe(200);
    expect((await get('/api/polls?state=open&skip=0&limit=100&unknown=x')).status).toBe(200);
  });
});
