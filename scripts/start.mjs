// `npm start`: install what is missing, build the web app when its build is missing or stale, then run the
// platform's dev command (migrate, seed, serve the API and the storefront, print URLs).
import { ensureDeps } from './ensure-deps.mjs';
import { run } from './run.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureDeps();
ensureWebBuild();
run('bazaar dev', 'tsx', ['packages/platform/src/cli.ts', 'dev', ...process.argv.slice(2)]);
