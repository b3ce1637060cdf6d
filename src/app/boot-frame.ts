// index.html paints the top bar's frame (#boot-frame) before any script has run (issue #18).
// It stays until the app first puts content on the screen, whatever that is (the shell, a plain
// page, the mock backend's error), and leaves in the same task: a mutation observer's callback
// runs right after React's commit, before the browser paints, so no frame shows both or neither.
// (React's first commit is empty while the router resolves the route: removing the frame then
// would show an empty page in between.)

/** Removes `frame` once `root` has its first element. */
export function removeBootFrameOnFirstContent(root: HTMLElement, frame: Element | null): void {
  if (!frame) return;
  if (root.childElementCount > 0) {
    frame.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.childElementCount === 0) return;
    observer.disconnect();
    frame.remove();
  });
  observer.observe(root, { childList: true });
}
