#!/usr/bin/env node
// npm run mock:server [-- --port 4600] [-- --host 127.0.0.1] [-- --seed 7] [-- --scenario admin]
// The mock backend without the browser: the same handlers as the app (scenarios, overrides,
// stateful store, generated handlers) behind a plain HTTP server, for curl, Postman or a
// game-server developer. The handlers use import.meta.glob, so Vite's SSR loader loads them.
//   POST /__mock/reset   forget all changes (the stateful store starts again from the seed)
//   GET  /__mock         seed, scenario and the list of scenarios
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
}

/** Loads the mock modules through Vite (import.meta.glob, TypeScript) without touching the app's plugins. */
export async function loadMocks() {
  const vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    resolve: { alias: { '@': '/src' } },
    define: {
      'import.meta.env.VITE_MOCKS': JSON.stringify('true'),
      'import.meta.env.MOCK_SEED': JSON.stringify(process.env.MOCK_SEED ?? ''),
    },
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const handlers = await vite.ssrLoadModule('/src/mocks/handlers.ts');
  const scenarios = await vite.ssrLoadModule('/src/mocks/scenarios/index.ts');
  const store = await vite.ssrLoadModule('/src/mocks/store.ts');
  const { getResponse } = await import('msw');
  return { vite, handlers, scenarios, store, getResponse };
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Cookie, Authorization',
};

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res, status, value, type = 'application/json') {
  res.writeHead(status, { ...CORS, 'Content-Type': type });
  res.end(JSON.stringify(value, null, 2));
}

/** Starts the server; resolves to { url, close, seed, scenario }. */
export async function startMockServer({ port = 4600, host = '127.0.0.1', seed, scenario = 'player' } = {}) {
  const mocks = await loadMocks();
  const actualSeed = Number(seed ?? mocks.handlers.DEFAULT_SEED);
  let handlers;
  try {
    handlers = mocks.handlers.createHandlers(actualSeed, scenario);
  } catch (error) {
    await mocks.vite.close();
    throw error;
  }
  const server = createHttpServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      if (url.pathname === '/__mock') {
        sendJson(res, 200, { seed: actualSeed, scenario, scenarios: mocks.scenarios.SCENARIO_NAMES });
        return;
      }
      if (url.pathname === '/__mock/reset' && req.method === 'POST') {
        mocks.store.resetMockStore(actualSeed);
        sendJson(res, 200, { ok: true, message: 'Mock-Daten zurückgesetzt.' });
        return;
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const headers = Object.entries(req.headers).flatMap(([k, v]) =>
        v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => [k, x]),
      );
      const request = new Request(url, { method: req.method, headers, body: body?.length ? body : undefined });
      const response = await mocks.getResponse(handlers, request);
      if (!response) {
        sendJson(
          res,
          404,
          {
            type: '/problems/404',
            title: 'Nicht gefunden',
            status: 404,
            detail: `Kein Mock für ${req.method} ${url.pathname}.`,
          },
          'application/problem+json',
        );
        return;
      }
      if (response.type === 'error') {
        req.socket.destroy(); // the offline scenario: a network error
        return;
      }
      const out = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, { ...CORS, ...Object.fromEntries(response.headers) });
      res.end(out);
    } catch (error) {
      sendJson(
        res,
        500,
        { type: '/problems/500', title: 'Mock-Fehler', status: 500, detail: String(error?.message ?? error) },
        'application/problem+json',
      );
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    seed: actualSeed,
    scenario,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await mocks.vite.close();
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const started = performance.now();
  const options = {
    port: Number(option(args, '--port', process.env.MOCK_PORT ?? 4600)),
    host: option(args, '--host', '127.0.0.1'),
    seed: option(args, '--seed', undefined),
    scenario: option(args, '--scenario', 'player'),
  };
  let running;
  try {
    running = await startMockServer(options);
  } catch (error) {
    console.error(`mock server: ${error.message}`);
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `Mock backend on ${running.url}/api (ready in ${seconds} s)`,
      `  seed ${running.seed} (--seed N or MOCK_SEED), scenario ${running.scenario} (--scenario NAME)`,
      `  try: curl ${running.url}/api/auth/loggedIn`,
      `  reset changes: curl -X POST ${running.url}/__mock/reset`,
    ].join('\n'),
  );
  const stop = () => running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
