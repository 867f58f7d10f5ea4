// Profiles the platform under one load scenario: the platform child runs with --cpu-prof, autocannon loads it for
// BENCH_SECONDS, and the .cpuprofile lands in bench/results/profiles/ (open it in Chrome DevTools or speedscope).
// Prints req/s, p99 and the CPU time per request of the platform child (utime + stime from /proc) and, on
// PostgreSQL, of the server backends serving the child's connections (matched by client port). BENCH_CPU_PROF=false
// leaves the profiler out (it costs CPU of its own: compare CPU per request without it). add-to-cart takes
// BENCH_VISITORS (default 64) visitor tokens in turn, like platform-load.bench.ts. Without BENCH_RATE autocannon
// runs a closed loop of 16 connections at full speed; BENCH_RATE=<req/s> runs an open loop at that even rate instead
// (support/open-loop.ts); BENCH_HISTOGRAM=true prints the answers' latencies in 2 ms buckets. BENCH_NODE_FLAGS adds
// node flags to the platform child (e.g. `--trace-gc`, whose lines the child prints, to tell GC pauses from queueing).
// place-order places BENCH_ORDERS (default 2000) orders, each from its own checkout prepared beforehand over HTTP like
// platform-load.bench.ts (support/place-order-checkouts.ts: a new visitor, one untracked item, create-checkout,
// buyer and addresses), after BENCH_WARMUP_ORDERS (default 0) unmeasured ones; BENCH_SECONDS and BENCH_WARMUP do
// not apply to it (with BENCH_RATE the run ends when its checkouts run out: keep rate × seconds below BENCH_ORDERS).
//   npx tsx bench/profile-platform.ts product-query|product-get|add-to-cart|place-order [postgres://…]
import { mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../packages/platform/src/db/postgres-database';
import { roundRobin, runOpenLoop } from './support/open-loop';
import {
  type PreparedCheckout,
  placeOrderRequest,
  prepareCheckouts,
  untrackedPlainProducts,
} from './support/place-order-checkouts';
import { startPlatformProcess } from './support/platform-process';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'results', 'profiles');
const scenario = process.argv[2] ?? 'product-query';
mkdirSync(join(dir, scenario), { recursive: true });
const databaseUrl = process.argv[3];
const profile = process.env.BENCH_CPU_PROF !== 'false';
const platform = await startPlatformProcess({
  databaseUrl,
  // One profile per thread (tsx runs its loader in a worker): the platform is the largest file.
  execArgv: [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${dir}/${scenario}`] : []),
    ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ],
});
const tokenOf = async () =>
  (
    (await (
      await fetch(`${platform.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: platform.clientId, grantType: 'anonymous' }),
      })
    ).json()) as { access_token: string }
  ).access_token;
const token = await tokenOf();
const visitors = [token];
if (scenario === 'add-to-cart') {
  for (let i = 1; i < Number(process.env.BENCH_VISITORS ?? 64); i++) visitors.push(await tokenOf());
}
// Place order: one prepared checkout per request (the probe's, the warm-up's and the measured ones), like
// platform-load.bench.ts; the run then sends BENCH_ORDERS requests instead of loading for BENCH_SECONDS.
const orders = Number(process.env.BENCH_ORDERS ?? 2000);
const warmupOrders = Number(process.env.BENCH_WARMUP_ORDERS ?? 0);
let checkouts: PreparedCheckout[] = [];
if (scenario === 'place-order') {
  const [untracked] = await untrackedPlainProducts(platform.baseUrl, token);
  // A few spare ones: autocannon may set up a request or two beyond its amount.
  checkouts = await prepareCheckouts(platform, untracked!, 1 + warmupOrders + orders + 32);
}
let placed = 0;
const nextCheckout = () => placeOrderRequest(checkouts[Math.min(placed++, checkouts.length - 1)]!);
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
const placeOrder = scenario === 'place-order';
const request = placeOrder ? placeOrderRequest(checkouts[0]!) : requests[scenario]!;
const headers = { ...(request.body && { 'content-type': 'application/json' }) };
const probed = placeOrder ? nextCheckout() : undefined;
const probe = await fetch(`${platform.baseUrl}${request.path}`, {
  method: request.method,
  headers: probed?.headers ?? { authorization: token, ...headers },
  body: request.body,
});
console.log(`probe: ${probe.status} ${(await probe.text()).slice(0, 200)}`);

/** utime + stime of a process in µs (clock ticks of 10 ms), 0 when it is gone. */
function cpuMicros(pid: number): number {
  const { user, system } = cpuSplit(pid);
  return user + system;
}

/** utime and stime of a process in µs apart: system time is the kernel's share (sockets, wake-ups). */
function cpuSplit(pid: number): { user: number; system: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** Server processes of the child's PostgreSQL connections: its sockets' local ports, matched in pg_stat_activity. */
async function backendPids(): Promise<number[]> {
  if (!databaseUrl) return [];
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${platform.pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${platform.pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {}
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && inodes.has(cols[9]!) && cols[2]!.endsWith(':1538')) {
        ports.add(Number.parseInt(cols[1]!.split(':')[1]!, 16));
      }
    }
  }
  const admin = await createPostgresDatabase({ connectionString: databaseUrl, max: 1 });
  const rows = await admin.query<{ pid: number; client_port: number }>(
    'select pid, client_port from pg_stat_activity where client_port is not null',
  );
  await admin.close();
  return rows.filter((row) => ports.has(row.client_port)).map((row) => row.pid);
}

let turn = 0;
const raw: number[] = [];
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
// BENCH_WARMUP=<seconds> loads the platform that long before measuring: V8 keeps optimising the request path for
// the first 10–20 s of load, and that compiling (on background threads, counted in the process's CPU) is not a
// cost per request.
const warmup = Number(process.env.BENCH_WARMUP ?? 0);
if (warmup > 0 && !placeOrder) await closedLoopRun(warmup);
if (warmupOrders > 0 && placeOrder) await closedLoopRun(undefined, warmupOrders);
raw.length = 0;
const windowStart = process.hrtime.bigint() / 1000n;
const pgBefore = new Map((await backendPids()).map((pid) => [pid, cpuMicros(pid)]));
const platformBefore = cpuSplit(platform.pid);
const rate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
// Every response's latency as measured. With BENCH_RATE an open loop at an even pace (support/open-loop.ts),
// latency from each request's due time: autocannon's overallRate sends per-second bursts, not a rate.
const result = rate ? await openLoopRun(rate) : await closedLoopRun(seconds, placeOrder ? orders : undefined);

async function openLoopRun(rate: number) {
  const run = await runOpenLoop({
    baseUrl: platform.baseUrl,
    rate,
    seconds,
    // One request per visitor, built once: the open loop encodes each request object once.
    next: placeOrder
      ? nextCheckout
      : roundRobin(
          visitors.map((authorization) => ({
            method: request.method as 'GET' | 'POST',
            path: request.path,
            headers: { ...headers, authorization },
            ...(request.body !== undefined && { body: request.body }),
          })),
        ),
  });
  raw.push(...run.latencies);
  return {
    requests: { average: run.rps, total: run.answered },
    latency: { p50: run.p50.toFixed(1), p99: run.p99.toFixed(1) },
    non2xx: run.errors,
  };
}

/** @param amount - a number of requests instead of `duration` seconds (place order: one per prepared checkout) */
async function closedLoopRun(duration = seconds, amount?: number) {
  const tracker = autocannon({
    url: `${platform.baseUrl}${request.path}`,
    connections: 16,
    ...(amount ? { amount } : { duration }),
    requests: [
      {
        ...request,
        setupRequest: (req: Record<string, unknown>) =>
          placeOrder
            ? { ...req, ...nextCheckout() }
            : { ...req, headers: { ...headers, authorization: visitors[turn++ % visitors.length] } },
      },
    ],
  } as never) as unknown as Promise<Awaited<ReturnType<typeof autocannon>>> & {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, time: number) => void,
    ): void;
  };
  tracker.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => raw.push(time));
  return tracker;
}
raw.sort((a, b) => a - b);
const at = (q: number) => raw[Math.min(raw.length - 1, Math.floor(q * raw.length))]!.toFixed(1);
console.log(
  `responses: p50 ${at(0.5)} ms, p90 ${at(0.9)}, p99 ${at(0.99)}, p99.9 ${at(0.999)}, max ${raw.at(-1)!.toFixed(1)}, ` +
    `over 25 ms: ${raw.filter((time) => time > 25).length}`,
);
if (process.env.BENCH_HISTOGRAM === 'true') {
  // Answers per 2 ms bucket: a second peak at twice the median shows requests that waited two event-loop turns.
  const buckets = new Map<number, number>();
  for (const time of raw)
    buckets.set(Math.floor(time / 2) * 2, (buckets.get(Math.floor(time / 2) * 2) ?? 0) + 1);
  console.log(
    `ms:answers ${[...buckets]
      .sort(([a], [b]) => a - b)
      .map(([ms, count]) => `${ms}:${count}`)
      .join(' ')}`,
  );
}
// The measured window in the profiles' clock (CLOCK_MONOTONIC µs, like hrtime): cpuprofile-summary.ts counts only
// the samples inside it (not start-up, preparing checkouts or warm-up).
const windowEnd = process.hrtime.bigint() / 1000n;
if (profile)
  writeFileSync(
    join(dir, scenario, `window-${platform.pid}.json`),
    JSON.stringify({ from: Number(windowStart), to: Number(windowEnd) }),
  );
const platformAfter = cpuSplit(platform.pid);
const platformUser = platformAfter.user - platformBefore.user;
const platformSystem = platformAfter.system - platformBefore.system;
const platformCpu = platformUser + platformSystem;
const pgAfter = await backendPids();
const pgCpu = pgAfter.reduce((sum, pid) => sum + cpuMicros(pid) - (pgBefore.get(pid) ?? 0), 0);
const total = result.requests.total;
console.log(
  `${scenario}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${total} requests, non-2xx ${result.non2xx}, ` +
    `platform CPU ${Math.round(platformCpu / total)} µs/req (user ${Math.round(platformUser / total)}, system ${Math.round(platformSystem / total)})` +
    (databaseUrl ? `, PostgreSQL CPU ${Math.round(pgCpu / total)} µs/req (${pgAfter.length} backends)` : ''),
);
await platform.stop();
if (profile) console.log(`profiles: ${join(dir, scenario)}`);
