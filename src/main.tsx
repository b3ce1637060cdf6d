// The app, started by the entry (src/boot.ts) once index.html's top-bar frame is painted: render
// at once; in builds with the mock backend, start it meanwhile and hold the
// API requests until it answers (src/api/http-client.ts), so the app's code and the mocks
// load side by side instead of one after the other.
// First: the opened route's chunks and data start loading while the rest is evaluated.
import './app/start-route';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil } from './api/http-client';
import { App } from './app/app';
import { removeBootFrameOnFirstContent } from './app/boot-frame';
import { MockStartError } from './app/mock-start-error';
import { texts } from './app/texts';

// Start-up title (spec §2); each page then sets its own.
document.title = texts.documentTitle;

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing in index.html');
const root = createRoot(container);
removeBootFrameOnFirstContent(container, document.getElementById('boot-frame'));

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

// Who is signed in is asked by the shell's own query, not here ahead of the first render: asked
// here, the answer arrived during that render and the rights and greeting that follow it
// lengthened the start's long tasks (Lighthouse mobile, twice 5 runs: TBT 759 and 604 ms with
// it, 556 and 508 ms without; issue #18).

root.render(
  <StrictMode>
    <App />
  </StrictMode>,
);
