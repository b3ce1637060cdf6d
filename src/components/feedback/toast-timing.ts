// Toast timing and limits of the specification (§9).
export const TOAST_DURATION_MS = 5000;
export const TOAST_ENTER_MS = 225;
export const TOAST_EXIT_MS = 195;
export const MAX_VISIBLE = 3;
