// The mock start does not let MSW reload a page opened while an earlier page's worker installs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitPendingWorker } from '../../src/mocks/await-pending-worker';

class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

type Reg = { active?: FakeWorker; installing?: FakeWorker; waiting?: FakeWorker };

function fakeContainer(registrations: Reg[], controlled = false) {
  const target = new EventTarget();
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    getRegistrations: () =>
      Promise.resolve(
        registrations.map((r) => ({
          active: null,
          installing: null,
          waiting: null,
          ...r,
        })) as unknown as ServiceWorkerRegistration[],
      ),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    takeControl() {
      container.controller = {} as ServiceWorker;
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
  return container;
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

afterEach(() => vi.useRealTimers());

describe('awaitPendingWorker', () => {
  it('returns at once on a controlled page', async () => {
    vi.useFakeTimers();
    const c = fakeContainer([{ active: new FakeWorker('activated') }], true);
    expect(await settled(awaitPendingWorker(c))).toBe(true);
  });

  it('returns at once without any registration (first visit: MSW registers the worker)', async () => {
    vi.useFakeTimers();
    expect(await settled(awaitPendingWorker(fakeContainer([])))).toBe(true);
  });

  it('returns at once for an active worker without control (a hard reload: MSW reloads)', async () => {
    vi.useFakeTimers();
    const c = fakeContainer([{ active: new FakeWorker('activated') }]);
    expect(await settled(awaitPendingWorker(c))).toBe(true);
  });

  it('waits while a worker installs, until it takes control of the page', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker('installing');
    const c = fakeContainer([{ installing: worker }]);
    const wait = awaitPendingWorker(c);
    expect(await settled(wait)).toBe(false);
    worker.become('activated');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await settled(wait), 'activated, not yet claimed').toBe(false);
    c.takeControl();
    expect(await settled(wait)).toBe(true);
  });

  it('stops waiting when the installing worker becomes redundant (it unregistered itself)', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker('installing');
    const wait = awaitPendingWorker(fakeContainer([{ installing: worker }]));
    expect(await settled(wait)).toBe(false);
    worker.become('installed');
    expect(await settled(wait)).toBe(false);
    worker.become('redundant');
    expect(await settled(wait)).toBe(true);
  });

  it('waits for a waiting worker too, but never longer than its limit', async () => {
    vi.useFakeTimers();
    const wait = awaitPendingWorker(fakeContainer([{ waiting: new FakeWorker('installed') }]), 1_000);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });

  it('waits for an active worker that is still activating, until it claims the page', async () => {
    // The registration counts a worker `active` from `activating` on: MSW would reload here.
    vi.useFakeTimers();
    const worker = new FakeWorker('activating');
    const c = fakeContainer([{ active: worker }]);
    const wait = awaitPendingWorker(c);
    expect(await settled(wait)).toBe(false);
    worker.become('activated');
    expect(await settled(wait), 'activated, not yet claimed').toBe(false);
    c.takeControl();
    expect(await settled(wait)).toBe(true);
  });

  it('looks again after a worker settles: a second one may be on its way', async () => {
    vi.useFakeTimers();
    const first = new FakeWorker('installing');
    const second = new FakeWorker('installing');
    const regs: Reg[] = [{ installing: first }];
    const c = fakeContainer(regs);
    const wait = awaitPendingWorker(c);
    expect(await settled(wait)).toBe(false);
    regs.push({ installing: second });
    first.become('redundant');
    expect(await settled(wait), 'the second still installs').toBe(false);
    second.become('redundant');
    expect(await settled(wait)).toBe(true);
  });

  it('does nothing where service workers do not exist', async () => {
    await expect(awaitPendingWorker(undefined)).resolves.toBeUndefined();
  });
});
