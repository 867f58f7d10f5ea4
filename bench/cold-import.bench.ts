// Cold import time of call set (b) (session + cart + catalog queries, bundle-sets.ts): our SDK against the official
// client, in a fresh plain `node` process reporting how long `await import(file)` took (loading, compiling and
// evaluating, the client creation included), two ways:
//   as installed — each package as it is published, imported from node_modules (ours built by
//     packages/sdk/scripts/build.mjs, theirs the files npm installed): what a Node app pays (issue 11's "≈ 300 ms");
//   bundled — each client's entry bundled by the app (esbuild, node platform, minified ESM, one file, tree-shaken).
// Runs alternate between the variants; the figure is the median. Target: ours at most 1/10 of theirs.
//   node bench/run.mjs cold-import      (or: npx tsx bench/cold-import.bench.ts; BENCH_RUNS=N, default 41)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { version as esbuildVersion } from 'esbuild';
import { benchDir, bundleEntry, CALL_SETS, type ClientName, entrySource } from './bundle-sets';

const RUNS = Number(process.env.BENCH_RUNS ?? 41);
type Variant = ClientName | 'oursInstalled' | 'officialUnbundled' | 'empty2';
const TARGET_RATIO = 10;
const set = CALL_SETS.find((candidate) => candidate.id === 'b');
if (!set) throw new Error('no call set (b)');

const dir = mkdtempSync(join(tmpdir(), 'bazaar-cold-import-'));
// The official entry as installed, resolved from the repository's node_modules: it must sit inside the repository
// for the packages to resolve.
const unbundledDir = join(benchDir, 'results', 'tmp');
mkdirSync(unbundledDir, { recursive: true });
// Ours as published: the package build installed into a node_modules of the temp directory.
execFileSync(process.execPath, [
  join(benchDir, '../packages/sdk/scripts/build.mjs'),
  join(dir, 'node_modules/@bazaar/sdk'),
  '--js-only',
]);
const files: Record<Variant | 'empty', string> = {
  ours: '',
  official: '',
  oursInstalled: join(dir, 'ours-installed.mjs'),
  officialUnbundled: join(unbundledDir, 'cold-import-official-unbundled.mjs'),
  empty: join(dir, 'empty.mjs'),
  empty2: join(dir, 'empty2.mjs'),
};
writeFileSync(files.officialUnbundled, entrySource(set, 'official'));
writeFileSync(files.oursInstalled, entrySource(set, 'ours'));
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
  oursInstalled: [],
  officialUnbundled: [],
  empty2: [],
};
importOnce(files.ours); // warms the OS file cache for node itself
for (let run = 0; run < RUNS; run++) {
  // Rotating order, so drifts of the (shared, noisy) machine hit all three alike.
  const order = (['ours', 'official', 'oursInstalled', 'officialUnbundled', 'empty2'] as const).map(
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
const oursInstalled = stats('oursInstalled');
const officialInstalled = stats('officialUnbundled');
const ratioOf = (theirs: number, our: number) => Number((theirs / our).toFixed(1));
const installedRatio = ratioOf(officialInstalled.importMs, oursInstalled.importMs);
const bundledRatio = ratioOf(official.importMs, ours.importMs);
// What each bundle adds to importing any module at all (reading a file, linking, evaluating): the bundles' own cost.
const net = (importMs: number) => Number(Math.max(importMs - empty.importMs, 0.01).toFixed(2));
const bundledNetRatio = ratioOf(net(official.importMs), net(ours.importMs));
const verdict = (ratio: number) => (ratio >= TARGET_RATIO ? 'met' : '**missed**');
const row = (name: string, size: string, stat: { importMs: number; processMs: number }) =>
  `| ${name} | ${size} | ${stat.importMs} ms | ${net(stat.importMs)} ms | ${stat.processMs} ms |`;

const markdown = `# Cold import: call set (b)

Set (b) of \`bench/bundle-sets.ts\` — a client with a visitor session (\`OAuthStrategy\`) and \`currentCart\`,
\`redirects\`, \`products\`, \`collections\`, plus the functions making the cart flow and the catalog queries — imported
by a fresh \`node\` ${process.version} process (no loader, no tsx), two ways:

- **as installed**: the entry imports each client's packages from \`node_modules\` as they are published — ours built
  by \`packages/sdk/scripts/build.mjs\` (ESM, one file per entry plus the lazy chunks), theirs the files npm installed
  (\`@wix/sdk\`, \`@wix/ecom\`, \`@wix/redirects\`, \`@wix/stores\` and what they import). This is what a Node app pays,
  and what the issue's "theirs ≈ 300 ms" is.
- **bundled**: each entry bundled by the app with esbuild ${esbuildVersion} (node platform, minified ESM, one file,
  tree-shaken), so only the code the calls use is read.

The child imports an empty module first (the ESM loader's one-time start-up, ≈ 5 ms, is not the client's cost),
then measures \`await import(file)\` (resolve, read, compile, evaluate — the client creation at the module's top level
included). ${RUNS} runs per variant, rotating, with a second empty module as baseline; medians. The process column is
the whole child's wall time (node start-up included), for scale.

| variant | bundle | import (median) | over the baseline | process (median) |
| --- | ---: | ---: | ---: | ---: |
${row('@bazaar/sdk, as installed', '—', oursInstalled)}
${row('official (@wix/sdk + modules), as installed', '—', officialInstalled)}
${row('@bazaar/sdk, bundled', `${(bytes.ours / 1024).toFixed(1)} KB`, ours)}
${row('official, bundled', `${(bytes.official / 1024).toFixed(1)} KB`, official)}
| empty module (baseline) | — | ${empty.importMs} ms | — | ${empty.processMs} ms |

**As installed** — ours imports ${installedRatio}× faster than the official client (target ${TARGET_RATIO}×:
${verdict(installedRatio)}). Ours loads every module of the SDK (one file), theirs only the four packages the set uses,
and still spends most of its time resolving and reading its many files.

**Bundled** — ${bundledRatio}× (${bundledNetRatio}× counting only what each bundle adds to importing an empty module;
${verdict(bundledRatio)} against ${TARGET_RATIO}×). Once an app bundles both, the official client's 257 KB imports in
tens of milliseconds, and both sides are dominated by V8 compiling what it reads; ours reads
${(bytes.ours / 1024).toFixed(1)} KB, ${ratioOf(bytes.official, bytes.ours)}× less.

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
      medians: { oursInstalled, officialInstalled, ours, official, empty },
      ratio: {
        installed: installedRatio,
        bundled: bundledRatio,
        bundledOverBaseline: bundledNetRatio,
      },
      targetRatio: TARGET_RATIO,
    },
    null,
    2,
  )}\n`,
);
console.log(markdown);
