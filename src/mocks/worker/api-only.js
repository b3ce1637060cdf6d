// Put in front of MSW's worker script (vite.config.ts): only same-origin /api requests go on
// to the mock backend. Everything else (code chunks, the audio file with its Range requests,
// images) is left to the browser, with no round trip through the page's main thread.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) event.stopImmediatePropagation();
});
