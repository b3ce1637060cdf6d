// The theme's boot script is inline in index.html (the first paint waits for no request) and
// the CSP allows it by its hash alone. An edit of the script without the new hash would block
// it in every browser: the first frame in the wrong theme, and a CSP violation on every start.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../scripts/lib/static-server.mjs';

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('CSP hash of the inline boot script', () => {
  it('allows exactly the inline scripts of index.html, by hash', () => {
    const scripts = inlineScripts(readFileSync('index.html', 'utf8'));
    expect(scripts).toHaveLength(1);
    const scriptSrc = /script-src ([^;]*)/.exec(SECURITY_HEADERS['Content-Security-Policy'])?.[1] ?? '';
    const allowed = scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"));
    const expected = scripts.map(hashOf);
    // On failure: put the expected hash into scripts/lib/static-server.mjs and README "Security headers".
    expect(allowed).toEqual(expected);
  });
});
