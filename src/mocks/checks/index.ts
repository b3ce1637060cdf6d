// The check layer: refuses a request the way the backend would, before any mock answers it,
// from the contract's generated artefacts alone (no list per operation):
//   403  an ACP write (not GET) while the caller has not accepted the current admin terms
//        (getAdminTerms' mustAccept, as the world answers it), of type /problems/acp/terms-not-accepted,
//   403  the operation's ACP right (required-rights.ts) or team right (team-rights.ts) is missing
//        for the signed-in identity, or it needs a crime faction (faction-operations.ts) he is not in (identity.ts: the active scenario; every ACP right, as the
//        admin scenario has, passes team guards too),
//   404  a path id (`id`, `…Id`: integer in the contract) is no positive whole number (`abc`),
//   400  a JSON body that does not parse,
//   422  a query parameter the contract does not allow (query.ts), or a body the operation's
//        generated validator rejects, with German messages per parameter or field.
//   403  a member right inside the organisation of the path, or an owner guard on someone else's
//        resource (scope.ts: decided by what the world answers about that organisation or
//        resource, as the UI decides; every ACP right passes),
// Anything else falls through (returns nothing) to the area's mocks. The operation of a
// request comes from the generated handlers' routes.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { OperationId } from '../../api/generated/operation-ids';
import type * as GuardRules from '../../api/guard-rules';
import { areaOf, loadMockArea, routeOf } from '../generated';
import { ALL_ACP_RIGHTS } from '../scenarios/acp-rights';
import { ask, grantsIn, markedIdentity, type MockIdentity } from './identity';
import { isIdParam, isValidId, matchOperation } from './operations';
import { queryErrors, type QueryRules } from './query';
import { scopeRefusal } from './scope';
import { checkTexts as t } from './texts';
import { bodyErrors, hasBodyValidator, type FieldError } from './validators';

export { actAs, mockIdentity, type MockIdentity } from './identity';

type Rules = typeof GuardRules;
let guardRules: Promise<Rules> | undefined;

let queryTable: Promise<QueryRules> | undefined;

/** The query rules (about 4 KB gzip): loaded with the first request, beside the guards. */
function loadQueryRules(): Promise<QueryRules> {
  queryTable ??= import('./query-rules.gen')
    .then((m) => m.queryRules)
    .catch((error: unknown) => {
      queryTable = undefined;
      throw error;
    });
  return queryTable;
}

/** The guard tables (about 25 KB): loaded with the first request, not with the mock start. */
function loadGuards(): Promise<Rules> {
  guardRules ??= import('../../api/guard-rules').catch((error: unknown) => {
    guardRules = undefined; // a chunk that did not arrive: the next request tries again
    throw error;
  });
  return guardRules;
}

/** A Problem (RFC 9457) as the contract describes it; 400/422 are of type /problems/validation. */
function problem(status: number, title: string, detail: string, errors?: FieldError[], cause?: string): Response {
  const type = cause ?? (status === 400 || status === 422 ? '/problems/validation' : `/problems/${status}`);
  return HttpResponse.json(
    { type, title, status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** The problem type of an ACP write before the current admin terms are accepted (the contract's Forbidden). */
export const TERMS_NOT_ACCEPTED = '/problems/acp/terms-not-accepted';
const TERMS_QUESTION = { operationId: 'getAdminTerms', area: 'common' } as const;

/** Bodies the validators cannot read as JSON (uploads): not checked here. */
const NOT_JSON = /multipart\/form-data|application\/x-www-form-urlencoded|application\/octet-stream/i;

/** Whether `id` is an item of one of the lists (x-faction's ifItemOf, lists of the same area), as the world answers them. */
async function itemOfAny(
  handlers: readonly RequestHandler[],
  area: string,
  lists: readonly string[],
  id: string | undefined,
  origin: string,
): Promise<boolean> {
  for (const operationId of lists) {
    const answer = (await ask(handlers, { operationId, area }, origin)) as { items?: unknown } | undefined;
    const items = Array.isArray(answer?.items) ? (answer.items as { id?: unknown }[]) : [];
    if (items.some((item) => String(item.id) === id)) return true;
  }
  return false;
}

async function forbidden(
  rules: Rules,
  operationId: OperationId,
  identity: MockIdentity,
  grants: ReturnType<typeof grantsIn>,
  origin: string,
  scope: { world: readonly RequestHandler[]; area: string; params: Record<string, string>; method: string },
): Promise<Response | undefined> {
  const kind = rules.guardKind(operationId);
  if (kind === 'acp') {
    const acp = await grants.acp(identity, origin);
    if (!rules.can(operationId, acp))
      return problem(403, t.forbiddenTitle, t.missingAcpRight(rules.requiredRight(operationId) ?? ''));
    // "Accepted before acting" (issue 28): asked anew each time, since a publish or an accept
    // changes it while the identity stays the same.
    if (scope.method === 'GET' || scope.method === 'HEAD') return undefined;
    const terms = (await ask([...identity.handlers, ...scope.world], TERMS_QUESTION, origin)) as
      { mustAccept?: unknown } | undefined;
    return terms?.mustAccept === true
      ? problem(403, t.termsTitle, t.termsNotAccepted, undefined, TERMS_NOT_ACCEPTED)
      : undefined;
  }
  if (kind === 'team') {
    const [acp, teams] = await Promise.all([grants.acp(identity, origin), grants.teams(identity, origin)]);
    // Every ACP right (the admin scenario) counts as every team right too: "the admin gets
    // everything" (issue 15), which no vcom session can say (it holds at most 3 accounts).
    if (ALL_ACP_RIGHTS.every((right) => acp.rights.includes(right))) return undefined;
    if (rules.can(operationId, null, { teams })) return undefined;
    const { teamRights } = await import('../../api/generated/team-rights');
    const guard = (teamRights as Record<string, { teams: readonly string[]; right?: string }>)[operationId];
    return problem(403, t.forbiddenTitle, t.missingTeamRight(guard?.teams ?? [], guard?.right));
  }
  if (kind === 'faction') {
    const { factionOperations } = await import('../../api/generated/faction-operations');
    const guard = (factionOperations as Record<string, { acpRight?: string; ifItemOf?: readonly string[] }>)[
      operationId
    ];
    // Only for some items (a crime good's price history): other items pass.
    if (
      guard?.ifItemOf &&
      !(await itemOfAny([...identity.handlers, ...scope.world], scope.area, guard.ifItemOf, scope.params.id, origin))
    )
      return undefined;
    const [acp, crimeFaction] = await Promise.all([
      grants.acp(identity, origin),
      grants.crimeFaction(identity, origin),
    ]);
    // As with team guards, every ACP right (the admin scenario) passes.
    if (ALL_ACP_RIGHTS.every((right) => acp.rights.includes(right))) return undefined;
    if (crimeFaction || (guard?.acpRight !== undefined && acp.rights.includes(guard.acpRight))) return undefined;
    return problem(403, t.forbiddenTitle, t.notInCrimeFaction);
  }
  return undefined;
}

/** The request's JSON body: `{}` when empty (required fields then say so), undefined when it does not parse. */
async function jsonBody(request: Request): Promise<{ value: unknown } | undefined> {
  // A clone: the mock that answers afterwards reads the body too.
  const text = await request.clone().text();
  if (!text.trim()) return { value: {} };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The check layer for the handlers of createHandlers: `identity` is the scenario's, `world` the
 * handlers that answer for it (scenarios, then the area handler), asked for its rights.
 */
export function checksHandler(identity: MockIdentity, world: readonly RequestHandler[]): RequestHandler {
  const grants = grantsIn(world);
  return http.all('*/api/*', async ({ request }) => {
    const area = areaOf(request.url);
    if (!area) return undefined;
    // Both at once: the first request of the mock start waits for the area's mocks anyway.
    const [known, rules, queryRules] = await Promise.all([loadMockArea(area), loadGuards(), loadQueryRules()]);
    if (!known) return undefined;
    const url = new URL(request.url);
    const operation = matchOperation(area, request.method, url.pathname);
    if (!operation) return undefined;
    const operationId = operation.operationId as OperationId;

    const who = markedIdentity(request) ?? identity;
    const refused = await forbidden(rules, operationId, who, grants, url.origin, {
      world,
      area,
      params: operation.params,
      method: request.method,
    });
    if (refused) return refused;

    const badId = Object.entries(operation.params).find(([name, value]) => isIdParam(name) && !isValidId(value));
    if (badId) return problem(404, t.notFoundTitle, t.badId(badId[1]));

    const kind = rules.guardKind(operationId);
    const route = routeOf(operationId)?.path;
    if ((kind === 'member' || kind === 'owner') && route) {
      const acp = await grants.acp(who, url.origin);
      const admin = ALL_ACP_RIGHTS.every((right) => acp.rights.includes(right));
      const scope = {
        handlers: [...who.handlers, ...world],
        origin: url.origin,
        area,
        route,
        params: operation.params,
      };
      const refusal = admin ? undefined : await scopeRefusal(rules, operationId, scope);
      if (refusal?.kind === 'member') return problem(403, t.forbiddenTitle, t.missingMemberRight(refusal.right));
      if (refusal?.kind === 'owner') return problem(403, t.forbiddenTitle, t.notYours);
    }

    const badQuery = queryErrors(queryRules, operationId, url.searchParams);
    if (badQuery) return problem(422, t.invalidTitle, t.invalidQueryDetail, badQuery);

    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    if (NOT_JSON.test(request.headers.get('content-type') ?? '')) return undefined;
    if (!(await hasBodyValidator(area, operationId))) return undefined;
    const body = await jsonBody(request);
    if (!body) return problem(400, t.badRequestTitle, t.badJson);
    const errors = await bodyErrors(area, operationId, body.value);
    return errors ? problem(422, t.invalidTitle, t.invalidDetail, errors) : undefined;
  });
}
