/**
 * The store's buyer notification settings: one switch per kind of mail the platform sends a buyer about an order, all
 * on until the shop turns one off (a shop that ships with its carrier's notifications wants no shipping mails). Kept in
 * `platform_settings`; unset means every mail on. Bazaar's own (the official API has per-call flags only).
 *
 * Every sender asks {@link buyerMailAllowed} in the transaction that queues the mail, so a kind turned off queues
 * nothing and writes no "email sent" activity. Placing an order (the busiest sender) asks through a short-lived
 * per-database cache instead of a read of its own: a change made through {@link updateBuyerNotificationSettings}
 * applies to the next order placed in this process, one made by another process sharing the database within
 * `CACHE_TTL_MS`. Per-call flags (`sendOrderCanceledEmail`, `sendOrderRefundedEmail`,
 * `sendNotificationsToBuyer`…) still apply on top: a call can turn a mail off, never on when the store turned it off.
 * Account mails (verification codes, password recovery, activation) are not buyer notifications and are always sent.
 */
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { CACHE_TTL_MS, createWriteGeneration } from '../../db/write-generation';
import { parseInput } from '../../http/validate';
import type { MailMessage } from './mailer';

/** Each setting and the mail kind (`mail_outbox.kind`) it switches. */
export const BUYER_MAIL_KINDS = {
  /** The order confirmation, at checkout or when staff create an order. */
  orderPlaced: 'order-placed',
  /** The order was updated (staff edited it: `commit-deltas`). */
  orderUpdated: 'order-updated',
  /** The shipping confirmation, when fulfillments are created. */
  orderShipped: 'order-shipped',
  /** Tracking, when a fulfillment gets its first tracking number. */
  orderTracking: 'order-tracking',
  /** A refund (`sendOrderRefundedEmail`). */
  orderRefunded: 'order-refunded',
  /** The order was canceled (`sendOrderCanceledEmail`). */
  orderCanceled: 'order-canceled',
} as const;

/** The name of one setting. */
export type BuyerMailSetting = keyof typeof BUYER_MAIL_KINDS;

/** The settings as on the wire: every kind, and when they last changed (absent until first changed). */
export type BuyerNotificationSettings = Record<BuyerMailSetting, boolean> & { updatedDate?: string };

const KEY = 'mail.buyer_notifications';

const SETTINGS = Object.keys(BUYER_MAIL_KINDS) as BuyerMailSetting[];

const SETTING_OF_KIND = new Map<string, BuyerMailSetting>(
  SETTINGS.map((setting) => [BUYER_MAIL_KINDS[setting], setting]),
);

// Unknown names are refused rather than ignored, so a misspelt switch never looks saved.
const patchSchema = z.strictObject(
  Object.fromEntries(SETTINGS.map((setting) => [setting, z.boolean().optional()])) as Record<
    BuyerMailSetting,
    z.ZodOptional<z.ZodBoolean>
  >,
);

const generation = createWriteGeneration();

// Per database: several platforms (tests) share a process, each with its own store.
const cached = new WeakMap<
  Database,
  { settings: BuyerNotificationSettings; generation: number; expires: number }
>();

async function read(db: Queryable, forUpdate = false): Promise<BuyerNotificationSettings> {
  const rows = await db.query<{ value: Partial<Record<BuyerMailSetting, boolean>>; updated_at: Date }>(
    `select value, updated_at from platform_settings where key = $1${forUpdate ? ' for update' : ''}`,
    [KEY],
  );
  const stored = rows[0];
  const settings = {} as BuyerNotificationSettings;
  for (const setting of SETTINGS) settings[setting] = stored?.value[setting] !== false;
  if (stored) settings.updatedDate = stored.updated_at.toISOString();
  return settings;
}

/**
 * The settings (every kind on until changed).
 * @param db - database or transaction
 */
export function getBuyerNotificationSettings(db: Queryable): Promise<BuyerNotificationSettings> {
  return read(db);
}

/**
 * Changes the settings named in the patch; the others keep their value.
 * @param tx - the transaction
 * @param clock - the clock
 * @param input - the request's `notificationSettings`
 * @throws ApiError 400 for an unknown name or a value that is not a boolean
 */
export async function updateBuyerNotificationSettings(
  tx: Queryable,
  clock: Clock,
  input: unknown,
): Promise<BuyerNotificationSettings> {
  const patch = parseInput(patchSchema, input ?? {}, 'notificationSettings');
  // Two first writes would both see "no row": serialise on the key.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [KEY]);
  const { updatedDate: _updated, ...current } = await read(tx, true);
  const next = { ...current, ...patch };
  const now = clock.now();
  generation.changed(tx);
  await tx.query(
    `insert into platform_settings (key, value, updated_at) values ($1, $2, $3)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [KEY, JSON.stringify(next), now],
  );
  return { ...next, updatedDate: now.toISOString() };
}

/**
 * Whether the store sends mails of this kind (kinds that are no buyer notification always are).
 * @param tx - the transaction that would queue the mail
 * @param kind - the mail's kind (`order-shipped`…)
 * @param options - `cachedFor`: the database `tx` belongs to, to answer from the settings kept for it (read again
 *   after a change or `CACHE_TTL_MS`) instead of reading them in `tx`
 */
export async function buyerMailAllowed(
  tx: Queryable,
  kind: string,
  options: { cachedFor?: Database } = {},
): Promise<boolean> {
  const setting = SETTING_OF_KIND.get(kind);
  if (setting === undefined) return true;
  return (options.cachedFor ? await readCached(tx, options.cachedFor) : await read(tx))[setting];
}

async function readCached(tx: Queryable, db: Database): Promise<BuyerNotificationSettings> {
  const now = performance.now();
  const seen = generation.current();
  const entry = cached.get(db);
  if (entry && entry.generation === seen && entry.expires > now) return entry.settings;
  const settings = await read(tx);
  // A change committed while this read ran may be missing from it: keep it only if no change came meanwhile.
  if (generation.current() === seen)
    cached.set(db, { settings, generation: seen, expires: now + CACHE_TTL_MS });
  return settings;
}

/**
 * The mail when the store sends its kind, else nothing: for senders that build the mail first.
 * @param tx - the transaction that would queue the mail
 * @param mail - the mail, if any
 */
export async function unlessTurnedOff(
  tx: Queryable,
  mail: MailMessage | undefined,
): Promise<MailMessage | undefined> {
  return mail && (await buyerMailAllowed(tx, mail.kind)) ? mail : undefined;
}
