// The storefront call sets of issue 11, as entry modules for both clients, and the esbuild settings the bundle
// benchmarks share (bundle-size.bench.ts, cold-import.bench.ts). Both clients make the same calls with the same
// argument shapes (ours keeps the official names), so each set compares the code each needs for the same work.
//   (a) session + cart: a visitor session, the cart flow up to checkout, the hosted checkout redirect;
//   (b) (a) + catalog queries: a product query page, one product, the collections;
//   (c) (b) + member + orders: the signed-in member and, once our SDK has an `orders` module, their orders.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as bazaarSdk from '@bazaar/sdk';
import { type BuildOptions, build, type Metafile, type OutputFile, type Plugin } from 'esbuild';

export const benchDir = dirname(fileURLToPath(import.meta.url));

// A project with @bazaar/sdk installed as published (packages/sdk/scripts/build.mjs), which the bundles resolve it
// from: what an app that installs the package bundles. The workspace's own link points at the TypeScript sources.
const publishedProject = join(benchDir, 'results', 'tmp', 'published-sdk');
let published = false;

/**
 * Builds @bazaar/sdk as published into the bench's temporary project, once per process.
 *
 * @returns the project directory (its node_modules holds the package)
 */
export function installPublishedSdk(): string {
  if (!published) {
    execFileSync(process.execPath, [
      join(benchDir, '../packages/sdk/scripts/build.mjs'),
      join(publishedProject, 'node_modules/@bazaar/sdk'),
      '--js-only',
    ]);
    published = true;
  }
  return publishedProject;
}

/**
 * An esbuild plugin resolving `@bazaar/sdk` (and its subpaths) from the published build, with the package's export
 * conditions, as an app's bundler would.
 *
 * @returns the plugin
 */
export function publishedSdk(): Plugin {
  return {
    name: 'published-sdk',
    setup(pluginBuild) {
      const resolveDir = installPublishedSdk();
      pluginBuild.onResolve({ filter: /^@bazaar\/sdk(\/.*)?$/ }, (args) =>
        args.pluginData === 'published'
          ? undefined
          : pluginBuild.resolve(args.path, { kind: args.kind, resolveDir, pluginData: 'published' }),
      );
    },
  };
}

/**
 * Whether our SDK exports an `orders` module yet (it is being added on another branch). Set (c) includes
 * `orders.searchOrders` / `orders.getOrder` for both clients as soon as it does; until then (c) is member-only.
 */
export const HAS_ORDERS = 'orders' in bazaarSdk;

/** One call set: which modules each client binds, and the calls (the same source for both). */
export interface CallSet {
  id: 'a' | 'b' | 'c';
  title: string;
  /** Module names bound on the client (`currentCart`, `products`…). */
  modules: string[];
  /** The calls, as module source using `client`. */
  calls: string;
}

const CART_CALLS = `
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

const CATALOG_CALLS = `
export async function catalog(collectionId) {
  const page = await client.products.queryProducts().hasSome('collectionIds', [collectionId]).limit(12).find();
  const { product } = await client.products.getProduct(page.items[0]?._id ?? '');
  const { items: collections } = await client.collections.queryCollections().find();
  return { products: page.items, product, collections };
}`;

const MEMBER_CALLS = `
export async function account() {
  const { member } = await client.members.getCurrentMember();
  return member;
}`;

// Added to set (c) once our SDK has the module: the official names and argument shapes.
const ORDERS_CALLS = `
export async function orderHistory() {
  const { orders } = await client.orders.searchOrders({ search: { cursorPaging: { limit: 10 } } });
  return orders[0] && (await client.orders.getOrder(orders[0]._id));
}`;

const CART = { modules: ['currentCart', 'redirects'], calls: CART_CALLS };
const CATALOG = { modules: ['products', 'collections'], calls: CATALOG_CALLS };
const MEMBER = { modules: ['members'], calls: MEMBER_CALLS };
const ORDERS = { modules: ['orders'], calls: ORDERS_CALLS };

const compose = (
  id: CallSet['id'],
  title: string,
  parts: Array<{ modules: string[]; calls: string }>,
): CallSet => ({
  id,
  title,
  modules: parts.flatMap((part) => part.modules),
  calls: parts.map((part) => part.calls).join('\n'),
});

/** The three sets, in order. */
export const CALL_SETS: CallSet[] = [
  compose('a', 'session + cart', [CART]),
  compose('b', 'session + cart + catalog queries', [CART, CATALOG]),
  compose(
    'c',
    HAS_ORDERS ? 'session + cart + catalog + member + orders' : 'session + cart + catalog + member',
    HAS_ORDERS ? [CART, CATALOG, MEMBER, ORDERS] : [CART, CATALOG, MEMBER],
  ),
];

// Where each official module comes from.
const OFFICIAL_PACKAGES: Record<string, string> = {
  currentCart: '@wix/ecom',
  orders: '@wix/ecom',
  redirects: '@wix/redirects',
  products: '@wix/stores',
  collections: '@wix/stores',
  members: '@wix/members',
};

/** The two clients. */
export type ClientName = 'ours' | 'official';

/**
 * The entry module of a set for one client: a client with a visitor session (OAuthStrategy) and the set's modules,
 * and the set's calls exported (so nothing is tree-shaken away).
 *
 * @param set - the call set
 * @param client - which client
 * @returns the module source
 */
export function entrySource(set: CallSet, client: ClientName): string {
  const modules = set.modules.join(', ');
  const imports =
    client === 'ours'
      ? [`import { createClient, OAuthStrategy, ${modules} } from '@bazaar/sdk';`]
      : [
          `import { createClient, OAuthStrategy } from '@wix/sdk';`,
          ...[...new Set(set.modules.map((name) => OFFICIAL_PACKAGES[name]))].map(
            (pkg) =>
              `import { ${set.modules.filter((name) => OFFICIAL_PACKAGES[name] === pkg).join(', ')} } from '${pkg}';`,
          ),
        ];
  return `${imports.join('\n')}
const client = createClient({ auth: OAuthStrategy({ clientId: 'client-id' }), modules: { ${modules} } });
${set.calls}
`;
}

/**
 * The entry module of a set for the floor (support/minimal-client.ts): our module tables and the set's calls, bound
 * by the least client code that runs them when every call succeeds.
 *
 * @param set - the call set
 * @returns the module source
 */
export function floorEntrySource(set: CallSet): string {
  return entrySource(set, 'ours').replace(
    /import \{ createClient, OAuthStrategy, ([^}]*) \} from '@bazaar\/sdk';/,
    `import { createClient, OAuthStrategy } from './support/minimal-client';\nimport { $1 } from '@bazaar/sdk';`,
  );
}

/** The two builds of the least conforming client: answers converted by a copying walk, or in place. */
export type LeastVariant = 'copying' | 'in-place';

/**
 * The entry module of a set for the least conforming client (support/least-conforming-client.ts): our module tables
 * and the set's calls, bound by the least client code that keeps the contracts DESIGN.md §3 and SPEC.md require
 * (support/sdk-contracts.ts), the way the floor binds them.
 *
 * @param set - the call set
 * @param variant - how answers are converted: a copying walk, or in place (issue 11's CPU target)
 * @returns the module source
 */
export function leastEntrySource(set: CallSet, variant: LeastVariant): string {
  const create = variant === 'copying' ? 'createClient' : 'createInPlaceClient as createClient';
  return entrySource(set, 'ours').replace(
    /import \{ createClient, OAuthStrategy, ([^}]*) \} from '@bazaar\/sdk';/,
    `import { ${create}, OAuthStrategy } from './support/least-conforming-client';\nimport { $1 } from '@bazaar/sdk';`,
  );
}

/** A bundle's output files and metafile. */
export interface Bundle {
  files: OutputFile[];
  metafile: Metafile;
}

/**
 * Bundles an entry the way a storefront's bundler would: esbuild, browser platform, ES2022, minified, tree-shaken,
 * production mode, optionally with code splitting (lazily imported modules in their own chunks). `@bazaar/sdk` is
 * the package as published (publishedSdk), unless `sdk: 'sources'` asks for the workspace's TypeScript sources.
 *
 * @param source - the entry module source
 * @param name - a name for the entry (used in file names)
 * @param options - splitting, which build of our SDK, and esbuild overrides (e.g. `platform: 'node'` for
 *   cold-import runs; `plugins` are added to the published-package resolver)
 * @returns the output files and the metafile
 */
export async function bundleEntry(
  source: string,
  name: string,
  {
    sdk = 'published',
    plugins = [],
    ...options
  }: { splitting: boolean; sdk?: 'published' | 'sources' } & Partial<BuildOptions>,
): Promise<Bundle> {
  const result = await build({
    plugins: sdk === 'published' ? [...plugins, publishedSdk()] : plugins,
    stdin: { contents: source, resolveDir: benchDir, sourcefile: `${name}-entry.ts`, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: `${benchDir}/results/tmp/${name}`,
    write: false,
    metafile: true,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    ...options,
  });
  // write: false and metafile: true, so both are there.
  const { outputFiles = [], metafile } = result;
  if (!metafile) throw new Error('esbuild returned no metafile');
  return { files: outputFiles.filter((file) => file.path.endsWith('.js')), metafile };
}

/**
 * The output files a page loads up front: the set's entry chunk and the chunks it imports statically (what
 * `import()` reaches loads later). Paths as the metafile names them, relative to the working directory.
 *
 * @param bundle - a bundle built by bundleEntry
 * @returns the initial outputs' paths
 */
export function initialOutputs({ files, metafile }: Bundle): Set<string> {
  const relative = (path: string) => path.slice(process.cwd().length + 1);
  // The set's own entry: lazily imported modules are entry points of the metafile too, and may come first.
  const entry = files.find((file) =>
    metafile.outputs[relative(file.path)]?.entryPoint?.endsWith('-entry.ts'),
  );
  if (!entry) throw new Error('no entry chunk');
  const initial = new Set<string>();
  const visit = (path: string) => {
    if (initial.has(path)) return;
    initial.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(relative(entry.path));
  return initial;
}
