// Short-lived values shared by key (common tag, issue 29: the player sends a waypoint or a note
// to the game). Domain rules: a new value gets a fresh key; a read echoes its key and value until
// it expires, then 404; a set keeps the new value and starts its lifetime again (a key of another
// character's value: 403); a delete makes the key 404. Starts empty: the keys are the player's own.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../../store';
import { body, done, me, notFound, on, problem } from '../kit';

const DEFAULT_TTL = 600;
const values = () => collection<Entity>('temp data', () => []);

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
    if (found && found.owner !== me().id)
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
    if (found.owner !== me().id)
      return problem(403, 'Keine Berechtigung', 'Dieser Wert gehört einem anderen Charakter.');
    values().remove(found.id);
    return done('Wert gelöscht.');
  }),
];
