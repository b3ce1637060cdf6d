// Status by keyboard: the number keys send a status code, as on a radio's status panel. Only
// when no text field, select or editable element has the focus and no modifier is held, so
// typing a number into a form never changes a status.
import { useEffect, useRef } from 'react';

const TYPING = /^(input|textarea|select)$/i;

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return TYPING.test(target.tagName) || target.isContentEditable;
}

/** Calls `onCode` with the pressed digit when it is one of `codes`; off while `enabled` is false. */
export function useStatusKeys(codes: readonly string[], onCode: (code: string) => void, enabled: boolean) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  const list = codes.join(' ');
  useEffect(() => {
    if (!enabled) return undefined;
    const known = new Set(list.split(' '));
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || !known.has(event.key)) return;
      event.preventDefault();
      latest.current(event.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [list, enabled]);
}
