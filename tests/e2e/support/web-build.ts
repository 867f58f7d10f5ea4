import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The production build the browser tests serve. */
export const WEB_DIST = join(ROOT, 'apps', 'web', 'dist');

let built = false;

/**
 * Makes sure `apps/web/dist` is a production build of the current sources (`scripts/web-build.mjs`: builds only
 * when missing or stale, ~1–20 s), once per test process.
 *
 * @throws Error - when the build fails
 */
export function ensureWebBuild(): void {
  if (built) return;
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'web-build.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the web app build failed:\n${result.stdout}\n${result.stderr}`);
  built = true;
}
