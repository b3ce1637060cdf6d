// One config for every mode:
//   npm start                      dev server, mocks on (MSW in the browser)
//   PORTAL_API_URL=... npm start   dev server, mocks off, /api proxied to that backend
//   npm run build                  production build, no mock code at all
//   npm run build:mock             production-like build with the mocks, for test environments
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { prebuiltThemeCss } from './scripts/vite/prebuilt-theme-css.mjs';

const require = createRequire(import.meta.url);

/**
 * Serves (dev) or emits (mock build) MSW's worker script from the installed msw, so it always
 * matches, behind a listener that lets every request but /api pass by (src/mocks/worker).
 */
function mockServiceWorker(enabled: boolean): Plugin {
  const source = () =>
    [
      readFileSync(path.resolve('src/mocks/worker/api-only.js'), 'utf8'),
      readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
    ].join('\n');
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

const CONTRACT_MODULE = 'virtual:portal-contract';

/**
 * /api-docs: the contract as a browsable reference (src/mocks/api-docs), in dev and mock builds only.
 * The contract is bundled as JSON at build time, so the page loads nothing from other hosts.
 */
function apiDocs(enabled: boolean): Plugin {
  return {
    name: 'portal-api-docs',
    resolveId(id) {
      return id === CONTRACT_MODULE ? `\0${CONTRACT_MODULE}` : undefined;
    },
    async load(id) {
      if (id !== `\0${CONTRACT_MODULE}`) return undefined;
      const { loadContract } = await import('./scripts/contract/load.mjs');
      this.addWatchFile(path.resolve('openapi/portal.yaml'));
      return `export default ${JSON.stringify(await loadContract())};`;
    },
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((req, res, next) => {
        if (!/^\/api-docs\/?(\?.*)?$/.test(req.url ?? '')) return next();
        const html = readFileSync(path.resolve('api-docs/index.html'), 'utf8');
        server
          .transformIndexHtml('/api-docs/index.html', html)
          .then((out) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(out);
          })
          .catch(next);
      });
    },
  };
}

/**
 * `<link rel="modulepreload">` in index.html for the start page's chunk (`/`: the dashboard) and
 * the chunks it imports. Without them the browser learns of these only when the entry has run
 * and the router asks for the page: a round of requests after the vendor chunk has arrived and
 * run, before the first paint (bench:waterfall at 4× CPU: requested at 1.3 s, the entry's own
 * chunks at 0.2 s; Lighthouse's mobile run simulates that round on slow 4G, issue #18). A deep
 * link to another page loads these few KB alongside and has them when the player goes to `/`.
 */
function startPagePreload(pageModule: string): Plugin {
  return {
    name: 'portal-start-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ctx.chunk || ctx.path !== '/index.html') return undefined;
        const page = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.moduleIds.includes(path.resolve(pageModule)),
        );
        if (!page || page.type !== 'chunk') return undefined;
        // The entry's own imports are preloaded by Vite already.
        const known = new Set([ctx.chunk.fileName, ...ctx.chunk.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (known.has(fileName)) return;
          known.add(fileName);
          files.push(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        ctx.chunk.dynamicImports.forEach(visit);
        visit(page.fileName);
        // Largest first, the entry last: the first request takes the connection the document
        // came on, already warm, and on HTTP/1.1 (six connections, each starting slow) the
        // vendor chunk is the one that gains from it; the entry's 1 KB needs no warm connection.
        const links = [...html.matchAll(/[ \t]*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>\n?/g)];
        const entryTag = /[ \t]*<script type="module"[^>]*><\/script>\n?/.exec(html);
        if (!entryTag) return undefined;
        const size = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? chunk.code.length : 0;
        };
        const preloads = [...new Set([...links.map((l) => l[1] ?? ''), ...files])].sort((a, b) => size(b) - size(a));
        let out = html.replace(entryTag[0], '');
        for (const l of links) out = out.replace(l[0], '');
        const tags = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return out.replace(/\s*<\/head>/, `\n    ${[...tags, entryTag[0].trim()].join('\n    ')}\n  </head>`);
      },
    },
  };
}

// What the first paint of any page needs from node_modules goes into one vendor chunk.
// Left to itself the bundler cuts these into ~35 tiny shared chunks (each page is a
// dynamic entry), and the start waits on that many requests. Libraries only some pages
// use (state machines of combobox, menu, dialog, toast views, howler) stay with them.
// The lists are exact on purpose: a pattern that also matches what only feature pages
// use (mutations, infinite lists, parallel queries, the navigation blocker, their icons) would put that
// into every start (TanStack Virtual: only long lists use it, ~10 KB gzip). `npm run
// bench:features` shows what the feature areas add.
const STARTUP_LIBS =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|axios|@pandacss|proxy-compare|stylis|use-sync-external-store|@zag-js[\\/](core|react|dom-query|utils|types|anatomy|i18n-utils|store))[\\/]/;
const PAGE_ONLY =
  /node_modules[\\/](@tanstack[\\/](react-virtual|virtual-core)[\\/]|@tanstack[\\/](query-core|react-query)[\\/].*([iI]nfinite|[mM]utationObserver|useMutation|useIsMutating|useMutationState|[qQ]ueriesObserver|useQueries)|@tanstack[\\/]react-router[\\/].*useBlocker|@zag-js[\\/]dom-query[\\/].*(press|form|typeahead|searchable|resize-observer|mutation-observer)|@zag-js[\\/]utils[\\/].*(timers|equal))/;
// The icon runtime and the icons of the shell (menu, top bar, player bar). The areas' icons
// are not here: their menu groups load after the first paint (src/app/areas.ts).
const STARTUP_ICONS =
  /lucide-react[\\/]dist[\\/]esm[\\/]((?!icons[\\/]).*|icons[\\/](audio-lines|eighth-note|house|list-music|menu|panel-left-close|panel-left-open|pause|play|repeat|rotate-ccw|rotate-cw|search|settings|user-round|volume-1|volume-2|volume-x|chevron-down)\.mjs)$/;
const STARTUP_CHAKRA =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|preset|theme|core|utils|merge-props|create-context|hooks|styled|components[\\/](box|button|icon|stack|text|heading|image|input|kbd|group|spinner|card|badge|separator|center|flex|visually-hidden|portal|close-button|client-only|for|show|skeleton|spacer|container)[\\/])/;
const startupVendor = (id: string) =>
  (STARTUP_LIBS.test(id) && !PAGE_ONLY.test(id)) || STARTUP_ICONS.test(id) || STARTUP_CHAKRA.test(id);

// The app's own modules that every start runs (main.tsx and what it imports statically) go
// into one `start` chunk. Left to itself the bundler cuts out each module that a lazy page
// shares with the start (auth, storage, permissions, …: 13 chunks of 0.1–0.8 KB), so the
// start made 13 more requests, and adding or removing an area moved modules in and out of
// chunks (bench:features then measured the chunking, not the area).
type ModuleInfoLike = { importedIds: readonly string[] } | null;

/**
 * A chunk group's test: `entry` and the app's own modules (not node_modules: the libraries'
 * barrels would pull in every component) that it imports statically, directly or not. The
 * module graph is walked once, on the first question.
 */
function appModulesReachableFrom(entry: string) {
  let reachable: Set<string> | undefined;
  return (id: string, getModuleInfo: (id: string) => ModuleInfoLike): boolean => {
    if (!reachable) {
      reachable = new Set();
      const stack = [entry];
      for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if (reachable.has(next)) continue;
        reachable.add(next);
        stack.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    // Not the bundler's own virtual modules (\0…: the dynamic-import preload helper), which the
    // entry needs before anything of the app runs (src/boot.ts).
    return reachable.has(id) && !id.startsWith('\0') && !id.includes('node_modules');
  };
}

// The app modules the start page (`/`) imports beyond the start chunk, and the page itself, go
// into one `start-page` chunk that index.html preloads (startPagePreload). Left to itself the
// bundler made 13 chunks of ~1 KB of them, and on a slow network (Lighthouse's mobile run:
// HTTP/1.1, six connections per host) they queued behind the entry's own requests even when
// preloaded. bench:features enters this chunk under the page's name (it reads START_PAGE from
// here). Other pages that share one of these modules load this chunk too: a few KB, cached
// after `/`.
const START_PAGE = 'src/features/dashboard/dashboard-page.tsx';

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const backend = env.PORTAL_API_URL;
  const mocks = mode === 'mock' || (command === 'serve' && mode !== 'production' && !backend);
  const isStartModule = appModulesReachableFrom(path.resolve('src/main.tsx'));
  const isStartPageModule = appModulesReachableFrom(path.resolve(START_PAGE));
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Route components are already lazy (src/app/lazy-page.ts: retried, cache-busting
        // imports), so the plugin splits everything else but not `component` (no double hop).
        codeSplittingOptions: {
          defaultBehavior: [['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/app/route-tree.gen.ts',
        quoteStyle: 'single',
      }),
      react(),
      mockServiceWorker(mocks),
      apiDocs(command === 'serve' || mocks),
      startPagePreload(START_PAGE),
      // Chakra's global CSS built at build time, not at every start (see the plugin).
      prebuiltThemeCss(path.resolve('src/theme/system.ts')),
    ],
    resolve: { alias: { '@': '/src' } },
    define: {
      'import.meta.env.VITE_MOCKS': JSON.stringify(mocks ? 'true' : 'false'),
      'import.meta.env.MOCK_SEED': JSON.stringify(mocks ? (env.MOCK_SEED ?? '') : ''),
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
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // The mock build also emits /api-docs/ (the contract reference); production has only the app.
      rolldownOptions: {
        ...(mode === 'mock' ? { input: { main: 'index.html', apiDocs: 'api-docs/index.html' } } : {}),
        output: {
          codeSplitting: {
            groups: [
              { name: 'vendor', test: startupVendor },
              // Vite's helper for dynamic imports, which src/boot.ts needs before the app's code runs:
              // left to itself the bundler put it into the `start` chunk, and the entry then
              // imported (and so ran) the whole start before the first paint.
              { name: 'preload-helper', test: /^\0vite\/preload-helper/ },
              {
                name: (id, ctx) => (isStartModule(id, (m) => ctx.getModuleInfo(m)) ? 'start' : null),
                debugName: 'start',
              },
              {
                name: (id, ctx) => (isStartPageModule(id, (m) => ctx.getModuleInfo(m)) ? 'start-page' : null),
                debugName: 'start-page',
              },
            ],
          },
        },
        // Chakra's index builds `defaultSystem = createSystem(defaultConfig)` at load, which the
        // app never uses (it builds its own system): ~50 ms of the start on a fast machine
        // (bench:waterfall). Marked pure, the unused call goes; the app's own call stays.
        treeshake: { manualPureFunctions: ['createSystem'] },
      },
    },
  };
});
