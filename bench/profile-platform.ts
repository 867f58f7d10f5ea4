// Profiles the platform under one load scenario: the platform child runs with --cpu-prof, autocannon loads it for
// BENCH_SECONDS, and the .cpuprofile lands in bench/results/profiles/ (open it in Chrome DevTools or speedscope).
//   npx tsx bench/profile-platform.ts product-query|product-get|add-to-cart [postgres://…]
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startPlatformProcess } from './support/platform-process';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'results', 'profiles');
mkdirSync(dir, { recursive: true });
const scenario = process.argv[2] ?? 'product-query';
const platform = await startPlatformProcess({
  databaseUrl: process.argv[3],
  // One profile per thread (tsx runs its loader in a worker): the platform is the largest file.
  execArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}/${scenario}`],
});
const { access_token: token } = (await (
  await fetch(`${platform.baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: platform.clientId, grantType: 'anonymous' }),
  })
).json()) as { access_token: string };
const encode = (query: unknown) => Buffer.from(JSON.stringify(query)).toString('base64url');
const listPath = `/stores-reader/v1/products/query-platformized?.r=${encode({ query: { paging: { limit: 50 } } })}`;
const { products } = (await (
  await fetch(`${platform.baseUrl}${listPath}`, { headers: { authorization: token } })
).json()) as { products: Array<{ id: string; productOptions: unknown[] }> };
const plain = products.find((product) => product.productOptions.length === 0)!.id;
const requests: Record<string, { method: string; path: string; body?: string }> = {
  'product-query': { method: 'GET', path: listPath },
  'product-get': { method: 'GET', path: `/stores-reader/v1/products/${plain}` },
  'add-to-cart': {
    method: 'POST',
    path: '/ecom/v1/carts/current/add-to-cart',
    body: JSON.stringify({
      lineItems: [
        {
          catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: plain },
          quantity: 1,
        },
      ],
    }),
  },
};
const probe = await fetch(`${platform.baseUrl}${requests[scenario]!.path}`, {
  method: requests[scenario]!.method,
  headers: { authorization: token, 'content-type': 'application/json' },
  body: requests[scenario]!.body,
});
console.log(`probe: ${probe.status} ${(await probe.text()).slice(0, 200)}`);
const result = await autocannon({
  url: `${platform.baseUrl}${requests[scenario]!.path}`,
  connections: 16,
  duration: Number(process.env.BENCH_SECONDS ?? 8),
  ...requests[scenario]!,
  headers: { authorization: token, ...(requests[scenario]!.body && { 'content-type': 'application/json' }) },
} as never);
console.log(
  `${scenario}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);
await platform.stop();
console.log(`profiles: ${join(dir, scenario)}`);
