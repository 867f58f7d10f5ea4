// Platform throughput and latency under load: autocannon in this process, the platform in its own child process
// (bench/support/platform-server.ts), on PGlite and on PostgreSQL (fresh schema), next to a bare Hono handler as the
// ceiling of the HTTP stack on this machine. Scenarios, as a storefront visitor calls them:
//   product get          GET  /stores-reader/v1/products/{id}
//   product query (50)   GET  /stores-reader/v1/products/query-platformized?.r=… (50 items)
//   add-to-cart          POST /ecom/v1/carts/current/add-to-cart (one item, round-robin over visitors)
//   estimate totals      POST /ecom/v1/carts/current/estimate-totals (a 3-item cart, round-robin over visitors)
//   place order          POST /ecom/v1/checkouts/{id}/create-order (each on its own prepared checkout)
// Each scenario runs BENCH_REPEATS times (default 3) for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 16)
// connections; the run with the median req/s is reported. PostgreSQL at BENCH_PG_URL
// (default postgres://postgres@127.0.0.1:5432/test), BENCH_PG=false skips it.
//   node bench/run.mjs platform-load
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type PlatformProcess, startPlatformProcess } from './support/platform-process';

const benchDir = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const VISITORS = 64;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const PORTLAND = { country: 'US', subdivision: 'US-OR', city: 'Portland', postalCode: '97201' };
const TARGETS = { addToCart: { rps: 1500, p99: 25 }, productQuery: { rps: 1500 } };

interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}
interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One autocannon run; `next` gives each request (round-robin state lives in the closure). */
async function load(baseUrl: string, next: () => Request, amount?: number): Promise<Run> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: SECONDS }),
    // autocannon's request carries the host and port; each request keeps them and sets its own method, path, body.
    requests: [{ setupRequest: (request: object) => ({ ...request, ...next() }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** The repeat with the median throughput. */
async function measure(run: () => Promise<Run>): Promise<Run> {
  const runs: Run[] = [];
  for (let i = 0; i < REPEATS; i++) runs.push(await run());
  return runs.sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
}

async function call(platform: PlatformProcess, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${platform.baseUrl}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as any;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const json = { 'content-type': 'application/json' };

async function benchPlatform(databaseUrl: string | undefined) {
  const platform = await startPlatformProcess({ databaseUrl });
  try {
    const api = (method: string, path: string, body?: unknown) =>
      call(platform, platform.apiKey, method, path, body);
    const visitors: string[] = [];
    for (let i = 0; i < VISITORS; i++) {
      const { access_token } = await call(platform, '', 'POST', '/oauth2/token', {
        clientId: platform.clientId,
        grantType: 'anonymous',
      });
      visitors.push(access_token as string);
    }
    const encode = (query: unknown) => Buffer.from(JSON.stringify(query)).toString('base64url');
    const { products } = await api(
      'GET',
      `/stores-reader/v1/products/query-platformized?.r=${encode({ query: { paging: { limit: 100 } } })}`,
    );
    const plain = (
      products as Array<{ id: string; productOptions: unknown[]; stock: { trackInventory: boolean } }>
    )
      .filter((product) => product.productOptions.length === 0 && !product.stock.trackInventory)
      .map((product) => product.id);
    if (plain.length < 3) throw new Error('the demo catalog needs 3 untracked products without options');
    const line = (id: string) => ({
      catalogReference: { appId: STORES_APP_ID, catalogItemId: id },
      quantity: 1,
    });
    let turn = 0;
    const visitor = () => visitors[turn++ % visitors.length]!;
    const results: Record<string, Run> = {};

    results.productGet = await measure(() =>
      load(platform.baseUrl, () => ({
        method: 'GET',
        path: `/stores-reader/v1/products/${plain[turn % plain.length]}`,
        headers: { authorization: visitor() },
      })),
    );
    const queryPath = `/stores-reader/v1/products/query-platformized?.r=${encode({ query: { paging: { limit: 50 } } })}`;
    const pageBytes = Buffer.byteLength(JSON.stringify(await api('GET', queryPath)));
    results.productQuery = await measure(() =>
      load(platform.baseUrl, () => ({
        method: 'GET',
        path: queryPath,
        headers: { authorization: visitor() },
      })),
    );
    results.addToCart = await measure(() =>
      load(platform.baseUrl, () => ({
        method: 'POST',
        path: '/ecom/v1/carts/current/add-to-cart',
        headers: { authorization: visitor(), ...json },
        body: JSON.stringify({ lineItems: [line(plain[turn % 3]!)] }),
      })),
    );
    results.estimateTotals = await measure(() =>
      load(platform.baseUrl, () => ({
        method: 'POST',
        path: '/ecom/v1/carts/current/estimate-totals',
        headers: { authorization: visitor(), ...json },
        body: '{}',
      })),
    );
    // Place order: every request needs a checkout of its own, prepared beforehand (one per expected order).
    results.placeOrder = await measure(async () => {
      const checkouts: Array<{ token: string; id: string }> = [];
      const amount = Number(process.env.BENCH_ORDERS ?? 1000);
      // A checkout takes its visitor's cart, so each order gets a new visitor with one item in the cart.
      const prepare = async () => {
        const { access_token: token } = await call(platform, '', 'POST', '/oauth2/token', {
          clientId: platform.clientId,
          grantType: 'anonymous',
        });
        await call(platform, token, 'POST', '/ecom/v1/carts/current/add-to-cart', {
          lineItems: [line(plain[0]!)],
        });
        const { checkoutId } = await call(platform, token, 'POST', '/ecom/v1/carts/current/create-checkout', {
          channelType: 'WEB',
        });
        await call(platform, token, 'PATCH', `/ecom/v1/checkouts/${checkoutId}`, {
          checkout: {
            buyerInfo: { email: 'load@example.com' },
            billingInfo: { address: PORTLAND, contactDetails: { firstName: 'Load' } },
            shippingInfo: {
              shippingDestination: {
                address: PORTLAND,
              },
            },
          },
        });
        checkouts.push({ token, id: checkoutId as string });
      };
      for (let i = 0; i < amount; i += 16)
        await Promise.all(Array.from({ length: Math.min(16, amount - i) }, prepare));
      let index = 0;
      return load(
        platform.baseUrl,
        () => {
          const checkout = checkouts[index++ % checkouts.length]!;
          return {
            method: 'POST',
            path: `/ecom/v1/checkouts/${checkout.id}/create-order`,
            headers: { authorization: checkout.token, ...json },
            body: '{}',
          };
        },
        amount,
      );
    });
    return { database: platform.database, results, pageBytes };
  } finally {
    await platform.stop();
  }
}

/** The bare Hono ceiling: a tiny JSON answer, and one as large as a 50-product query page. */
async function benchHono(pageBytes: number) {
  const hono = await startPlatformProcess({ server: 'hono' });
  try {
    return {
      small: await measure(() => load(hono.baseUrl, () => ({ method: 'GET', path: '/hello', headers: {} }))),
      page: await measure(() =>
        load(hono.baseUrl, () => ({ method: 'GET', path: `/bytes/${pageBytes}`, headers: {} })),
      ),
    };
  } finally {
    await hono.stop();
  }
}

const databases = [await benchPlatform(undefined)];
if (process.env.BENCH_PG !== 'false') databases.push(await benchPlatform(PG_URL));
const ceilings = await benchHono(databases[0]!.pageBytes);
const ceiling = ceilings.small;

// --- report ---
const SCENARIOS: Record<string, string> = {
  productGet: 'product get',
  productQuery: 'product query (50 items)',
  addToCart: 'add-to-cart',
  estimateTotals: 'estimate totals',
  placeOrder: 'place order',
};
const row = (name: string, run: Run) =>
  `| ${name} | ${Math.round(run.rps).toLocaleString('en-US')} | ${run.p50} | ${run.p99} | ${run.requests.toLocaleString('en-US')} | ${run.errors} |`;
const verdict = (database: string, results: Record<string, Run>) => {
  const share = database === 'PGlite' ? 0.5 : 1;
  const add = results.addToCart!;
  const query = results.productQuery!;
  const addRps = TARGETS.addToCart.rps * share;
  const queryRps = TARGETS.productQuery.rps * share;
  return [
    `add-to-cart ≥ ${addRps}/s at p99 < ${TARGETS.addToCart.p99} ms: ${Math.round(add.rps)}/s, p99 ${add.p99} ms — ${add.rps >= addRps && add.p99 < TARGETS.addToCart.p99 ? 'MET' : 'NOT MET'}`,
    `product query ≥ ${queryRps}/s: ${Math.round(query.rps)}/s — ${query.rps >= queryRps ? 'MET' : 'NOT MET'}`,
  ];
};
const markdown = `# Platform throughput and latency under load

autocannon (${CONNECTIONS} connections, ${SECONDS} s per run, ${REPEATS} runs per scenario, the median run by req/s reported)
in one process, the platform in another, on this machine (${availableParallelism()} cores, shared with other jobs while
measuring, so figures are noisy). Visitor requests with ${VISITORS} anonymous visitor tokens taken in turn. Latency in ms;
"errors" counts non-2xx responses, socket errors and timeouts. Place order runs a fixed number of requests, each on a
checkout prepared beforehand (created from the visitor's cart, buyer email and shipping address set).

Ceiling — a bare Hono handler (\`c.json({ hello: 'world' })\`) served the same way: **${Math.round(ceiling.rps).toLocaleString('en-US')} req/s**,
p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms. The same handler sending a prebuilt JSON body as large as a 50-product
query page (${(databases[0]!.pageBytes / 1024).toFixed(0)} KB): **${Math.round(ceilings.page.rps).toLocaleString('en-US')} req/s**, p50 ${ceilings.page.p50} ms, p99 ${ceilings.page.p99} ms —
the most any server on this machine can push through one Node process at that size, before any database work.

${databases
  .map(
    ({ database, results }) => `## ${database}

| scenario | req/s | p50 | p99 | requests | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${Object.entries(SCENARIOS)
  .map(([key, name]) => row(name, results[key]!))
  .join('\n')}

Targets${database === 'PGlite' ? ' (half of the PostgreSQL ones)' : ''}:
${verdict(database, results)
  .map((line) => `- ${line}`)
  .join('\n')}
`,
  )
  .join('\n')}`;

console.log(markdown);
writeFileSync(join(benchDir, 'results', 'platform-load.md'), markdown);
writeFileSync(
  join(benchDir, 'results', 'platform-load.json'),
  `${JSON.stringify(
    {
      connections: CONNECTIONS,
      seconds: SECONDS,
      repeats: REPEATS,
      cores: availableParallelism(),
      machine: 'shared',
      ceiling,
      ceilingPage: { bytes: databases[0]!.pageBytes, ...ceilings.page },
      databases: Object.fromEntries(databases.map(({ database, results }) => [database, results])),
      targets: TARGETS,
    },
    null,
    2,
  )}\n`,
);
