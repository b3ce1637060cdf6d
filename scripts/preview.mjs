#!/usr/bin/env node
// npm run preview [-- --dir dist-mock] [--port 4173]: serves a built app with the production headers.
import { existsSync } from 'node:fs';
import { serveStatic } from './lib/static-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dir = arg('dir', existsSync('dist') ? 'dist' : 'dist-mock');
if (!existsSync(dir)) {
  console.error(`Nothing to serve: ${dir}/ does not exist. Run \`npm run build\` (or \`npm run build:mock\`) first.`);
  process.exit(1);
}
const { url } = await serveStatic({ dir, port: Number(arg('port', 4173)) });
console.log(`Serving ${dir}/ at ${url} (Ctrl+C to stop)`);
