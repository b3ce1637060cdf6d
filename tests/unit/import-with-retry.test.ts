import { describe, expect, it, vi } from 'vitest';
import {
  cacheBustedUrl,
  ChunkLoadError,
  failedModuleUrl,
  importWithRetry,
  retryDelay,
} from '../../src/lib/import-with-retry';

const chunk = 'http://127.0.0.1:4173/assets/settings-page-AbC123.js';
const chunkError = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);

describe('importWithRetry', () => {
  it('delays grow exponentially from 1 s: 1, 2, 4, 8, 16 s', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('returns at once when the first import works', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const importer = vi.fn(() => Promise.resolve({ Page: 'ok' }));
    await expect(importWithRetry(importer, { sleep })).resolves.toEqual({ Page: 'ok' });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries up to 5 times with new URLs and the growing delays, then gives up', async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const importUrl = vi.fn((_url: string) => Promise.reject(chunkError()));
    const importer = vi.fn(() => Promise.reject(chunkError()));
    const result = importWithRetry(importer, { sleep, importUrl });
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(result).rejects.toMatchObject({ attempts: 6 });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls.map(([url]) => url)).toEqual([1, 2, 3, 4, 5].map((n) => `${chunk}?retry=${n}`));
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('stops retrying as soon as a retry works', async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const importUrl = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ Page: 'second' });
    const result = await importWithRetry(() => Promise.reject(chunkError()), { sleep, importUrl });
    expect(result).toEqual({ Page: 'second' });
    expect(importUrl).toHaveBeenCalledTimes(2);
    expect(importUrl).toHaveBeenLastCalledWith(`${chunk}?retry=2`);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('calls the importer again when the error names no URL (e.g. Safari)', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce({ ok: 1 });
    await expect(importWithRetry(importer, { sleep: () => Promise.resolve() })).resolves.toEqual({ ok: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('chunk URLs', () => {
  it('reads the failed module URL from Chromium and Firefox messages', () => {
    expect(failedModuleUrl(chunkError())).toBe(chunk);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${chunk}`))).toBe(chunk);
    expect(failedModuleUrl(new Error('something else'))).toBeNull();
  });

  it('replaces an earlier retry parameter and keeps other parameters', () => {
    expect(cacheBustedUrl(`${chunk}?retry=1`, 2)).toBe(`${chunk}?retry=2`);
    expect(cacheBustedUrl('/src/page.tsx?t=5', 1)).toBe('/src/page.tsx?t=5&retry=1');
  });
});
