// Runs the audit: loads the mock handlers the way mock:server does (Vite's SSR loader,
// createHandlers(seed, scenario), msw's getResponse), loads every area, and per seed asks every
// GET operation (admin scenario, so rights hide nothing) and every write operation, one request
// at a time (faker is reseeded per request; parallel requests would mix their data); then every
// area's domain rules (src/mocks/rules/).
// List/detail identity finds an item's detail id the way the path values are resolved: a list
// item that names its id only in a reference (`staff.staffId`, `citizen.id`, as the contract's
// summaries do) is compared with that detail rather than reported as "has no <id>" (issue 15).
// A one-of-a-kind part of an item that the contract answers with 404 while the item has none
// ("the judgment of a court case, 404 while none is issued") is asked of the list's next items
// when the first has none: the check still fails when none of them has it.
import { performance } from 'node:perf_hooks';
import { loadContract } from '../contract/load.mjs';
import { createValidator } from '../contract/validate.mjs';
import { loadMocks } from '../mock-server.mjs';
import { invalidBody, invalidQuery, paramSample, validBody } from './bodies.mjs';
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
  itemsOf,
} from './checks.mjs';
import { answerSchema, buildModel, refTargets } from './model.mjs';
import { Results } from './results.mjs';

const UNKNOWN_ID = 999999999;
/** States that end a thing which stays on record (after a DELETE that withdraws it). */
const ENDED_STATE = /^(cancel+ed|withdrawn|deleted|removed|revoked|closed|archived)$/;
/** How many items of a list the audit tries where the first one's state refuses (see refusedByState). */
const PICKS = 10;
/** A status the operation's contract documents (its responses list it): a refusal, not a broken mock. */
const refusedByState = (o, status) => o.op.responses?.[String(status)] !== undefined;
const ok2xx = (s) => typeof s === 'number' && s >= 200 && s < 300;
const isIdName = (name) => /(^id|Id)$/.test(name);
/** `citizen.id` for `citizenId`, `user.friendId` for `friendId`: an id the item holds in a reference. */
const nestedId = (item, name) => {
  if (!item || typeof item !== 'object') return undefined;
  const stem = /^(\w+)Id$/.exec(name)?.[1];
  if (stem && item[stem] && typeof item[stem] === 'object' && item[stem].id !== undefined) return item[stem].id;
  return Object.values(item).find((v) => v && typeof v === 'object' && v[name] !== undefined)?.[name];
};

/** Calls the handlers like a client would; `{ status, body, text }` (status undefined: no handler). */
async function ask(mocks, handlers, method, url, { body, headers = {} } = {}) {
  const init = { method: method.toUpperCase(), headers: { Accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await mocks.getResponse(handlers, new Request(new URL(url, 'http://localhost'), init));
  } catch (error) {
    return { status: `thrown ${String(error?.message ?? error).slice(0, 80)}` };
  }
  if (!response) return { status: undefined };
  if (response.type === 'error') return { status: 'network error' };
  const text = await response.text();
  let parsed;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text };
}

const fill = (template, values) =>
  template.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(String(values[name] ?? name)));

function withQuery(path, entries) {
  const q = new URLSearchParams();
  for (const [k, v] of entries) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Audits one seed; results go into `results`. */
async function auditSeed({ mocks, model, validate, results, seed, only, now, timeRules, coveredBy }) {
  const { doc } = model;
  const admin = mocks.handlers.createHandlers(seed, 'admin');
  const player = mocks.handlers.createHandlers(seed, 'player');
  mocks.store.resetMockStore(seed);

  const answers = new Map();
  /** A GET as admin, remembered for this seed (GETs do not change the world). */
  const get = async (url) => {
    let a = answers.get(url);
    if (!a) {
      a = await ask(mocks, admin, 'get', url);
      answers.set(url, a);
    }
    return a;
  };
  const requiredQuery = (o) =>
    o.params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, paramSample(doc, p)]);
  let requestNumber = 0;
  // A fresh Idempotency-Key (format uuid) per request: a kept key would answer an earlier result.
  const headersOf = (o) =>
    Object.fromEntries(
      o.params
        .filter((p) => p.in === 'header' && p.required)
        .map((p) => [
          p.name,
          p.schema?.format === 'uuid' || /idempotency/i.test(p.name)
            ? `00000000-0000-4000-8000-${String(++requestNumber).padStart(12, '0')}`
            : String(paramSample(doc, p)),
        ]),
    );

  /** Path values: each parameter from the first item of the list before it, else the contract's sample. */
  const resolved = new Map();
  const resolve = async (o) => {
    if (resolved.has(o.path)) return resolved.get(o.path);
    const values = {};
    for (const p of o.pathParams) {
      let value;
      if (p.source) {
        const list = await get(withQuery(fill(p.source.path, values), requiredQuery(p.source)));
        const first = (itemsOf(list.body) ?? []).find((x) => x && typeof x === 'object');
        value = first?.[p.name] ?? nestedId(first, p.name) ?? (isIdName(p.name) ? first?.id : undefined);
      }
      const param = o.params.find((x) => x.in === 'path' && x.name === p.name);
      values[p.name] = value ?? (param ? paramSample(doc, param) : 1);
    }
    resolved.set(o.path, values);
    return values;
  };

  /**
   * Path values with the `pick`-th item (0 = the first) of the list the last listed parameter comes
   * from, or undefined when that list has no such item: another item of the world to sample.
   */
  const resolveWith = async (o, pick) => {
    const values = { ...(await resolve(o)) };
    if (pick === 0) return values;
    const p = [...o.pathParams].reverse().find((x) => x.source);
    if (!p) return undefined;
    const list = await get(withQuery(fill(p.source.path, values), requiredQuery(p.source)));
    const item = (itemsOf(list.body) ?? []).filter((x) => x && typeof x === 'object')[pick];
    const value = item && (item[p.name] ?? nestedId(item, p.name) ?? (isIdName(p.name) ? item.id : undefined));
    if (value === undefined) return undefined;
    values[p.name] = value;
    return values;
  };

  /** Ids a list answers (a page of up to 100), for the reference check. */
  const listIds = async (list, key) => {
    const values = await resolve(list);
    const query = [...requiredQuery(list), ...(list.paged ? [['limit', 100]] : [])];
    const items = itemsOf((await get(withQuery(fill(list.path, values), query))).body) ?? [];
    return new Set(items.map((x) => String(x?.[key] ?? x?.id)));
  };
  const known = new Map();
  /** Does `id` exist for detail `d`: in one of its lists, or its detail answers 2xx with that id. */
  const exists = async (d, id) => {
    const key = `${d.path} ${id}`;
    if (!known.has(key)) {
      let found = false;
      for (const list of d.lists) if ((await listIds(list, d.lastParam)).has(String(id))) found = true;
      if (!found) {
        const a = await get(fill(d.path, { ...(await resolve(d)), [d.lastParam]: id }));
        found = ok2xx(a.status) && checkIdEcho(id, a.body, d.lastParam).length === 0;
      }
      known.set(key, found);
    }
    return known.get(key);
  };

  for (const o of model.gets.filter(only)) {
    let values = await resolve(o);
    let path = fill(o.path, values);
    let url = withQuery(path, requiredQuery(o));
    let a = await get(url);
    // A part of an item (`/players/{id}/gps`, `/house/{id}/rent`) that its contract documents as
    // 404 for the item's state (offline, no contract there): the next items of the list are asked.
    for (let pick = 1; a.status === 404 && !o.isDetail && refusedByState(o, a.status) && pick < PICKS; pick++) {
      const other = await resolveWith(o, pick);
      if (!other) break;
      const otherUrl = withQuery(fill(o.path, other), requiredQuery(o));
      const b = await get(otherUrl);
      if (ok2xx(b.status)) [values, path, url, a] = [other, fill(o.path, other), otherUrl, b];
    }
    const status = checkStatus(a.status, ok2xx, `GET ${url}`);
    results.record('status', o, seed, status);
    if (status.length) continue;

    const schema = answerSchema(doc, o.op, a.status);
    if (schema) {
      let errors;
      try {
        errors =
          a.body === undefined
            ? [{ path: '$', expected: 'JSON', actual: (a.text ?? '').slice(0, 40) }]
            : validate(schema, a.body);
      } catch (error) {
        errors = [
          { path: '$', expected: 'a schema Ajv compiles', actual: String(error?.message ?? error).slice(0, 80) },
        ];
      }
      results.record(
        'schema',
        o,
        seed,
        errors.length
          ? [
              `${errors.length} error(s), first ${errors[0].path}: expected ${errors[0].expected}, got ${errors[0].actual}`,
            ]
          : [],
      );
    }
    // `now` unset: the clock when the answer is checked (the world seeds live things from the clock).
    results.record('time', o, seed, checkTimeOrder(a.body, { ...timeRules, now: now ?? Date.now() }));

    const refs = idReferences(a.body)
      .map((r) => ({ ...r, targets: refTargets(model, r.field, o.area).filter((d) => d.pathParams.length === 1) }))
      .filter((r) => r.targets.length)
      .slice(0, 15);
    if (refs.length) {
      const missing = [];
      for (const r of refs) {
        let found = false;
        for (const d of r.targets) if (!found && (await exists(d, r.value))) found = true;
        if (!found)
          missing.push(
            `${r.at}=${JSON.stringify(r.value)} not found (${r.targets.map((d) => d.operationId).join(', ')})`,
          );
      }
      const head = missing.length
        ? [`${missing.length} of ${refs.length} missing: ${missing.slice(0, 2).join('; ')}`]
        : [];
      results.record('refs', o, seed, head);
    }

    if (o.isDetail && o.lastParam) {
      results.record('idEcho', o, seed, checkIdEcho(values[o.lastParam], a.body, o.lastParam));
    }

    if (o.paged) {
      const first = await get(withQuery(path, [...requiredQuery(o), ['skip', 0], ['limit', 3]]));
      const found = ok2xx(first.status)
        ? checkPaging(first.body, { skip: 0, limit: 3 })
        : [`?skip=0&limit=3 answered ${first.status}`];
      if (ok2xx(first.status)) {
        const total = first.body?.page?.total;
        const skip = typeof total === 'number' && total >= 0 ? total : 1000;
        const beyond = await get(withQuery(path, [...requiredQuery(o), ['skip', skip], ['limit', 3]]));
        found.push(
          ...(ok2xx(beyond.status)
            ? checkPagingBeyond(beyond.body, skip)
            : [`?skip=${skip} answered ${beyond.status}`]),
        );
      }
      results.record('paging', o, seed, found);
    }

    if (o.isList && o.details?.length) {
      const items = (itemsOf(a.body) ?? []).filter((x) => x && typeof x === 'object');
      const picked = [...new Set([items[0], items[Math.floor(items.length / 2)], items.at(-1)])].filter(Boolean);
      const all = [];
      for (const d of o.details) {
        const found = [];
        for (const item of picked) {
          // The item's own field, else its `id`, else (an item that has neither) the id a
          // reference holds (`citizen.id` for citizenId, `staff.staffId` for staffId), as resolve() reads it.
          const id =
            item[d.lastParam] ??
            (isIdName(d.lastParam) ? item.id : undefined) ??
            (d.lastParam === 'id' ? undefined : nestedId(item, d.lastParam));
          if (id === undefined) {
            found.push(`an item has no ${d.lastParam}`);
            continue;
          }
          const detail = await get(fill(d.path, { ...(await resolve(d)), ...values, [d.lastParam]: id }));
          if (!ok2xx(detail.status)) found.push(`${d.lastParam} ${id}: ${d.operationId} answered ${detail.status}`);
          else
            found.push(
              ...checkIdentity(item, detail.body).map((v) => `${d.lastParam} ${id} vs ${d.operationId}: ${v}`),
            );
        }
        // The detail is only as consistent as the lists that show its items.
        results.record('identity', d, seed, found, { verdictOnly: true });
        all.push(...found);
      }
      results.record('identity', o, seed, all.slice(0, 4));
    }
  }

  const detailAt = new Map(model.gets.filter((g) => g.isDetail).map((g) => [g.path, g]));
  const listAt = new Map(model.gets.filter((g) => g.isList).map((g) => [g.path, g]));
  /** Our sample must pass the schema, or a refusal would be our fault, not the mock's. */
  const fits = (schema, value) => {
    try {
      return validate(schema, value).length === 0;
    } catch {
      return false;
    }
  };

  for (const o of model.operations.filter(only)) {
    const idParam = [...o.pathParams].reverse().find((p) => isIdName(p.name));
    if (o.method === 'get' && !o.requiredRight && !o.faction && !idParam && !invalidQuery(doc, o.params)) continue;
    // Each check starts from the seed's world: no write leaks into the next check.
    mocks.store.resetMockStore(seed);
    const values = await resolve(o);
    const url = withQuery(fill(o.path, values), requiredQuery(o));
    const sample = o.jsonBody ? validBody(doc, o.jsonBody) : undefined;
    // Where our sample does not pass the schema, a 422 would be our fault: no kept or 404 check then.
    const sampleFits = !o.jsonBody || fits(o.jsonBody, sample);

    if (o.method !== 'get' && o.jsonBody) {
      mocks.store.resetMockStore(seed);
      const { body, how } = invalidBody(doc, o.jsonBody);
      const a = await ask(mocks, admin, o.method, url, { body, headers: headersOf(o) });
      results.record('invalid422', o, seed, checkStatus(a.status, 422, `${o.method.toUpperCase()} ${url} with ${how}`));
    }
    const badQuery = invalidQuery(doc, o.params);
    if (badQuery) {
      mocks.store.resetMockStore(seed);
      const query = [...requiredQuery(o).filter(([name]) => name !== badQuery.name), [badQuery.name, badQuery.value]];
      const bad = withQuery(fill(o.path, values), query);
      const a = await ask(mocks, admin, o.method, bad, { body: sample, headers: headersOf(o) });
      results.record(
        'query422',
        o,
        seed,
        checkStatus(a.status, 422, `${o.method.toUpperCase()} ${bad} (${badQuery.how})`),
      );
    }
    if (o.requiredRight || o.faction) {
      mocks.store.resetMockStore(seed);
      const a = await ask(mocks, player, o.method, url, { body: sample, headers: headersOf(o) });
      const needs = o.requiredRight ?? `a ${o.faction} faction`;
      results.record(
        'rights403',
        o,
        seed,
        checkStatus(a.status, 403, `${o.method.toUpperCase()} ${url} as player (needs ${needs})`),
      );
    }
    // Writes are kept: a create shows in its list, an update in its detail, a delete is gone.
    const list = o.method === 'post' ? listAt.get(o.path) : undefined;
    const detail = o.method !== 'get' && o.method !== 'post' ? detailAt.get(o.path) : undefined;
    // The item is the list's first; where the contract documents a refusal of this write for the
    // item's state (403/409: the owner cannot be fired, the main account not closed, a department
    // with units not deleted), the next items of the list are tried: the check holds for the first
    // item the domain allows and fails as before when none of them is.
    let found = [];
    let refused = false;
    for (let pick = 0; sampleFits && (list || detail) && pick < PICKS; pick++) {
      const at = await resolveWith(o, pick);
      if (!at) break;
      mocks.store.resetMockStore(seed);
      const url = withQuery(fill(o.path, at), requiredQuery(o));
      const what = `${o.method.toUpperCase()} ${url}`;
      found = [];
      const here = fill(o.path, at);
      const listUrl = list && withQuery(here, [...requiredQuery(list), ...(list.paged ? [['limit', 100]] : [])]);
      const detailUrl = detail && withQuery(here, requiredQuery(detail));
      const before = await ask(mocks, admin, 'get', list ? listUrl : detailUrl);
      // An edit of a versioned document sends the version it read (else 409 is right).
      const body =
        sample && typeof sample === 'object' && 'version' in sample && before.body?.version !== undefined
          ? { ...sample, version: before.body.version }
          : sample;
      const a = await ask(mocks, admin, o.method, url, { body, headers: headersOf(o) });
      if (!ok2xx(a.status)) {
        found.push(`${what} (a valid sample body) answered ${a.status}`);
        refused = [403, 409].includes(a.status) && refusedByState(o, a.status);
        if (refused) continue;
      } else if (list) {
        const after = await ask(mocks, admin, 'get', listUrl);
        found.push(...checkCreated(before.body, a.body, after.body).map((v) => `${what}: ${list.operationId} ${v}`));
      } else if (o.method === 'delete') {
        const after = await ask(mocks, admin, 'get', detailUrl);
        // A withdrawn thing the contract keeps on record (a lot in state `cancelled`, which its
        // lists and filters show) is gone from use by its state, not by a 404.
        const ended =
          ok2xx(after.status) &&
          typeof after.body?.state === 'string' &&
          after.body.state !== before.body?.state &&
          ENDED_STATE.test(after.body.state);
        if (after.status !== 404 && !ended)
          found.push(`${what} answered ${a.status}, then ${detail.operationId} answered ${after.status}, not 404`);
      } else {
        const after = await ask(mocks, admin, 'get', detailUrl);
        if (!ok2xx(after.status))
          found.push(`${what} answered ${a.status}, then ${detail.operationId} answered ${after.status}`);
        else found.push(...checkUpdated(body, after.body).map((v) => `${what}: ${detail.operationId} ${v}`));
      }
      break;
    }
    // Refused by the seed's state as the contract documents, and an area rule proves the write
    // from a state it sets up (Rule.covers): that rule's verdict stands in for this one.
    const rule = refused && found.length ? coveredBy.get(o.operationId) : undefined;
    if (rule) results.defer('kept', o, seed, rule);
    else if (sampleFits && (list || detail)) results.record('kept', o, seed, found);
    if (idParam && sampleFits) {
      mocks.store.resetMockStore(seed);
      const unknown = withQuery(fill(o.path, { ...values, [idParam.name]: UNKNOWN_ID }), requiredQuery(o));
      const a = await ask(mocks, admin, o.method, unknown, { body: sample, headers: headersOf(o) });
      results.record('unknownId404', o, seed, checkStatus(a.status, 404, `${o.method.toUpperCase()} ${unknown}`));
    }
  }
  mocks.store.resetMockStore(seed);
}

/**
 * The areas' domain rules (src/mocks/rules/<area>.ts) for one seed: each rule from the seed's
 * world (the store reset before it, so a rule may write), asking as the scenario it names
 * (default admin). Results go into `results` under the check `rules`, one per rule and seed.
 */
async function auditRules({ mocks, rules, results, seed, area }) {
  const byScenario = new Map();
  const handlersOf = (scenario) => {
    if (!byScenario.has(scenario)) byScenario.set(scenario, mocks.handlers.createHandlers(seed, scenario));
    return byScenario.get(scenario);
  };
  for (const [name, list] of Object.entries(rules.rulesByArea)) {
    if (area && name !== area) continue;
    for (const rule of list) {
      mocks.store.resetMockStore(seed);
      const ruleAsk = async (method, url, { body, headers, scenario = 'admin' } = {}) => {
        const a = await ask(mocks, handlersOf(scenario), method, url, { body, headers });
        return { status: a.status, body: a.body };
      };
      results.recordRule(name, rule.name, seed, await rules.runRule(rule, ruleAsk));
    }
  }
  mocks.store.resetMockStore(seed);
}

/**
 * The whole audit. `area` limits it to one contract area; `now` is the time `past` fields must not
 * exceed (default: the real clock when each answer is checked); `rulesOnly` runs only the areas' rules. Resolves to { results, model, seconds, loadSeconds, now }.
 */
export async function runAudit({ seeds = [1, 2, 3], area, now, onSeed, rulesOnly = false } = {}) {
  const started = performance.now();
  const doc = await loadContract();
  const model = buildModel(doc);
  if (area && !model.operations.some((o) => o.area === area)) {
    throw new Error(
      `No operations in area "${area}". Areas: ${[...new Set(model.operations.map((o) => o.area))].join(', ')}`,
    );
  }
  const validate = createValidator(doc);
  const mocks = await loadMocks();
  try {
    const generated = await mocks.vite.ssrLoadModule('/src/mocks/generated.ts');
    await generated.loadAllMockAreas();
    const loadSeconds = (performance.now() - started) / 1000;
    const reference = mocks.store.MOCK_REFERENCE_DATE;
    // Without --now each answer is checked against the clock when it is checked, not at the start:
    // a world seeded later in the run stamps live things (an open call's last update) after the start.
    const fixedNow = now === 'reference' ? reference.getTime() : now ? Date.parse(now) : undefined;
    if (Number.isNaN(fixedNow)) throw new Error(`--now: not a date: ${now}`);
    const nowMs = fixedNow ?? Date.now();
    const rules = await mocks.vite.ssrLoadModule('/src/mocks/rules/index.ts');
    const results = new Results(model);
    /** operationId → the name of the area rule that proves it (Rule.covers). */
    const coveredBy = new Map(
      Object.values(rules.rulesByArea).flatMap((list) =>
        list.flatMap((r) => (r.covers ?? []).map((op) => [op, r.name])),
      ),
    );
    const only = (o) => !area || o.area === area;
    for (const seed of seeds) {
      const t = performance.now();
      if (!rulesOnly)
        await auditSeed({
          mocks,
          model,
          validate,
          results,
          seed,
          only,
          now: fixedNow,
          timeRules: model.timeRules,
          coveredBy,
        });
      await auditRules({ mocks, rules, results, seed, area });
      onSeed?.(seed, (performance.now() - t) / 1000);
    }
    return {
      results,
      model,
      now: new Date(nowMs).toISOString(),
      reference: reference.toISOString(),
      loadSeconds,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await mocks.vite.close();
  }
}
