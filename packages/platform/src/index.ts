/** `@bazaar/platform`: the local store platform. Test helpers live in `@bazaar/platform/testing`. */
export {
  createPlatform,
  createPlatformApp,
  createPlatformDeps,
  PLATFORM_MODULES,
  type PlatformModule,
  type PlatformOptions,
} from './app';
export { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenClaims } from './auth/access-token';
export { type Caller, getCaller, isOwner, isStaff, type MemberCaller, type MemberRole } from './auth/caller';
export {
  assertCaller,
  assertMember,
  currentMember,
  requireCaller,
  requireMember,
  requireOwner,
  requireStaff,
} from './auth/guards';
export { type Clock, systemClock } from './clock';
export { DEMO_WEB_CLIENT_ID, defaultConfig, loadConfig, type PlatformConfig } from './config';
export { consoleLogger, type Logger, type PlatformDeps, type PlatformEnv } from './context';
export type { Database, Queryable } from './db/database';
export { fromDatabaseError } from './db/database-errors';
export { loadMigrations, MIGRATIONS_DIR, type MigrateResult, type Migration, migrate } from './db/migrate';
export { type OpenDatabaseOptions, openDatabase } from './db/open-database';
export {
  ApiError,
  type ErrorBody,
  type FieldViolation,
  isApiError,
  type ViolatedRule,
} from './http/api-error';
export { publicOrigin } from './http/public-url';
export { readBody } from './http/read-body';
export { decodeQuery, readQuery } from './http/read-query';
export { parseInput, toFieldViolations } from './http/validate';
export { seedDemoStorePricing } from './modules/checkout/seed-demo-store-pricing';
export { loadStorePricing, saveCoupons, saveStorePricing } from './modules/checkout/store-pricing';
export { TEST_CARDS, type TestCard } from './modules/checkout/test-card-gateway';
export {
  type BackgroundWorker,
  type BackgroundWorkerOptions,
  createBackgroundWorker,
} from './modules/events/background-worker';
export {
  type BackoffOptions,
  defaultDispatchOptions,
  loadDispatchOptions,
  type WebhookDispatchOptions,
} from './modules/events/dispatch-options';
export { PLATFORM_TASKS } from './modules/events/platform-tasks';
export {
  createTaskScheduler,
  type ScheduledTask,
  type TaskScheduler,
} from './modules/events/scheduled-tasks';
export {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  type WebhookSubscription,
} from './modules/events/subscriptions';
export {
  createWebhookDispatcher,
  type DispatchReport,
  type WebhookDispatcher,
} from './modules/events/webhook-dispatcher';
export {
  getWebhookKey,
  retireWebhookKeys,
  rotateWebhookKey,
  toPublicKeyInfo,
  type WebhookKey,
} from './modules/events/webhook-key';
export type { Mailer, MailMessage } from './modules/mail/mailer';
export { appendEvent, type EventActor, type NewEvent } from './outbox/append-event';
export { DEMO_ACCOUNTS, DEMO_SEEDERS, type DemoSeeder, seedDemo } from './seed/seed-demo';
export { type RunningServer, startServer } from './server';
