// Work the first paint does not need (the areas' menu groups, toast views, the player bar's
// controls) starts once the browser has shown the first content, then the frame of the render
// that asked (callers ask from effects, after their commit), and is then idle. An idle callback
// alone came too early at times: on a start whose page was already loaded (issue #18: the start
// page is preloaded) the browser was idle between the first render and its paint, and the menu's
// chunks were requested before the first paint, competing with it. The first contentful paint
// alone is no longer enough either: index.html's top-bar frame is painted before the app runs.

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

/** Resolves after the next frame has been painted (a timeout queued in an animation frame runs after it). */
function nextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    // Held here: the callbacks below may run when the global is gone (a test's torn-down window).
    const win = typeof window === 'undefined' ? undefined : window;
    if (typeof win?.requestAnimationFrame !== 'function') {
      resolve();
      return;
    }
    // A tab in the background runs no animation frames: do not wait for ever.
    const fallback = win.setTimeout(resolve, PAINT_WAIT_MS);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** Calls `callback` when the browser is idle after the first paint; returns a cancel function. */
export function afterFirstPaint(callback: () => void): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  void Promise.all([firstContentfulPaint(), nextPaint()]).then(() => {
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
