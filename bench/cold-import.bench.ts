// Cold import time of call set (b) (session + cart + catalog queries, bundle-sets.ts): our SDK against the official
// client. Each client's entry is bundled the way a server app ships it (esbuild, node platform, minified ESM, one
// file, tree-shaken), written to a temp directory and imported by a fresh plain `node` process, which reports how
// long `await import(file)` took (loading, compiling and evaluating the module, the client creation included).
// Runs alternate between the clients; the figure is the median. Target: ours at most 1/10 of theirs.
//   node bench/run.mjs cold-import      (or: npx tsx bench/cold-import.bench.ts; BENCH_RUNS=N, default 41)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { version as esbuildVersion } from 'esbuild';
import { benchDir, bundleEntry, CALL_SETS, type ClientName, entrySource } from './bundle-sets';

const RUNS = Number(process.env.BENCH_RUNS ?? 41);
type Variant = ClientName | 'officialUnbundled' | 'empty2';
const TARGET_RATIO = 10;
const set = CALL_SETS.find((candidate) => candidate.id === 'b');
if (!set) throw new Error('no call set (b)');

const dir = mkdtempSync(join(tmpdir(), 'bazaar-cold-import-'));
// For scale only: the official entry unbundled, resolved from node_modules (ours is TypeScript source, which plain
// node cannot import). It must sit inside the repository for the packages to resolve.
const unbundledDir = join(benchDir, 'results', 'tmp');
mkdirSync(unbundledDir, { recursive: true });
const files: Record<Variant | 'empty', string> = {
  ours: '',
  official: '',
  officialUnbundled: join(unbundledDir, 'cold-import-official-unbundled.mjs'),
  empty: join(dir, 'empty.mjs'),
  empty2: join(dir, 'empty2.mjs'),
};
writeFileSync(files.officialUnbundled, entrySource(set, 'official'));
const bytes: Record<ClientName, number> = { ours: 0, official: 0 };
writeFileSync(files.empty, 'export {};\n');
writeFileSync(files.empty2, 'export {};\n');
for (const client of ['ours', 'official'] as const) {
  const { files: outputs } = await bundleEntry(entrySource(set, client), `cold-${client}`, {
    splitting: false,
    platform: 'node',
  });
  const [output] = outputs;
  if (!output || outputs.length !== 1) throw new Error(`expected one file for ${client}`);
  files[client] = join(dir, `${client}.mjs`);
  writeFileSync(files[client], output.contents);
  bytes[client] = output.contents.byteLength;
}

// The child first imports an empty module, so the ESM loader's own start-up (≈ 5 ms, paid once by any app that
// imports anything) is not counted, then prints how long the import of the file took, in ms.
const href = (file: string) => JSON.stringify(pathToFileURL(file).href);
const probe = (file: string) =>
  `await import(${href(files.empty)}); const t = performance.now(); await import(${href(file)}); ` +
  'process.stdout.write(String(performance.now() - t));';

function importOnce(file: string): { importMs: number; processMs: number } {
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', probe(file)], { encoding: 'utf8' });
  const processMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`import of ${file} failed: ${child.stderr}`);
  return { importMs: Number(child.stdout), processMs };
}

const samples: Record<Variant, Array<{ importMs: number; processMs: number }>> = {
  ours: [],
  official: [],
  officialUnbundled: [],
  empty2: [],
};
importOnce(files.ours); // warms the OS file cache for node itself
for (let run = 0; run < RUNS; run++) {
  // Rotating order, so drifts of the (shared, noisy) machine hit all three alike.
  const order = (['ours', 'official', 'officialUnbundled', 'empty2'] as const).map(
    (_, i, all) => all[(i + run) % all.length]!,
  );
  for (const name of order) samples[name].push(importOnce(files[name]));
}
rmSync(dir, { recursive: true, force: true });
rmSync(files.officialUnbundled, { force: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const stats = (name: Variant) => ({
  importMs: Number(median(samples[name].map((sample) => sample.importMs)).toFixed(2)),
  processMs: Number(median(samples[name].map((sample) => sample.processMs)).toFixed(1)),
});
const ours = stats('ours');
const official = stats('official');
const empty = stats('empty2');
const unbundled = stats('officialUnbundled');
const ratio = Number((official.importMs / ours.importMs).toFixed(1));
// What each bundle adds to importing any module at all (reading a file, linking, evaluating): the bundles' own cost.
const net = (importMs: number) => Number(Math.max(importMs - empty.importMs, 0.01).toFixed(2));
const netRatio = Number((net(official.importMs) / net(ours.importMs)).toFixed(1));
const verdict = ratio >= TARGET_RATIO ? 'met' : '**missed**';

const markdown = `# Cold import: call set (b)

Set (b) of \`bench/bundle-sets.ts\` — a client with a visitor session (\`OAuthStrategy\`) and \`currentCart\`,
\`redirects\`, \`products\`, \`collections\`, plus the functions making the cart flow and the catalog queries —
bundled for each client with esbuild ${esbuildVersion} (node platform, minified ESM, one file), written to a temp
directory and imported by a fresh \`node\` ${process.version} process (no loader, no tsx): the child imports an
empty module first (the ESM loader's one-time start-up, ≈ 5 ms, is not the bundle's cost), then measures
\`await import(file)\` (read, compile, evaluate — the client creation at the module's top level included).
${RUNS} runs per client, alternating with a second empty module as baseline; medians. The process column is the
whole child's wall time (node start-up included), for scale.

| client | bundle | import (median) | over the baseline | process (median) |
| --- | ---: | ---: | ---: | ---: |
| @bazaar/sdk | ${(bytes.ours / 1024).toFixed(1)} KB | ${ours.importMs} ms | ${net(ours.importMs)} ms | ${ours.processMs} ms |
| official (@wix/sdk + modules) | ${(bytes.official / 1024).toFixed(1)} KB | ${official.importMs} ms | ${net(official.importMs)} ms | ${official.processMs} ms |
| empty module (baseline) | — | ${empty.importMs} ms | — | ${empty.processMs} ms |
| official, unbundled from node_modules (for scale) | — | ${unbundled.importMs} ms | ${net(unbundled.importMs)} ms | ${unbundled.processMs} ms |

Ours imports ${ratio}× faster than the official client (target ${TARGET_RATIO}×: ${verdict}); counting only what each
bundle adds to importing an empty module, ${netRatio}×. Bundled, the official client imports in tens of
milliseconds; its unbundled import (last row: resolving and reading its many files in \`node_modules\`) is the
≈ 200–300 ms one usually quoted.

Regenerate with \`node bench/run.mjs cold-import\`.
`;
writeFileSync(join(benchDir, 'results', 'cold-import.md'), markdown);
writeFileSync(
  join(benchDir, 'results', 'cold-import.json'),
  `${JSON.stringify(
    {
      node: process.version,
      esbuild: esbuildVersion,
      runs: RUNS,
      set: set.id,
      bundleBytes: bytes,
      medians: { ours, official, empty, officialUnbundled: unbundled },
      ratio: { officialOverOursImport: ratio, officialOverOursOverBaseline: netRatio },
      targetRatio: TARGET_RATIO,
    },
    null,
    2,
  )}\n`,
);
console.log(markdown);
