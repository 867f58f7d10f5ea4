// Builds the web app (apps/web → apps/web/dist) with Vite when the build is missing or older than its sources:
// the app's own files and the workspace packages it bundles. Used by `npm start` and the browser tests.
//   node scripts/web-build.mjs          build if stale
//   node scripts/web-build.mjs --force  always build
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, run } from './run.mjs';

export const WEB_DIR = join(root, 'apps', 'web');
export const WEB_DIST = join(WEB_DIR, 'dist');

// What ends up in the bundle: the app, and the packages it imports from source.
const SOURCES = [
  join(WEB_DIR, 'src'),
  join(WEB_DIR, 'public'),
  join(WEB_DIR, 'index.html'),
  join(WEB_DIR, 'vite.config.ts'),
  join(root, 'packages', 'ui', 'src'),
  join(root, 'packages', 'react', 'src'),
  join(root, 'packages', 'sdk', 'src'),
];

function newestIn(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return path.endsWith('.test.ts') || path.endsWith('.test.tsx') ? 0 : info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestIn(join(path, entry)));
  return newest;
}

/** Whether `apps/web/dist` is missing or older than a source file. */
export function isWebBuildStale() {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestIn(source) > built);
}

/** Builds the web app when stale (or always with `force`); exits the process when the build fails. */
export function ensureWebBuild({ force = false } = {}) {
  if (!force && !isWebBuildStale()) {
    console.log('[bazaar] the web app build is up to date (apps/web/dist)');
    return;
  }
  run('build the web app (vite)', 'vite', ['build', 'apps/web', '--logLevel', 'warn']);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureWebBuild({ force: process.argv.includes('--force') });
