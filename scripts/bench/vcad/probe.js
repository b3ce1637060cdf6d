/* global window, document, XMLHttpRequest, requestAnimationFrame */
// Injected into the page before the app loads (Playwright addInitScript) by scripts/bench/vcad.mjs.
// Times every board update the app applies, without the mock backend that answers in the same
// page: from the moment the board's answer arrives (the XHR's load event, after the mock's work)
//   js    = until React's last commit for it (axios' JSON, the merge, react-query, render, commit),
//   frame = the next frame's own work (requestAnimationFrame until a task posted from it runs:
//           style, layout, paint),
// so `js + frame` is the update's main-thread work without the wait for the frame in between.
// A minimal React DevTools hook gives the commits and which table rows rendered in them
// (a memoised row that bailed out did not render). Long tasks are recorded while `recording`.
(() => {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1;
  const HOST_COMPONENT = 5;
  const BOARD = /\/api\/vcad\/departments\/\d+\/board(\?|$)/;
  const bench = {
    recording: false,
    longTasks: [],
    updates: [],
    notModified: 0,
    failed: 0,
    pending: null,
    /** Renders per component name over the recorded updates (minified names where the build has no others). */
    names: {},
  };
  window.__vcadBench = bench;

  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (bench.recording) bench.longTasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: false });

  const finish = (m) => {
    if (bench.pending !== m) return;
    bench.pending = null;
    if (!bench.recording) return;
    // The window in the trace too: the bench sums the main thread's CPU time within it.
    performance.measure('vcad-update', { start: m.t0, end: m.frameEnd });
    // The trace has it now; the page's own list of measures would grow with every update.
    performance.clearMeasures('vcad-update');
    bench.updates.push({
      js: m.commits ? m.lastCommit - m.t0 : 0,
      frame: m.frameEnd - m.frameStart,
      wall: m.frameEnd - m.t0,
      commits: m.commits,
      unitRows: m.unitRows.size,
      callRows: m.callRows.size,
      components: m.components,
    });
  };
  const afterFrame = (m) => {
    m.frameStart = 0;
    requestAnimationFrame(() => {
      m.frameStart = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        m.frameEnd = performance.now();
        finish(m);
      };
      channel.port2.postMessage(0);
    });
  };

  const onBoard = (status) => {
    if (status === 304) {
      bench.notModified += 1;
      return;
    }
    if (status !== 200) {
      bench.failed += 1;
      return;
    }
    const m = {
      t0: performance.now(),
      commits: 0,
      lastCommit: 0,
      unitRows: new Set(),
      callRows: new Set(),
      components: 0,
      frameStart: 0,
      frameEnd: 0,
    };
    bench.pending = m;
    // An answer that changes nothing on screen commits nothing: its cost is the frame after it.
    window.setTimeout(() => {
      if (bench.pending === m && m.commits === 0) afterFrame(m);
    }, 200);
  };

  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__vcadBoard = BOARD.test(String(url));
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (...args) {
    // Added before axios' own listeners run (it uses onloadend, which fires after load).
    if (this.__vcadBoard) this.addEventListener('load', () => onBoard(this.status), { once: true });
    return send.apply(this, args);
  };

  const firstHostIn = (fiber) => {
    if (fiber.tag === HOST_COMPONENT) return fiber.stateNode;
    for (let c = fiber.child; c; c = c.sibling) {
      const found = firstHostIn(c);
      if (found) return found;
    }
    return null;
  };
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type) return '(anonymous)';
    return (
      type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.name || '(anonymous)'
    );
  };
  const collect = (fiber, out) => {
    const prev = fiber.alternate;
    if (!prev) {
      out.push(fiber); // newly mounted
      return;
    }
    if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK) out.push(fiber);
    if (fiber.child !== prev.child) for (let c = fiber.child; c; c = c.sibling) collect(c, out);
  };

  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      const m = bench.pending;
      if (!m || m.frameStart) return;
      m.commits += 1;
      m.lastCommit = performance.now();
      const rendered = [];
      collect(root.current, rendered);
      for (const fiber of rendered) {
        const node = firstHostIn(fiber);
        const row = node?.closest?.('[data-unit], [data-call]');
        if (row?.dataset.unit) m.unitRows.add(row.dataset.unit);
        else if (row?.dataset.call) m.callRows.add(row.dataset.call);
        m.components += 1;
        if (bench.recording) {
          const where =
            node?.dataset?.testid ?? node?.getAttribute?.('aria-label') ?? node?.tagName?.toLowerCase() ?? '';
          const name = `${nameOf(fiber)} (${where})`;
          bench.names[name] = (bench.names[name] ?? 0) + 1;
        }
      }
      if (m.commits === 1) afterFrame(m);
    },
  };
  // Exposed for the scroll-and-focus check.
  bench.scroller = (from) => {
    for (let el = from?.parentElement; el; el = el.parentElement) {
      const style = window.getComputedStyle(el);
      if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight) return el;
    }
    return document.scrollingElement;
  };
})();
