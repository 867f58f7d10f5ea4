// Bundle size of a storefront's calls (the three sets of issue 11, bundle-sets.ts): our SDK against the official
// client doing the same calls. esbuild, browser platform, minified ESM, tree-shaken, each client built with code
// splitting (as an app bundler would do) and as one file. "Initial" is what a page loads up front (the entry and the
// chunks it imports statically); "total" adds the lazily loaded chunks (everything the calls can ever load).
// Targets: our initial load of set (a) at most 5 KB gzip; ours at most 1/5 of theirs for every set.
//   node bench/run.mjs bundle-size      (or: npx tsx bench/bundle-size.bench.ts)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { version as esbuildVersion, type Plugin } from 'esbuild';
import {
  type Bundle,
  benchDir,
  bundleEntry,
  CALL_SETS,
  type CallSet,
  type ClientName,
  entrySource,
  floorEntrySource,
  HAS_ORDERS,
  initialOutputs,
  type LeastVariant,
  leastEntrySource,
} from './bundle-sets';
import { withFloorConversions } from './support/least-client-patches';
import { CONTRACTS, type Requirement } from './support/sdk-contracts';
import { patchSources, type SourcePatch } from './support/source-patches';

const TARGET_RATIO = 5;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };
const measure = (code: Uint8Array): Sizes => ({
  raw: code.byteLength,
  gzip: gzipSync(code, { level: 9 }).byteLength,
  brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
});
const add = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});

/** One client's figures for one set. */
interface ClientSizes {
  /** Code splitting: the entry and the chunks it imports statically. */
  initial: Sizes;
  /** Code splitting: the chunks reached only through `import()`. */
  lazy: Sizes;
  /** One file, no code splitting. */
  singleFile: Sizes;
  /** The smallest up-front load: the initial chunks, or the single file when that is smaller. */
  upFront: Sizes;
  /** Everything the calls can load: initial + lazy, or the single file when that is smaller. */
  total: Sizes;
  chunks: number;
  /** Minified bytes per input file, all chunks. */
  inputs: Map<string, number>;
  /** Minified bytes per input file, initial chunks only. */
  initialInputs: Map<string, number>;
}

const cwd = process.cwd();
const relative = (path: string) => path.slice(cwd.length + 1);
// Our SDK is bundled as published (bundle-sets.ts): its modules one file each under esm/, named here after their
// sources so the parts below read the same for the published package and the sources.
const sourceName = (input: string) =>
  input.replace(/^.*@bazaar\/sdk\/esm\//, 'packages/sdk/src/').replace(/\.js$/, '.ts');

// Sums chunk sizes, splitting them into initial (reached through static imports from the entry) and lazy.
function splitSizes({ files, metafile }: Bundle) {
  const initial = initialOutputs({ files, metafile });
  const initialInputs = new Map<string, number>();
  for (const path of initial) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[path]?.inputs ?? {})) {
      const name = sourceName(input);
      initialInputs.set(name, (initialInputs.get(name) ?? 0) + bytesInOutput);
    }
  }
  let initialSizes = ZERO;
  let lazySizes = ZERO;
  for (const file of files) {
    if (initial.has(relative(file.path))) initialSizes = add(initialSizes, measure(file.contents));
    else lazySizes = add(lazySizes, measure(file.contents));
  }
  return { initial: initialSizes, lazy: lazySizes, initialInputs };
}

/** A client the sets are built with: ours, the official one, the floor, or the least conforming client's builds. */
type Measured = ClientName | 'floor' | `least-${LeastVariant}`;
const sourceOf = (set: CallSet, client: Measured) =>
  client === 'floor'
    ? floorEntrySource(set)
    : client === 'least-copying' || client === 'least-in-place'
      ? leastEntrySource(set, client === 'least-copying' ? 'copying' : 'in-place')
      : entrySource(set, client);

async function measureClient(set: CallSet, client: Measured, plugins: Plugin[] = []): Promise<ClientSizes> {
  const source = sourceOf(set, client);
  const split = await bundleEntry(source, `${client}-${set.id}`, { splitting: true, plugins });
  const single = await bundleEntry(source, `${client}-${set.id}-single`, { splitting: false, plugins });
  const { initial, lazy, initialInputs } = splitSizes(split);
  const singleFile = single.files.map((file) => measure(file.contents)).reduce(add, ZERO);
  const splitTotal = add(initial, lazy);
  const inputs = new Map<string, number>();
  for (const output of Object.values(split.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = sourceName(input);
      inputs.set(name, (inputs.get(name) ?? 0) + bytesInOutput);
    }
  }
  return {
    initial,
    lazy,
    singleFile,
    // With code splitting the official client's lazy chunks keep whole modules (exports reached through import()
    // are not tree-shaken), so one file can be smaller for it: each side is credited with its better build.
    upFront: singleFile.gzip < initial.gzip ? singleFile : initial,
    total: singleFile.gzip < splitTotal.gzip ? singleFile : splitTotal,
    chunks: split.files.length,
    inputs,
    initialInputs,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const ratio = (mine: number, theirs: number) => Number((theirs / mine).toFixed(1));

// The published one-file build, which a bundler would take without the `module` condition: shown once, for set (a).
const [firstSet] = CALL_SETS;
if (!firstSet) throw new Error('no call sets');
const nodeBuildA = (
  await bundleEntry(entrySource(firstSet, 'ours'), 'ours-a-node-build', { splitting: false, conditions: [] })
).files
  .map((file) => measure(file.contents))
  .reduce(add, ZERO).gzip;

const results = [];
for (const set of CALL_SETS) {
  const ours = await measureClient(set, 'ours');
  const official = await measureClient(set, 'official');
  const floor = await measureClient(set, 'floor');
  // The least conforming client (support/least-conforming-client.ts), built like the floor, in its two builds, and
  // both again with the floor's conversions of answers (support/least-client-patches.ts).
  const least = {
    copying: await measureClient(set, 'least-copying'),
    inPlace: await measureClient(set, 'least-in-place'),
    copyingFloorConversions: await measureClient(set, 'least-copying', [withFloorConversions()]),
    inPlaceFloorConversions: await measureClient(set, 'least-in-place', [withFloorConversions()]),
  };
  results.push({
    set,
    ours,
    official,
    floor,
    least,
    ratio: {
      upFrontGzip: ratio(ours.upFront.gzip, official.upFront.gzip),
      upFrontBrotli: ratio(ours.upFront.brotli, official.upFront.brotli),
      totalGzip: ratio(ours.total.gzip, official.total.gzip),
      totalBrotli: ratio(ours.total.brotli, official.total.brotli),
    },
  });
}

// What each contract costs, computed: our SDK built from its sources with one contract taken out at a time
// (support/sdk-contracts.ts, by source patches), its up-front gzip next to the unpatched sources' (every variant of a
// set under the same entry name, so chunk names weigh the same). Then the contracts removed together: all of ours
// (nothing but our own API asks for them), and everything but what DESIGN.md §3 and SPEC.md require.
async function sourcesUpFront(set: CallSet, patches: SourcePatch[]): Promise<number> {
  const bundle = await bundleEntry(entrySource(set, 'ours'), `variant-${set.id}`, {
    splitting: true,
    sdk: 'sources',
    plugins: [patchSources(patches)],
  });
  return splitSizes(bundle).initial.gzip;
}
// What DESIGN.md §3 requires of a client: its contracts, and the official API it asks ours to keep.
const isRequired = (requirement: Requirement) => requirement === 'contract' || requirement === 'official API';
const patchesOf = (keep: (requirement: Requirement) => boolean) =>
  CONTRACTS.filter(({ requirement }) => !keep(requirement)).flatMap(({ patches }) => patches);
interface ContractCosts {
  set: CallSet;
  target: number;
  published: number;
  sources: number;
  costs: Map<string, number>;
  withoutOurs: number;
  requiredOnly: number;
  contractsOnly: number;
  floor: number;
  floorWithRequired: number;
  /** The estimate with the CPU target rows' costs added (the in-place incoming conversion, the fast paths). */
  floorWithCpu: number;
}
const contractCosts: ContractCosts[] = [];
for (const { set, ours, official, floor } of results) {
  const sources = await sourcesUpFront(set, []);
  const costs = new Map<string, number>();
  for (const contract of CONTRACTS) {
    costs.set(contract.id, sources - (await sourcesUpFront(set, contract.patches)));
  }
  // The combinations, measured (not summed), and moved onto the published figure.
  const variant = async (keep: (requirement: Requirement) => boolean) =>
    (await sourcesUpFront(set, patchesOf(keep))) - sources + ours.initial.gzip;
  const requiredSum = CONTRACTS.filter(({ requirement }) => isRequired(requirement)).reduce(
    (sum, { id }) => sum + (costs.get(id) ?? 0),
    0,
  );
  contractCosts.push({
    set,
    target: official.upFront.gzip / TARGET_RATIO,
    published: ours.initial.gzip,
    sources,
    costs,
    withoutOurs: await variant((requirement) => requirement !== 'ours'),
    requiredOnly: await variant(isRequired),
    contractsOnly: await variant((requirement) => requirement === 'contract'),
    floor: floor.initial.gzip,
    // An estimate: the floor plus what each required contract costs in ours.
    floorWithRequired: floor.initial.gzip + requiredSum,
    floorWithCpu:
      floor.initial.gzip +
      requiredSum +
      CONTRACTS.filter(({ requirement }) => requirement === 'CPU target').reduce(
        (sum, { id }) => sum + (costs.get(id) ?? 0),
        0,
      ),
  });
}
const bytes = (value: number) => `${value} B`;
const contractTable = [
  `| contract | who requires it | where | ${contractCosts.map(({ set }) => `(${set.id})`).join(' | ')} |`,
  `| --- | --- | --- | ${contractCosts.map(() => '---:').join(' | ')} |`,
  ...CONTRACTS.map(
    (contract) =>
      `| ${contract.label} | ${contract.requirement} | ${contract.source} | ${contractCosts.map(({ costs }) => bytes(costs.get(contract.id) ?? 0)).join(' | ')} |`,
  ),
].join('\n');
const reachTable = [
  '| set | target | ours up front (published) | from the sources | without our own extras | keeping only what DESIGN.md §3 requires | the contracts alone (no official API either) | floor | floor + the required rows’ costs (estimate) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...contractCosts.map(
    (c) =>
      `| (${c.set.id}) | ${kb(c.target)} | ${kb(c.published)} | ${kb(c.sources)} | ${kb(c.withoutOurs)} | ${kb(c.requiredOnly)} | ${kb(c.contractsOnly)} | ${kb(c.floor)} | ${kb(c.floorWithRequired)} |`,
  ),
].join('\n');
const reachVerdict = contractCosts
  .map((c) => {
    const id = `(${c.set.id})`;
    if (c.published <= c.target) return `${id}: met as it is.`;
    if (c.withoutOurs <= c.target)
      return `${id}: reachable by dropping our own extras (${kb(c.withoutOurs)} ≤ ${kb(c.target)}).`;
    if (c.requiredOnly <= c.target)
      return `${id}: not by dropping our own extras alone (${kb(c.withoutOurs)}); reachable keeping only what DESIGN.md §3 requires, which also drops what serves issue 11's CPU targets (the in-place incoming conversion, the fast paths) (${kb(c.requiredOnly)} ≤ ${kb(c.target)}).`;
    const over = `ours keeping only what DESIGN.md §3 requires is ${kb(c.requiredOnly)}, ${kb(c.requiredOnly - c.target)} over ${kb(c.target)}`;
    return c.floorWithRequired <= c.target
      ? `${id}: ${over}; the floor plus the same requirements' costs is about ${kb(c.floorWithRequired)}, under it: a client keeping DESIGN.md §3's contracts could meet the target, so what is left over is how ours implements them, not what it promises.`
      : `${id}: ${over}, and the floor plus the same requirements' costs is already about ${kb(c.floorWithRequired)} (an estimate: each cost is measured in ours, then summed): likely out of reach while keeping them.`;
  })
  .join('\n');

// The least conforming client, measured (support/least-conforming-client.ts): next to the target, the floor and
// the estimates above, with a verdict per set. Byte figures, as the margins are small next to the KB rounding.
const signed = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))} B`;
const leastRows = results.map(({ set, least }) => {
  const c = contractCosts.find((costs) => costs.set.id === set.id);
  if (!c) throw new Error(`no contract costs for set ${set.id}`);
  return {
    set,
    c,
    copying: least.copying.upFront,
    inPlace: least.inPlace.upFront,
    copyingFloor: least.copyingFloorConversions.upFront,
    inPlaceFloor: least.inPlaceFloorConversions.upFront,
  };
});
const leastTable = [
  '| set | target | floor | estimate: floor + required rows | estimate + CPU target rows | least, copying walk | least, in place | copying − target | in place − target | brotli (copying / in place) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...leastRows.map(
    ({ set, c, copying, inPlace }) =>
      `| (${set.id}) | ${kb(c.target)} (${Math.floor(c.target)} B) | ${kb(c.floor)} | ${kb(c.floorWithRequired)} | ${kb(c.floorWithCpu)} | ${kb(copying.gzip)} (${copying.gzip} B) | ${kb(inPlace.gzip)} (${inPlace.gzip} B) | ${signed(copying.gzip - c.target)} | ${signed(inPlace.gzip - c.target)} | ${kb(copying.brotli)} / ${kb(inPlace.brotli)} |`,
  ),
].join('\n');
const leastFloorTable = [
  '| set | target | estimate: floor + required rows | estimate + CPU target rows | least, copying walk | least, in place | copying − target | in place − target | the transforms.md details (copying / in place) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...leastRows.map(
    ({ set, c, copying, inPlace, copyingFloor, inPlaceFloor }) =>
      `| (${set.id}) | ${kb(c.target)} (${Math.floor(c.target)} B) | ${kb(c.floorWithRequired)} | ${kb(c.floorWithCpu)} | ${kb(copyingFloor.gzip)} (${copyingFloor.gzip} B) | ${kb(inPlaceFloor.gzip)} (${inPlaceFloor.gzip} B) | ${signed(copyingFloor.gzip - c.target)} | ${signed(inPlaceFloor.gzip - c.target)} | ${copying.gzip - copyingFloor.gzip} B / ${inPlace.gzip - inPlaceFloor.gzip} B |`,
  ),
].join('\n');
// Within this many bytes of the target a verdict is too close to call: rewrites of the least client that change
// nothing it does (a helper inlined, braces around a callback) moved its gzip size by up to 8 B.
const TOO_CLOSE = 16;
const leastVerdict = leastRows
  .map(({ set, c, copying, inPlace, copyingFloor, inPlaceFloor }) => {
    const id = `(${set.id})`;
    const target = Math.floor(c.target);
    const copyingPart = `copying walk ${copying.gzip} B (${signed(copying.gzip - c.target)} against ${target} B)`;
    const inPlacePart = `in-place incoming conversion, which issue 11's CPU target needs, ${inPlace.gzip} B (${signed(inPlace.gzip - c.target)})`;
    const both = `${copyingPart}; ${inPlacePart}`;
    const asFloor = ` With the floor's conversions of answers (as the estimate counts them) it would be ${copyingFloor.gzip} B (${signed(copyingFloor.gzip - c.target)}) copying and ${inPlaceFloor.gzip} B (${signed(inPlaceFloor.gzip - c.target)}) in place.`;
    let verdict: string;
    if (Math.abs(inPlace.gzip - c.target) <= TOO_CLOSE)
      verdict = `${id}: ${both}. With the in-place conversion the least conforming client is within ${TOO_CLOSE} B of the target, where rewrites that change nothing it does move it by up to 8 B: at the target, neither clearly over nor under it${copying.gzip <= c.target ? `; with the copying walk it is met by ${Math.round(c.target - copying.gzip)} B` : ''}.`;
    else if (inPlace.gzip <= c.target)
      verdict = `${id}: ${both}. A conforming client meets the target in both builds, with ${Math.round(c.target - inPlace.gzip)} B to spare with the in-place conversion.`;
    else if (copying.gzip <= c.target)
      verdict = `${id}: ${both}. With the conversion the CPU target needs, the target is out of reach for a conforming client by these numbers (the least client we could write); with the copying walk it is met by ${Math.round(c.target - copying.gzip)} B.`;
    else
      verdict = `${id}: ${both}. Over the target in both builds: out of reach for a conforming client by these numbers (the least client we could write).`;
    // What the in-place build leaves for anything beyond the contracts, next to what our own extras cost in ours.
    const ours = CONTRACTS.filter(({ requirement }) => requirement === 'ours');
    const oursCost = ours.reduce((sum, { id }) => sum + (c.costs.get(id) ?? 0), 0);
    const checks = c.costs.get('argument-checks') ?? 0;
    const room = ` Room the in-place build leaves for what no contract requires: ${signed(c.target - inPlace.gzip)}, against ${Math.round(oursCost)} B that our own extras cost in ours (the argument checks alone ${Math.round(checks)} B)${c.target - inPlace.gzip < checks ? ': not enough for the argument checks at what they cost in ours' : ''}.`;
    return verdict + asFloor + room;
  })
  .join('\n');

const row = (label: string, sizes: Sizes) =>
  `| ${label} | ${kb(sizes.raw)} | ${kb(sizes.gzip)} | ${kb(sizes.brotli)} |`;
const met = (ok: boolean) => (ok ? 'met' : '**missed**');

const summary = [
  '| set | ours up front (gzip) | theirs up front (gzip) | ratio | ours total (gzip) | theirs total (gzip) | ratio | brotli ratios (up front / total) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    ({ set, ours, official, ratio: r }) =>
      `| (${set.id}) ${set.title} | ${kb(ours.upFront.gzip)} | ${kb(official.upFront.gzip)} | ${r.upFrontGzip}× | ${kb(ours.total.gzip)} | ${kb(official.total.gzip)} | ${r.totalGzip}× | ${r.upFrontBrotli}× / ${r.totalBrotli}× |`,
  ),
].join('\n');

const details = results
  .map(({ set, ours, official, floor, least }) =>
    [
      `### (${set.id}) ${set.title}`,
      '',
      `Modules: ${set.modules.map((name) => `\`${name}\``).join(', ')}.`,
      '',
      '| bundle | raw | gzip | brotli |',
      '| --- | ---: | ---: | ---: |',
      row('@bazaar/sdk — initial (entry + static chunks)', ours.initial),
      row(
        '@bazaar/sdk — lazy chunks (sign-in, failure path, webhooks, fetchWithAuth, staff-only calls)',
        ours.lazy,
      ),
      row('@bazaar/sdk — one file, no code splitting', ours.singleFile),
      row('official — initial with code splitting', official.initial),
      row('official — lazy chunks', official.lazy),
      row('official — one file, no code splitting', official.singleFile),
      row('floor (support/minimal-client.ts) — initial', floor.initial),
      row('least conforming client, copying walk — initial', least.copying.initial),
      row('least conforming client, in place — initial', least.inPlace.initial),
    ].join('\n'),
  )
  .join('\n\n');

const [setA] = results;
if (!setA) throw new Error('no call sets');
const topInputs = [...setA.ours.inputs.entries()]
  .filter(([input]) => input.includes('packages/sdk/'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12);
const ratiosMet = results.every(
  ({ ratio: r }) => r.upFrontGzip >= TARGET_RATIO && r.totalGzip >= TARGET_RATIO,
);
const verdict = `Ratios (theirs ÷ ours, gzip) target ${TARGET_RATIO}× for every set: ${met(ratiosMet)}.`;

// Where our initial bytes go, by input file: the set's own calls (the bench entry, the same source for both
// clients), the module tables (packages/sdk/src/modules: the descriptors — paths, argument names and rules,
// conversion paths — and the names of the lazily loaded staff-only calls), the order events mixed into `orders`
// (events/ — their names; the envelope paths are lazy — and the webhook registry they bind to), and the client code, split by concern. gzip does not split by
// file, so each part is credited with its share of the minified bytes of the initial chunks. The floor
// (support/minimal-client.ts, bundled with the same tables and calls) is split the same way: its core is the
// `minimal client` row.
const PARTS = [
  ['calls', 'the set’s calls'],
  ['tables', 'module tables'],
  ['events', 'order events'],
  ['errorClasses', 'error classes'],
  ['queryBuilder', 'query builder'],
  ['minimal', 'minimal client (floor core)'],
  ['pipeline', 'request pipeline'],
  ['checks', 'argument checks'],
  ['conversions', 'conversions'],
  ['session', 'visitor session and token grants'],
  ['strategy', 'auth strategy and client binding'],
] as const;
type Part = (typeof PARTS)[number][0];
// The concerns of our client code, by file (the first match wins).
const CONCERNS: Array<[Part, RegExp]> = [
  ['calls', /-entry\.ts$/],
  ['minimal', /bench\/support\/minimal-client\.ts$/],
  ['tables', /packages\/sdk\/src\/modules\//],
  ['events', /packages\/sdk\/src\/(events\/|webhooks\/webhooks\.ts)/],
  // Built up front (connection failures, the fallback when the failure path cannot load, the path-id check of
  // build-http-request.ts); public exports too, so a lazy chunk importing them would not help: esbuild puts a module
  // that the package's entry reaches (a re-export is enough, used or not) and a lazy chunk imports into a chunk of its
  // own, which the entry then loads up front. The failure path gets them handed over instead.
  ['errorClasses', /errors\/bazaar-error|webhooks\/webhook-error/],
  ['queryBuilder', /packages\/sdk\/src\/query\//],
  // The checks themselves run in the failure path (errors/argument-checks.ts); up front, building the request.
  ['checks', /http\/request-from-args|errors\/argument-checks/],
  ['conversions', /packages\/sdk\/src\/convert\//],
  ['session', /auth\/oauth\/(session|token-grants)|auth\/tokens/],
  ['strategy', /auth\/|client\/|util\/lazy-methods/],
];
const partOf = (input: string): Part =>
  CONCERNS.find(([, pattern]) => pattern.test(input))?.[0] ?? 'pipeline';
const ZERO_PARTS = () => Object.fromEntries(PARTS.map(([part]) => [part, 0])) as Record<Part, number>;

function splitByPart(sizes: ClientSizes) {
  const bytes = ZERO_PARTS();
  for (const [input, size] of sizes.initialInputs) bytes[partOf(input)] += size;
  const minified = Object.values(bytes).reduce((a, b) => a + b, 0);
  const gzip = ZERO_PARTS();
  for (const [part] of PARTS) gzip[part] = Math.round((sizes.initial.gzip * bytes[part]) / minified);
  return { minified: bytes, gzip };
}

const composition = results.map(({ set, ours, official, floor }) => {
  const target = official.upFront.gzip / TARGET_RATIO;
  const oursParts = splitByPart(ours);
  const floorParts = splitByPart(floor);
  return {
    id: set.id,
    target: Math.round(target),
    initial: ours.initial.gzip,
    floor: floor.initial.gzip,
    // What a client may spend beyond the floor and still meet the target, and what ours spends.
    roomAboveFloor: Math.round(target - floor.initial.gzip),
    oursAboveFloor: ours.initial.gzip - floor.initial.gzip,
    ours: oursParts,
    floorParts,
  };
});
const compositionTable = [
  '| set | target | floor up front | room above the floor | ours up front | ours above the floor |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...composition.map(
    (part) =>
      `| (${part.id}) | ${kb(part.target)} | ${kb(part.floor)} | ${kb(part.roomAboveFloor)} | ${kb(part.initial)} | ${kb(part.oursAboveFloor)} |`,
  ),
].join('\n');
const partsTable = [
  `| part (gzip, by share of minified bytes) | ${composition.map((part) => `ours (${part.id}) | floor (${part.id})`).join(' | ')} |`,
  `| --- | ${composition.map(() => '---: | ---:').join(' | ')} |`,
  ...PARTS.map(
    ([part, label]) =>
      `| ${label} | ${composition.map((c) => `${kb(c.ours.gzip[part])} | ${kb(c.floorParts.gzip[part])}`).join(' | ')} |`,
  ),
].join('\n');

const markdown = `# Bundle size: storefront call sets

The three sets of issue 11 (\`bench/bundle-sets.ts\`), each with a visitor session (\`createClient\` +
\`OAuthStrategy\`): (a) the cart flow — \`currentCart\` getCurrentCart, addToCurrentCart,
updateCurrentCartLineItemQuantity, removeLineItemsFromCurrentCart, estimateCurrentCartTotals,
createCheckoutFromCurrentCart, and \`redirects.createRedirectSession\`; (b) (a) + \`products.queryProducts()…find()\`,
\`products.getProduct\`, \`collections.queryCollections().find()\`; (c) (b) + \`members.getCurrentMember\`${HAS_ORDERS ? ' + `orders.searchOrders` / `orders.getOrder`' : ' (the orders part — `orders.searchOrders` / `orders.getOrder` — joins automatically once `@bazaar/sdk` exports `orders`; it does not yet)'}.

esbuild ${esbuildVersion}, browser platform, ES2022, minified ESM, tree-shaken; each client built with code splitting
(as an app bundler does) and as one file. Ours is the package as published (\`packages/sdk/scripts/build.mjs\`,
installed into \`bench/results/tmp\`): bundlers take its modules one file each (the \`module\` export condition), so
they keep only the files a page reaches; its one bundled file, which plain Node loads, would give a bundler
${kb(nodeBuildA)} gzip for set (a), every module's top-level definitions included. gzip level 9, brotli quality 11; sizes of separate chunks are summed.
"Initial" is the entry plus the chunks it imports statically. Our lazy chunks: the sign-in flows (PKCE redirects,
login/register/verification, silent login, logout — loaded on first use), the failure path (retries with backoff and
\`Retry-After\`, the classification and wording of failed answers — loaded on the first failed attempt), the webhook
runtime and the envelope paths of the order events (first webhook processed; esbuild emits their chunks even when
webhooks go unused), \`fetchWithAuth\` (first use)
and the staff-only calls of \`products\`, \`orders\` and \`members\` (first call of one of them; a visitor's client
never makes them). "Up front" credits each client with its smaller build (the official client's
one file is smaller than its split initial load); "total" is everything the calls can load.

## Summary

${summary}

${verdict}

## The floor

The floor is the least client code that runs a set's calls when every call succeeds on a fresh visitor session
(\`bench/support/minimal-client.ts\`, bundled the same way with the same module tables and calls): argument mapping,
path filling, query strings with the \`.r\` form, JSON bodies, one anonymous token grant shared by concurrent calls,
the conversions of the answers (dates, floats, \`id\` ↔ \`_id\`), and nothing else — no argument checks, no error
classes of its own, no retries, timeouts or abort, no token renewal or session events, no sign-in methods, no field
masks, no POST fallback. \`bench/support/minimal-client.test.ts\` runs it against the platform: the cart flow of set (a)
up to the checkout redirect, and the catalog calls of set (b) with answers equal to our SDK's. From set (b) its
up-front load carries our query builder (the calls chain it), and in set (c) what our \`orders\` module binds: the
order events' names (their envelope paths load with the webhook runtime) and the webhook registry they register
with, which hands the lazily loaded webhook runtime our error class and conversions.

${compositionTable}

Every set's floor is under its target. What our up-front load is made of, next to the floor's (gzip credited by
share of minified bytes — gzip does not split by file, so this is an apportioning, not a measurement):

${partsTable}

## What each contract costs (computed)

Each row is measured, not apportioned: our SDK is built from its sources with that one contract taken out
(\`bench/support/sdk-contracts.ts\`: source patches, applied by \`bench/support/source-patches.ts\` as esbuild loads
the files; a patch that no longer matches fails the run), and the row is the up-front gzip it saves in each set.
"Who requires it": **contract** — DESIGN.md §3 or SPEC.md (every conforming client keeps it); **official API** — the
official client's API, which DESIGN.md §3 asks ours to keep (code ports by changing imports); **CPU target** — issue 11's
per-call CPU targets; **ours** — our own additive API, which nothing above requires. What is already lazy (sign-in
flows, the failure path's code, webhooks, \`fetchWithAuth\`, staff-only calls) counts only with what stays up front.

${contractTable}

Costs are one at a time; gzip does not add them up exactly, so the two combinations below are built and measured
too. Our sources bundle to within a few bytes of the published package (the "from the sources" column), so the
variants' savings apply to it.

${reachTable}

${reachVerdict}

## Least conforming client (measured)

The estimates above add costs measured in ours to the floor. This section measures instead: the least client code
we could write that keeps every row marked **contract** or **official API** (\`bench/support/least-conforming-client.ts\`),
on the floor's design and bound to the same module tables and query builder, bundled exactly like the floor (same
esbuild settings, code splitting, up front = the entry and its static imports, or the one file when smaller). Up front
it has the error classes (code, status, request id, the official \`details\`, messages with the request id), the
per-attempt timeout and the caller's AbortSignal (\`AbortSignal.timeout\` / \`AbortSignal.any\`) with their
ConnectionErrors, the POST fallback of long GETs, request floats and field masks, sort field names renamed both ways,
Dates in query strings as ISO-8601, renewal with the refresh token (a failed member refresh fails the call with its
error, the session going on as a new visitor), the \`tokens\`, \`tokenStorage\`, \`baseUrl\`, \`fetch\` and
\`timeoutMs\` options, the strategy's session methods, and the sign-in methods' names and \`fetchWithAuth\` as
stand-ins; one lazily loaded chunk (\`least-conforming-lazy.ts\`, first failure or first use) holds the retry
decision and wait, the classification and wording of failed answers, \`fetchWithAuth\`, and a stub in place of the
sign-in flows (their code is not measured; ours loads them lazily too). Two builds: answers converted by a copying
walk (least code), or in place — values converted along the compiled paths only, objects rebuilt only where a key is
renamed, in one walk that also renames — as issue 11's CPU target needs (\`createInPlaceClient\`). Its conversions of answers follow transforms.md
where the floor's cut corners: a falsy timestamp becomes undefined, only "NaN" and "±Infinity" floats are converted
(§2), dotted keys are renamed segment by segment and a key keeps its name when the object has the new name too (§3).
\`least-conforming-client.test.ts\` runs both builds against the platform (the cart flow and the catalog calls, with
our SDK's answers) and checks each contract's rule. The CPU fast paths row is in neither build (the cart-get CPU
target it serves is out of reach for any conforming client: bench/results/cart-get.md). Whether the in-place build
meets the product query's CPU target is measured in \`bench/results/products-query.md\` (the whole least client, its
own pipeline included, in the same rounds as ours): its walk converts in one pass, runs the rename's regular expression
only for keys that have one, and rebuilds objects of more than 16 keys with room for 32, so V8 keeps them fast —
without those it was about 1.7× the floor.

${leastTable}

The same builds with the floor's conversions of answers (\`support/least-client-patches.ts\`), which the
estimate counts, and what the transforms.md details cost:

${leastFloorTable}

${leastVerdict}

## Per set

${details}

## Largest @bazaar/sdk inputs of set (a)

Minified bytes, all chunks:

| file | bytes |
| --- | ---: |
${topInputs.map(([input, bytes]) => `| ${input.replace(/^.*packages\/sdk\//, 'packages/sdk/')} | ${bytes} |`).join('\n')}

Regenerate with \`node bench/run.mjs bundle-size\`.
`;

const json = {
  esbuild: esbuildVersion,
  targetRatio: TARGET_RATIO,
  ordersIncluded: HAS_ORDERS,
  sets: results.map(({ set, ours, official, floor, least, ratio: r }) => ({
    id: set.id,
    title: set.title,
    modules: set.modules,
    ours: { initial: ours.initial, lazy: ours.lazy, singleFile: ours.singleFile, chunks: ours.chunks },
    official: {
      initial: official.initial,
      lazy: official.lazy,
      singleFile: official.singleFile,
      chunks: official.chunks,
    },
    floor: { initial: floor.initial, lazy: floor.lazy, singleFile: floor.singleFile, chunks: floor.chunks },
    least: Object.fromEntries(
      Object.entries(least).map(([variant, sizes]) => [
        variant,
        { initial: sizes.initial, lazy: sizes.lazy, singleFile: sizes.singleFile, upFront: sizes.upFront },
      ]),
    ),
    ratio: r,
    composition: composition.find((part) => part.id === set.id),
  })),
  contracts: CONTRACTS.map(({ id, requirement, source }) => ({
    id,
    requirement,
    source,
    gzipCost: Object.fromEntries(contractCosts.map(({ set, costs }) => [set.id, costs.get(id)])),
  })),
  reach: contractCosts.map(({ set, costs: _, ...figures }) => ({ id: set.id, ...figures })),
};
writeFileSync(join(benchDir, 'results', 'bundle-size.md'), markdown);
writeFileSync(join(benchDir, 'results', 'bundle-size.json'), `${JSON.stringify(json, null, 2)}\n`);
console.log(summary);
console.log(verdict);
console.log(compositionTable);
console.log(partsTable);
console.log(contractTable);
console.log(reachTable);
console.log(reachVerdict);
console.log(leastTable);
console.log(leastFloorTable);
console.log(leastVerdict);
