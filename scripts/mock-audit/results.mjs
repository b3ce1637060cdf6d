// What the audit found, per operation and check over all seeds: the table area × check, the
// violations, and each operation's verdict (stateful or not).

/** The checks in report order: name → what it asks. */
export const CHECKS = {
  status: 'a GET answers 2xx (admin scenario)',
  schema: 'the answer is valid against the contract',
  identity: 'a list item and its detail agree',
  idEcho: 'a detail answers the id of its path',
  paging: 'skip/limit honoured, page says so, skip beyond the end is empty',
  time: 'created ≤ updated ≤ now, start < end',
  refs: '<x>Id fields point at ids that exist',
  kept: 'a create shows in its list, an update in its detail, a delete is gone',
  invalid422: 'an invalid body answers 422',
  query422: 'a query value the contract rejects answers 422',
  rights403: 'the player scenario gets 403 where an ACP right or a faction (x-faction) is required',
  unknownId404: 'an unknown id answers 404',
  rules: "the area's domain rules hold (src/mocks/rules/<area>.ts; one per rule and seed)",
};
/** Checks that show the mock keeps a world (not just a valid random answer). */
export const STATE_CHECKS = [
  'identity',
  'idEcho',
  'paging',
  'refs',
  'kept',
  'invalid422',
  'query422',
  'rights403',
  'unknownId404',
];

export class Results {
  /** operationId → check → { ok, bad } over all seeds. */
  perOp = new Map();
  /** @type {Array<{ check: string, operationId: string, area: string, seed: number, detail: string }>} */
  violations = [];
  /** area → rule name → { ok, bad } over all seeds (check `rules`, not an operation's). */
  perRule = new Map();

  constructor(model) {
    this.model = model;
  }

  record(check, o, seed, found, { verdictOnly = false } = {}) {
    const byCheck = this.perOp.get(o.operationId) ?? {};
    const c = (byCheck[check] ??= { ok: 0, bad: 0, verdictOnly });
    c.verdictOnly &&= verdictOnly;
    if (found.length) c.bad++;
    else c.ok++;
    this.perOp.set(o.operationId, byCheck);
    if (found.length && !verdictOnly) {
      this.violations.push({ check, operationId: o.operationId, area: o.area, seed, detail: found.join('; ') });
    }
  }

  /** operationId → check → the area rule whose verdict stands in (see Rule.covers), per seed. */
  deferred = [];

  /** `check` of `o` under `seed` was refused by the seed's state; the area rule `rule` judges it. */
  defer(check, o, seed, rule) {
    this.deferred.push({ check, operationId: o.operationId, area: o.area, seed, rule });
  }

  /** One domain rule of `area` under `seed`: `found` its violations (the violation names the rule). */
  recordRule(area, rule, seed, found) {
    const byRule = this.perRule.get(area) ?? {};
    const c = (byRule[rule] ??= { ok: 0, bad: 0 });
    if (found.length) c.bad++;
    else c.ok++;
    this.perRule.set(area, byRule);
    if (found.length) {
      this.violations.push({ check: 'rules', operationId: `rule "${rule}"`, area, seed, detail: found.join('; ') });
    }
  }

  /**
   * area → check → { ok, bad } (operation × seed; rules: rule × seed), plus 'total'.
   * @returns {Record<string, Record<string, { ok: number, bad: number }>>}
   */
  table() {
    /** @type {Record<string, Record<string, { ok: number, bad: number }>>} */
    const out = {};
    const add = (area, check, c) => {
      const cell = ((out[area] ??= {})[check] ??= { ok: 0, bad: 0 });
      cell.ok += c.ok;
      cell.bad += c.bad;
    };
    for (const o of this.model.operations) {
      for (const [check, c] of Object.entries(this.perOp.get(o.operationId) ?? {})) {
        if (c.verdictOnly) continue;
        add(o.area, check, c);
        add('total', check, c);
      }
    }
    for (const [area, byRule] of this.perRule) {
      for (const c of Object.values(byRule)) {
        add(area, 'rules', c);
        add('total', 'rules', c);
      }
    }
    return out;
  }

  /**
   * Per operation: its checks and whether it counts as stateful.
   * @returns {Record<string, { stateful: boolean, checks: Record<string, 'ok' | 'violation'> }>}
   */
  verdicts() {
    /** @type {Record<string, { stateful: boolean, checks: Record<string, 'ok' | 'violation'> }>} */
    const out = {};
    for (const [id, checks] of this.perOp) {
      const names = Object.keys(checks);
      // Stateful is about the world (lists, details, writes), not about schema or time order,
      // which the table reports on their own.
      const relevant = names.filter((n) => n === 'status' || STATE_CHECKS.includes(n));
      const passed = relevant.every((n) => checks[n].bad === 0);
      const state = relevant.some((n) => STATE_CHECKS.includes(n));
      out[id] = {
        stateful: passed && state,
        checks: Object.fromEntries(names.map((n) => [n, checks[n].bad === 0 ? 'ok' : 'violation'])),
      };
    }
    return out;
  }
}
