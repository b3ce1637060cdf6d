// afterFirstPaint (src/lib/after-first-paint.ts): deferred work waits for the browser's first
// contentful paint and the next painted frame, then for an idle moment; where paints are not
// observable it waits for idle.
import { afterEach, describe, expect, it, vi } from 'vitest';

type PaintListener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports paint entries when the test says so. */
function fakePaintObserver() {
  const listeners: PaintListener[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly listener: PaintListener) {}
    observe() {
      listeners.push(this.listener);
    }
    disconnect() {
      listeners.splice(listeners.indexOf(this.listener), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
  return {
    paint(name: string) {
      for (const l of [...listeners]) l({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    },
  };
}

async function load() {
  vi.resetModules();
  return import('../../src/lib/after-first-paint');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not only for idle time', async () => {
    vi.useFakeTimers();
    const browser = fakePaintObserver();
    const { afterFirstPaint } = await load();
    const callback = vi.fn();
    afterFirstPaint(callback);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(callback).not.toHaveBeenCalled();
    browser.paint('first-paint'); // the background only: not yet
    await vi.advanceTimersByTimeAsync(600);
    expect(callback).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(600);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('does not wait for ever when the page does not paint (a tab opened in the background)', async () => {
    vi.useFakeTimers();
    fakePaintObserver();
    const { afterFirstPaint } = await load();
    const callback = vi.fn();
    afterFirstPaint(callback);
    await vi.advanceTimersByTimeAsync(2_600);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('a cancelled call never runs, before or after the paint', async () => {
    vi.useFakeTimers();
    const browser = fakePaintObserver();
    const { afterFirstPaint } = await load();
    const early = vi.fn();
    afterFirstPaint(early)();
    browser.paint('first-contentful-paint');
    const late = vi.fn();
    const cancelLate = afterFirstPaint(late);
    await Promise.resolve();
    cancelLate();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it("after a paint that came before the app (index.html's frame), waits for the next painted frame", async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{ name: 'first-contentful-paint' } as PerformanceEntry]);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const { afterFirstPaint } = await load();
    const callback = vi.fn();
    afterFirstPaint(callback);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(callback).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]?.(performance.now());
    await vi.advanceTimersByTimeAsync(600);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs when idle where paints cannot be observed', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterFirstPaint } = await load();
    const callback = vi.fn();
    afterFirstPaint(callback);
    await vi.advanceTimersByTimeAsync(600);
    expect(callback).toHaveBeenCalledOnce();
  });
});
