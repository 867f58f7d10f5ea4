import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { resolveCaller } from './auth/resolve-caller';
import { createSigningKeys } from './auth/signing-keys';
import { type Clock, systemClock } from './clock';
import { defaultConfig, type PlatformConfig } from './config';
import { consoleLogger, type Logger, type PlatformDeps, type PlatformEnv } from './context';
import type { Database } from './db/database';
import { createHostedRoutes } from './hosted/routes';
import { arrivalOrder } from './http/arrival-order';
import { limitBody } from './http/body-limit';
import { corsForBrowsers } from './http/cors-for-browsers';
import { createErrorHandler, handleNotFound } from './http/error-handler';
import { publicOrigin } from './http/public-url';
import { REQUEST_ID_HEADER, requestId } from './http/request-id';
import { createApiKeyRoutes } from './modules/api-keys/routes';
import { createCartRoutes } from './modules/cart/routes';
import { createCatalogRoutes } from './modules/catalog/routes';
import { createCheckoutRoutes } from './modules/checkout/routes';
import { createWebhookRoutes } from './modules/events/routes';
import { createFulfillmentRoutes } from './modules/fulfillments/routes';
import { createIdentityRoutes } from './modules/identity/routes';
import { createJobRoutes } from './modules/jobs/routes';
import { createOutboxMailer, type Mailer } from './modules/mail/mailer';
import { createMailRoutes } from './modules/mail/routes';
import { createMemberRoutes } from './modules/members/routes';
import { createOAuthAppRoutes } from './modules/oauth/app-routes';
import { isOAuthAppOrigin } from './modules/oauth/oauth-apps';
import { createOAuthRoutes } from './modules/oauth/routes';
import { createOrderRoutes } from './modules/orders/routes';
import { createPaymentRoutes } from './modules/payments/routes';
import { createRedirectRoutes } from './modules/redirects/routes';
import { createWebAppRoutes } from './modules/web-app/routes';

/** What a platform is made of. Only the database is required. */
export interface PlatformOptions {
  db: Database;
  /** Time source (default: the system clock); tests pass a fake clock. */
  clock?: Clock;
  /** Mail sender (default: the outbox mailer). */
  mailer?: Mailer;
  /** Configuration overrides, merged over {@link defaultConfig} (the environment is not read here). */
  config?: Partial<PlatformConfig>;
  log?: Logger;
}

/** A module: a Hono sub-app with its routes at their public paths, built from the platform dependencies. */
export type PlatformModule = (deps: PlatformDeps) => Hono<PlatformEnv>;

/**
 * The modules of the platform, mounted in this order. Adding a module is one line here
 * (`createCatalogRoutes`, `createCartRoutes`…); keep the hosted pages last (their `/hosted/:page` placeholder is a
 * catch-all), followed only by the web app (the fallback of page requests no other route answered).
 */
export const PLATFORM_MODULES: PlatformModule[] = [
  createOAuthRoutes,
  createOAuthAppRoutes,
  createIdentityRoutes,
  createRedirectRoutes,
  createApiKeyRoutes,
  createMailRoutes,
  createJobRoutes,
  createMemberRoutes,
  createWebhookRoutes,
  createCatalogRoutes,
  createCartRoutes,
  createCheckoutRoutes,
  createOrderRoutes,
  createPaymentRoutes,
  createFulfillmentRoutes,
  createHostedRoutes,
  createWebAppRoutes,
];

/**
 * Builds the dependencies every module receives.
 * @param options - database, clock, mailer, configuration, logger
 */
export function createPlatformDeps(options: PlatformOptions): PlatformDeps {
  const config = { ...defaultConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const log = options.log ?? consoleLogger;
  return {
    db: options.db,
    clock,
    config,
    log,
    mailer: options.mailer ?? createOutboxMailer({ clock, log, print: config.devMail }),
    keys: createSigningKeys({ db: options.db, clock, privateKeyPem: config.signingKey }),
  };
}

/**
 * Creates the platform: a Hono app serving the store API at its public paths and the hosted pages, testable
 * in-process with `app.request()` and served by {@link startServer}. The database must be migrated.
 * @param options - database, clock, mailer, configuration, logger
 * @example
 * const db = await openDatabase({ dataDir: 'memory' });
 * await migrate(db);
 * const app = createPlatform({ db });
 * const res = await app.request('/oauth2/jwks');
 */
export function createPlatform(options: PlatformOptions): Hono<PlatformEnv> {
  return createPlatformApp(createPlatformDeps(options));
}

/**
 * Creates the platform from ready dependencies (the test harness keeps them to seed data).
 * @param deps - platform dependencies
 */
export function createPlatformApp(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  // PGlite works in this thread: requests start in the order they arrived, one per event-loop turn (arrival-order.ts).
  if (deps.db.dialect === 'pglite') app.use(arrivalOrder());
  app.use(requestId());
  // Browsers may read API answers only on the platform's own origin and the origins of the OAuth apps (the web app in
  // development runs on its own origin, an allowed redirect origin of the demo app). The API authenticates with the
  // Authorization header, never cookies; this keeps other sites' scripts from using a visitor's browser against it.
  app.use(
    corsForBrowsers(
      cors({
        origin: async (origin, c) =>
          origin === publicOrigin(c, deps.config) || (await isOAuthAppOrigin(deps.db, origin))
            ? origin
            : null,
        allowHeaders: ['Authorization', 'Content-Type', 'x-wix-bi-gateway', 'X-Wix-Consistent'],
        allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
        exposeHeaders: [REQUEST_ID_HEADER],
        maxAge: 600,
      }),
    ),
  );
  app.use(limitBody(deps.config.bodyLimitBytes));
  app.use(resolveCaller(deps));
  app.get('/bazaar/v1/health', (c) => c.json({ status: 'ok' }));
  for (const createModule of PLATFORM_MODULES) app.route('/', createModule(deps));
  app.onError(createErrorHandler(deps.log));
  app.notFound(handleNotFound);
  return app;
}
