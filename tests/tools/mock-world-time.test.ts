// Time order in the mock world (issue #15 "Time order broken": lastActivityAt before createdAt,
// auctions ending before they start): for several seeds, no entity of representative collections
// breaks a pair mock:audit takes from the contract, and timeOrdered() repairs by field name.
// References: a `<x>Id` names an entity its area's collection holds.
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/contract/load.mjs';
import { checkTimeOrder } from '../../scripts/mock-audit/checks.mjs';
import { timeRulesOf } from '../../scripts/mock-audit/model.mjs';
import { DEFAULT_SEED } from '../../src/mocks/handlers';
import { resetMockStore } from '../../src/mocks/store';
import { timeOrdered } from '../../src/mocks/world/time';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const get = async (url: string): Promise<Json> => (await fetch(`http://localhost${url}`)).json() as Promise<Json>;

/** Lists whose items broke the order before (one per kind of pair), and a detail with nested items. */
const LISTS = [
  '/api/bank/accounts', // createdAt ≤ lastActivityAt
  '/api/vcad/calls', // createdAt ≤ updatedAt, closedAt
  '/api/vcom/police/arrests', // arrestedAt < releaseDueAt, releasedAt
  '/api/vcom/justice/petitions', // submittedAt < decidedAt
  '/api/dashboard/posts', // createdAt ≤ editedAt (hand-written store)
  '/api/market/auctions', // startsAt < endsAt (generated answers, keyed by hash)
];
const SEEDS = [1, 2, 3];

describe('mock world: time order', () => {
  afterAll(() => resetMockStore(DEFAULT_SEED));

  it('moves a later field behind the earlier one, in nested objects too, and keeps ordered ones', () => {
    const post = {
      createdAt: '2026-07-18T23:48:45Z',
      editedAt: '2026-01-18T05:28:34Z',
      startsAt: '2026-10-09T04:00:14Z',
      endsAt: '2026-09-14T13:26:19Z',
      replies: [
        { createdAt: '2026-05-25T19:26:37Z', editedAt: '2026-03-31T00:46:34Z' },
        { createdAt: '2026-05-19T18:43:15Z', editedAt: '2026-06-01T10:00:00Z' },
      ],
    };
    const fixed = timeOrdered(structuredClone(post));
    expect(fixed.createdAt).toBe(post.createdAt);
    expect(Date.parse(fixed.editedAt)).toBeGreaterThanOrEqual(Date.parse(post.createdAt));
    expect(Date.parse(fixed.endsAt)).toBeGreaterThan(Date.parse(post.startsAt));
    expect(fixed.endsAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const [first, second] = fixed.replies;
    expect(Date.parse(first?.editedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(post.replies[0]?.createdAt ?? ''));
    expect(second).toEqual(post.replies[1]);
    // Derived from the values, not drawn: the same input gives the same repair.
    expect(timeOrdered(structuredClone(post))).toEqual(fixed);
  });

  it('keeps past events before the reference date and ends after their start', () => {
    const ref = Date.parse('2026-11-20T18:00:00Z');
    const fixed = timeOrdered({ createdAt: '2027-03-01T10:00:00Z', closedAt: '2026-01-01T00:00:00Z' }, ref);
    expect(Date.parse(fixed.createdAt)).toBeLessThanOrEqual(ref);
    expect(Date.parse(fixed.closedAt)).toBeGreaterThanOrEqual(Date.parse(fixed.createdAt));
    expect(Date.parse(fixed.closedAt)).toBeLessThanOrEqual(ref);
  });

  it('for three seeds, no listed entity breaks a time pair of the contract', async () => {
    const rules = timeRulesOf(await loadContract());
    const now = Date.now();
    try {
      for (const seed of SEEDS) {
        resetMockStore(seed);
        for (const url of LISTS) {
          const list = await get(`${url}?limit=100`);
          expect(list.items.length, `${url} seed ${seed}`).toBeGreaterThan(0);
          expect(checkTimeOrder(list, { ...rules, now }), `${url} seed ${seed}`).toEqual([]);
          const key = String(list.items[0].id ?? list.items[0].hash);
          const detail = await get(`${url}/${key}`);
          expect(checkTimeOrder(detail, { ...rules, now }), `${url}/${key} seed ${seed}`).toEqual([]);
        }
      }
    } finally {
      resetMockStore(DEFAULT_SEED);
    }
  });

  it('for three seeds, an arrest names a case that exists (an unknown case is refused)', async () => {
    // Arrests are stateful (src/mocks/stateful/vcom/arrests.ts): one recorded in a case keeps
    // the case's id, and every arrest's case answers.
    const post = (payload: Json) =>
      fetch('http://localhost/api/vcom/police/arrests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
    try {
      for (const seed of SEEDS) {
        resetMockStore(seed);
        setScenario('police', seed); // arresting takes the police team's right
        const caseId = ((await get('/api/vcom/police/cases?limit=1')).items as Json[])[0]?.id;
        const crimeId = ((await get('/api/vcom/police/crimes?limit=1')).items as Json[])[0]?.id;
        expect(typeof caseId === 'number' && typeof crimeId === 'number', `seed ${seed}`).toBe(true);
        const citizenId = ((await get('/api/vcom/police/citizens?limit=1')).items as Json[])[0]?.id;
        expect((await post({ citizenId, crimeIds: [crimeId], caseId: 999_999 })).status, `seed ${seed}`).toBe(404);
        expect((await post({ citizenId, crimeIds: [crimeId], caseId })).status, `seed ${seed}`).toBe(201);
        const arrests = (await get('/api/vcom/police/arrests?limit=100')).items as Json[];
        const cases = arrests.map((a) => a.caseId).filter((id): id is number => typeof id === 'number');
        expect(cases, `seed ${seed}`).toContain(caseId);
        for (const id of cases) {
          const res = await fetch(`http://localhost/api/vcom/police/cases/${id}`);
          expect(res.status, `case ${id} seed ${seed}`).toBe(200);
        }
      }
    } finally {
      resetMockStore(DEFAULT_SEED);
    }
  });
});
