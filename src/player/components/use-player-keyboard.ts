// Page-wide shortcuts: space play/pause, left/right arrows seek, m mute.
// They stay out of the way of text fields and of controls that use these keys themselves.
import { useEffect } from 'react';
import type { PlayerEngine } from '../engine/player-engine';

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'time']);

export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type) || target.type === '';
  return target.closest('[role="textbox"], [role="searchbox"], [role="combobox"]') !== null;
}

/** Elements whose own behaviour uses space or the arrow keys. */
function usesKeysItself(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.closest(
      'button, a[href], input, summary, [role="button"], [role="slider"], [role="link"], [role="checkbox"], ' +
        '[role="switch"], [role="menu"], [role="menubar"], [role="listbox"], [role="tablist"], [role="radiogroup"], ' +
        '[role="tree"], [role="grid"]',
    ) !== null
  );
}

export function usePlayerKeyboard(engine: PlayerEngine, rewindStep: number, forwardStep: number): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
      if (event.repeat && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const ownKeys = usesKeysItself(event.target);
      if (event.key === 'm' || event.key === 'M') engine.toggleMute();
      else if (ownKeys) return;
      else if (event.key === ' ') engine.togglePlay();
      else if (event.key === 'ArrowLeft') engine.seekBy(-rewindStep);
      else if (event.key === 'ArrowRight') engine.seekBy(forwardStep);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [engine, rewindStep, forwardStep]);
}
