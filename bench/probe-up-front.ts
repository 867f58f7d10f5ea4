// A quick probe for work on the SDK's size (not a benchmark, writes nothing): the up-front gzip of each call set
// (bundle-sets.ts) for our SDK built from its TypeScript sources, the way bundle-size.bench.ts builds its "from the
// sources" column, next to issue 11's targets, with the minified bytes of each source file in the initial chunks.
//   npx tsx bench/probe-up-front.ts            the three sets
//   npx tsx bench/probe-up-front.ts --files    and the bytes per file
//   npx tsx bench/probe-up-front.ts --least    the least conforming client's in-place build instead (support/least-conforming-client.ts)
import { gzipSync } from 'node:zlib';
import {
  type Bundle,
  bundleEntry,
  CALL_SETS,
  entrySource,
  initialOutputs,
  leastEntrySource,
} from './bundle-sets';

// 1/5 of the official client's up-front gzip (bench/results/bundle-size.json), in bytes.
const TARGETS: Record<string, number> = { a: 4673, b: 6110, c: 8715 };

const cwd = process.cwd();
function initialOf(bundle: Bundle) {
  const initial = initialOutputs(bundle);
  const { files, metafile } = bundle;
  const relative = (path: string) => path.slice(cwd.length + 1);
  let gzip = 0;
  const inputs = new Map<string, number>();
  for (const file of files) {
    const path = relative(file.path);
    if (!initial.has(path)) continue;
    gzip += gzipSync(file.contents, { level: 9 }).byteLength;
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[path]?.inputs ?? {})) {
      inputs.set(input, (inputs.get(input) ?? 0) + bytesInOutput);
    }
  }
  return { gzip, inputs };
}

for (const set of CALL_SETS) {
  const source = process.argv.includes('--least')
    ? leastEntrySource(set, 'in-place')
    : entrySource(set, 'ours');
  const bundle = await bundleEntry(source, `probe-${set.id}`, { splitting: true, sdk: 'sources' });
  const { gzip, inputs } = initialOf(bundle);
  const target = TARGETS[set.id] ?? 0;
  console.log(
    `(${set.id}) up front ${gzip} B gzip, target ${target} B (${gzip - target >= 0 ? '+' : ''}${gzip - target})`,
  );
  if (process.argv.includes('--files')) {
    for (const [input, bytes] of [...inputs].sort((x, y) => y[1] - x[1]))
      console.log(`    ${bytes}\t${input}`);
  }
}
