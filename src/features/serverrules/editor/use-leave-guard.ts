// While there are unsaved changes: leaving the page (link, back, another ruleset)
// asks first, and closing or reloading the tab triggers the browser's warning.
import { useBlocker } from '@tanstack/react-router';
import { editorTexts as t } from '../texts';

export function useLeaveGuard(dirty: boolean): void {
  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(t.leaveConfirm),
    enableBeforeUnload: () => dirty,
  });
}
