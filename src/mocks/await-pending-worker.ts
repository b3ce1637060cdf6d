// MSW reloads a page that has a worker registration but no controller: its remedy for a hard
// reload (Shift+F5), whose page the worker will not serve until the next load. A page opened
// while the worker of an earlier page is still installing or activating is in that state too,
// for a moment, and is reloaded again and again until the worker settles (seen: 14 reloads),
// throwing away what the user (or a test) was doing. This waits until no worker is on its way:
// one takes control of this page (MSW's worker claims every open page when it activates) or
// becomes redundant (MSW's worker unregisters itself when the page that registered it has
// closed), and then looks again, since a registration can hold a second worker meanwhile. An
// activated worker without control, found before any waiting, is the hard reload, left to MSW.
// (Waiting only for `installing`/`waiting` missed a worker still `activating`: its registration
// already counts it `active`, and MSW reloaded the page: the storage sweep failed that way.)

/** How long to wait for the installing worker at most; after that MSW decides as before. */
export const PENDING_WORKER_LIMIT_MS = 10_000;

type Container = Pick<
  ServiceWorkerContainer,
  'controller' | 'getRegistrations' | 'addEventListener' | 'removeEventListener'
>;

const PENDING: readonly ServiceWorkerState[] = ['installing', 'installed', 'activating'];

/** Resolves on the container's controllerchange, a worker's statechange, or after `ms`; false on the timeout. */
function nextChange(container: Container, workers: readonly ServiceWorker[], ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (changed: boolean) => () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', onChange);
      for (const w of workers) w.removeEventListener('statechange', onChange);
      resolve(changed);
    };
    const onChange = done(true);
    const timer = setTimeout(done(false), ms);
    container.addEventListener('controllerchange', onChange);
    for (const w of workers) w.addEventListener('statechange', onChange);
  });
}

export async function awaitPendingWorker(
  container: Container | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  limitMs = PENDING_WORKER_LIMIT_MS,
): Promise<void> {
  if (!container) return;
  const deadline = Date.now() + limitMs;
  // A worker seen activating or installing here that then activated: its claim of this page follows.
  let claimDue = false;
  for (;;) {
    if (container.controller) return;
    const workers = (await container.getRegistrations())
      .flatMap((r) => [r.installing, r.waiting, r.active])
      .filter((w): w is ServiceWorker => w !== null && w !== undefined);
    const pending = workers.filter((w) => PENDING.includes(w.state));
    if (pending.length === 0 && !claimDue) return;
    const remaining = deadline - Date.now();
    if (remaining <= 0 || !(await nextChange(container, pending, remaining))) return;
    if (pending.some((w) => w.state === 'activated')) claimDue = true;
  }
}
