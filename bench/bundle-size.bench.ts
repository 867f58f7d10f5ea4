// Bundle size of a storefront's cart flow: our SDK against the official client doing the same calls.
// esbuild, browser platform, minified ESM, tree-shaken, with code splitting (as an app bundler would do), so the
// sign-in flows our OAuthStrategy imports on first use land in their own chunk. "Initial" is what a page loads up
// front (the entry and the chunks it imports statically); "total" adds the lazily loaded chunks.
//   npx tsx bench/bundle-size.bench.ts      (or: npm run bench -- bundle-size)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

const benchDir = dirname(fileURLToPath(import.meta.url));
const TARGET_GZIP = 5 * 1024;

// The same calls for both clients: create a client with a visitor session, then the cart flow up to checkout.
const calls = `
export async function cartFlow() {
  await client.currentCart.getCurrentCart();
  const { cart } = await client.currentCart.addToCurrentCart({
    lineItems: [{ catalogReference: { appId: 'app', catalogItemId: 'product', options: { variantId: 'v' } }, quantity: 1 }],
  });
  const lineItemId = cart?.lineItems[0]?._id ?? '';
  await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineItemId, quantity: 2 }]);
  await client.currentCart.removeLineItemsFromCurrentCart([lineItemId]);
  await client.currentCart.estimateCurrentCartTotals();
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: 'https://shop.example/' },
  });
  return redirectSession?.fullUrl;
}`;

const entries = {
  ours: `import { createClient, currentCart, OAuthStrategy, redirects } from '@bazaar/sdk';
const client = createClient({ auth: OAuthStrategy({ clientId: 'client-id' }), modules: { currentCart, redirects } });
${calls}`,
  official: `import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
const client = createClient({ auth: OAuthStrategy({ clientId: 'client-id' }), modules: { currentCart, redirects } });
${calls}`,
};

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

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
const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

async function bundle(name: keyof typeof entries, splitting: boolean) {
  const result = await build({
    stdin: { contents: entries[name], resolveDir: benchDir, sourcefile: `${name}-entry.ts`, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    splitting,
    outdir: join(benchDir, 'results', 'tmp', name),
    write: false,
    metafile: true,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const metafile = result.metafile as Metafile;
  const chunks = new Map(
    result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => [file.path, file]),
  );
  const entryPath = [...chunks.keys()].find((path) => metafile.outputs[relative(path)]?.entryPoint);
  if (!entryPath) throw new Error(`no entry chunk for ${name}`);
  // Initial = the entry and everything it imports statically; lazy = chunks reached only through import().
  const initial = new Set<string>();
  const visit = (path: string) => {
    if (initial.has(path)) return;
    initial.add(path);
    for (const imported of metafile.outputs[relative(path)]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(absolute(imported.path));
    }
  };
  visit(entryPath);
  let initialSizes = ZERO;
  let lazySizes = ZERO;
  for (const [path, file] of chunks) {
    if (initial.has(path)) initialSizes = add(initialSizes, measure(file.contents));
    else lazySizes = add(lazySizes, measure(file.contents));
  }
  const inputs = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      inputs.set(input, (inputs.get(input) ?? 0) + bytesInOutput);
    }
  }
  return {
    initial: initialSizes,
    lazy: lazySizes,
    total: add(initialSizes, lazySizes),
    chunks: chunks.size,
    inputs,
  };
}

const cwd = process.cwd();
const relative = (path: string) => path.slice(cwd.length + 1);
const absolute = (path: string) => join(cwd, path);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const ours = await bundle('ours', true);
const oursSingleFile = await bundle('ours', false);
const official = await bundle('official', true);
const officialSingleFile = await bundle('official', false);
// The fairest anchor for the official client is its smallest up-front load: with code splitting its lazy chunks keep
// whole modules (exports reached through import() are not tree-shaken), so one file is smaller for it.
const officialInitial =
  officialSingleFile.total.gzip < official.initial.gzip ? officialSingleFile.total : official.initial;
const ratio = (mine: number, theirs: number) => (theirs / mine).toFixed(1);
const topInputs = [...ours.inputs.entries()]
  .filter(([input]) => input.includes('packages/sdk/'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12);

const rows: Array<[string, Sizes]> = [
  ['@bazaar/sdk — initial (entry + static chunks)', ours.initial],
  ['@bazaar/sdk — lazy sign-in chunk (first login/logout only)', ours.lazy],
  ['@bazaar/sdk — one file, no code splitting', oursSingleFile.total],
  ['official — initial with code splitting', official.initial],
  ['official — lazy chunks', official.lazy],
  ['official — one file, no code splitting', officialSingleFile.total],
];
const table = [
  '| bundle | raw | gzip | brotli |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(
    ([label, sizes]) => `| ${label} | ${kb(sizes.raw)} | ${kb(sizes.gzip)} | ${kb(sizes.brotli)} |`,
  ),
].join('\n');
const verdict = ours.initial.gzip <= TARGET_GZIP ? 'within' : 'OVER';
const summary = [
  `Our initial load is ${kb(ours.initial.gzip)} gzip (${verdict} the ${kb(TARGET_GZIP)} target);`,
  `the official client's smallest up-front load (${kb(officialInitial.gzip)}) is ${ratio(ours.initial.gzip, officialInitial.gzip)}× larger.`,
  `Everything we ship for this flow in one file (${kb(oursSingleFile.total.gzip)}) is ${ratio(oursSingleFile.total.gzip, officialSingleFile.total.gzip)}× smaller than theirs in one file.`,
].join(' ');

const markdown = `# Bundle size: cart flow

Entry: \`createClient\` + \`OAuthStrategy\` + \`currentCart\` (getCurrentCart, addToCurrentCart,
updateCurrentCartLineItemQuantity, removeLineItemsFromCurrentCart, estimateCurrentCartTotals,
createCheckoutFromCurrentCart) + \`redirects.createRedirectSession\`. esbuild ${(await import('esbuild')).version},
browser platform, minified ESM, tree-shaken; each client built with code splitting (as an app bundler does) and as
one file. gzip level 9, brotli quality 11; sizes of separate chunks are summed. "Initial" is the entry plus the chunks
it imports statically; our lazy chunk holds the sign-in flows \`OAuthStrategy\` imports on first use (PKCE redirects,
login/register/verification, silent login, logout).

${table}

${summary}

Largest @bazaar/sdk inputs (minified bytes, all chunks):

| file | bytes |
| --- | ---: |
${topInputs.map(([input, bytes]) => `| ${input.replace(/^.*packages\/sdk\//, 'packages/sdk/')} | ${bytes} |`).join('\n')}

Regenerate with \`npm run bench -- bundle-size\`.
`;
writeFileSync(join(benchDir, 'results', 'bundle-size.md'), markdown);
writeFileSync(
  join(benchDir, 'results', 'bundle-size.json'),
  `${JSON.stringify(
    {
      esbuild: (await import('esbuild')).version,
      targetGzip: TARGET_GZIP,
      ours: { initial: ours.initial, lazy: ours.lazy, chunks: ours.chunks, singleFile: oursSingleFile.total },
      official: {
        initial: official.initial,
        lazy: official.lazy,
        chunks: official.chunks,
        singleFile: officialSingleFile.total,
      },
      ratio: {
        officialInitialOverOursInitialGzip: Number(ratio(ours.initial.gzip, officialInitial.gzip)),
        officialOverOursSingleFileGzip: Number(
          ratio(oursSingleFile.total.gzip, officialSingleFile.total.gzip),
        ),
      },
    },
    null,
    2,
  )}\n`,
);
console.log(table);
console.log(summary);
