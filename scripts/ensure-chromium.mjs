// Browser tests drive Debian's Chromium through playwright-core (never a browser download). When the package is
// missing, install it with apt, as the machines allow Debian's packages and nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function apt(args) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const [command, ...rest] = [...sudo, 'apt-get', ...args];
  return spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status;
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  console.log('[bazaar] installing Debian chromium for the browser tests…');
  // A stale package index makes the first install fail; refresh it and try once more.
  if (apt(['install', '-y', '--no-install-recommends', 'chromium']) !== 0) {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'chromium']);
  }
  return existsSync(CHROMIUM_PATH);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensureChromium() ? 0 : 1);
