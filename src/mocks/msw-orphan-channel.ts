// MSW 3.0.5's `msw/browser` builds a default ServiceWorkerSource when it is imported
// (`defaultNetworkOptions`) that is never started: its channel's `message` listener on
// navigator.serviceWorker awaits a worker promise that never settles, so every message the
// worker sends (each request, each response with its body, the keep-alives) stays in memory
// with its suspended handler for the life of the page: about 0.3 MiB a minute on the vcad
// board (issue #26's hour of updates). Imported just before `msw/browser`, this notes the
// `message` listeners added while it is evaluated; dropOrphanChannel() removes them before
// the real worker source (created by worker.start()) adds its own.
type Listener = EventListenerOrEventListenerObject;

const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
const orphans: Listener[] = [];
const add = container?.addEventListener;
if (container && add) {
  container.addEventListener = function (
    this: ServiceWorkerContainer,
    type: string,
    listener: Listener | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type === 'message' && listener) orphans.push(listener);
    return listener ? add.call(this, type, listener, options) : undefined;
  } as ServiceWorkerContainer['addEventListener'];
}

/** Stops noting listeners and removes those `msw/browser` added on import. */
export function dropOrphanChannel(): number {
  if (!container || !add) return 0;
  container.addEventListener = add;
  for (const listener of orphans) container.removeEventListener('message', listener);
  const dropped = orphans.length;
  orphans.length = 0;
  return dropped;
}
