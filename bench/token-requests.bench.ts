// Token requests caused by 20 and 100 concurrent calls on a cold client (a visitor session not started yet): our SDK
// against the official client, both with OAuthStrategy calling `currentCart.getCurrentCart()`. A tiny node:http
// server on 127.0.0.1 answers the token endpoint (after a short delay, like a real round trip) and the cart, and
// counts the token requests. Ours renews single-flight (DESIGN.md §3): it must make exactly 1, whatever the load.
//   node bench/run.mjs token-requests      (or: npx tsx bench/token-requests.bench.ts; BENCH_TRIALS=N, default 5)
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  OAuthStrategy as BazaarOAuthStrategy,
  currentCart as bazaarCurrentCart,
  createClient as createBazaarClient,
} from '@bazaar/sdk';
import { currentCart } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { benchDir } from './bundle-sets';

const CONCURRENCY = [20, 100];
const TRIALS = Number(process.env.BENCH_TRIALS ?? 5);
const TOKEN_DELAY_MS = 20;
const WIX_HOSTS = ['https://www.wixapis.com', 'https://edge.wixapis.com'];

// --- the server: tokens (numbered, so concurrent sessions are told apart) and a cart for any caller ---
let tokenRequests = 0;
const cartAuthorizations = new Set<string>();
const reply = (response: ServerResponse, body: unknown) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
async function handle(request: IncomingMessage, response: ServerResponse) {
  for await (const _ of request); // drain the body
  const path = new URL(request.url ?? '/', 'http://local').pathname;
  if (request.method === 'POST' && path === '/oauth2/token') {
    const n = ++tokenRequests;
    await new Promise((resolve) => setTimeout(resolve, TOKEN_DELAY_MS));
    return reply(response, {
      access_token: `access-${n}`,
      refresh_token: `refresh-${n}`,
      expires_in: 14_400,
      token_type: 'Bearer',
    });
  }
  if (request.method === 'GET' && path === '/ecom/v1/carts/current') {
    cartAuthorizations.add(request.headers.authorization ?? '');
    return reply(response, {
      cart: { id: 'cart-1', lineItems: [], createdDate: '2025-01-01T00:00:00.000Z' },
    });
  }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: `no route ${request.method} ${path}` }));
}
const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    response.writeHead(500);
    response.end(String(error));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// The official client calls Wix's hosts through the global fetch: send those calls to the local server.
const realFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const host = WIX_HOSTS.find((prefix) => url.startsWith(`${prefix}/`));
  if (!host) return realFetch(input, init);
  const target = baseUrl + url.slice(host.length);
  return input instanceof Request ? realFetch(new Request(target, input), init) : realFetch(target, init);
}) as typeof fetch;

// --- one trial: a fresh (cold) client, N concurrent calls, the token requests they caused ---
const clients = {
  ours: () =>
    createBazaarClient({
      baseUrl,
      auth: BazaarOAuthStrategy({ clientId: 'client-id' }),
      modules: { currentCart: bazaarCurrentCart },
    }).currentCart.getCurrentCart,
  official: () =>
    createClient({ auth: OAuthStrategy({ clientId: 'client-id' }), modules: { currentCart } }).currentCart
      .getCurrentCart,
};
type ClientName = keyof typeof clients;

async function trial(client: ClientName, concurrency: number) {
  const getCurrentCart = clients[client]();
  const before = tokenRequests;
  cartAuthorizations.clear();
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: concurrency }, () => getCurrentCart()));
  const ms = performance.now() - started;
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed) throw new Error(`${client}: ${failed} of ${concurrency} calls failed`);
  return { tokenRequests: tokenRequests - before, sessions: cartAuthorizations.size, ms };
}

const rows: Array<{
  client: ClientName;
  concurrency: number;
  tokenRequests: number[];
  sessions: number[];
  medianMs: number;
}> = [];
for (const concurrency of CONCURRENCY) {
  for (const client of ['ours', 'official'] as const) {
    const trials = [];
    for (let i = 0; i < TRIALS; i++) trials.push(await trial(client, concurrency));
    const times = trials.map((t) => t.ms).sort((a, b) => a - b);
    rows.push({
      client,
      concurrency,
      tokenRequests: trials.map((t) => t.tokenRequests),
      sessions: trials.map((t) => t.sessions),
      medianMs: Number(times[Math.floor(times.length / 2)]!.toFixed(1)),
    });
  }
}
globalThis.fetch = realFetch;
await new Promise((resolve) => server.close(resolve));

const label = { ours: '@bazaar/sdk', official: 'official (@wix/sdk + @wix/ecom)' };
const range = (values: number[]) =>
  Math.min(...values) === Math.max(...values)
    ? `${values[0]}`
    : `${Math.min(...values)}–${Math.max(...values)}`;
const oursAlwaysOne = rows
  .filter((row) => row.client === 'ours')
  .every((row) => row.tokenRequests.every((n) => n === 1));
const table = [
  '| concurrent calls | client | token requests (per trial) | access tokens the calls used | all calls done in (median) |',
  '| ---: | --- | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.concurrency} | ${label[row.client]} | ${range(row.tokenRequests)} | ${range(row.sessions)} | ${row.medianMs} ms |`,
  ),
].join('\n');
const verdict = `Ours made exactly 1 token request in every trial: ${oursAlwaysOne ? 'yes' : '**no**'}.`;

const markdown = `# Token requests on a cold client

N concurrent \`currentCart.getCurrentCart()\` calls on a freshly created client with \`OAuthStrategy\` (no session
yet), against a local \`node:http\` server on 127.0.0.1 that answers \`POST /oauth2/token\` after ${TOKEN_DELAY_MS} ms and
the cart at once, counting token requests. The official client's calls to Wix's hosts are rewritten to the server.
${TRIALS} trials per row, each with a new client; node ${process.version}.

${table}

${verdict} Each token request starts its own anonymous visitor session, and the official client's concurrent calls
use the tokens of different sessions (the column of access tokens the cart endpoint saw): the calls of one page are
spread over several visitors — several carts.

Regenerate with \`node bench/run.mjs token-requests\`.
`;
writeFileSync(join(benchDir, 'results', 'token-requests.md'), markdown);
writeFileSync(
  join(benchDir, 'results', 'token-requests.json'),
  `${JSON.stringify({ node: process.version, trials: TRIALS, tokenDelayMs: TOKEN_DELAY_MS, rows, oursAlwaysOne }, null, 2)}\n`,
);
console.log(table);
console.log(verdict);
if (!oursAlwaysOne) process.exitCode = 1;
