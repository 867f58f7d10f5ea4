// Installs dependencies when they are missing or stale, so `npm start` and `npm test` work on a fresh clone.
// A stamp inside node_modules records the hash of the lock file that was installed; `npm ci` runs when it differs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.bazaar-deps-stamp');

export function ensureDeps() {
  const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
  const have = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (have === want) return;
  console.log('[bazaar] installing dependencies (npm ci)…');
  let result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    // npm 11 leaves other platforms' optional binaries (biome, esbuild, rollup) out of the lock file and then
    // refuses `npm ci`; `npm install --no-save` installs the locked versions without rewriting the lock.
    console.log(
      '[bazaar] npm ci refused the lock file; installing the locked versions with npm install --no-save',
    );
    result = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  if (result.status !== 0) {
    console.error('[bazaar] installing dependencies failed');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, want);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
