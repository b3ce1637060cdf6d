// Short-lived shared values [tempData] with state: a value is read back under its key until it
// expires, PUT sets (or replaces) it, DELETE removes it (then 404). The seed holds one waypoint
// under the contract's example key, so a key from the contract names a value that exists.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../../store';
import { body, done, notFound, on } from '../kit';

const EXAMPLE_KEY = 'wp_7Hk2Lm9Q';
const DEFAULT_TTL = 600;
const DAY_SECONDS = 86_400;

const stamp = (ms: number) => new Date(ms).toISOString();

// Times from the clock: a short-lived value stamped at the reference date would have expired long ago.
const values = () =>
  collection<Entity>('common.tempData', () => [
    {
      key: EXAMPLE_KEY,
      value: '{"x":-1037,"y":2811}',
      createdAt: stamp(Date.now() - 60_000),
      expiresAt: stamp(Date.now() + DAY_SECONDS * 1000),
    },
  ]);

const alive = (v: Entity) => Date.parse(String(v.expiresAt)) > Date.now();
const valueAt = (key: unknown) => values().where((v) => v.key === String(key) && alive(v))[0];
const answerOf = ({ key, value, createdAt, expiresAt }: Entity) => ({ key, value, createdAt, expiresAt });

/** Stores `value` under `key` for its ttl (replacing what was there). */
async function store(request: Request, key: string) {
  const input = await body(request);
  const ttl = Number(input.ttlSeconds ?? DEFAULT_TTL) || DEFAULT_TTL;
  const at = Date.now();
  const data = { key, value: String(input.value ?? ''), createdAt: stamp(at), expiresAt: stamp(at + ttl * 1000) };
  for (const old of values().where((v) => v.key === key)) values().remove(old.id);
  return values().insert(data);
}

/** A new key: letters and digits, as the contract's pattern allows. */
const newKey = () => `t_${Math.random().toString(36).slice(2, 12)}`;

export const tempDataHandlers = (): RequestHandler[] => [
  ...on('createTempData', async ({ request }) =>
    HttpResponse.json(answerOf(await store(request, newKey())), { status: 201 }),
  ),
  ...on('getTempData', ({ params }) => {
    const found = valueAt(params.key);
    return found ? HttpResponse.json(answerOf(found)) : notFound('Diesen Wert');
  }),
  ...on('setTempData', async ({ request, params }) =>
    HttpResponse.json(answerOf(await store(request, String(params.key)))),
  ),
  ...on('deleteTempData', ({ params }) => {
    const found = valueAt(params.key);
    if (!found) return notFound('Diesen Wert');
    values().remove(found.id);
    return done('Gelöscht.');
  }),
];
