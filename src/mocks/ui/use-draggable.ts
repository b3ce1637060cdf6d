// Moving the panel's chip with the pointer or the arrow keys; the place is kept for the
// session. A press that does not move is a click (opens the panel), a drag is not.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface Place {
  /** Distance from the viewport's right edge, px. */
  right: number;
  /** Distance from the viewport's bottom edge, px. */
  bottom: number;
}

const STORAGE_KEY = 'portal.mockPanelPlace';
const DRAG_THRESHOLD = 4;
const KEY_STEP = 16;

function readPlace(): Place | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Place> | null;
    return typeof value?.right === 'number' && typeof value.bottom === 'number'
      ? { right: value.right, bottom: value.bottom }
      : null;
  } catch {
    return null;
  }
}

function keepPlace(place: Place): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(place));
  } catch {
    // kept for this page only
  }
}

/** Keeps at least a corner of a `size`-sized element inside the viewport. */
function clamp(place: Place, width: number, height: number): Place {
  const maxRight = Math.max(0, window.innerWidth - width);
  const maxBottom = Math.max(0, window.innerHeight - height);
  return {
    right: Math.round(Math.min(maxRight, Math.max(0, place.right))),
    bottom: Math.round(Math.min(maxBottom, Math.max(0, place.bottom))),
  };
}

export function useDraggable() {
  const [place, setPlace] = useState<Place | null>(readPlace);
  const drag = useRef<{ x: number; y: number; start: Place; moved: boolean } | null>(null);
  const justDragged = useRef(false);

  const startFrom = (el: HTMLElement): Place => {
    const rect = el.getBoundingClientRect();
    return { right: window.innerWidth - rect.right, bottom: window.innerHeight - rect.bottom };
  };
  const move = (el: HTMLElement, next: Place) => {
    const rect = el.getBoundingClientRect();
    const clamped = clamp(next, rect.width, rect.height);
    setPlace(clamped);
    keepPlace(clamped);
  };

  return {
    /** null: the default place (CSS). */
    place,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        // Captured at once: a quick drag leaves the small chip before the first move event.
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag.current = { x: event.clientX, y: event.clientY, start: startFrom(event.currentTarget), moved: false };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const d = drag.current;
        if (!d) return;
        const dx = event.clientX - d.x;
        const dy = event.clientY - d.y;
        if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        d.moved = true;
        move(event.currentTarget, { right: d.start.right - dx, bottom: d.start.bottom - dy });
      },
      onPointerUp() {
        justDragged.current = drag.current?.moved ?? false;
        drag.current = null;
      },
      onPointerCancel() {
        drag.current = null;
      },
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        const delta: Record<string, [number, number]> = {
          ArrowLeft: [KEY_STEP, 0],
          ArrowRight: [-KEY_STEP, 0],
          ArrowUp: [0, KEY_STEP],
          ArrowDown: [0, -KEY_STEP],
        };
        const step = delta[event.key];
        if (!step) return;
        event.preventDefault();
        const from = startFrom(event.currentTarget);
        move(event.currentTarget, { right: from.right + step[0], bottom: from.bottom + step[1] });
      },
    },
    /** True once after a drag ended: the click that follows it is not a click. */
    consumeDrag(): boolean {
      const was = justDragged.current;
      justDragged.current = false;
      return was;
    },
  };
}
