// `npm test`: install what is missing, then lint, type-check and run every suite.
// The platform and contract suites run twice when a PostgreSQL server is reachable: on PGlite and on PostgreSQL.

import { existsSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { root, run } from './run.mjs';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

function isPostgresReachable() {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('timeout', () => resolve(socket.destroy() && false));
    socket.once('error', () => resolve(false));
  });
}

ensureDeps();
const e2eDir = join(root, 'tests', 'e2e');
if (
  existsSync(e2eDir) &&
  readdirSync(e2eDir).some((name) => name.endsWith('.test.ts')) &&
  !ensureChromium()
) {
  console.error('[bazaar] the browser tests need /usr/bin/chromium and installing it failed');
  process.exit(1);
}
const extra = process.argv.slice(2);
run('lint (biome)', 'biome', ['check', '.']);
run('type-check (tsc)', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
run('tests on PGlite (vitest)', 'vitest', ['run', ...extra], { DATABASE_URL: '' });

const postgresUrl = process.env.DATABASE_URL || ((await isPostgresReachable()) ? DEFAULT_POSTGRES_URL : '');
if (postgresUrl) {
  run(
    'platform, contract and bench-helper tests on PostgreSQL (vitest)',
    'vitest',
    ['run', '--project', 'platform', '--project', 'contract', '--project', 'bench', ...extra],
    {
      DATABASE_URL: postgresUrl,
    },
  );
} else {
  console.log(
    '\n[bazaar] no PostgreSQL reachable at 127.0.0.1:5432 and no DATABASE_URL: skipped the PostgreSQL run',
  );
}
