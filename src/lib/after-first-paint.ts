// Work the first paint does not need (the areas' menu groups, toast views, the player bar's
// controls) starts once the browser has shown the first content and is then idle. An idle
// callback alone came too early at times: on a start whose page was already loaded (issue #18:
// the start page is preloaded) the browser was idle between the first render and its paint, and
// the menu's chunks were requested before the first paint, competing with it.

/** How long to wait for a paint at most: a tab opened in the background paints only when shown. */
const PAINT_WAIT_MS = 2_000;

let painted: Promise<void> | undefined;

/** Resolves once the page has had its first contentful paint (at once where that is not observable). */
function firstContentfulPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const observable =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!observable || performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    window.setTimeout(() => {
      observer.disconnect();
      resolve();
    }, PAINT_WAIT_MS);
  });
  return painted;
}

/** Calls `callback` when the browser is idle after the first paint; returns a cancel function. */
export function afterFirstPaint(callback: () => void): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  void firstContentfulPaint().then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 500 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 50);
      cancelIdle = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
