// Building blocks of the stateful mock handlers: a handler for an operation whose
// method and path come from its generated handler, paging, Problem answers.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { responseMock, routeOf } from '../generated';
import { signedInPlayer } from '../overrides';
import { MOCK_REFERENCE_DATE } from '../store';
import { actingCharacter } from '../scenarios/acting';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Json = Record<string, unknown>;

/** A handler for `operationId`, or nothing when that operation is not generated (yet). */
export function on(operationId: string, resolver: HttpResponseResolver): RequestHandler[] {
  const route = routeOf(operationId);
  if (!route) return [];
  return [http[route.method as Method](route.path, resolver)];
}

/** The generated response mock of an operation as an object ({} when it has none). */
export function mockOf(operationId: string): Json {
  const value = responseMock(operationId)?.();
  return value && typeof value === 'object' ? (value as Json) : {};
}

/** The `items` of a generated list mock. */
export function itemsOf(operationId: string): Json[] {
  const items = mockOf(operationId).items;
  return Array.isArray(items) ? (items as Json[]) : [];
}

/** One page of `items` as `{ items, page }`, with skip and limit from the query. */
export function page(request: Request, items: unknown[]): Json {
  const query = new URL(request.url).searchParams;
  const skip = Math.max(0, Number(query.get('skip') ?? 0) || 0);
  const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 20) || 20));
  return { items: items.slice(skip, skip + limit), page: { skip, limit, total: items.length } };
}

export function problem(
  status: number,
  title: string,
  detail?: string,
  errors?: Array<{ field: string; message: string }>,
) {
  return HttpResponse.json(
    { type: `/problems/${status}`, title, status, ...(detail ? { detail } : {}), ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

export const notFound = (what: string) => problem(404, 'Nicht gefunden', `${what} gibt es nicht (mehr).`);

export const done = (message = 'Gespeichert.', affectedId?: unknown) =>
  HttpResponse.json({ ok: true, message, ...(affectedId !== undefined ? { affectedId } : {}) });

export async function body(request: Request): Promise<Json> {
  try {
    const value: unknown = await request.json();
    return value && typeof value === 'object' ? (value as Json) : {};
  } catch {
    return {};
  }
}

/** The signed-in mock user as a PlayerRef. */
// The active character (auth/account.ts makes characterId follow a switch; 1 = userId by default).
export const me = () => ({
  id: signedInPlayer.characterId ?? signedInPlayer.userId ?? 1,
  name: signedInPlayer.user ?? 'Max_Mustermann',
});

/** Who asks: the character a scenario plays (scenarios/acting.ts), else the signed-in one. */
export const actor = (request: Request): { id: number; name: string } => actingCharacter(request) ?? me();

export const now = () => new Date().toISOString();

const DAY = 86_400_000;

/**
 * The start of today (UTC), but not before the store's reference date. Seeded states that must
 * still hold when a tester opens the mocks weeks after the reference date (an active ban, an open
 * invitation) are built from it; being the same all day, the same seed still gives the same data.
 */
export const seedDay = () => {
  const at = Date.now();
  return Math.max(MOCK_REFERENCE_DATE.getTime(), at - (at % DAY));
};

/** `days` after the reference date, but at least `atLeast` whole days after now (see seedDay). */
export const stillAhead = (days: number, atLeast: number) =>
  new Date(Math.max(MOCK_REFERENCE_DATE.getTime() + days * DAY, seedDay() + (atLeast + 1) * DAY)).toISOString();

/** The path parameter of a route with a single one (`:id`, `:pollId`, ...); `'0'` is MSW's `*`. */
export const idParam = (params: Record<string, unknown>) =>
  String(Object.entries(params).find(([key]) => !/^\d+$/.test(key))?.[1]);
