// Latency of one product query page of 100 items, against the platform served over HTTP on 127.0.0.1, through:
//   floor    — fetch + JSON.parse of the same request (what any client must at least do),
//   ours     — @bazaar/sdk `products.queryProducts().limit(100).find()`,
//   official — @wix/sdk + @wix/stores, the same builder call (its URLs rewritten to the local platform).
// The three run interleaved in rotating order, so machine noise hits them alike; the ratios against the floor are
// the figures (target: ours at most 1.30× the floor). PGlite by default, PostgreSQL when DATABASE_URL is set.
//   node bench/run.mjs products-query      (or: npx tsx bench/products-query.bench.ts)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { seedDemo } from '@bazaar/platform';
import { createTestPlatform } from '@bazaar/platform/testing';
import {
  ApiKeyStrategy as BazaarApiKeyStrategy,
  OAuthStrategy as BazaarOAuthStrategy,
  products as bazaarProducts,
  createClient as createBazaarClient,
} from '@bazaar/sdk';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { rewritingFetch } from './support/rewriting-fetch';

const benchDir = dirname(fileURLToPath(import.meta.url));
const PAGE = 100;
const WARMUP = 30;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const TARGET_RATIO = 1.3;

// --- platform: the demo catalog plus copies of it, so a page of 100 is full of realistic products ---
const platform = await createTestPlatform();
await seedDemo(platform.deps);
const { baseUrl } = await platform.listen();
const admin = createBazaarClient({
  baseUrl,
  modules: { products: bazaarProducts },
  auth: BazaarApiKeyStrategy({ apiKey: (await platform.seed.apiKey()).key }),
});
const seeded = await admin.products.queryProducts().limit(100).find();
for (const source of seeded.items) {
  const { product } = await admin.products.createProduct({
    name: `${source.name} II`,
    description: source.description,
    priceData: { price: source.priceData?.price ?? 1 },
    discount: source.discount as never,
    ribbon: source.ribbon,
    brand: source.brand,
    productOptions: source.productOptions as never,
    additionalInfoSections: source.additionalInfoSections as never,
  });
  await admin.products.addProductMedia(
    product!._id!,
    (source.media?.items ?? []).map((item) => ({ url: item.image?.url ?? '' })),
  );
}

// --- the three clients, each with a visitor session opened before timing starts ---
const query = { query: { filter: {}, paging: { offset: 0, limit: PAGE } } };
const ours = createBazaarClient({
  baseUrl,
  modules: { products: bazaarProducts },
  auth: BazaarOAuthStrategy({ clientId: platform.clientId }),
});
const realFetch = globalThis.fetch;
const rewrite = rewritingFetch(baseUrl, realFetch);
// The official client's token call uses the global fetch (endpoints.md §0).
globalThis.fetch = rewrite;
const official = createClient({
  modules: { products },
  auth: OAuthStrategy({ clientId: platform.clientId }),
  fetch: rewrite,
});
const first = await ours.products.queryProducts().limit(PAGE).find();
await official.products.queryProducts().limit(PAGE).find();
const { headers: authHeaders } = await (
  ours.auth as { getAuthHeaders(): Promise<{ headers: Record<string, string> }> }
).getAuthHeaders();
const floorUrl = `${baseUrl}/stores-reader/v1/products/query-platformized?.r=${Buffer.from(JSON.stringify(query)).toString('base64url')}`;
const responseBytes = (await (await realFetch(floorUrl, { headers: authHeaders })).arrayBuffer()).byteLength;

const runners: Record<string, () => Promise<number>> = {
  floor: async () => {
    const res = await realFetch(floorUrl, { headers: authHeaders });
    return (JSON.parse(await res.text()) as { products: unknown[] }).products.length;
  },
  ours: async () => (await ours.products.queryProducts().limit(PAGE).find()).items.length,
  official: async () => (await official.products.queryProducts().limit(PAGE).find()).items.length,
};
const names = Object.keys(runners);
const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));

for (let round = 0; round < WARMUP + ROUNDS; round++) {
  for (let i = 0; i < names.length; i++) {
    const name = names[(round + i) % names.length]!;
    const started = performance.now();
    const count = await runners[name]!();
    const elapsed = performance.now() - started;
    if (count !== PAGE) throw new Error(`${name} returned ${count} products, expected ${PAGE}`);
    if (round >= WARMUP) samples[name]!.push(elapsed);
  }
}

globalThis.fetch = realFetch;
await platform.close();

// --- report ---
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const stats = Object.fromEntries(
  names.map((name) => {
    const values = samples[name]!;
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return [name, { median: quantile(values, 0.5), p95: quantile(values, 0.95), mean }];
  }),
) as Record<string, { median: number; p95: number; mean: number }>;
const floor = stats.floor!;
const ratio = (name: string) => stats[name]!.median / floor.median;
const oursRatio = ratio('ours');
const officialRatio = ratio('official');
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ms = (value: number) => value.toFixed(2);
const label: Record<string, string> = {
  floor: 'floor: fetch + JSON.parse',
  ours: '@bazaar/sdk `queryProducts().limit(100).find()`',
  official: 'official @wix/sdk + @wix/stores, same call',
};

const markdown = `# Product query latency: 100 products per page

One \`GET /stores-reader/v1/products/query-platformized?.r=…\` page of ${PAGE} products (${(responseBytes / 1024).toFixed(1)} KB
of JSON: the demo catalog and copies of it, with media, options and prices), against the platform served over HTTP on
127.0.0.1 (${database}, same process), through three clients taking turns in rotating order: ${WARMUP} warm-up rounds,
then ${ROUNDS} measured rounds each. Visitor session opened beforehand. Latency in ms.

| client | median | p95 | mean | median vs floor |
| --- | ---: | ---: | ---: | ---: |
${names.map((name) => `| ${label[name]} | ${ms(stats[name]!.median)} | ${ms(stats[name]!.p95)} | ${ms(stats[name]!.mean)} | ${ratio(name).toFixed(2)}× |`).join('\n')}

Our SDK's overhead over the floor (building the request, the \`.r\` encoding, auth headers, response conversion:
key renames at every depth, ${first.items.length} products' timestamps and float paths) is ${((oursRatio - 1) * 100).toFixed(1)}% of the
median (${ms(stats.ours!.median - floor.median)} ms); target ≤ ${((TARGET_RATIO - 1) * 100).toFixed(0)}% — ${oursRatio <= TARGET_RATIO ? 'MET' : 'NOT MET'}.
The official client takes ${officialRatio.toFixed(2)}× the floor (${((officialRatio - 1) * 100).toFixed(1)}% over it), ${(stats.official!.median / stats.ours!.median).toFixed(2)}× our median.
`;

console.log(markdown);
writeFileSync(join(benchDir, 'results', 'products-query.md'), markdown);
writeFileSync(
  join(benchDir, 'results', 'products-query.json'),
  `${JSON.stringify(
    {
      page: PAGE,
      responseBytes,
      database,
      warmup: WARMUP,
      rounds: ROUNDS,
      ms: stats,
      ratioToFloor: { ours: oursRatio, official: officialRatio },
      target: { oursRatioMax: TARGET_RATIO, met: oursRatio <= TARGET_RATIO },
    },
    null,
    2,
  )}\n`,
);
