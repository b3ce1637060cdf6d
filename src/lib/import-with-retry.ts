// Loads a code chunk with retries (spec §2, §9): up to 5 retries, the delay
// doubling from 1 s (1, 2, 4, 8, 16 s). A browser remembers a failed module
// fetch for its URL, so every retry imports a new URL (`?retry=N`) to bypass
// both that module map entry and any HTTP cache.

export const CHUNK_RETRIES = 5;
export const CHUNK_RETRY_BASE_DELAY_MS = 1000;

/** Thrown after the last retry failed; the error fallback shows a reload button for it. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly attempts: number;
  constructor(attempts: number, cause: unknown) {
    super(`Code chunk failed to load after ${attempts} attempts`, { cause });
    this.attempts = attempts;
  }
}

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  /** Waits `ms`; tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  /** Imports a module by URL; tests pass a fake. */
  importUrl?: (url: string) => Promise<unknown>;
}

/** Delay before retry `n` (1-based): 1000, 2000, 4000, 8000, 16000 ms. */
export function retryDelay(n: number, baseDelayMs = CHUNK_RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** (n - 1);
}

/** The URL of the module that failed, as Chromium, Firefox and Vite name it in the error message. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const match = /(?:https?:\/\/|\/)[^\s'"]+\.m?[jt]sx?(?:\?[^\s'"]*)?/.exec(message);
  return match ? match[0] : null;
}

/** `url` with a `retry` search parameter, so the browser fetches it anew. */
export function cacheBustedUrl(url: string, attempt: number): string {
  const base = url.replace(/([?&])retry=\d+&?/, '$1').replace(/[?&]$/, '');
  return `${base}${base.includes('?') ? '&' : '?'}retry=${attempt}`;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const importByUrl = (url: string) => import(/* @vite-ignore */ url) as Promise<unknown>;

export async function importWithRetry<T>(importer: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = CHUNK_RETRIES, baseDelayMs, sleep = wait, importUrl = importByUrl } = options;
  let lastError: unknown;
  let url: string | null = null;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(retryDelay(attempt, baseDelayMs));
    try {
      if (attempt === 0 || url === null) return await importer();
      return (await importUrl(cacheBustedUrl(url, attempt))) as T;
    } catch (error) {
      lastError = error;
      url ??= failedModuleUrl(error);
    }
  }
  throw new ChunkLoadError(retries + 1, lastError);
}
