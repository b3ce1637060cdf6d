// Hostile text (issue #30, point 1): the corpus has at least 200 payloads of every kind, each
// payload that could execute names itself in the canary, and the `hostile` scenario puts them
// into the free-text strings of the world's answers without changing anything else.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../src/mocks/handlers';
import { PAYLOADS, payloadsOf, type PayloadKind } from '../../src/mocks/hostile/payloads';
import { hostileValue, isFreeText } from '../../src/mocks/hostile/transform';

const EXECUTABLE: PayloadKind[] = ['script', 'handler', 'javascriptUrl', 'svg', 'mathml'];
const KINDS: PayloadKind[] = [...EXECUTABLE, 'css', 'markup', 'bidi', 'zeroWidth', 'long', 'emoji'];

type Json = Record<string, unknown>;

describe('hostile payloads', () => {
  it('has at least 200 payloads with unique ids, every kind several times', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(PAYLOADS.map((p) => p.id)).size).toBe(PAYLOADS.length);
    for (const kind of KINDS) expect(payloadsOf(kind).length, kind).toBeGreaterThanOrEqual(10);
    expect(new Set(PAYLOADS.map((p) => p.kind))).toEqual(new Set(KINDS));
  });

  it('every payload of an executing kind sets window.__xss to its own id', () => {
    // Written out, with its first letter as an entity, or base64-encoded (eval(atob(…)), data: URLs).
    const canary = (id: string) => `window.__xss='${id}'`;
    const forms = (id: string) => [
      canary(id),
      `&#119;indow.__xss='${id}'`,
      Buffer.from(canary(id)).toString('base64'),
      Buffer.from(`<script>${canary(id)}</script>`).toString('base64'),
    ];
    const silent = EXECUTABLE.flatMap(payloadsOf).filter((p) => !forms(p.id).some((f) => p.text.includes(f)));
    expect(silent.map((p) => p.id)).toEqual([]);
  });

  it('has a 100,000-character string, bidi overrides, zero-width characters and emoji sequences', () => {
    expect(PAYLOADS.some((p) => p.text.length >= 100_000)).toBe(true);
    expect(payloadsOf('bidi').some((p) => p.text.includes('\u202E'))).toBe(true);
    expect(payloadsOf('zeroWidth').some((p) => p.text.includes('\u200B'))).toBe(true);
    expect(payloadsOf('emoji').some((p) => p.text.includes('\u200D'))).toBe(true);
  });
});

describe('hostile rewrite', () => {
  it('replaces free text round-robin and leaves ids, enums, dates, URLs, e-mails and plates alone', () => {
    const answer = {
      items: [
        { id: 7, title: 'Mein Haus', status: 'open', createdAt: '2026-01-02T03:04:05Z', authorName: 'Max Muster' },
        { id: 'abc', body: 'Hallo Welt', email: 'max@example.com', note: 'https://example.com/x', plate: 'LS 1234' },
      ],
      page: { skip: 0, limit: 20, total: 2 },
      description: 'onDuty',
    };
    const out = hostileValue(answer, 0) as typeof answer;
    expect(out.items[0]).toEqual({ ...answer.items[0], title: PAYLOADS[0]?.text, authorName: PAYLOADS[1]?.text });
    expect(out.items[1]).toEqual({ ...answer.items[1], body: PAYLOADS[2]?.text });
    expect(out.page).toEqual(answer.page);
    expect(out.description).toBe('onDuty');
    expect(hostileValue(answer, 0)).toEqual(out);
  });

  it('decides from key and value', () => {
    expect(isFreeText('subject', 'Termin morgen')).toBe(true);
    expect(isFreeText('senderName', 'Anna_Schmidt')).toBe(true);
    expect(isFreeText('status', 'Termin morgen')).toBe(false);
    expect(isFreeText('name', '2026-01-02')).toBe(false);
    expect(isFreeText('name', '')).toBe(false);
    expect(isFreeText('fileName', 'bild.png')).toBe(false);
  });

  it('the hostile scenario rewrites the world’s answers but not who is signed in', async () => {
    const get = (handlers: ReturnType<typeof createHandlers>, path: string) =>
      getResponse(handlers, new Request(`http://localhost${path}`)).then(async (r) => (await r?.json()) as Json);
    const normal = await get(createHandlers(42, 'player'), '/api/polls');
    const hostile = await get(createHandlers(42, 'hostile'), '/api/polls');
    const [before, after] = [normal.items as Json[], hostile.items as Json[]];
    expect(after.length).toBe(before.length);
    expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
    const texts = new Set(PAYLOADS.map((p) => p.text));
    expect(after.every((p) => texts.has(p.question as string))).toBe(true);
    expect(before.some((p) => texts.has(p.question as string))).toBe(false);
    const signedIn = await get(createHandlers(42, 'hostile'), '/api/auth/loggedIn');
    expect(signedIn).toMatchObject({ loggedIn: true, user: 'Max_Mustermann' });
  });
});
