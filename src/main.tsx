// Entry: start the mock backend when this build has one, then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { MockStartError } from './app/mock-start-error';
import { texts } from './app/texts';

// Start-up title (spec §2); each page then sets its own.
document.title = texts.documentTitle;

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing in index.html');
const root = createRoot(container);

async function startMocks(): Promise<void> {
  // Statically false in production builds, so the import and MSW drop out of the bundle.
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
  // The scenario panel of mock builds (src/mocks/ui); a failure must not stop the app.
  void import('./mocks/ui/mount').then((m) => m.mountScenarioPanel()).catch(() => undefined);
}

startMocks().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: unknown) => root.render(<MockStartError error={error} />),
);
