// Entry: start the mock backend when this build has one, then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { MockStartError } from './app/mock-start-error';

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing in index.html');
const root = createRoot(container);

async function startMocks(): Promise<void> {
  // Statically false in production builds, so the import and MSW drop out of the bundle.
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
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
