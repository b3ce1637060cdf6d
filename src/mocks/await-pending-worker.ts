// MSW reloads a page that has a worker registration but no controller: its remedy for a hard
// reload (Shift+F5), whose page the worker will not serve until the next load. A page opened
// while the worker of an earlier page is still installing is in that state too, for a moment,
// and is reloaded again and again until the worker settles (seen: 14 reloads), throwing away
// what the user (or a test) was doing. This waits for the installing worker to settle instead:
// it either takes control of this page (MSW's worker claims every open page when it activates)
// or becomes redundant (MSW's worker unregisters itself when the page that registered it has
// closed), after which MSW registers a new one. An active worker without control is the hard
// reload, left to MSW.

/** How long to wait for the installing worker at most; after that MSW decides as before. */
export const PENDING_WORKER_LIMIT_MS = 10_000;

type Container = Pick<ServiceWorkerContainer, 'controller' | 'getRegistrations' | 'addEventListener' | 'removeEventListener'>;

export async function awaitPendingWorker(
  container: Container | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  limitMs = PENDING_WORKER_LIMIT_MS,
): Promise<void> {
  if (!container || container.controller) return;
  const registrations = await container.getRegistrations();
  const pending = registrations.find((r) => !r.active && (r.installing ?? r.waiting));
  const worker = pending ? (pending.installing ?? pending.waiting) : null;
  if (!worker) return;
  const settled = () => Boolean(container.controller) || worker.state === 'redundant';
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', check);
      worker.removeEventListener('statechange', check);
      resolve();
    };
    const check = () => {
      if (settled()) done();
    };
    const timer = setTimeout(done, limitMs);
    container.addEventListener('controllerchange', check);
    worker.addEventListener('statechange', check);
    check();
  });
}
