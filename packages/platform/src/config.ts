import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Platform configuration: environment variables with sane defaults (README "Platform"). `createPlatform` takes a
 * partial object merged over {@link defaultConfig}; `loadConfig` reads the environment.
 */

/** Failed-login throttling (per account and per client address, within a sliding window). */
export interface LoginThrottleConfig {
  windowSeconds: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
}

/**
 * Throttling of the mail identity flows send to an address the caller names (verification codes, password-reset
 * links): per recipient email and per client address, within a sliding window; 0 turns a limit off.
 */
export interface MailThrottleConfig {
  /** `BAZAAR_MAIL_THROTTLE_WINDOW_SECONDS` (900). */
  windowSeconds: number;
  /** `BAZAAR_MAIL_THROTTLE_PER_EMAIL` (5): mails to one address within the window. */
  maxPerEmail: number;
  /** `BAZAAR_MAIL_THROTTLE_PER_CLIENT` (50): mails one client address may cause within the window. */
  maxPerAddress: number;
}

/**
 * Throttling of new visitor sessions (anonymous token grants) per client address within a sliding window, so one
 * client cannot fill the database with visitors; refreshing an existing session is never counted.
 */
export interface VisitorThrottleConfig {
  /** `BAZAAR_VISITOR_THROTTLE_WINDOW_SECONDS` (600). */
  windowSeconds: number;
  /** `BAZAAR_VISITOR_THROTTLE_PER_CLIENT` (600): new visitor sessions one client address may start per window; 0 = off. */
  maxPerAddress: number;
  /**
   * `BAZAAR_VISITOR_THROTTLE_EXEMPT` (none; `dev`: the loopback addresses): comma-separated client addresses that are
   * never counted (`none` for an empty list).
   */
  exemptAddresses: string[];
}

/**
 * Throttling of cart and checkout writes per session (the visitor or member whose current cart or checkout it is),
 * within a fixed window counted in memory (per process), in one budget for both (cart-write-throttle.ts): one token
 * cannot write to carts and checkouts without bound. Reads (the cart, its estimate, the checkout) and API keys are
 * never counted.
 */
export interface CartThrottleConfig {
  /** `BAZAAR_CART_THROTTLE_WINDOW_SECONDS` (60). */
  windowSeconds: number;
  /**
   * `BAZAAR_CART_THROTTLE_PER_SESSION` (600): cart and checkout writes (placing the order and the hosted checkout
   * page's forms included) one visitor or member may make per window; 0 = off.
   */
  maxPerSession: number;
  /**
   * `BAZAAR_CART_THROTTLE_EXEMPT` (none; `dev`: the loopback addresses): comma-separated client addresses whose
   * writes are never counted (`none` for an empty list).
   */
  exemptAddresses: string[];
}

/**
 * Throttling of the order mail a buyer can make the platform send (the confirmation of an order placed from a
 * checkout by a visitor or member) per recipient, within a fixed window counted in memory (per process). Past the
 * limit the order is still placed; its mail is skipped and the order records why (a `CUSTOM_ACTIVITY`).
 */
export interface OrderMailThrottleConfig {
  /** `BAZAAR_ORDER_MAIL_THROTTLE_WINDOW_SECONDS` (3600). */
  windowSeconds: number;
  /** `BAZAAR_ORDER_MAIL_THROTTLE_PER_EMAIL` (20): order mails buyers may cause to one address per window; 0 = off. */
  maxPerEmail: number;
}

/** The loopback client addresses, as `bazaar dev` and local benchmarks exempt them from the visitor throttle. */
export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'];

/** Everything the platform can be told. */
export interface PlatformConfig {
  /** `PORT` (4000). */
  port: number;
  /** `BAZAAR_HOST` (127.0.0.1): the address to listen on. */
  host: string;
  /** `BAZAAR_DATA_DIR` (.bazaar/data): PGlite's data directory; `memory` for an in-memory database. */
  dataDir: string;
  /** `DATABASE_URL`: use this PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /** `BAZAAR_PUBLIC_URL`: the origin hosted-page URLs point at; unset = the origin of each request. */
  publicUrl: string | undefined;
  /** `BAZAAR_SIGNING_KEY`: RS256 private key (PEM, or base64 of the PEM); unset = generated once, kept in the DB. */
  signingKey: string | undefined;
  /** `BAZAAR_EMAIL_VERIFICATION` (true): new members verify their email with a code before the first login. */
  emailVerification: boolean;
  /** `BAZAAR_OWNER_APPROVAL` (false): new members wait in PENDING until an owner approves them. */
  ownerApproval: boolean;
  /** `BAZAAR_CAPTCHA` (false): login and register require captcha tokens. */
  captcha: boolean;
  /** `BAZAAR_CAPTCHA_TOKEN` (`bazaar-captcha-ok`): the token the local captcha check accepts (no network). */
  captchaToken: string;
  /** `BAZAAR_DEV_MAIL` (true unless NODE_ENV=production): print mail to the console and serve /hosted/dev/mail. */
  devMail: boolean;
  /** `BAZAAR_BODY_LIMIT` (1048576): largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /** `BAZAAR_WEB_URL` (http://localhost:5173): origin of the web app, allowed as redirect target of the demo app. */
  webUrl: string;
  /** `BAZAAR_WEB_CLIENT_ID`: client id of the seeded web app. */
  webClientId: string;
  /** `BAZAAR_TRUST_PROXY` (false): take the client address from `X-Forwarded-For`. */
  trustProxy: boolean;
  /** scrypt cost N (16384); tests lower it. */
  passwordHashCost: number;
  /** `BAZAAR_CURRENCY` (USD): the store currency of catalog prices (ISO-4217). */
  currency: string;
  /**
   * `BAZAAR_WEB_DIR`: the built web app served at `/` (modules/web-app); default `apps/web/dist` of this repository
   * when it exists, else none (the platform serves the API and hosted pages only).
   */
  webDir: string | undefined;
  /** `BAZAAR_CART_ABANDON_MINUTES` (60): a cart untouched this long is abandoned (the cart-abandonment task). */
  cartAbandonMinutes: number;
  loginThrottle: LoginThrottleConfig;
  mailThrottle: MailThrottleConfig;
  visitorThrottle: VisitorThrottleConfig;
  cartThrottle: CartThrottleConfig;
  orderMailThrottle: OrderMailThrottleConfig;
}

/** Client id of the demo web app seeded on first run (stable, so the web app can hard-code it in development). */
export const DEMO_WEB_CLIENT_ID = '5e1f6c2a-9b7d-4c3e-8a1f-2d4b6c8e0a13';

/** The defaults, without reading the environment. */
export function defaultConfig(): PlatformConfig {
  return {
    port: 4000,
    host: '127.0.0.1',
    dataDir: '.bazaar/data',
    databaseUrl: undefined,
    publicUrl: undefined,
    signingKey: undefined,
    emailVerification: true,
    ownerApproval: false,
    captcha: false,
    captchaToken: 'bazaar-captcha-ok',
    devMail: true,
    bodyLimitBytes: 1024 * 1024,
    webUrl: 'http://localhost:5173',
    webClientId: DEMO_WEB_CLIENT_ID,
    trustProxy: false,
    passwordHashCost: 16384,
    currency: 'USD',
    webDir: undefined,
    cartAbandonMinutes: 60,
    loginThrottle: { windowSeconds: 15 * 60, maxFailuresPerAccount: 10, maxFailuresPerAddress: 100 },
    // A person waiting for a code or link asks again two or three times at most; 5 per quarter hour leaves room
    // and caps a mail bomb at 20 an hour per victim. 50 per client address lets a shared (office, NAT) address
    // sign up or recover a few dozen people while stopping one machine from spraying many inboxes.
    mailThrottle: { windowSeconds: 15 * 60, maxPerEmail: 5, maxPerAddress: 50 },
    // One new visitor a second on average, in bursts of up to 600: a shop's visitors behind one NAT (an office, a
    // carrier's shared address; the official client may start several sessions per cold page load) stay far below,
    // while one machine starting sessions in a loop is capped at 86,400 rows a day instead of as many as it can send.
    visitorThrottle: { windowSeconds: 10 * 60, maxPerAddress: 600, exemptAddresses: [] },
    // Ten writes a second, every second of a minute: a shopper clicks a few times a second at most and the storefront
    // sends one call per click, so only a script reaches it; it caps one token at 864,000 writes a day instead of as
    // many as the platform can take.
    cartThrottle: { windowSeconds: 60, maxPerSession: 600, exemptAddresses: [] },
    // A buyer gets one confirmation per order; twenty orders to one address within an hour is a script (each order
    // needs a cart write and a checkout), which would otherwise mail an address it names without bound. The order
    // is placed anyway; only its mail is skipped.
    orderMailThrottle: { windowSeconds: 60 * 60, maxPerEmail: 20 },
  };
}

/**
 * Reads the configuration from environment variables.
 * @param env - the environment (default `process.env`)
 * @param defaults - values to use where the environment says nothing (the `dev` command turns verification off)
 * @throws Error naming the variable when a number or flag is malformed
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  defaults: Partial<PlatformConfig> = {},
): PlatformConfig {
  const base = { ...defaultConfig(), ...defaults };
  const port = readInteger(env, 'PORT', base.port);
  return {
    ...base,
    port,
    host: env.BAZAAR_HOST || base.host,
    dataDir: env.BAZAAR_DATA_DIR || base.dataDir,
    databaseUrl: env.DATABASE_URL || base.databaseUrl,
    publicUrl: trimSlash(env.BAZAAR_PUBLIC_URL) || base.publicUrl || `http://localhost:${port}`,
    signingKey: decodeKey(env.BAZAAR_SIGNING_KEY) ?? base.signingKey,
    emailVerification: readFlag(env, 'BAZAAR_EMAIL_VERIFICATION', base.emailVerification),
    ownerApproval: readFlag(env, 'BAZAAR_OWNER_APPROVAL', base.ownerApproval),
    captcha: readFlag(env, 'BAZAAR_CAPTCHA', base.captcha),
    captchaToken: env.BAZAAR_CAPTCHA_TOKEN || base.captchaToken,
    devMail: readFlag(env, 'BAZAAR_DEV_MAIL', env.NODE_ENV === 'production' ? false : base.devMail),
    bodyLimitBytes: readInteger(env, 'BAZAAR_BODY_LIMIT', base.bodyLimitBytes),
    webUrl: trimSlash(env.BAZAAR_WEB_URL) || base.webUrl,
    webClientId: env.BAZAAR_WEB_CLIENT_ID || base.webClientId,
    trustProxy: readFlag(env, 'BAZAAR_TRUST_PROXY', base.trustProxy),
    currency: readCurrency(env, base.currency),
    webDir: env.BAZAAR_WEB_DIR || base.webDir || defaultWebDir(),
    cartAbandonMinutes: readInteger(env, 'BAZAAR_CART_ABANDON_MINUTES', base.cartAbandonMinutes),
    mailThrottle: {
      windowSeconds: readInteger(env, 'BAZAAR_MAIL_THROTTLE_WINDOW_SECONDS', base.mailThrottle.windowSeconds),
      maxPerEmail: readInteger(env, 'BAZAAR_MAIL_THROTTLE_PER_EMAIL', base.mailThrottle.maxPerEmail),
      maxPerAddress: readInteger(env, 'BAZAAR_MAIL_THROTTLE_PER_CLIENT', base.mailThrottle.maxPerAddress),
    },
    visitorThrottle: {
      windowSeconds: readInteger(
        env,
        'BAZAAR_VISITOR_THROTTLE_WINDOW_SECONDS',
        base.visitorThrottle.windowSeconds,
      ),
      maxPerAddress: readInteger(
        env,
        'BAZAAR_VISITOR_THROTTLE_PER_CLIENT',
        base.visitorThrottle.maxPerAddress,
      ),
      exemptAddresses: readList(env, 'BAZAAR_VISITOR_THROTTLE_EXEMPT', base.visitorThrottle.exemptAddresses),
    },
    cartThrottle: {
      windowSeconds: readInteger(env, 'BAZAAR_CART_THROTTLE_WINDOW_SECONDS', base.cartThrottle.windowSeconds),
      maxPerSession: readInteger(env, 'BAZAAR_CART_THROTTLE_PER_SESSION', base.cartThrottle.maxPerSession),
      exemptAddresses: readList(env, 'BAZAAR_CART_THROTTLE_EXEMPT', base.cartThrottle.exemptAddresses),
    },
    orderMailThrottle: {
      windowSeconds: readInteger(
        env,
        'BAZAAR_ORDER_MAIL_THROTTLE_WINDOW_SECONDS',
        base.orderMailThrottle.windowSeconds,
      ),
      maxPerEmail: readInteger(
        env,
        'BAZAAR_ORDER_MAIL_THROTTLE_PER_EMAIL',
        base.orderMailThrottle.maxPerEmail,
      ),
    },
  };
}

/** The web app's build in this repository (`npm start` builds it), when there is one. */
export function defaultWebDir(): string | undefined {
  const dir = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
  return existsSync(dir) ? dir : undefined;
}

function readCurrency(env: Record<string, string | undefined>, fallback: string): string {
  const raw = env.BAZAAR_CURRENCY?.trim().toUpperCase();
  if (!raw) return fallback;
  if (!/^[A-Z]{3}$/.test(raw))
    throw new Error(`BAZAAR_CURRENCY must be an ISO-4217 code such as USD, got "${raw}"`);
  return raw;
}

function readInteger(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

// `none` says "an empty list" where an empty variable means "the default".
function readList(env: Record<string, string | undefined>, name: string, fallback: string[]): string[] {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw.toLowerCase() === 'none') return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function readFlag(env: Record<string, string | undefined>, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function trimSlash(value: string | undefined): string | undefined {
  return value ? value.replace(/\/+$/, '') : undefined;
}

// A PEM has newlines, which are awkward in some environments; base64 of the PEM is accepted too.
function decodeKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value.includes('-----BEGIN') ? value : Buffer.from(value, 'base64').toString('utf8');
}
