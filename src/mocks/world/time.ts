// Time order in generated entities. orval's mocks draw every date on its own, so an auction may
// end before it starts and a post be edited before it was written. timeOrdered() repairs that by
// field name, for every object in an entity (replies inside a post too): a field that happens
// after another (`editedAt` after `createdAt`, `endsAt` after `startsAt`) is moved behind it by
// an offset hashed from the values, never drawn from faker (whose sequence seeds the rest of the
// world), so the repair is the same for every seed and request order. Values already in order
// are left as they are. The names follow mock:audit's rules (scripts/mock-audit/model.mjs).
import { hashSeed, MOCK_REFERENCE_DATE } from '../store';
import { isObject } from './shapes';

/** Something that has happened (`createdAt`, `closedAt`, `last…At`): never after the reference date. */
export const PAST_FIELD = /^(?!(scheduled|planned|expected|estimated))[a-z]+edAt$|^last[A-Z]\w*At$/;
/** Fields that cannot be earlier than `createdAt` of the same object. */
export const AFTER_CREATED =
  /^(updated|edited|closed|deleted|decided|resolved|answered)At$|^last(Activity|Message|Reply|Edit)At$/;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Start → end pairs (strictly before), with the span an end lies after its start: [min, max] ms. */
export const START_END: ReadonlyArray<readonly [string, string, number, number]> = [
  ['startsAt', 'endsAt', HOUR, 14 * DAY],
  ['startAt', 'endAt', HOUR, 14 * DAY],
  ['startedAt', 'endedAt', HOUR / 4, 10 * HOUR],
  ['startedAt', 'finishedAt', HOUR, 30 * DAY],
  ['startedAt', 'completedAt', HOUR, 30 * DAY],
  ['opensAt', 'closesAt', HOUR, 14 * DAY],
  ['validFrom', 'validUntil', 7 * DAY, 365 * DAY],
  ['issuedAt', 'expiresAt', 7 * DAY, 365 * DAY],
  ['issuedAt', 'validUntil', 7 * DAY, 365 * DAY],
  ['arrestedAt', 'releaseDueAt', HOUR / 6, 3 * DAY],
  ['arrestedAt', 'releasedAt', HOUR / 6, 3 * DAY],
  ['admittedAt', 'releasedAt', HOUR, 14 * DAY],
  ['joinedAt', 'leftAt', DAY, 180 * DAY],
  ['submittedAt', 'decidedAt', HOUR, 14 * DAY],
];
/** How long after its creation a thing is edited, closed, decided: [min, max] ms. */
const AFTER_CREATED_SPAN = [10 * 60_000, 60 * DAY] as const;

const ISO = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const timeOf = (value: unknown): number => (typeof value === 'string' && ISO.test(value) ? Date.parse(value) : NaN);

/** `time` written like `like`: a date stays a date, a date-time without fraction stays without. */
function format(time: number, like: string): string {
  const iso = new Date(time).toISOString();
  if (/^\d{4}-\d{2}-\d{2}$/.test(like)) return iso.slice(0, 10);
  return like.includes('.') ? iso : iso.replace(/\.\d{3}Z$/, 'Z');
}

/** A span in [min, max], fixed by `key` (whole minutes, so it reads like a real time). */
const spanOf = (key: string, [min, max]: readonly [number, number]) =>
  min + Math.floor((hashSeed(key) % Math.max(1, Math.floor((max - min) / 60_000))) * 60_000);

interface Bound {
  after: number;
  strict: boolean;
  span: readonly [number, number];
}

/** The fields of `node` that must come after others, with the latest time each must follow. */
function boundsOf(node: Record<string, unknown>): Map<string, Bound> {
  const bounds = new Map<string, Bound>();
  const need = (later: string, earlier: string, strict: boolean, span: readonly [number, number]) => {
    const after = timeOf(node[earlier]);
    if (Number.isNaN(after) || Number.isNaN(timeOf(node[later]))) return;
    const known = bounds.get(later);
    if (!known || after > known.after || (after === known.after && strict)) bounds.set(later, { after, strict, span });
  };
  for (const key of Object.keys(node)) if (AFTER_CREATED.test(key)) need(key, 'createdAt', false, AFTER_CREATED_SPAN);
  for (const [start, end, min, max] of START_END) need(end, start, true, [min, max]);
  return bounds;
}

/**
 * Repairs the time order of one object (not its children). A past event after `limit` is moved
 * before the reference date: repaired values depend on the values only, never on the clock.
 */
function orderOne(node: Record<string, unknown>, limit: number): void {
  const reference = MOCK_REFERENCE_DATE.getTime();
  // Past events first: a `closedAt` in the future has not happened yet.
  for (const [key, value] of Object.entries(node)) {
    const time = timeOf(value);
    if (PAST_FIELD.test(key) && time > limit) {
      node[key] = format(reference - spanOf(`${key} ${String(value)}`, [HOUR, 30 * DAY]), value as string);
    }
  }
  for (const [key, { after, strict, span }] of boundsOf(node)) {
    const value = node[key] as string;
    const time = timeOf(value);
    if (strict ? time > after : time >= after) continue;
    let moved = after + spanOf(`${key} ${value} ${after}`, span);
    // Something that has happened stays before the reference date, as late as the order allows.
    if (PAST_FIELD.test(key) && moved > reference) moved = Math.max(reference, after + (strict ? 60_000 : 0));
    node[key] = format(moved, value);
  }
}

/**
 * `value` with every object in it in time order (changed in place and returned). `limit`: the
 * latest time a past event may keep (the reference date; now where a write stamps fresh times).
 */
export function timeOrdered<T>(value: T, limit: number = MOCK_REFERENCE_DATE.getTime()): T {
  if (Array.isArray(value)) {
    for (const item of value) timeOrdered(item, limit);
  } else if (isObject(value)) {
    orderOne(value, limit);
    for (const child of Object.values(value))
      if (child !== null && typeof child === 'object') timeOrdered(child, limit);
  }
  return value;
}

/**
 * A JSON answer with its dates in order: for the answers the world does not build (generated
 * handlers, keyed by hash or without a collection). Unchanged answers are passed on as they are;
 * `now` (not the reference date) bounds past events, so a write's fresh stamps stay.
 */
export async function timeOrderedResponse(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('json') || response.bodyUsed) return response;
  const text = await response.clone().text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return response;
  }
  if (value === null || typeof value !== 'object') return response;
  const ordered = JSON.stringify(timeOrdered(value, Math.max(Date.now(), MOCK_REFERENCE_DATE.getTime())));
  if (ordered === text) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(ordered, { status: response.status, statusText: response.statusText, headers });
}
