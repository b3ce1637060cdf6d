#!/usr/bin/env node
// Builds the production app and fails if any mock code reached it: MSW, faker,
// the mock handlers or the service worker script. Prints what it found.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dir = 'dist';
const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
if (!existsSync(dir)) {
  console.error('dist/ is missing: the production build did not run.');
  process.exit(1);
}
const files = (function list(d) {
  return readdirSync(d).flatMap((n) =>
    statSync(path.join(d, n)).isDirectory() ? list(path.join(d, n)) : [path.join(d, n)],
  );
})(dir);
const NEEDLES = [/msw/i, /faker/i, /mockServiceWorker/, /mock-images/];
const hits = [];
for (const file of files) {
  if (NEEDLES.slice(2).some((n) => n.test(file)) || /mockServiceWorker/i.test(path.basename(file)))
    hits.push(`${file}: file name`);
  const text = readFileSync(file, 'latin1');
  for (const needle of NEEDLES) if (needle.test(text)) hits.push(`${file}: contains ${needle}`);
}
if (hits.length > 0) {
  console.error(`Mock code in the production build:\n${hits.map((h) => `  ${h}`).join('\n')}`);
  process.exit(1);
}
console.log(`Production build is free of mock code (${files.length} files checked in ${dir}/).`);
