// Toasts and notifications (spec §2, §9): limits, timing and anchors.
import { describe, expect, it } from 'vitest';
import { notifier, toaster } from '../../src/components/feedback/toast-stores';
import { TOAST_ENTER_MS, TOAST_EXIT_MS } from '../../src/components/feedback/toast-timing';

describe('toasters', () => {
  it('toasts: at most 3, auto-hide after 5000 ms, bottom left, exit 195 ms', () => {
    expect(toaster.attrs).toMatchObject({ max: 3, duration: 5000, placement: 'bottom-start', removeDelay: 195 });
  });
  it('notifications: top right, at most 3', () => {
    expect(notifier.attrs).toMatchObject({ max: 3, placement: 'top-end' });
  });
  it('enter and exit transitions take 225 and 195 ms', () => {
    expect([TOAST_ENTER_MS, TOAST_EXIT_MS]).toEqual([225, 195]);
  });
  it('a fourth toast waits in the queue', () => {
    for (let i = 0; i < 4; i++) toaster.create({ title: `Hinweis ${i}` });
    expect(toaster.getVisibleToasts().length).toBeLessThanOrEqual(3);
    toaster.dismiss();
  });
});
