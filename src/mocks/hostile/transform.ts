// The `hostile` scenario's rewrite (issue #30): every free-text string of an API answer becomes
// a payload of the corpus (payloads.ts), round-robin from a start drawn from the request's path,
// so the same page gets the same payloads every run. Only string values change: the answer keeps
// its shape. Ids, enums, dates, URLs, e-mails, plates and numbers written as strings stay.
import { PAYLOADS } from './payloads';

/** Keys (or the end of camelCase keys: senderName, shortDescription) that hold free text. */
const FREE_TEXT_KEY =
  /(^|[a-z_])(title|name|text|body|description|note|notes|reason|content|subject|message|comment|bio|about|caption|summary|headline|motto|slogan|excerpt|details|remark|remarks|statement|answer|question|signature|lyrics|greeting|topic|heading|paragraph)$/i;
/** Keys that end like free text but hold a fixed value. */
const NOT_FREE_TEXT_KEY = /^(fileName|mimeType|typeName|className|hostName|hostname|iconName|routeName|keyName)$/i;

/** Values that are no free text whatever their key says. */
const FIXED_VALUE = [
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, // dates
  /^(https?:|mailto:|data:|blob:|\/)/i, // URLs and paths
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/, // e-mail addresses
  /^[+-]?\d+([.,]\d+)?$/, // numbers as strings
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // uuids
  /^[A-Z0-9]+([ -][A-Z0-9]+)*$/, // plates, call signs, codes (LS 1234, ADAM-12)
  /^[a-z][a-zA-Z0-9]*([._-][a-zA-Z0-9]+)*$/, // enum values and keys (onDuty, player.view)
  /^#[0-9a-f]{3,8}$/i, // colours
];

export const isFreeText = (key: string, value: string): boolean =>
  value.trim() !== '' &&
  FREE_TEXT_KEY.test(key) &&
  !NOT_FREE_TEXT_KEY.test(key) &&
  !FIXED_VALUE.some((pattern) => pattern.test(value));

/** A small stable hash (FNV-1a) of the text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** `value` with its free-text strings replaced by payloads from `start` on (deterministic). */
export function hostileValue(value: unknown, start = 0): unknown {
  let next = start;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([key, inner]) => {
        const payload = PAYLOADS[next % PAYLOADS.length];
        if (payload && typeof inner === 'string' && isFreeText(key, inner)) {
          next += 1;
          return [key, payload.text];
        }
        return [key, walk(inner)];
      }),
    );
  };
  return walk(value);
}

/** Requests whose answers the app needs as they are to start: who is signed in, with which rights. */
const UNTOUCHED = /\/api\/auth\/(loggedIn|acpRights)$/;

/** The rewritten answer of a GET; anything else (writes, errors, no JSON) unchanged. */
export async function hostileAnswer(response: Response, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'GET' || !response.ok || UNTOUCHED.test(url.pathname)) return response;
  if (!/json/.test(response.headers.get('Content-Type') ?? '')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (body === undefined) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  const rewritten = hostileValue(body, hash(url.pathname) % PAYLOADS.length);
  return new Response(JSON.stringify(rewritten), { status: response.status, statusText: response.statusText, headers });
}
