import { generateKeyPairSync } from 'node:crypto';
import type { Hono } from 'hono';
import { createPlatformApp, createPlatformDeps } from '../app';
import type { PlatformConfig } from '../config';
import type { Logger, PlatformDeps, PlatformEnv } from '../context';
import type { Database } from '../db/database';
import { jobRunnerFor, stopJobRunner } from '../modules/jobs/job-runner';
import { createOutboxMailer } from '../modules/mail/mailer';
import type { OAuthApp } from '../modules/oauth/oauth-apps';
import { startServer } from '../server';
import { createFakeClock, type FakeClock } from './fake-clock';
import { createMailReader, type MailReader } from './mail-reader';
import { createTestDatabase } from './test-database';
import { createTestSeeder, type TestSeeder } from './test-seeder';

/** Options of {@link createTestPlatform}. */
export interface TestPlatformOptions {
  /** Configuration overrides (merged over the defaults; the harness lowers the password-hash cost). */
  config?: Partial<PlatformConfig>;
  /** The fake clock's start (default 2025-01-01T00:00:00Z). */
  now?: Date | string;
}

/** A platform for one test: fresh database, fake clock, mail reader, seeding helpers. */
export interface TestPlatform {
  app: Hono<PlatformEnv>;
  deps: PlatformDeps;
  db: Database;
  clock: FakeClock;
  config: PlatformConfig;
  mail: MailReader;
  seed: TestSeeder;
  /** An OAuth app created with the platform (redirect URI `https://app.test/callback`). */
  oauthApp: OAuthApp;
  /** Its client id. */
  clientId: string;
  /** Lines the platform logged (unexpected errors are also printed). */
  logs: string[];
  /** An in-process request (`app.request`), no network. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /**
   * Resolves once the background jobs that requests started (bulk member deletes, imports…) are done, so what a
   * test reads next is not still changing under it.
   */
  settle(): Promise<void>;
  /** Serves the platform on 127.0.0.1 on a free port. */
  listen(): Promise<{ baseUrl: string; close(): Promise<void> }>;
  /** Stops the servers it started and throws the database away. */
  close(): Promise<void>;
}

let testKey: string | undefined;

// One RSA key per process: generating one per platform would cost more than the rest of the setup.
function signingKeyForTests(): string {
  testKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
  return testKey;
}

/**
 * Creates an isolated platform for a test: a fresh migrated database (PGlite clone of a template, or a new schema
 * on PostgreSQL when `DATABASE_URL` is set), a fake clock, the outbox mailer (silent), and an OAuth app.
 * Always `close()` it (PGlite keeps the process alive otherwise).
 * @param options - configuration overrides and start time
 * @example
 * const platform = await createTestPlatform();
 * afterAll(() => platform.close());
 * const owner = await platform.seed.owner();
 * const { accessToken } = await platform.seed.memberTokens(owner.id);
 * const res = await platform.request('/bazaar/v1/api-keys', { headers: { authorization: accessToken } });
 */
export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const { db, dispose } = await createTestDatabase();
  const clock = createFakeClock(options.now);
  const logs: string[] = [];
  const log: Logger = {
    info: (message) => logs.push(message),
    error: (message, error) => {
      logs.push(`${message} ${error instanceof Error ? error.stack : String(error ?? '')}`);
      console.error(message, error);
    },
  };
  const deps = createPlatformDeps({
    db,
    clock,
    log,
    mailer: createOutboxMailer({ clock, log, print: false }),
    config: { passwordHashCost: 1024, signingKey: signingKeyForTests(), ...options.config },
  });
  const app = createPlatformApp(deps);
  let clientId = '';
  const seed = createTestSeeder(deps, () => clientId);
  const oauthApp = await seed.oauthApp({ name: 'Test web app' });
  clientId = oauthApp.id;
  const servers: Array<{ close(): Promise<void> }> = [];
  return {
    app,
    deps,
    db,
    clock,
    config: deps.config,
    mail: createMailReader(db),
    seed,
    oauthApp,
    clientId,
    logs,
    request: async (path, init) => app.request(path, init),
    settle: () => jobRunnerFor(deps).drain(),
    async listen() {
      const server = await startServer(app, { port: 0, host: '127.0.0.1' });
      servers.push(server);
      return { baseUrl: server.baseUrl, close: () => server.close() };
    },
    async close() {
      await Promise.allSettled(servers.map((server) => server.close()));
      await stopJobRunner(deps);
      await dispose();
    },
  };
}
