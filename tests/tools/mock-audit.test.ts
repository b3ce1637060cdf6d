// npm run mock:audit: each check finds what it claims on small hand-made answers (a list and a
// detail that disagree, paging ignored, time order broken) and passes consistent ones. The audit
// itself walks 868 operations under 3 seeds and is too slow for npm test; it is not run here.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/contract/load.mjs';
import { createValidator } from '../../scripts/contract/validate.mjs';
import { invalidBody, invalidQuery, paramSample, validBody } from '../../scripts/mock-audit/bodies.mjs';
import {
  checkCreated,
  checkIdEcho,
  checkIdentity,
  checkPaging,
  checkPagingBeyond,
  checkStatus,
  checkTimeOrder,
  checkUpdated,
  idReferences,
} from '../../scripts/mock-audit/checks.mjs';
import { buildModel, refTargets, singular, timeRulesOf } from '../../scripts/mock-audit/model.mjs';
import { summarize } from '../../scripts/mock-audit/report.mjs';
import { Results } from '../../scripts/mock-audit/results.mjs';
import { rules as bankRules } from '../../src/mocks/rules/bank';
import { rulesByArea } from '../../src/mocks/rules/index';
import { runRule, type Ask } from '../../src/mocks/rules/kit';
import { rules as vcomRules } from '../../src/mocks/rules/vcom';
import { fixtureContract } from './helpers/run-script';

const vehicle = { id: 4, plate: 'LS 8383', model: 'Kuruma', owner: { id: 1, name: 'Max_Mustermann' } };

describe('mock:audit checks', () => {
  it('identity: a detail that answers another object is a violation, the same object passes', () => {
    expect(checkIdentity(vehicle, { ...vehicle, id: 9, plate: 'LS 1234', keys: 2 })).toEqual([
      'id: list 4, detail 9',
      'plate: list "LS 8383", detail "LS 1234"',
    ]);
    expect(checkIdentity(vehicle, { ...vehicle, owner: { id: 2, name: 'Lena_Werner' } })).toEqual([
      'owner.id: list 1, detail 2',
    ]);
    // The detail may have more fields, and the list item fields the detail does not show.
    expect(checkIdentity({ ...vehicle, fuel: 40 }, { id: 4, plate: 'LS 8383', keys: 2 })).toEqual([]);
  });

  it('id echo: the detail of /accounts/7 must be account 7', () => {
    expect(checkIdEcho(7, { id: 12 }, 'bankaccountId')).toEqual(['path bankaccountId=7, answer id=12']);
    expect(checkIdEcho('7', { id: 7 }, 'bankaccountId')).toEqual([]);
    expect(checkIdEcho(7, { bankaccountId: 7, id: 3 }, 'bankaccountId')).toEqual([]);
    // A hash or name is compared only with a field of that name, never with `id`.
    expect(checkIdEcho('ab12', { id: 5 }, 'hash')).toEqual([]);
    expect(checkIdEcho('ab12', { hash: 'cd34' }, 'hash')).toHaveLength(1);
  });

  it('paging: the issue example (limit=3 answers 18 items and a made-up page) is found; an honoured page passes', () => {
    const ignored = {
      items: Array.from({ length: 18 }, (_, i) => ({ id: i + 1 })),
      page: { skip: 5302, limit: 89, total: 7529 },
    };
    expect(checkPaging(ignored, { skip: 0, limit: 3 })).toEqual([
      'limit=3: 18 items',
      'limit=3: page.limit 89',
      'skip=0: page.skip 5302',
    ]);
    expect(checkPaging({ items: [{ id: 1 }, { id: 2 }] }, { skip: 0, limit: 3 })).toEqual(['no page object']);
    const honoured = { items: [{ id: 1 }, { id: 2 }, { id: 3 }], page: { skip: 0, limit: 3, total: 17 } };
    expect(checkPaging(honoured, { skip: 0, limit: 3 })).toEqual([]);
    expect(checkPaging({ ...honoured, page: { skip: 0, limit: 3, total: 2 } }, { skip: 0, limit: 3 })).toEqual([
      'page.total 2 < 3 items',
    ]);
    expect(checkPagingBeyond(honoured, 17)).toEqual(['skip=17 (≥ total): 3 items']);
    expect(checkPagingBeyond({ items: [], page: { skip: 17, limit: 3, total: 17 } }, 17)).toEqual([]);
  });

  it('time order: lastActivityAt before createdAt, an auction ending before it starts, a date after now', () => {
    const rules = {
      pairs: [
        ['createdAt', 'updatedAt', false],
        ['createdAt', 'lastActivityAt', false],
        ['startsAt', 'endsAt', true],
      ] as Array<[string, string, boolean]>,
      past: ['createdAt', 'updatedAt'],
      now: Date.parse('2026-11-20T18:00:00Z'),
    };
    const broken = {
      items: [
        { createdAt: '2026-05-02T10:00:00Z', lastActivityAt: '2026-05-01T10:00:00Z' },
        { auction: { startsAt: '2026-06-02T10:00:00Z', endsAt: '2026-06-01T10:00:00Z' } },
        { createdAt: '2027-01-01T00:00:00Z' },
      ],
    };
    const found = checkTimeOrder(broken, rules);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^\$\.items\[0\]: createdAt .* > lastActivityAt/);
    expect(found[1]).toMatch(/^\$\.items\[1\]\.auction: startsAt .* ≥ endsAt/);
    expect(found[2]).toMatch(/createdAt 2027-01-01T00:00:00Z is after now/);
    const fine = {
      createdAt: '2026-05-01T10:00:00Z',
      updatedAt: '2026-05-01T10:00:00Z',
      startsAt: '2026-06-01T10:00:00Z',
      endsAt: '2026-06-02T10:00:00Z',
    };
    expect(checkTimeOrder(fine, rules)).toEqual([]);
    // Equal start and end is not a span.
    expect(checkTimeOrder({ startsAt: fine.startsAt, endsAt: fine.startsAt }, rules)).toHaveLength(1);
  });

  it('time rules come from the field pairs the contract has', () => {
    const doc = {
      components: {
        schemas: {
          Auction: { properties: { startsAt: {}, endsAt: {}, createdAt: {} } },
          Post: { properties: { createdAt: {}, updatedAt: {}, lastActivityAt: {}, scheduledAt: {} } },
        },
      },
    };
    const rules = timeRulesOf(doc);
    expect(rules.pairs).toEqual(
      expect.arrayContaining([
        ['createdAt', 'updatedAt', false],
        ['createdAt', 'lastActivityAt', false],
        ['startsAt', 'endsAt', true],
      ]),
    );
    expect(rules.pairs).not.toContainEqual(['startedAt', 'endedAt', true]);
    expect(rules.past).toEqual(['createdAt', 'lastActivityAt', 'updatedAt']);
  });

  it('references: finds <x>Id fields anywhere in an answer', () => {
    const refs = idReferences({ items: [{ id: 1, holderId: 7, transfer: { bankAccountId: 3 } }, { holderId: 7 }] });
    expect(refs).toEqual([
      { field: 'holderId', value: 7, at: '$.items[0].holderId' },
      { field: 'bankAccountId', value: 3, at: '$.items[0].transfer.bankAccountId' },
    ]);
    expect(singular('replies')).toBe('reply');
    expect(singular('bus')).toBe('bus');
  });

  it('kept: a create the list does not show and an update the detail forgets are violations', () => {
    const before = { items: [{ id: 1 }, { id: 2 }], page: { skip: 0, limit: 100, total: 2 } };
    // The fake write: 201 with a random booking, and the list unchanged.
    expect(checkCreated(before, { id: 172649 }, before)).toEqual(['does not show the created id 172649 (2 → 2)']);
    expect(
      checkCreated(
        before,
        { id: 3 },
        { items: [{ id: 3 }, { id: 1 }, { id: 2 }], page: { skip: 0, limit: 100, total: 3 } },
      ),
    ).toEqual([]);
    // An ActionResult without an id: one more in the list is enough.
    expect(
      checkCreated(before, { ok: true, message: 'Gespeichert.' }, { ...before, page: { ...before.page, total: 3 } }),
    ).toEqual([]);
    expect(checkUpdated({ name: 'Girokonto', main: true }, { id: 1, name: 'Sparkonto', main: true })).toEqual([
      'shows name "Sparkonto" after "Girokonto" was sent',
    ]);
    expect(checkUpdated({ name: 'Girokonto', version: 1 }, { id: 1, name: 'Girokonto', version: 2 })).toEqual([]);
  });

  it('status: a write that answers 201 where 422 is due is a violation', () => {
    expect(checkStatus(201, 422, 'POST /api/polls with a bad body')).toEqual([
      'POST /api/polls with a bad body: answered 201',
    ]);
    expect(checkStatus(undefined, 422, 'POST /x')).toEqual(['POST /x: answered nothing (no handler)']);
    expect(checkStatus(422, 422, 'POST /x')).toEqual([]);
  });
});

describe('mock:audit model and bodies (mini contract)', () => {
  interface Op {
    operationId: string;
    isList?: boolean;
    paged?: boolean;
    isDetail?: boolean;
    lastParam?: string;
    lists?: Op[];
    pathParams: Array<{ name: string; source?: Op }>;
    jsonBody?: unknown;
  }

  it('pairs a list with its detail, knows paging and refs, and builds a body the schema rejects', async () => {
    const doc = await loadContract(fixtureContract);
    const model = buildModel(doc);
    const ops = model.operations as unknown as Op[];
    const op = (id: string): Op => {
      const found = ops.find((o) => o.operationId === id);
      if (!found) throw new Error(`no operation ${id}`);
      return found;
    };
    expect(op('listPolls')).toMatchObject({ isList: true, paged: true });
    expect(op('getPoll')).toMatchObject({ isDetail: true, lastParam: 'pollId' });
    expect(op('getPoll').lists?.map((l) => l.operationId)).toEqual(['listPolls']);
    expect(op('getPoll').pathParams[0]?.source?.operationId).toBe('listPolls');
    expect((refTargets(model, 'pollId', 'dashboard') as Op[]).map((d) => d.operationId)).toEqual(['getPoll']);

    const schema = op('addPoll').jsonBody;
    const validate = createValidator(doc);
    expect(validate(schema, validBody(doc, schema))).toEqual([]);
    const bad = invalidBody(doc, schema);
    expect(bad.how).toBe('without required "question"');
    expect(validate(schema, bad.body)).not.toEqual([]);
  });

  it('breaks a query on purpose: a word for a number, a value outside an enum; samples dates by format', () => {
    const doc = {};
    const q = (name: string, schema: object) => ({ in: 'query', name, schema });
    expect(invalidQuery(doc, [q('q', { type: 'string' }), q('limit', { type: 'integer', minimum: 1 })])).toMatchObject({
      name: 'limit',
      value: 'abc',
    });
    expect(invalidQuery(doc, [q('state', { type: 'string', enum: ['open', 'closed'] })])).toMatchObject({
      name: 'state',
      value: 'foo',
    });
    expect(invalidQuery(doc, [q('q', { type: 'string' })])).toBeUndefined();
    expect(paramSample(doc, q('from', { type: 'string', format: 'date' }))).toBe('2026-11-20');
    expect(paramSample(doc, q('since', { type: 'string', format: 'date-time' }))).toBe('2026-11-20T18:00:00Z');
  });

  it('counts an operation stateful only when every check passes and one of them is a state check', () => {
    const ops = [
      { operationId: 'listPolls', area: 'polls' },
      { operationId: 'getPoll', area: 'polls' },
      { operationId: 'getOverview', area: 'polls' },
    ];
    const results = new Results({ operations: ops });
    const [list, detail, overview] = ops as [(typeof ops)[0], (typeof ops)[0], (typeof ops)[0]];
    results.record('status', list, 1, []);
    results.record('paging', list, 1, []);
    results.record('identity', list, 1, []);
    results.record('status', detail, 1, []);
    results.record('idEcho', detail, 1, []);
    results.record('idEcho', detail, 2, ['path pollId=1, answer id=3']);
    results.record('status', overview, 1, []);
    results.record('schema', overview, 1, []);
    const verdicts = results.verdicts();
    expect(verdicts.listPolls?.stateful).toBe(true);
    expect(verdicts.getPoll?.stateful).toBe(false);
    expect(verdicts.getOverview?.stateful).toBe(false);
    expect(results.table().polls?.idEcho).toEqual({ ok: 1, bad: 1 });
    expect(results.violations).toEqual([
      { check: 'idEcho', operationId: 'getPoll', area: 'polls', seed: 2, detail: 'path pollId=1, answer id=3' },
    ]);
  });

  describe("rules: an area's domain rules find a planted violation and pass a world that keeps them", () => {
    /** A fake backend: GET answers from `pages` (path without query), anything else 404. */
    const fake =
      (pages: Record<string, unknown>): Ask =>
      async (method, url) => {
        const body = pages[url.split('?')[0] ?? url];
        return method === 'GET' && body !== undefined ? { status: 200, body } : { status: 404, body: undefined };
      };
    const rule = (list: typeof bankRules, start: string) => {
      const found = list.find((r) => r.name.startsWith(start));
      if (!found) throw new Error(`no rule "${start}…"`);
      return found;
    };
    const bank = (balance: number, newest: number) =>
      fake({
        '/api/bank/admin/accounts': { items: [{ id: 1, balance }] },
        '/api/bank/admin/accounts/1/transactions': {
          items: [
            { id: 3, amount: -100, balanceAfter: newest },
            { id: 2, amount: 300, balanceAfter: 500 },
            { id: 1, amount: 200, balanceAfter: 200 },
          ],
        },
      });

    it('finds a balance that is not the opening balance plus the bookings', async () => {
      const balances = rule(bankRules, 'every balance equals');
      expect(await runRule(balances, bank(400, 400))).toEqual([]);
      expect(await runRule(balances, bank(450, 450))).toEqual(['account 1: booking 3 (-100) leaves 450, after 500']);
      expect(await runRule(balances, bank(999, 400))).toEqual(['account 1: balance 999, newest booking leaves 400']);
    });

    it('finds a ticket whose total is not the sum of its offences, or an offence outside the legal code', async () => {
      const totals = rule(vcomRules, 'ticket totals');
      const crime = { id: 1, code: 'STVO-3' };
      const world = (totalFine: number, code = 'STVO-3') =>
        fake({
          '/api/vcom/police/crimes': { items: [crime] },
          '/api/vcom/police/tickets': {
            items: [
              {
                ticketNumber: 'T-1',
                totalFine,
                totalPoints: 2,
                offences: [
                  { crime: { id: 1, code }, fine: 250, points: 1 },
                  { crime, fine: 100, points: 1 },
                ],
              },
            ],
          },
        });
      expect(await runRule(totals, world(350))).toEqual([]);
      expect(await runRule(totals, world(300))).toEqual(['ticket T-1: total 300, offences sum to 350']);
      expect(await runRule(totals, world(350, 'STGB-1'))).toEqual([
        'ticket T-1: offence STGB-1 (1) is not in the legal code',
      ]);
    });

    it('turns a read that fails into one violation, and a refused scenario check into one', async () => {
      expect(await runRule(rule(bankRules, 'every balance equals'), fake({}))).toEqual([
        'GET /api/bank/admin/accounts?limit=100 answered 404',
      ]);
      const onlyPolice = rule(vcomRules, 'only the police');
      // A backend that lets everybody issue tickets and arrest: the medic and the judge are not refused.
      const lax: Ask = async () => ({ status: 201, body: { items: [] } });
      expect(await runRule(onlyPolice, lax)).toEqual([
        'a ticket as medic: 201, not 403',
        'an arrest as medic: 201, not 403',
        'a ticket as judge: 201, not 403',
        'an arrest as judge: 201, not 403',
      ]);
    });

    it('reports rules per area under the check "rules", and a violation counts (exit 1)', () => {
      const results = new Results({ operations: [] });
      results.recordRule('bank', 'balances add up', 1, []);
      results.recordRule('bank', 'balances add up', 2, ['account 1: balance 999, newest booking leaves 400']);
      expect(results.table().bank?.rules).toEqual({ ok: 1, bad: 1 });
      expect(summarize(results.table()).bad).toBe(1);
      expect(results.violations).toEqual([
        {
          check: 'rules',
          operationId: 'rule "balances add up"',
          area: 'bank',
          seed: 2,
          detail: 'account 1: balance 999, newest booking leaves 400',
        },
      ]);
      expect(results.verdicts()).toEqual({});
    });

    it('leaves a write the seed refuses as documented to the rule that covers it, and that rule exists', async () => {
      const results = new Results({ operations: [] });
      const o = { operationId: 'startVcadUnit', area: 'vcad' };
      results.defer('kept', o, 1, 'a character off duty goes on duty as a new unit, once');
      expect(results.violations).toEqual([]);
      expect(results.deferred).toEqual([
        {
          check: 'kept',
          operationId: 'startVcadUnit',
          area: 'vcad',
          seed: 1,
          rule: 'a character off duty goes on duty as a new unit, once',
        },
      ]);
      // Every covered operation names a rule of its own area, and that rule fails on a backend
      // that answers 201 but does not keep the unit.
      const covering = Object.entries(rulesByArea).flatMap(([area, list]) =>
        list.flatMap((r) => (r.covers ?? []).map((op) => ({ area, op, r }))),
      );
      expect(covering.map((c) => `${c.area}:${c.op}`)).toContain('vcad:startVcadUnit');
      const start = covering.find((c) => c.op === 'startVcadUnit')?.r;
      if (!start) throw new Error('no rule covers startVcadUnit');
      const forgetful: Ask = async (method, url) => {
        if (url === '/api/vcad/me') return { status: 200, body: { memberships: [{ departmentId: 1 }] } };
        if (url.includes('/unitTypes')) return { status: 200, body: { items: [{ id: 1 }] } };
        if (method === 'POST') return { status: 201, body: { id: 77 } };
        return { status: 200, body: { items: [] } };
      };
      expect(await runRule(start, forgetful)).toEqual([
        "the session's unit is undefined, not the started 77",
        'the started unit 77 is not listed',
        'starting a second unit while on duty answered 201, not 409',
      ]);
    });

    it('collects every area the issues name', () => {
      expect(Object.keys(rulesByArea).sort()).toEqual(
        expect.arrayContaining([
          'auth',
          'bank',
          'building',
          'buildingcell',
          'butlerv',
          'common',
          'factory',
          'gameserver',
          'house',
          'market',
          'messenger',
          'player',
          'team',
          'vcad',
          'vcom',
          'vehicle',
        ]),
      );
      for (const list of Object.values(rulesByArea)) expect(list.length).toBeGreaterThan(0);
    });
  });
});
