/**
 * SQL of the `carts` table. A change either writes conditionally — only when the row still has the version it was
 * read at, in one statement with its event (optimistic-change.ts) — or locks the row first (`FOR UPDATE`); either
 * way parallel calls on one cart apply one after the other and none is lost. The revision counts them (rule 6).
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { EVENT_COLUMNS, eventInsertFrom, eventParams, type NewEvent } from '../../outbox/append-event';
import { type CartState, emptyCartState } from './cart-model';

/** Whose cart: a visitor's or a member's (rule 1). */
export interface CartOwner {
  kind: 'visitor' | 'member';
  id: string;
}

/**
 * One string per buyer, for in-process maps keyed by whose cart it is.
 * @param owner - the buyer
 */
export function cartOwnerKey(owner: CartOwner): string {
  return `${owner.kind}:${owner.id}`;
}

/** A cart row. */
export interface CartRecord {
  id: string;
  owner: CartOwner;
  status: 'ACTIVE' | 'COMPLETED';
  revision: number;
  state: CartState;
  checkoutId?: string;
  purchaseFlowId: string;
  createdAt: Date;
  updatedAt: Date;
  abandonedAt?: Date;
}

interface CartRow {
  id: string;
  owner_kind: 'visitor' | 'member';
  owner_id: string;
  status: 'ACTIVE' | 'COMPLETED';
  revision: number | string;
  state: CartState;
  checkout_id: string | null;
  purchase_flow_id: string;
  created_at: Date;
  updated_at: Date;
  abandoned_at: Date | null;
}

const COLUMNS =
  'id, owner_kind, owner_id, status, revision, state, checkout_id, purchase_flow_id, created_at, updated_at, abandoned_at';

function toRecord(row: CartRow): CartRecord {
  return {
    id: row.id,
    owner: { kind: row.owner_kind, id: row.owner_id },
    status: row.status,
    revision: Number(row.revision),
    state: row.state,
    ...(row.checkout_id && { checkoutId: row.checkout_id }),
    purchaseFlowId: row.purchase_flow_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.abandoned_at && { abandonedAt: row.abandoned_at }),
  };
}

/**
 * The buyer's current (ACTIVE) cart, optionally locked until the transaction ends.
 * @param db - database or transaction
 * @param owner - the buyer
 * @param options - `lock` takes the row lock (inside a transaction)
 */
export async function findActiveCart(
  db: Queryable,
  owner: CartOwner,
  options: { lock?: boolean } = {},
): Promise<CartRecord | undefined> {
  const rows = await db.query<CartRow>(
    `select ${COLUMNS} from carts where owner_kind = $1 and owner_id = $2 and status = 'ACTIVE'${
      options.lock ? ' for update' : ''
    }`,
    [owner.kind, owner.id],
  );
  return rows[0] && toRecord(rows[0]);
}

/** A cart as read, with the version of its row that a conditional write checks. */
export interface VersionedCart {
  cart: CartRecord;
  /**
   * The row's `xmin`: every write to a row (from any connection or process) gives it a new one. Together with the
   * revision it tells whether the row changed since it was read.
   */
  version: string;
}

/**
 * The buyer's current (ACTIVE) cart and its row version, without a lock.
 * @param db - the database
 * @param owner - the buyer
 */
export async function findVersionedCart(db: Queryable, owner: CartOwner): Promise<VersionedCart | undefined> {
  const rows = await db.query<CartRow & { version: string }>(
    `select ${COLUMNS}, xmin::text as version from carts where owner_kind = $1 and owner_id = $2 and status = 'ACTIVE'`,
    [owner.kind, owner.id],
  );
  return rows[0] && { cart: toRecord(rows[0]), version: rows[0].version };
}

/**
 * A new, not yet written cart of a buyer: empty, revision 0.
 * @param owner - the buyer
 * @param now - the clock's time
 */
export function newCartRecord(owner: CartOwner, now: Date): CartRecord {
  return {
    id: randomUUID(),
    owner,
    status: 'ACTIVE',
    revision: 0,
    state: emptyCartState(),
    purchaseFlowId: randomUUID(),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Writes a cart's new state and appends its event, in one statement (no transaction), when the row is still at
 * `read.version` and `read.cart.revision`; otherwise writes nothing (someone else changed or removed it).
 * @param db - the database
 * @param read - the cart as read, with its version
 * @param saved - the cart to write (`revision` one above the read one, `updatedAt` the time of the change)
 * @param event - the event of the change
 * @param clock - the clock giving the event time
 * @returns the row's new version, or undefined when the write was refused
 */
export function saveCartIfUnchanged(
  db: Queryable,
  read: VersionedCart,
  saved: CartRecord,
  event: NewEvent,
  clock: Clock,
): Promise<string | undefined> {
  return writeWithEvent(db, SAVE_IF_UNCHANGED, saveParams(read, saved), event, clock);
}

/** The parameters of a conditional save, before its event's. */
function saveParams(read: VersionedCart, saved: CartRecord): unknown[] {
  return [
    saved.id,
    JSON.stringify(saved.state),
    saved.revision,
    // Times as ISO text, like the event's (eventParams): cheaper for node-postgres than a Date.
    saved.updatedAt.toISOString(),
    read.version,
    read.cart.revision,
  ];
}

/** One change of {@link saveCartsIfUnchanged}: what {@link saveCartIfUnchanged} takes. */
export interface CartSave {
  read: VersionedCart;
  saved: CartRecord;
  event: NewEvent;
}

/**
 * Several carts' conditional writes with their events in ONE statement (and one commit): each row is written, and
 * its event appended, exactly when {@link saveCartIfUnchanged} would write it; the others write nothing. The
 * statement is atomic: when it fails, none of them was written.
 * @param db - the database
 * @param saves - changes of distinct carts
 * @param clock - the clock giving the events' time
 * @returns each row's new version, or undefined where the write was refused (in the order of `saves`)
 */
export async function saveCartsIfUnchanged(
  db: Queryable,
  saves: readonly CartSave[],
  clock: Clock,
): Promise<(string | undefined)[]> {
  // One array per column: the statement's text (and its prepared plan) is the same whatever the number of carts.
  const columns: unknown[][] = Array.from({ length: 14 }, () => []);
  for (const { read, saved, event } of saves) {
    const row = [...saveParams(read, saved), ...eventParams(event, clock)];
    row.forEach((value, index) => {
      columns[index]!.push(value);
    });
  }
  const rows = await db.query<{ id: string; version: string }>(SAVE_BATCH_IF_UNCHANGED, columns);
  const versions = new Map(rows.map((row) => [row.id, row.version]));
  return saves.map(({ saved }) => versions.get(saved.id));
}

// The events follow the input's order (`position`); a batch holds one change per cart, so the order of one cart's
// events is that of its statements, as with one statement per change.
const SAVE_BATCH_IF_UNCHANGED = `with input as (
    select * from unnest($1::uuid[], $2::text[], $3::bigint[], $4::timestamptz[], $5::xid[], $6::bigint[],
      $7::uuid[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::timestamptz[])
      with ordinality as i(id, state, revision, updated_at, version, read_revision, event_id, event_type, entity_fqdn,
        entity_id, slug, payload, actor, occurred_at, position)
  ),
  saved as (
    update carts c set state = i.state::json, revision = i.revision, updated_at = i.updated_at
    from input i where c.id = i.id and c.xmin = i.version and c.revision = i.read_revision
    returning c.id, c.xmin::text as version
  ),
  event as (
    insert into event_outbox (${EVENT_COLUMNS})
    select i.event_id, i.event_type, i.entity_fqdn, i.entity_id, i.slug, i.payload::json, i.actor::jsonb, i.occurred_at
    from saved s join input i on i.id = s.id order by i.position
  )
  select id::text as id, version from saved`;

/**
 * Inserts a buyer's first cart and appends its event, in one statement, unless the buyer has an active cart
 * already (a parallel first add won: nothing is written).
 * @param db - the database
 * @param cart - the cart to insert (from {@link newCartRecord}, with its state, revision 1)
 * @param event - its `cart_created` event
 * @param clock - the clock giving the event time
 * @returns the row's version, or undefined when the buyer has a cart already
 */
export function insertCartIfNone(
  db: Queryable,
  cart: CartRecord,
  event: NewEvent,
  clock: Clock,
): Promise<string | undefined> {
  return writeWithEvent(
    db,
    INSERT_IF_NONE,
    [
      cart.id,
      cart.owner.kind,
      cart.owner.id,
      cart.revision,
      JSON.stringify(cart.state),
      cart.purchaseFlowId,
      cart.createdAt.toISOString(),
      cart.updatedAt.toISOString(),
    ],
    event,
    clock,
  );
}

/** A write of one cart row followed, in the same statement, by the event's insert when it wrote the row. */
function withEvent(write: string, parameters: number): string {
  return `with saved as (${write} returning xmin::text as version), event as (${eventInsertFrom('saved', parameters + 1)})
    select version from saved`;
}

// `xmin` changes with every write to the row, also those that leave the revision alone (checkout id, abandonment);
// the revision guards against an old `xmin` coming round again (transaction ids wrap around).
const SAVE_IF_UNCHANGED = withEvent(
  'update carts set state = $2, revision = $3, updated_at = $4 where id = $1 and xmin = $5::xid and revision = $6',
  6,
);

const INSERT_IF_NONE = withEvent(
  `insert into carts (id, owner_kind, owner_id, status, revision, state, purchase_flow_id, created_at, updated_at)
   values ($1, $2, $3, 'ACTIVE', $4, $5, $6, $7, $8) on conflict (owner_kind, owner_id) where status = 'ACTIVE' do nothing`,
  8,
);

async function writeWithEvent(
  db: Queryable,
  sql: string,
  params: unknown[],
  event: NewEvent,
  clock: Clock,
): Promise<string | undefined> {
  const rows = await db.query<{ version: string }>(sql, [...params, ...eventParams(event, clock)]);
  return rows[0]?.version;
}

/**
 * The buyer's current cart, created empty when there is none (the first add creates it, rule 2), and locked.
 * Parallel first adds race on the unique index: one inserts, the others wait for it and lock its row.
 * @param tx - the transaction
 * @param owner - the buyer
 * @param now - the clock's time
 * @returns the locked cart and whether this call created it
 */
export async function ensureActiveCart(
  tx: Queryable,
  owner: CartOwner,
  now: Date,
): Promise<{ cart: CartRecord; created: boolean }> {
  const inserted = await tx.query<CartRow>(
    `insert into carts (id, owner_kind, owner_id, status, revision, state, purchase_flow_id, created_at, updated_at)
     values ($1, $2, $3, 'ACTIVE', 0, $4, $5, $6, $6)
     on conflict (owner_kind, owner_id) where status = 'ACTIVE' do nothing
     returning ${COLUMNS}`,
    [randomUUID(), owner.kind, owner.id, JSON.stringify(emptyCartState()), randomUUID(), now],
  );
  if (inserted[0]) return { cart: toRecord(inserted[0]), created: true };
  const cart = await findActiveCart(tx, owner, { lock: true });
  if (!cart) throw new Error('the current cart vanished while it was being created');
  return { cart, created: false };
}

/**
 * Writes a cart's new state, raising its revision and its `updated_at` (which the abandonment check reads).
 * @param tx - the transaction holding the row lock
 * @param cart - the cart as read
 * @param state - its new state
 * @param now - the clock's time
 * @param options - `afterOrder`: an order was placed from the cart and it keeps the lines the order did not take
 *   (cart-after-order.ts). In the same statement, the cart no longer names its checkout, and an abandoned cart is
 *   recovered (`recovered_at`) and may be abandoned again: `abandoned_at` is cleared, so the abandonment clock starts
 *   again at the order (`updated_at`)
 * @returns the cart as written
 */
export async function saveCartState(
  tx: Queryable,
  cart: CartRecord,
  state: CartState,
  now: Date,
  options: { afterOrder?: boolean } = {},
): Promise<CartRecord> {
  const forget = options.afterOrder
    ? ', checkout_id = null, recovered_at = case when abandoned_at is null then recovered_at else $3 end, abandoned_at = null'
    : '';
  const rows = await tx.query<CartRow>(
    `update carts set state = $2, revision = revision + 1, updated_at = $3${forget} where id = $1 returning ${COLUMNS}`,
    [cart.id, JSON.stringify(state), now],
  );
  return toRecord(rows[0]!);
}

/**
 * Records the checkout made from a cart (rule 40: `cart.checkoutId`), or forgets it once it has an order.
 * @param tx - the transaction
 * @param cartId - the cart
 * @param checkoutId - the checkout, or null
 */
export async function setCartCheckout(
  tx: Queryable,
  cartId: string,
  checkoutId: string | null,
): Promise<void> {
  await tx.query('update carts set checkout_id = $2 where id = $1', [cartId, checkoutId]);
}

/**
 * Gives a cart to another buyer (a visitor's cart to the member who logged in, rule 7).
 * @param tx - the transaction
 * @param cartId - the cart
 * @param owner - the new owner
 * @param now - the clock's time
 */
export async function reassignCart(
  tx: Queryable,
  cartId: string,
  owner: CartOwner,
  now: Date,
): Promise<void> {
  await tx.query(
    'update carts set owner_kind = $2, owner_id = $3, revision = revision + 1, updated_at = $4 where id = $1',
    [cartId, owner.kind, owner.id, now],
  );
}

/**
 * Deletes a cart (rule 5: the next add creates a new one).
 * @param tx - the transaction
 * @param cartId - the cart
 */
export async function deleteCartRow(tx: Queryable, cartId: string): Promise<void> {
  await tx.query('delete from carts where id = $1', [cartId]);
}

/**
 * Reads and locks a cart by id, whatever its state (the order placement completes it).
 * @param tx - the transaction
 * @param cartId - the cart
 */
export async function lockCartById(tx: Queryable, cartId: string): Promise<CartRecord | undefined> {
  const rows = await tx.query<CartRow>(`select ${COLUMNS} from carts where id = $1 for update`, [cartId]);
  return rows[0] && toRecord(rows[0]);
}

/**
 * Reads and locks the cart a checkout was made from, in one statement (the checkout itself is not locked).
 * @param tx - the transaction
 * @param checkoutId - the checkout
 * @returns the cart, or nothing when the checkout has no cart (or does not exist)
 */
export async function lockCartOfCheckout(tx: Queryable, checkoutId: string): Promise<CartRecord | undefined> {
  const rows = await tx.query<CartRow>(
    `select ${COLUMNS} from carts where id = (select cart_id from checkouts where id = $1) for update`,
    [checkoutId],
  );
  return rows[0] && toRecord(rows[0]);
}

/**
 * Marks a cart COMPLETED: an order was placed from it, it is no longer the buyer's current cart (rule 8).
 * @param tx - the transaction
 * @param cartId - the cart
 * @param now - the clock's time
 * @returns whether it had been abandoned before (and when): the order then recovers it
 */
export async function completeCartRow(
  tx: Queryable,
  cartId: string,
  now: Date,
): Promise<{ abandonedAt?: Date; createdAt?: Date }> {
  const rows = await tx.query<{ abandoned_at: Date | null; created_at: Date }>(
    `update carts set status = 'COMPLETED', completed_at = $2::timestamptz, revision = revision + 1, updated_at = $2,
       recovered_at = case when abandoned_at is not null then $2 end
     where id = $1 and status = 'ACTIVE' returning abandoned_at, created_at`,
    [cartId, now],
  );
  const row = rows[0];
  return row ? { ...(row.abandoned_at && { abandonedAt: row.abandoned_at }), createdAt: row.created_at } : {};
}
