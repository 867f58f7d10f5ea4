// Webhook delivery: 1,000 events appended to the outbox (each in its own transaction, like real state changes) and
// delivered by the platform's background worker to a receiver on 127.0.0.1 that verifies every event with our SDK
// (RS256, envelope parsing, conversion, typed handler). Measures events per second and end-to-end latency (commit of
// the appending transaction → handler call). Anchor, measured in the same run: the same receiver fed the same number
// of pre-signed bodies straight over HTTP, as many at a time as the dispatcher sends — the cost of HTTP plus
// verification without the outbox. Runs on PGlite, and on PostgreSQL when 127.0.0.1:5432 answers.
//   node bench/run.mjs webhook-delivery
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appendEvent,
  createBackgroundWorker,
  createPlatformDeps,
  createSubscription,
  defaultDispatchOptions,
  getWebhookKey,
  type Logger,
} from '@bazaar/platform';
import { createTestDatabase } from '@bazaar/platform/testing';
import { AppStrategy, createClient, orderEvents } from '@bazaar/sdk';
import { createWebhookSigner } from '@bazaar/sdk/testing';

const benchDir = dirname(fileURLToPath(import.meta.url));
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const quiet: Logger = { info: () => {}, error: (message, error) => console.error(message, error) };

interface Receiver {
  url: string;
  /** Receipt time (performance.now) by event id. */
  received: Map<string, number>;
  /** Per entity, the event sequence numbers in arrival order. */
  order: Map<string, number[]>;
  refused: number;
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

async function readRequest(message: IncomingMessage, url: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return new Request(url, { method: 'POST', body: Buffer.concat(chunks) });
}

async function startReceiver(publicKey: string): Promise<Receiver> {
  const client = createClient({ auth: AppStrategy({ publicKey }), modules: { orders: orderEvents } });
  const received = new Map<string, number>();
  const order = new Map<string, number[]>();
  let waiter: { count: number; resolve: () => void } | undefined;
  const record = (id: string, entityId: string, sequence: number) => {
    received.set(id, performance.now());
    order.set(entityId, [...(order.get(entityId) ?? []), sequence]);
    if (waiter && received.size >= waiter.count) waiter.resolve();
  };
  client.orders.onOrderUpdated(({ metadata }) =>
    record(metadata._id, metadata.entityId, Number(metadata.entityEventSequence)),
  );
  const state = { refused: 0 };
  const server = createServer(async (message, response) => {
    try {
      await client.webhooks.processRequest(await readRequest(message, 'http://127.0.0.1/webhooks'));
      response.writeHead(200).end('ok');
    } catch (error) {
      state.refused += 1;
      response.writeHead(400).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    order,
    get refused() {
      return state.refused;
    },
    waitFor: (count) =>
      received.size >= count ? Promise.resolve() : new Promise((resolve) => (waiter = { count, resolve })),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

interface Scenario {
  name: string;
  events: number;
  entities: number;
  /** Events per second to append at; 0 = as fast as possible. */
  rate: number;
  /** Append everything first, then start the worker: measures delivery alone (latency = time in the queue). */
  drain: boolean;
}

interface Result {
  database: string;
  scenario: string;
  events: number;
  entities: number;
  seconds: number;
  eventsPerSecond: number;
  /** Commit → handler; null for drain runs, where events wait on purpose. */
  latencyMs: { p50: number; p99: number; max: number } | null;
}

function orderEvent(entityId: string, step: number) {
  return {
    type: 'wix.ecom.v1.order_updated',
    entityFqdn: 'wix.ecom.v1.order',
    entityId,
    slug: 'updated',
    payload: {
      updatedEvent: {
        currentEntity: {
          id: entityId,
          number: String(10_000 + step),
          status: 'APPROVED',
          createdDate: '2025-05-01T09:30:00.000Z',
          updatedDate: new Date().toISOString(),
          lineItems: [
            { id: `li-${step}`, quantity: 1, price: { amount: '12.50', formattedAmount: '$12.50' } },
          ],
          priceSummary: { total: { amount: '12.50', formattedAmount: '$12.50' } },
        },
        modifiedFields: { status: 'INITIALIZED' },
      },
    },
  };
}

async function run(database: 'PGlite' | 'PostgreSQL', scenarios: Scenario[]): Promise<Result[]> {
  const { db, dispose } = await createTestDatabase(database === 'PostgreSQL' ? POSTGRES_URL : '');
  const deps = createPlatformDeps({ db, log: quiet, config: { passwordHashCost: 1024 } });
  const key = await getWebhookKey(db, deps.clock);
  const results: Result[] = [];
  try {
    for (const scenario of scenarios) {
      const receiver = await startReceiver(key.publicKeyPem);
      const subscription = await createSubscription(db, deps.clock, { eventType: '*', url: receiver.url });
      const worker = createBackgroundWorker(deps, { tasks: [] });
      if (!scenario.drain) worker.start();
      const appended = new Map<string, number>();
      let started = performance.now();
      for (let i = 0; i < scenario.events; i++) {
        const entityId = `${scenario.name}-${i % scenario.entities}`;
        const { eventId } = await db.transaction((tx) =>
          appendEvent(tx, orderEvent(entityId, i), deps.clock),
        );
        appended.set(eventId, performance.now());
        if (scenario.rate > 0) {
          const due = started + ((i + 1) * 1000) / scenario.rate;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
      if (scenario.drain) {
        started = performance.now();
        worker.start();
      }
      await receiver.waitFor(scenario.events);
      const finished = Math.max(...receiver.received.values());
      await worker.stop();
      await db.query('update webhook_subscriptions set deleted_at = $1 where id = $2', [
        deps.clock.now(),
        subscription.id,
      ]);
      await receiver.close();
      for (const [entityId, sequence] of receiver.order)
        if (sequence.some((value, i) => i > 0 && value < sequence[i - 1]!))
          throw new Error(`events of ${entityId} arrived out of order: ${sequence.join(', ')}`);
      if (receiver.received.size !== scenario.events || receiver.refused > 0)
        throw new Error(`received ${receiver.received.size} events, refused ${receiver.refused}`);
      const latencies = [...receiver.received.entries()]
        .map(([id, at]) => at - appended.get(id)!)
        .sort((a, b) => a - b);
      const seconds = (finished - started) / 1000;
      const result: Result = {
        database,
        scenario: scenario.name,
        events: scenario.events,
        entities: scenario.entities,
        seconds: round(seconds, 2),
        eventsPerSecond: round(scenario.events / seconds, 0),
        latencyMs: scenario.drain
          ? null
          : {
              p50: round(percentile(latencies, 50)),
              p99: round(percentile(latencies, 99)),
              max: round(latencies.at(-1)!),
            },
      };
      const latency = result.latencyMs
        ? `, latency p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`
        : ` (drained in ${result.seconds} s)`;
      console.log(
        `${database.padEnd(10)} ${scenario.name.padEnd(22)} ${String(result.eventsPerSecond).padStart(6)} events/s${latency}`,
      );
      results.push(result);
    }
  } finally {
    await dispose();
  }
  return results;
}

/** The anchor: the same receiver, the same count of pre-signed bodies POSTed straight, `concurrency` at a time. */
async function anchor(
  events: number,
  concurrency: number,
): Promise<{ eventsPerSecond: number; seconds: number }> {
  const signer = await createWebhookSigner();
  const receiver = await startReceiver(signer.publicKeyPem);
  const bodies = await Promise.all(
    Array.from({ length: events }, (_, i) => {
      const event = orderEvent(`anchor-${i}`, i);
      return signer.sign({
        eventType: event.type,
        payload: {
          id: `anchor-event-${i}`,
          entityFqdn: event.entityFqdn,
          slug: event.slug,
          entityId: event.entityId,
          eventTime: new Date().toISOString(),
          entityEventSequence: String(i),
          ...event.payload,
        },
      });
    }),
  );
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const res = await fetch(receiver.url, { method: 'POST', body });
        await res.text();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await receiver.close();
  if (receiver.received.size !== events) throw new Error(`anchor: received ${receiver.received.size}`);
  return { eventsPerSecond: round(events / seconds, 0), seconds: round(seconds, 2) };
}

const postgresReachable = await new Promise<boolean>((resolve) => {
  const url = new URL(POSTGRES_URL);
  const socket = connect({ host: url.hostname, port: Number(url.port || 5432) });
  socket.setTimeout(1000);
  socket.once('connect', () => resolve(Boolean(socket.end())));
  socket.once('timeout', () => resolve(Boolean(socket.destroy()) && false));
  socket.once('error', () => resolve(false));
});

const SCENARIOS: Scenario[] = [
  { name: 'drain-1000', events: 1000, entities: 1000, rate: 0, drain: true },
  { name: 'drain-100x10-ordered', events: 1000, entities: 100, rate: 0, drain: true },
  { name: 'live-1000', events: 1000, entities: 1000, rate: 0, drain: false },
  { name: 'paced-50-per-second', events: 250, entities: 250, rate: 50, drain: false },
];
const options = defaultDispatchOptions();
const anchorResult = await anchor(1000, options.concurrency);
console.log(`anchor     direct POST of pre-signed bodies ${anchorResult.eventsPerSecond} events/s`);
const results = [
  ...(await run('PGlite', SCENARIOS)),
  ...(postgresReachable ? await run('PostgreSQL', SCENARIOS) : []),
];

// Paced runs deliver as fast as events come: their rate says nothing about throughput.
const paced = new Set(SCENARIOS.filter((scenario) => scenario.rate > 0).map((scenario) => scenario.name));
const ratio = (result: Result) =>
  paced.has(result.scenario) ? null : round(result.eventsPerSecond / anchorResult.eventsPerSecond, 2);
const table = [
  '| database | scenario | events | entities | events/s | × anchor | latency p50 | latency p99 | max |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.scenario} | ${r.events} | ${r.entities} | ${r.eventsPerSecond} | ${ratio(r) ?? '—'} | ` +
      (r.latencyMs
        ? `${r.latencyMs.p50} ms | ${r.latencyMs.p99} ms | ${r.latencyMs.max} ms |`
        : '— | — | — |'),
  ),
].join('\n');

const markdown = `# Webhook delivery

${results.length / SCENARIOS.length === 1 ? 'PGlite only (no PostgreSQL on 127.0.0.1:5432).' : 'PGlite and PostgreSQL 127.0.0.1:5432.'}
Node ${process.version}, ${cpus().length} cores (shared, noisy machine: compare ratios, not absolute numbers).

Each event is appended with \`appendEvent\` in its own transaction, in the same process as the platform's background
worker (\`createBackgroundWorker\`, default options: batches of ${options.batchSize}, ${options.concurrency} deliveries at
a time, idle poll every ${options.pollIntervalMs} ms). The receiver, on 127.0.0.1, verifies every webhook with
\`@bazaar/sdk\` (\`AppStrategy({ publicKey })\`, \`webhooks.processRequest\`, typed \`orders.onOrderUpdated\` handler).
Latency runs from the commit of the appending transaction to the handler call. Every run checks that all events
arrived once and in order per entity.

- **drain-1000**: 1,000 events on 1,000 orders are appended first, then the worker starts: events/s is pure delivery
  throughput (worker start → last handler call); no latency, the events waited on purpose.
- **drain-100x10-ordered**: the same with 100 orders × 10 events: a subscriber gets one entity's events one at a time,
  in order — the ordered worst case.
- **live-1000**: 1,000 events appended as fast as one connection can while the worker delivers (events/s from the
  first append to the last handler call): appending and delivering share the database.
- **paced-50-per-second**: 250 events at 50/s while the worker runs: the latency of a platform that keeps up,
  bounded below by the idle poll interval.

Anchor (same run): the same receiver fed 1,000 pre-signed bodies straight over HTTP, ${options.concurrency} at a time —
${anchorResult.eventsPerSecond} events/s. "× anchor" is the platform's rate over that.

${table}

Regenerate with \`node bench/run.mjs webhook-delivery\`.
`;
writeFileSync(join(benchDir, 'results', 'webhook-delivery.md'), markdown);
writeFileSync(
  join(benchDir, 'results', 'webhook-delivery.json'),
  `${JSON.stringify(
    {
      node: process.version,
      cores: cpus().length,
      dispatch: {
        batchSize: options.batchSize,
        concurrency: options.concurrency,
        pollIntervalMs: options.pollIntervalMs,
      },
      anchor: { description: 'pre-signed bodies POSTed straight to the receiver', ...anchorResult },
      results: results.map((r) => ({ ...r, ratioToAnchor: ratio(r) })),
    },
    null,
    2,
  )}\n`,
);
