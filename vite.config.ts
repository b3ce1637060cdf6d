// One config for every mode:
//   npm start                      dev server, mocks on (MSW in the browser)
//   PORTAL_API_URL=... npm start   dev server, mocks off, /api proxied to that backend
//   npm run build                  production build, no mock code at all
//   npm run build:mock             production-like build with the mocks, for test environments
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Serves (dev) or emits (mock build) MSW's worker script from the installed msw, so it always matches. */
function mockServiceWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'portal-mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: source() });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const backend = env.PORTAL_API_URL;
  const mocks = mode === 'mock' || (command === 'serve' && mode !== 'production' && !backend);
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/app/route-tree.gen.ts',
        quoteStyle: 'single',
      }),
      react(),
      mockServiceWorker(mocks),
    ],
    resolve: { alias: { '@': '/src' } },
    define: {
      'import.meta.env.VITE_MOCKS': JSON.stringify(mocks ? 'true' : 'false'),
    },
    server: {
      port: 5173,
      strictPort: true,
      host: '127.0.0.1',
      proxy: backend
        ? { '/api': { target: backend, changeOrigin: true, cookieDomainRewrite: '', secure: false } }
        : undefined,
    },
    preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  };
});
