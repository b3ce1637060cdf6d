// The static server of preview, browser tests and benchmarks: byte ranges (media seeking).
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
