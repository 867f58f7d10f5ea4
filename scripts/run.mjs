// Runs a command from the repository root with the local binaries on PATH; exits the process when it fails.
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(label, command, args, env = {}) {
  console.log(`\n[bazaar] ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
      ...env,
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`[bazaar] ${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`[bazaar] ${label} passed in ${seconds}s`);
}
