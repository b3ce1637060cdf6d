// A small static server for built apps (preview, browser tests, benchmarks):
// SPA fallback to index.html, long caching for hashed assets, and the security
// headers a real web server should send (see README).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
  '.yaml': 'text/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text types a web server compresses; media keeps byte ranges instead. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.yaml', '.txt']);
/** Compressed bodies by file, path + mtime: each file is compressed once per build. */
const gzipped = new Map();

function gzipOf(file) {
  const key = `${file} ${statSync(file).mtimeMs}`;
  let body = gzipped.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file), { level: 6 });
    gzipped.set(key, body);
  }
  return body;
}

export const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' 'sha256-sb1X1NmPig5Pt4g0W58wriZJUszCAulupD5+LfPgLug='; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; require-trusted-types-for 'script'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * One range of a `Range: bytes=…` header (the only kind media elements send), or null for a
 * whole-file answer, or 'invalid' when it lies outside the file (answered 416).
 * @returns {{ start: number, end: number } | null | 'invalid'}
 */
export function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start;
  let end;
  if (match[1] === '') {
    // "bytes=-500": the last 500 bytes
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/**
 * @param {{ dir: string, port?: number, host?: string, headers?: Record<string, string>, onRequest?: (req: import('node:http').IncomingMessage) => boolean | void }} options
 * onRequest may answer the request itself and return true (used by tests to fail chunk loads).
 */
export function serveStatic({ dir, port = 0, host = '127.0.0.1', headers = SECURITY_HEADERS, onRequest }) {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    if (onRequest?.(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      // A static server has no backend: answer like one that is not there, never with index.html.
      res.writeHead(503, { ...headers, 'Content-Type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'about:blank', title: 'Kein Backend angebunden', status: 503 }));
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    // A folder with an index.html is a page of its own (dist-mock/api-docs/).
    if (existsSync(file) && statSync(file).isDirectory() && existsSync(path.join(file, 'index.html'))) {
      file = path.join(file, 'index.html');
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      // Unknown asset paths are 404s; everything else is a client route.
      if (/\.[a-z0-9]+$/i.test(url.pathname)) {
        res.writeHead(404, headers).end('Not found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    const hashed = /\/assets\//.test(file);
    const size = statSync(file).size;
    const common = {
      ...headers,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      // Media elements seek by asking for byte ranges; without them the audio cannot be sought.
      'Accept-Ranges': 'bytes',
    };
    const range = byteRange(req.headers.range, size);
    if (range === 'invalid') {
      res.writeHead(416, { ...common, 'Content-Range': `bytes */${size}` }).end();
      return;
    }
    if (range) {
      res.writeHead(206, {
        ...common,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': range.end - range.start + 1,
      });
      createReadStream(file, range).pipe(res);
      return;
    }
    // Compressed like a production web server does (nginx gzip on): without it Lighthouse's
    // simulated slow 4G charged every start for raw bytes, 3.5 × what a player downloads.
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = gzipOf(file);
      res.writeHead(200, {
        ...common,
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    // Media elements need the length to know an audio file's duration before it is fully loaded.
    res.writeHead(200, { ...common, 'Content-Length': size });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, url: `http://${host}:${typeof address === 'object' && address ? address.port : port}` });
    });
  });
}
