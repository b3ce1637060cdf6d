// Every vitest file: jest-dom matchers, MSW on the generated handlers with
// unhandled requests as errors, and a clean slate between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { removeAllToasts } from '../../src/components/feedback/toaster';
import { server } from '../../src/mocks/node';
import { resetMockStore } from '../../src/mocks/store';

// jsdom lacks these; Chakra and media queries ask for them. Width queries are answered for
// jsdom's window (1024 px wide: Chakra's lg and up), so screens render their wide layout, as
// the shell does in a desktop browser (the side menu, the top bar's search: src/shell/layout);
// every other query does not match.
const widthQuery = /\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/;
function matchesWidth(query: string): boolean {
  const m = widthQuery.exec(query);
  if (!m) return false;
  const px = Number(m[2]) * (m[3] === 'px' ? 1 : 16);
  return m[1] === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Lazy route chunks are transformed on first import; on a busy 2-core machine that can
// take seconds (14 s seen for an area's first render while other suites shared the cores).
// Waiting longer costs nothing when the UI is right; testTimeout (vitest.config.ts) stays above it.
// A fresh clone beside four other suites (load 12–14) saw single waits of 21–24 s (team invite, vcom hire).
configure({ asyncUtilTimeout: 30_000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockStore();
  localStorage.clear();
  // The toast stores live as long as the file: toasts of one test would fill the three places
  // (max 3) of the next, whose toast then waits for timers of views that unmounted with it.
  // Only stores that were loaded are cleared: loading Chakra's toaster here costs seconds.
  removeAllToasts();
});
afterAll(() => server.close());
