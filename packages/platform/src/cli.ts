import { pathToFileURL } from 'node:url';
import { createPlatformApp, createPlatformDeps } from './app';
import { listSigningKeys, retireSigningKeys, rotateSigningKey } from './auth/key-rotation';
import { systemClock } from './clock';
import { defaultConfig, LOOPBACK_ADDRESSES, loadConfig, type PlatformConfig } from './config';
import { consoleLogger } from './context';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { createApiKey } from './modules/api-keys/service';
import { describeDemoCoupons } from './modules/checkout/seed-demo-store-pricing';
import { describeTestCards } from './modules/checkout/test-card-gateway';
import { createBackgroundWorker } from './modules/events/background-worker';
import { loadDispatchOptions } from './modules/events/dispatch-options';
import { runWebhooksCommand } from './modules/events/webhooks-cli';
import { stopJobRunner } from './modules/jobs/job-runner';
import { DEMO_ACCOUNTS, seedDemo } from './seed/seed-demo';
import { startServer } from './server';

const USAGE = `Usage: bazaar <command>

Commands:
  dev                          migrate, seed the demo store on first run, serve the platform
  migrate                      apply pending database migrations
  seed                         seed the demo store (idempotent)
  create-api-key [--name NAME] create an API key (printed once)
  webhooks <command>           manage webhooks: list, add, remove, deliveries, redeliver, public-key…
  keys list|rotate|retire [--keep N]
                               token signing keys: list them, rotate in a new current key, retire all but the
                               newest N (default 1); previous keys verify tokens until retired
  help                         show this text

Configuration comes from environment variables (README "Platform"): PORT, BAZAAR_HOST, BAZAAR_DATA_DIR,
DATABASE_URL, BAZAAR_PUBLIC_URL, BAZAAR_SIGNING_KEY, BAZAAR_EMAIL_VERIFICATION, BAZAAR_OWNER_APPROVAL, BAZAAR_CAPTCHA…`;

/**
 * Runs a `bazaar` command (`npx bazaar …`, `npm start` = `dev`).
 * @param argv - the arguments after the program name
 * @param env - the environment
 * @returns the exit code (`dev` keeps running until SIGINT/SIGTERM)
 */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [command = 'help', ...rest] = argv;
  switch (command) {
    case 'dev':
      // The demo store skips email verification so the demo accounts and new sign-ups work at once
      // (set BAZAAR_EMAIL_VERIFICATION=true to try the code flow; codes appear on the dev mail page).
      return dev(devConfig(env), env);
    case 'migrate':
      return withDatabase(loadConfig(env), async (db) => {
        const result = await migrate(db);
        console.log(
          result.applied.length ? `Applied ${result.applied.join(', ')}` : 'The database is up to date.',
        );
        warnChanged(result.changed);
      });
    case 'seed':
      return withDatabase(loadConfig(env), async (db, config) => {
        await migrate(db);
        await seedDemo(createPlatformDeps({ db, config }), { force: true });
        console.log('Seeded the demo store.');
        printAccounts(config);
      });
    case 'create-api-key': {
      const nameIndex = rest.indexOf('--name');
      const name = nameIndex >= 0 ? rest[nameIndex + 1] : undefined;
      return withDatabase(loadConfig(env), async (db) => {
        await migrate(db);
        const { apiKey, key } = await createApiKey(db, systemClock, { name: name || 'CLI key' });
        console.log(`API key "${apiKey.name}" (${apiKey.id}) — shown once, keep it secret:\n${key}`);
      });
    }
    case 'webhooks': {
      let code = 0;
      await withDatabase(loadConfig(env), async (db) => {
        await migrate(db);
        code = await runWebhooksCommand({ db, clock: systemClock, log: consoleLogger }, rest, env);
      });
      return code;
    }
    case 'keys':
      return withDatabase(loadConfig(env), async (db) => {
        await migrate(db);
        await runKeysCommand(db, rest);
      });
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return 0;
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      return 1;
  }
}

/**
 * The configuration of `bazaar dev`: the environment over the defaults, except that the demo store skips email
 * verification, and that the developer's own browser and scripts, which start many visitors from this machine, are
 * exempt from the visitor and cart- and checkout-write throttles (loopback; here only: BAZAAR_VISITOR_THROTTLE_EXEMPT=none and
 * BAZAAR_CART_THROTTLE_EXEMPT=none count them too).
 * @param env - the environment
 */
export function devConfig(env: Record<string, string | undefined>): PlatformConfig {
  return loadConfig(env, {
    emailVerification: false,
    visitorThrottle: { ...defaultConfig().visitorThrottle, exemptAddresses: LOOPBACK_ADDRESSES },
    cartThrottle: { ...defaultConfig().cartThrottle, exemptAddresses: LOOPBACK_ADDRESSES },
  });
}

async function dev(config: PlatformConfig, env: Record<string, string | undefined>): Promise<number> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const result = await migrate(db);
  if (result.applied.length) console.log(`[bazaar] applied migrations: ${result.applied.join(', ')}`);
  warnChanged(result.changed);
  const deps = createPlatformDeps({ db, config, log: consoleLogger });
  if (await seedDemo(deps)) console.log('[bazaar] seeded the demo store');
  const server = await startServer(createPlatformApp(deps), { port: config.port, host: config.host });
  // Webhook delivery and scheduled tasks run beside the server (README "Webhooks"); BAZAAR_WEBHOOKS=false turns them
  // off in this process (another process on the same PostgreSQL can do the work).
  const worker = createBackgroundWorker(deps, { webhooks: loadDispatchOptions(env) });
  if (env.BAZAAR_WEBHOOKS !== 'false') worker.start();
  const base = config.publicUrl ?? server.baseUrl;
  console.log(`
Bazaar platform is running on ${server.baseUrl} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})

  Storefront          ${config.webDir ? `${base}/` : 'not built (npm start builds apps/web; or BAZAAR_WEB_DIR)'}
  API                 ${base}  (e.g. POST ${base}/oauth2/token)
  Hosted login        ${base}/hosted/login
  Dev mail            ${config.devMail ? `${base}/hosted/dev/mail` : 'off (BAZAAR_DEV_MAIL=false)'}
  JWKS                ${base}/oauth2/jwks
  Webhooks            ${base}/bazaar/v1/webhooks (owners; bazaar webhooks --help)
  Web app client id   ${config.webClientId}
`);
  printAccounts(config);
  console.log('\nPress Ctrl+C to stop.');
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  console.log('\n[bazaar] stopping…');
  await worker.stop();
  await server.close();
  await stopJobRunner(deps);
  await db.close();
  return 0;
}

async function runKeysCommand(db: Database, args: string[]): Promise<void> {
  const [action = 'list'] = args;
  if (action === 'rotate') {
    console.log(
      `New current signing key ${await rotateSigningKey(db, systemClock)}; previous keys verify until retired.`,
    );
  } else if (action === 'retire') {
    const keepIndex = args.indexOf('--keep');
    const keep = keepIndex >= 0 ? Number(args[keepIndex + 1]) : 1;
    if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep needs a whole number of at least 1');
    const retired = await retireSigningKeys(db, keep);
    console.log(retired.length ? `Retired ${retired.join(', ')}` : 'No key to retire.');
  } else if (action === 'list') {
    for (const key of await listSigningKeys(db)) {
      console.log(`${key.kid}  ${key.createdAt}${key.current ? '  current' : ''}`);
    }
  } else {
    throw new Error(`Unknown keys action "${action}" (list, rotate, retire)`);
  }
}

function printAccounts(config: PlatformConfig): void {
  console.log('Demo accounts:');
  console.log(`  owner   ${DEMO_ACCOUNTS.owner.email} / ${DEMO_ACCOUNTS.owner.password}`);
  console.log(`  member  ${DEMO_ACCOUNTS.member.email} / ${DEMO_ACCOUNTS.member.password}`);
  console.log(
    `  email verification ${config.emailVerification ? 'on' : 'off'}, owner approval ${config.ownerApproval ? 'on' : 'off'}, captcha ${config.captcha ? 'on' : 'off'}`,
  );
  console.log(
    `Demo coupons:\n${describeDemoCoupons()
      .map((line) => `  ${line}`)
      .join('\n')}`,
  );
  console.log(
    `Test cards (hosted checkout, any future expiry and CVC):\n${describeTestCards()
      .map((line) => `  ${line}`)
      .join('\n')}`,
  );
}

function warnChanged(changed: string[]): void {
  if (changed.length) {
    console.warn(
      `[bazaar] warning: migrations changed after they were applied: ${changed.join(', ')} (add a new migration instead)`,
    );
  }
}

async function withDatabase(
  config: PlatformConfig,
  work: (db: Database, config: PlatformConfig) => Promise<void>,
): Promise<number> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await work(db, config);
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
