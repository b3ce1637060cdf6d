// Toast timing and limits of the specification (§9).
export const TOAST_DURATION_MS = 5000;
export const TOAST_ENTER_MS = 225;
export const TOAST_EXIT_MS = 195;
export const MAX_VISIBLE = 3;

/**
 * Toasts sit above the fixed player bar (its height is the theme's --player-bar-height),
 * never on its cover and title; the other edges keep Chakra's default 1rem.
 */
export const TOAST_OFFSETS = {
  top: '1rem',
  right: '1rem',
  left: '1rem',
  bottom: 'calc(var(--player-bar-height, 88px) + 1rem)',
};
