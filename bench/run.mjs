// `npm run bench`: runs benchmark files with tsx, one after the other.
//   node bench/run.mjs                      every bench/*.bench.ts
//   node bench/run.mjs bundle-size          only the named ones (with or without the .bench.ts suffix)
// Each benchmark prints its figures (with a ratio against an anchor measured in the same run) and writes
// bench/results/<name>.md and .json.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function resolveBenchmark(name) {
  for (const candidate of [name, `${name}.ts`, `${name}.bench.ts`]) {
    for (const path of [resolve(process.cwd(), candidate), join(benchDir, candidate)]) {
      if (existsSync(path) && path.endsWith('.ts')) return path;
    }
  }
  throw new Error(`bench: no benchmark named "${name}" in ${benchDir}`);
}

const requested = process.argv.slice(2);
const files = requested.length
  ? requested.map(resolveBenchmark)
  : readdirSync(benchDir)
      .filter((file) => file.endsWith('.bench.ts'))
      .sort()
      .map((file) => join(benchDir, file));

let failed = 0;
for (const file of files) {
  console.log(`\n[bench] ${basename(file)}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsxCli, file], { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`[bench] ${basename(file)} done in ${seconds}s`);
  else {
    failed += 1;
    console.error(`[bench] ${basename(file)} failed after ${seconds}s`);
  }
}
process.exit(failed ? 1 : 0);
