// `npm start`: install what is missing, then run the platform's dev command (migrate, seed, serve, print URLs).
import { ensureDeps } from './ensure-deps.mjs';
import { run } from './run.mjs';

ensureDeps();
run('bazaar dev', 'tsx', ['packages/platform/src/cli.ts', 'dev', ...process.argv.slice(2)]);
