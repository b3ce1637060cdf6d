/* global window */
// Injected into the page before React loads (Playwright addInitScript): a minimal
// React DevTools hook that counts commits and which component fibers rendered in
// each, split into inside and outside the player bar ([data-player-bar]).
// Rendered = PerformedWork flag on a component fiber reached through changed child
// pointers (the test React DevTools itself uses).
(() => {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1;
  const HOST_COMPONENT = 5;
  const stats = { recording: false, commits: 0, commitsOutside: 0, commitsInside: 0, outsideComponents: {} };
  window.__playerBench = stats;

  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type) return '(anonymous)';
    return (
      type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.name || '(anonymous)'
    );
  };
  // The first DOM element the fiber renders (depth-first in its subtree), else its nearest DOM parent.
  const firstHostIn = (fiber) => {
    if (fiber.tag === HOST_COMPONENT) return fiber.stateNode;
    for (let c = fiber.child; c; c = c.sibling) {
      const found = firstHostIn(c);
      if (found) return found;
    }
    return null;
  };
  // A fiber that renders no DOM of its own (e.g. Emotion's <Insertion>, which returns null next to
  // the styled element) belongs where its parent component's DOM is.
  const hostNodeOf = (fiber) => {
    for (let f = fiber; f; f = f.return) {
      const own = firstHostIn(f);
      if (own) return own;
    }
    return null;
  };
  const insideBar = (fiber) => {
    const node = hostNodeOf(fiber);
    return Boolean(node && node.closest && node.closest('[data-player-bar]'));
  };
  const collect = (fiber, out) => {
    const prev = fiber.alternate;
    if (!prev) {
      out.push(fiber); // newly mounted subtree
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
      if (!stats.recording) return;
      stats.commits += 1;
      const rendered = [];
      collect(root.current, rendered);
      const outside = rendered.filter((fiber) => !insideBar(fiber));
      if (outside.length > 0) stats.commitsOutside += 1;
      else if (rendered.length > 0) stats.commitsInside += 1;
      for (const fiber of outside) {
        const node = hostNodeOf(fiber);
        const label =
          node?.getAttribute?.('aria-label') || node?.getAttribute?.('data-testid') || node?.className || '';
        const where = node
          ? `${node.tagName.toLowerCase()}${label ? ` "${String(label).slice(0, 40)}"` : ''}`
          : 'no DOM';
        const name = `${nameOf(fiber)} (${where})`;
        stats.outsideComponents[name] = (stats.outsideComponents[name] ?? 0) + 1;
      }
    },
  };
})();
