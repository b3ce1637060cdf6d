// Entry. index.html has painted the top bar's frame (#boot-frame); the app's code, preloaded by
// index.html alongside, runs only after the browser has shown that frame. Without this wait a
// start whose scripts were at hand (a repeat visit, a fast network) ran them for a second or
// more on a phone before the first paint, and the frame was never seen (issue #18).
const start = () => void import('./main');

if (document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function') {
  // A timeout queued in an animation frame runs after that frame has been painted.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  // A tab opened in the background paints nothing until shown: start at once.
  start();
}
