// The static server of preview, browser tests and benchmarks: byte ranges (media seeking),
// gzip for text like a production web server.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, serveStatic } from '../../scripts/lib/static-server.mjs';

describe('byteRange', () => {
  it('reads the one range media elements ask for', () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(byteRange('bytes=200-', 100)).toBe('invalid');
    expect(byteRange('bytes=5-2', 100)).toBe('invalid');
    expect(byteRange('items=1-2', 100)).toBeNull();
  });
});

describe('serveStatic', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dir, 'track.mp3'), Buffer.from('0123456789'));
    writeFileSync(path.join(dir, 'app.js'), 'export const text = "Your Taste. Your Music.";\n'.repeat(50));
    ({ server, url } = await serveStatic({ dir }));
  });
  afterAll(() => server.close());

  it('answers a range with 206 and only those bytes, and says it takes ranges', async () => {
    const whole = await fetch(`${url}/track.mp3`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(await whole.text()).toBe('0123456789');

    const part = await fetch(`${url}/track.mp3`, { headers: { Range: 'bytes=3-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 3-5/10');
    expect(await part.text()).toBe('345');

    const outside = await fetch(`${url}/track.mp3`, { headers: { Range: 'bytes=50-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */10');
  });

  /** The raw answer (fetch would decompress it and hide the header). */
  const raw = (file: string, headers: Record<string, string>) =>
    new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(`${url}/${file}`, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
      })
        .on('error', reject)
        .end();
    });

  it('sends text gzipped to a browser that takes it, media and other clients as they are', async () => {
    const js = await raw('app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(js.encoding).toBe('gzip');
    expect(gunzipSync(js.body).toString()).toContain('Your Taste. Your Music.');
    expect(js.body.length).toBeLessThan(500);

    expect((await raw('app.js', {})).encoding).toBeUndefined();
    const audio = await raw('track.mp3', { 'Accept-Encoding': 'gzip' });
    expect(audio.encoding).toBeUndefined();
    expect(audio.body.toString()).toBe('0123456789');
  });
});
