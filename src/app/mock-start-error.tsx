// Shown when the mock backend (MSW service worker) cannot start: without it
// every request would fail, so say why instead of rendering a broken app.
// Plain markup on purpose: the theme and providers may be what failed.
import { texts } from './texts';

export function MockStartError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>{texts.mockStartError.title}</h1>
      <p>{texts.mockStartError.body}</p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{detail}</pre>
      <button type="button" onClick={() => window.location.reload()}>
        {texts.mockStartError.reload}
      </button>
    </main>
  );
}
