// The platform in its own process, for benchmarks that measure a client (or a load generator) apart from the
// server's CPU. Started by platform-process.ts; tells its parent where it listens through the IPC channel.
// A fresh database each run: PGlite in memory, or a new schema on PostgreSQL (BENCH_DATABASE_URL), dropped on exit.
// BENCH_SERVER=hono serves a bare Hono handler instead (the ceiling of the HTTP stack on this machine).
// On PostgreSQL its connections carry BENCH_PG_APPLICATION as application_name (postgres-cpu.ts counts the CPU of
// those backends); BENCH_RECORD_SQL=true lets the parent record the SQL of chosen requests (statement-recorder.ts).
import { randomBytes } from 'node:crypto';
import type { Database } from '@bazaar/platform';
import { createPlatformApp, createPlatformDeps, loadConfig, migrate, seedDemo } from '@bazaar/platform';
import { Hono } from 'hono';
import { createPgliteDatabase } from '../../packages/platform/src/db/pglite-database';
import { createPostgresDatabase, quoteIdentifier } from '../../packages/platform/src/db/postgres-database';
import { createApiKey } from '../../packages/platform/src/modules/api-keys/service';
import { startServer } from '../../packages/platform/src/server';
import { type RecordedTransaction, recordingDatabase } from './statement-recorder';

export interface PlatformServerInfo {
  baseUrl: string;
  apiKey: string;
  clientId: string;
  database: 'PGlite' | 'PostgreSQL' | 'none';
  /** The PostgreSQL schema of this run (search_path of its connections). */
  schema?: string;
}

/** Messages of the SQL recording (BENCH_RECORD_SQL=true): the parent sends `record-sql`, the child answers. */
export type RecordingRequest = { type: 'record-sql'; on: boolean };
export type RecordingReply =
  | { type: 'recording' }
  | { type: 'recorded-sql'; transactions: RecordedTransaction[] };

const send = (message: PlatformServerInfo) => process.send?.(message);

if (process.env.BENCH_SERVER === 'hono') {
  // The same JSON a product get returns is not needed: the ceiling is routing + a small JSON body.
  const app = new Hono();
  app.get('/hello', (c) => c.json({ hello: 'world' }));
  // A JSON body of n bytes, built once: the ceiling for an answer as large as a product query page.
  const bodies = new Map<number, Buffer>();
  app.get('/bytes/:n', (c) => {
    const n = Number(c.req.param('n'));
    let body = bodies.get(n);
    if (!body) {
      body = Buffer.from(JSON.stringify({ filler: 'x'.repeat(Math.max(0, n - 13)) }));
      bodies.set(n, body);
    }
    return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/json' });
  });
  const server = await startServer(app as never, { port: 0, host: '127.0.0.1' });
  send({ baseUrl: server.baseUrl, apiKey: '', clientId: '', database: 'none' });
} else {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  let db: Database;
  if (databaseUrl) {
    const admin = await createPostgresDatabase({ connectionString: databaseUrl, max: 1 });
    await admin.exec(`create schema ${quoteIdentifier(schema)}`);
    await admin.close();
    const url = new URL(databaseUrl);
    if (process.env.BENCH_PG_APPLICATION)
      url.searchParams.set('application_name', process.env.BENCH_PG_APPLICATION);
    db = await createPostgresDatabase({ connectionString: url.href, schema });
  } else db = await createPgliteDatabase({});
  if (process.env.BENCH_RECORD_SQL === 'true') {
    const recorder = recordingDatabase(db);
    db = recorder.db;
    process.on('message', (message: RecordingRequest) => {
      if (message.type !== 'record-sql') return;
      const reply = (answer: RecordingReply) => process.send?.(answer);
      if (message.on) {
        recorder.start();
        reply({ type: 'recording' });
      } else reply({ type: 'recorded-sql', transactions: recorder.stop() });
    });
  }
  await migrate(db);
  // The load generator starts thousands of visitors (one per placed order) and adds to carts at thousands of
  // requests a second from this machine: loopback is exempt from the visitor and cart-write throttles, as under
  // `bazaar dev`. Its orders all mail load@example.com: the order-mail throttle is off, so every order queues its
  // confirmation as a shopper's would.
  const config = loadConfig(
    {
      BAZAAR_WEBHOOKS: 'false',
      BAZAAR_VISITOR_THROTTLE_EXEMPT: '127.0.0.1,::1',
      BAZAAR_CART_THROTTLE_EXEMPT: '127.0.0.1,::1',
      BAZAAR_ORDER_MAIL_THROTTLE_PER_EMAIL: '0',
    },
    { emailVerification: false },
  );
  const deps = createPlatformDeps({ db, config, log: { info: () => {}, error: console.error } });
  await seedDemo(deps);
  const { key } = await createApiKey(db, deps.clock, { name: 'bench' });
  const server = await startServer(createPlatformApp(deps), { port: 0, host: '127.0.0.1' });
  send({
    baseUrl: server.baseUrl,
    apiKey: key,
    clientId: config.webClientId,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    ...(databaseUrl && { schema }),
  });
  const stop = async () => {
    // Keep-alive connections of a load generator can hold server.close() open; the process is ending anyway.
    setTimeout(() => process.exit(0), 3000).unref();
    await server.close();
    await db.close();
    if (databaseUrl) {
      const cleanup = await createPostgresDatabase({ connectionString: databaseUrl, max: 1 });
      await cleanup.exec(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
      await cleanup.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
}
