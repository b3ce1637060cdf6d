// Login polling (spec §4) with fake timers: 15 s interval while signed out,
// stops on success, acpRights stored, a failing rights fetch ignored, reload flag cleared.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/query-client';
import { hasReloadFlag, setReloadFlag } from '../../src/lib/reload-flag';
import { readStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { loginPollInterval, LOGIN_POLL_INTERVAL_MS, useLoginPolling } from '../../src/shell/auth/use-login-polling';
import { acpRightsKey } from '../../src/shell/settings/keys';

const signedIn = { loggedIn: true, user: 'Max_Mustermann' };

function answers(sequence: object[]) {
  const calls = { loggedIn: 0, acp: 0 };
  server.use(
    http.get('*/api/auth/loggedIn', () => {
      const body = sequence[Math.min(calls.loggedIn, sequence.length - 1)];
      calls.loggedIn += 1;
      return HttpResponse.json(body);
    }),
    http.get('*/api/auth/acpRights', () => {
      calls.acp += 1;
      return HttpResponse.json({ roles: ['Admin'], rights: ['acp.players.read'] });
    }),
  );
  return calls;
}

function start() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useLoginPolling(), { wrapper }) };
}

/** Lets pending requests and renders finish without moving the fake clock. */
async function flush() {
  for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('login polling', () => {
  it('polls every 15 000 ms while loggedIn is not true', () => {
    expect(LOGIN_POLL_INTERVAL_MS).toBe(15_000);
    expect(loginPollInterval(undefined)).toBe(15_000);
    expect(loginPollInterval({ loggedIn: false })).toBe(15_000);
    expect(loginPollInterval({ loggedIn: true })).toBe(false);
  });

  it('asks on start, again every 15 s, and stops once signed in; then stores acpRights', async () => {
    const calls = answers([{ loggedIn: false }, { loggedIn: false }, signedIn]);
    localStorage.setItem('acpRights', '{"roles":["Alt"],"rights":[]}');
    const { unmount } = start();
    await flush();
    expect(calls.loggedIn).toBe(1);
    expect(readStored(acpRightsKey)).toBeNull(); // signed out: stale rights are cleared
    await vi.advanceTimersByTimeAsync(14_000);
    expect(calls.loggedIn).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(calls.loggedIn).toBe(2);
    expect(calls.acp).toBe(0);
    await vi.advanceTimersByTimeAsync(15_000);
    await flush();
    expect(calls.loggedIn).toBe(3);
    await vi.waitFor(() => expect(calls.acp).toBe(1));
    await vi.waitFor(() =>
      expect(readStored(acpRightsKey)).toEqual({ roles: ['Admin'], rights: ['acp.players.read'] }),
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls.loggedIn).toBe(3);
    unmount();
  });

  it('leaves no timer behind after unmount', async () => {
    const calls = answers([{ loggedIn: false }]);
    const { unmount } = start();
    await vi.waitFor(() => expect(calls.loggedIn).toBe(1));
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.loggedIn).toBe(1);
  });

  it('ignores a failing rights fetch silently', async () => {
    const calls = answers([signedIn]);
    server.use(http.get('*/api/auth/acpRights', () => HttpResponse.json({ title: 'kaputt' }, { status: 500 })));
    const { client } = start();
    await vi.waitFor(() => expect(calls.loggedIn).toBe(1));
    await vi.waitFor(() => expect(client.getQueryState(['/api/auth/acpRights'])?.status).toBe('error'));
    expect(readStored(acpRightsKey)).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.loggedIn).toBe(1);
  });

  it('clears the reload flag after the first attempt', async () => {
    setReloadFlag();
    const calls = answers([{ loggedIn: false }]);
    start();
    expect(hasReloadFlag()).toBe(true);
    await vi.waitFor(() => expect(calls.loggedIn).toBe(1));
    await vi.waitFor(() => expect(hasReloadFlag()).toBe(false));
  });
});
