import type { Caller } from './auth/caller';
import type { SigningKeys } from './auth/signing-keys';
import type { Clock } from './clock';
import type { PlatformConfig } from './config';
import type { Database } from './db/database';
import type { Mailer } from './modules/mail/mailer';

/** Where the platform writes operational messages (errors with their request id, dev mail). */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** The console logger. */
export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};

/** What every module gets when it is mounted: the database, the clock, the mailer, the configuration, the keys. */
export interface PlatformDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  config: PlatformConfig;
  keys: SigningKeys;
  log: Logger;
}

/** Hono environment of the platform: per-request values set by the middleware in `app.ts`. */
export interface PlatformEnv {
  Variables: {
    /** The `x-wix-request-id` of this request. */
    requestId: string;
    /** Who is calling, resolved from the `Authorization` header (auth/resolve-caller.ts). */
    caller: Caller;
  };
}
