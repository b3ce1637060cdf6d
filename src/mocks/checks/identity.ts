// Who is signed in in this mock world, and what may he. The identity is the active scenario:
// createHandlers(seed, scenario) makes one for its handler list, and a test that stacks a
// scenario in front (tests/utils/scenario.ts) marks its requests with that scenario's identity.
// What an identity may is what the world answers it to the two questions the UI asks as well
// (getAcpRights: ACP rights; getVcomSession: team accounts; getPlayerControlPanel: the crime
// faction), so the mock's 403 and the UI's
// useCan decide alike by construction, and a scenario grants rights by answering those.
import { getResponse, http, type RequestHandler } from 'msw';
import type { TeamAccount } from '../../api/guard-rules';
import type { OperationId } from '../../api/generated/operation-ids';
import type { StoredAcpRights } from '../../lib/acp-rights';
import { loadMockArea, routeOf } from '../generated';
import { parseScenario, scenarioHandlers } from '../scenarios';

export interface MockIdentity {
  /** The scenario names (`['player']`, `['admin', 'slow']`). */
  readonly scenario: readonly string[];
  /** Handlers that answer for this identity ahead of the world: its scenario's, when stacked. */
  readonly handlers: readonly RequestHandler[];
}

/** The identity of `scenario`; `own` are handlers that answer for it ahead of the world. */
export function mockIdentity(scenario: string | null | undefined, own: readonly RequestHandler[] = []): MockIdentity {
  return { scenario: parseScenario(scenario), handlers: own };
}

const marked = new WeakMap<Request, MockIdentity>();

/**
 * A handler that marks each request with the identity of `scenario` and falls through: stacked
 * in front of the handlers of createHandlers (server.use), the check layer then decides for it.
 * The first mark wins, so the scenario stacked last (first in the list) is the one in force.
 */
export function actAs(scenario: string): RequestHandler {
  const identity = mockIdentity(scenario, scenarioHandlers(scenario));
  return http.all('*/api/*', ({ request }) => {
    if (!marked.has(request)) marked.set(request, identity);
  });
}

/** The identity a stacked scenario marked `request` with, if any. */
export const markedIdentity = (request: Request): MockIdentity | undefined => marked.get(request);

/** The GET answers an identity's rights are read from, with the area whose mocks define them. */
const QUESTIONS = {
  acp: { operationId: 'getAcpRights', area: 'auth' },
  teams: { operationId: 'getVcomSession', area: 'vcom' },
  faction: { operationId: 'getPlayerControlPanel', area: 'player' },
} as const satisfies Record<string, { operationId: OperationId; area: string }>;

/** The world's answer to a GET of `operationId` (its route without path parameters), as JSON. */
export async function ask(
  handlers: readonly RequestHandler[],
  { operationId, area }: { operationId: string; area: string },
  origin: string,
): Promise<unknown> {
  if (!(await loadMockArea(area))) return undefined;
  const route = routeOf(operationId);
  if (!route) return undefined;
  const answer = await getResponse([...handlers], new Request(new URL(route.path.replace(/^\*/, ''), origin)));
  if (!answer?.ok) return undefined;
  return answer.json().catch(() => undefined);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Remembers `make()` per identity; a failed answer (a chunk that did not load) is asked again. */
function remember<T>(cache: WeakMap<MockIdentity, Promise<T>>, identity: MockIdentity, make: () => Promise<T>) {
  let found = cache.get(identity);
  if (!found) {
    found = make();
    found.catch(() => cache.delete(identity));
    cache.set(identity, found);
  }
  return found;
}

/**
 * The rights of identities in `world` (the scenario and area handlers of createHandlers), each
 * asked once per identity: a scenario's rights do not change while it is active.
 */
export function grantsIn(world: readonly RequestHandler[]) {
  const acp = new WeakMap<MockIdentity, Promise<StoredAcpRights>>();
  const teams = new WeakMap<MockIdentity, Promise<readonly TeamAccount[]>>();
  const factions = new WeakMap<MockIdentity, Promise<{ id: number } | null>>();
  const handlersOf = (identity: MockIdentity) => [...identity.handlers, ...world];
  return {
    acp: (identity: MockIdentity, origin: string): Promise<StoredAcpRights> =>
      remember(acp, identity, async () => {
        const answer = (await ask(handlersOf(identity), QUESTIONS.acp, origin)) ?? {};
        const { roles, rights } = answer as { roles?: unknown; rights?: unknown };
        return { roles: strings(roles), rights: strings(rights) };
      }),
    teams: (identity: MockIdentity, origin: string): Promise<readonly TeamAccount[]> =>
      remember(teams, identity, async () => {
        const accounts = (
          (await ask(handlersOf(identity), QUESTIONS.teams, origin)) as { accounts?: unknown } | undefined
        )?.accounts;
        return Array.isArray(accounts) ? (accounts as TeamAccount[]) : [];
      }),
    /** The character's crime faction (x-faction guards), null when he is in none. */
    crimeFaction: (identity: MockIdentity, origin: string): Promise<{ id: number } | null> =>
      remember(factions, identity, async () => {
        const faction = (
          (await ask(handlersOf(identity), QUESTIONS.faction, origin)) as { crimeFaction?: unknown } | undefined
        )?.crimeFaction;
        return faction && typeof faction === 'object' && typeof (faction as { id?: unknown }).id === 'number'
          ? { id: (faction as { id: number }).id }
          : null;
      }),
  };
}
