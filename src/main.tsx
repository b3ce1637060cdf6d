// Entry: render at once; in builds with the mock backend, start it meanwhile and hold the
// API requests until it answers (src/api/http-client.ts), so the app's code and the mocks
// load side by side instead of one after the other.
// First: the opened route's chunks and data start loading while the rest is evaluated.
import './app/start-route';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getGetLoggedInQueryOptions } from './api/generated/start/session';
import { holdRequestsUntil } from './api/http-client';
import { App } from './app/app';
import { MockStartError } from './app/mock-start-error';
import { queryClient } from './app/query-client';
import { texts } from './app/texts';

// Start-up title (spec §2); each page then sets its own.
document.title = texts.documentTitle;

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing in index.html');
const root = createRoot(container);

// Statically false in production builds, so the import and MSW drop out of the bundle.
if (import.meta.env.VITE_MOCKS === 'true') {
  const started = import('./mocks/browser').then((m) => m.startMockWorker());
  holdRequestsUntil(started);
  started.then(
    // The scenario panel of mock builds (src/mocks/ui); a failure must not stop the app.
    () => void import('./mocks/ui/mount').then((m) => m.mountScenarioPanel()).catch(() => undefined),
    // Without the mock backend every request would fail: say why instead.
    (error: unknown) => root.render(<MockStartError error={error} />),
  );
}

// Every page asks who is signed in (the top bar's greeting, the rights, the login polling):
// asked here, the answer travels while the first render runs, not after it (issue #18). In
// builds with the mock backend the request waits for the mocks like any other (above).
void queryClient.prefetchQuery(getGetLoggedInQueryOptions());

root.render(
  <StrictMode>
    <App />
  </StrictMode>,
);
