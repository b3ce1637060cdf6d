// Short-lived values shared by key (common tag, issue 29: the player sends a waypoint or a note
// to the game). Domain rules: a new value gets a fresh key; a read echoes its key and value until
// it expires, then 404; a set keeps the new value and starts its lifetime again (a key of another
// character's value: 403); a delete makes the key 404. The seed holds one waypoint under the
// contract's example key, owned by no one (anyone may change it), so the example names a value that exists.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../../store';
import { body, done, me, notFound, on, problem } from '../kit';

const DEFAULT_TTL = 600;
const EXAMPLE_KEY = 'wp_7Hk2Lm9Q';
// Times from the clock: a short-lived value stamped at the reference date would have expired long ago.
const values = () =>
  collection<Entity>('temp data', () => [
    {
      key: EXAMPLE_KEY,
      value: '{"x":-1037,"y":2811}',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  ]);
/** Another character's value (the seeded example has no owner: anyone may change it). */
const foreign = (v: Entity) => v.owner !== undefined && v.owner !== me().id;

const KEY_CHARS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newKey(): string {
  let key = 'wp_';
  for (let i = 0; i < 8; i++) key += KEY_CHARS[Math.floor(Math.random() * KEY_CHARS.length)];
  return values().where((v) => v.key === key).length ? newKey() : key;
}

/** The stored value of `key` while it lives; an expired one is dropped. */
function alive(key: string): Entity | undefined {
  const found = values().where((v) => v.key === key)[0];
  if (found && Date.parse(String(found.expiresAt)) <= Date.now()) {
    values().remove(found.id);
    return undefined;
  }
  return found;
}

const answer = (v: Entity) => ({ key: v.key, value: v.value, createdAt: v.createdAt, expiresAt: v.expiresAt });
const expiry = (ttl: unknown) => new Date(Date.now() + (Number(ttl) || DEFAULT_TTL) * 1000).toISOString();
const gone = () => notFound('Diesen Wert');

export const tempDataHandlers = (): RequestHandler[] => [
  ...on('createTempData', async ({ request }) => {
    const { value, ttlSeconds } = await body(request);
    const row = values().insert({
      key: newKey(),
      value: String(value),
      owner: me().id,
      createdAt: new Date().toISOString(),
      expiresAt: expiry(ttlSeconds),
    });
    return HttpResponse.json(answer(row), { status: 201 });
  }),
  ...on('getTempData', ({ params }) => {
    const found = alive(String(params.key));
    return found ? HttpResponse.json(answer(found)) : gone();
  }),
  ...on('setTempData', async ({ params, request }) => {
    const key = String(params.key);
    const { value, ttlSeconds } = await body(request);
    const found = alive(key);
    if (found && foreign(found))
      return problem(403, 'Keine Berechtigung', 'Dieser Wert gehört einem anderen Charakter.');
    const patch = { value: String(value), expiresAt: expiry(ttlSeconds) };
    const row = found
      ? values().update(found.id, patch)
      : values().insert({ key, owner: me().id, createdAt: new Date().toISOString(), ...patch });
    return HttpResponse.json(answer(row as Entity));
  }),
  ...on('deleteTempData', ({ params }) => {
    const found = alive(String(params.key));
    if (!found) return gone();
    if (foreign(found)) return problem(403, 'Keine Berechtigung', 'Dieser Wert gehört einem anderen Charakter.');
    values().remove(found.id);
    return done('Wert gelöscht.');
  }),
];
