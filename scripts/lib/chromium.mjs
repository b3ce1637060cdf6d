// Finds Debian's Chromium for the browser tests; installs it when we can (root
// with apt-get), otherwise fails with the exact command. Never skips silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const INSTALL = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log(`Chromium is missing; installing it: ${INSTALL}`);
    execSync(INSTALL, { stdio: 'inherit', shell: '/bin/bash' });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error('Chromium is needed for the browser tests and is not installed.');
  console.error(`Install it with:  sudo sh -c '${INSTALL}'`);
  console.error('or point CHROMIUM_PATH at a Chromium binary.');
  process.exit(1);
}
