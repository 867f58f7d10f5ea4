/**
 * Orders settings (spec §3 "Orders settings"; `@wix/ecom` `ordersSettings`): when inventory updates and whether
 * invoices are created. Staff read and change them at `GET`/`PATCH /ecom/v1/orders-settings`; a change appends
 * `wix.ecom.v1.orders_settings_updated` (events.md §6).
 */
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { parseInput } from '../../http/validate';
import { appendEvent, type EventActor } from '../../outbox/append-event';

/** The orders settings as on the wire. */
export interface OrdersSettings {
  inventoryUpdateTrigger: 'ON_ORDER_PLACED' | 'ON_ORDER_PAID';
  createInvoice: boolean;
  createdDate: string;
  updatedDate: string;
}

const updateSchema = z.looseObject({
  inventoryUpdateTrigger: z.enum(['ON_ORDER_PLACED', 'ON_ORDER_PAID']).optional(),
  createInvoice: z.boolean().nullable().optional(),
});

const FQDN = 'wix.ecom.v1.orders_settings';

async function read(db: Queryable, clock: Clock): Promise<OrdersSettings> {
  const rows = await db.query<{
    settings: Omit<OrdersSettings, 'createdDate' | 'updatedDate'>;
    created_at: Date;
    updated_at: Date;
  }>('select settings, created_at, updated_at from orders_settings where id = 1');
  const row = rows[0];
  // Defaults of the official type's documentation: stock updates when the order is placed, no invoices.
  if (!row) {
    const now = clock.now().toISOString();
    return {
      inventoryUpdateTrigger: 'ON_ORDER_PLACED',
      createInvoice: false,
      createdDate: now,
      updatedDate: now,
    };
  }
  return {
    ...row.settings,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}

/**
 * The orders settings (defaults until first changed).
 * @param db - the database
 * @param clock - the clock
 */
export function getOrdersSettings(db: Queryable, clock: Clock): Promise<OrdersSettings> {
  return read(db, clock);
}

/**
 * Changes the orders settings and appends `orders_settings_updated` — only when a value changes.
 * @param tx - the transaction
 * @param clock - the clock
 * @param input - the request's `ordersSettings`
 * @param actor - who changed them
 * @throws ApiError 400 for invalid values
 */
export async function updateOrdersSettings(
  tx: Queryable,
  clock: Clock,
  input: unknown,
  actor: EventActor | undefined,
): Promise<OrdersSettings> {
  const patch = parseInput(updateSchema, input ?? {}, 'ordersSettings');
  const before = await read(tx, clock);
  const now = clock.now();
  const settings = {
    inventoryUpdateTrigger: patch.inventoryUpdateTrigger ?? before.inventoryUpdateTrigger,
    createInvoice: patch.createInvoice ?? before.createInvoice,
  };
  // A patch that changes nothing is no change: no write (updatedDate stays) and no `orders_settings_updated`, which
  // subscribers would otherwise get with empty `modifiedFields`.
  if (
    settings.inventoryUpdateTrigger === before.inventoryUpdateTrigger &&
    settings.createInvoice === before.createInvoice
  )
    return before;
  await tx.query(
    `insert into orders_settings (id, settings, created_at, updated_at) values (1, $1, $2, $2)
     on conflict (id) do update set settings = excluded.settings, updated_at = excluded.updated_at`,
    [JSON.stringify(settings), now],
  );
  const after = await read(tx, clock);
  const modifiedFields: Record<string, unknown> = {};
  for (const key of ['inventoryUpdateTrigger', 'createInvoice'] as const) {
    if (before[key] !== after[key]) modifiedFields[key] = before[key];
  }
  await appendEvent(
    tx,
    {
      type: `${FQDN}_updated`,
      entityFqdn: FQDN,
      entityId: 'orders-settings',
      slug: 'updated',
      payload: { updatedEvent: { currentEntity: after, modifiedFields } },
      ...(actor ? { actor } : {}),
    },
    clock,
  );
  return after;
}
