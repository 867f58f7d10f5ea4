/**
 * The writable model of a checkout (`checkouts.state`, business-rules §1F) and the SQL of the `checkouts` table.
 * Line items are the cart's stored lines, copied when the checkout is created or refreshed (rule 42); like the
 * cart's, they are priced from the catalog on every read.
 */
import type { Queryable } from '../../db/database';
import { eventInsertFrom } from '../../outbox/append-event';
import type { StoredLineItem } from '../cart/cart-model';
import type { CartOwner } from '../cart/cart-store';
import type { MerchantDiscountInput } from '../cart/schema';
import type { AddressWithContact, ChannelType, SelectedShippingOption } from './address-schema';

/** The checkout's writable state. */
export interface CheckoutState {
  lineItems: StoredLineItem[];
  couponCode?: string;
  merchantDiscounts?: MerchantDiscountInput[];
  buyerNote?: string;
  email?: string;
  contactId?: string;
  billingInfo?: AddressWithContact;
  /** `shippingInfo.shippingDestination`. */
  shippingDestination?: AddressWithContact;
  /** `shippingInfo.selectedCarrierServiceOption.code` as chosen (rule 30 picks a fallback when it is gone). */
  selectedShippingOption?: SelectedShippingOption;
  businessLocationId?: string;
  purchaseFlowId: string;
  /** entities.md `CreatedBy`. */
  createdBy: { visitorId?: string; memberId?: string; appId?: string };
}

/** A checkout row. */
export interface CheckoutRecord {
  id: string;
  cartId?: string;
  owner: CartOwner;
  revision: number;
  state: CheckoutState;
  channelType: ChannelType;
  completed: boolean;
  orderId?: string;
  createdAt: Date;
  updatedAt: Date;
}

interface CheckoutRow {
  id: string;
  cart_id: string | null;
  owner_kind: 'visitor' | 'member';
  owner_id: string;
  revision: number | string;
  state: CheckoutState;
  channel_type: ChannelType;
  completed: boolean;
  order_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, cart_id, owner_kind, owner_id, revision, state, channel_type, completed, order_id, created_at, updated_at';

function toRecord(row: CheckoutRow): CheckoutRecord {
  return {
    id: row.id,
    ...(row.cart_id && { cartId: row.cart_id }),
    owner: { kind: row.owner_kind, id: row.owner_id },
    revision: Number(row.revision),
    state: row.state,
    channelType: row.channel_type,
    completed: row.completed,
    ...(row.order_id && { orderId: row.order_id }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A checkout by id, optionally locked until the transaction ends.
 * @param db - database or transaction
 * @param id - the checkout id (anything that is not a GUID finds nothing)
 * @param options - `lock` takes the row lock
 */
export async function findCheckout(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutRecord | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const rows = await db.query<CheckoutRow>(
    `select ${COLUMNS} from checkouts where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0] && toRecord(rows[0]);
}

/**
 * Inserts a checkout.
 * @param tx - the transaction
 * @param checkout - id, cart, owner, state, channel
 * @param now - the clock's time
 */
export async function insertCheckout(
  tx: Queryable,
  checkout: { id: string; cartId: string; owner: CartOwner; state: CheckoutState; channelType: ChannelType },
  now: Date,
): Promise<CheckoutRecord> {
  const rows = await tx.query<CheckoutRow>(
    `insert into checkouts (id, cart_id, owner_kind, owner_id, revision, state, channel_type, completed, created_at, updated_at)
     values ($1, $2, $3, $4, 1, $5, $6, false, $7, $7) returning ${COLUMNS}`,
    [
      checkout.id,
      checkout.cartId,
      checkout.owner.kind,
      checkout.owner.id,
      JSON.stringify(checkout.state),
      checkout.channelType,
      now,
    ],
  );
  return toRecord(rows[0]!);
}

/**
 * Writes a checkout's new state (and channel), raising its revision.
 * @param tx - the transaction holding the row lock
 * @param id - the checkout
 * @param state - its new state
 * @param now - the clock's time
 * @param channelType - a new channel type
 */
export async function saveCheckoutState(
  tx: Queryable,
  id: string,
  state: CheckoutState,
  now: Date,
  channelType?: ChannelType,
): Promise<CheckoutRecord> {
  const rows = await tx.query<CheckoutRow>(
    `update checkouts set state = $2, revision = revision + 1, updated_at = $3,
       channel_type = coalesce($4, channel_type)
     where id = $1 returning ${COLUMNS}`,
    [id, JSON.stringify(state), now, channelType ?? null],
  );
  return toRecord(rows[0]!);
}

// The change of a checkout whose order was placed: its order and, when that order is paid, completed (rule 48).
const ORDER_UPDATE = `update checkouts set order_id = coalesce($2, order_id), completed = completed or $3,
       revision = revision + 1, updated_at = $4
     where id = $1`;

/**
 * Records the order placed from a checkout and, when `completed`, marks the checkout completed (rule 48).
 * @param tx - the transaction holding the row lock
 * @param id - the checkout
 * @param change - the order id and whether the checkout is now completed
 * @param now - the clock's time
 */
export async function setCheckoutOrder(
  tx: Queryable,
  id: string,
  change: { orderId?: string; completed: boolean },
  now: Date,
): Promise<CheckoutRecord> {
  const rows = await tx.query<CheckoutRow>(`${ORDER_UPDATE} returning ${COLUMNS}`, [
    id,
    change.orderId ?? null,
    change.completed,
    now,
  ]);
  return toRecord(rows[0]!);
}

/**
 * {@link setCheckoutOrder} and the change's event in one statement that returns nothing: the caller holds the row
 * lock and so knows the saved checkout already ({@link checkoutWithOrder}), state included.
 * @param tx - the transaction holding the row lock
 * @param id - the checkout
 * @param change - the order id and whether the checkout is now completed
 * @param now - the clock's time
 * @param event - the {@link eventParams} of the change's event
 */
export async function saveCheckoutOrder(
  tx: Queryable,
  id: string,
  change: { orderId?: string; completed: boolean },
  now: Date,
  event: unknown[],
): Promise<void> {
  await tx.query(`with saved as (${ORDER_UPDATE} returning id) ${eventInsertFrom('saved', 5)}`, [
    id,
    change.orderId ?? null,
    change.completed,
    now,
    ...event,
  ]);
}

/**
 * The checkout {@link setCheckoutOrder} saves, known beforehand under the checkout's row lock: its event can then be
 * written by the same statement.
 * @param checkout - the checkout as read with its lock
 */
export function checkoutWithOrder(
  checkout: CheckoutRecord,
  change: { orderId?: string; completed: boolean },
  now: Date,
): CheckoutRecord {
  return {
    ...checkout,
    ...((change.orderId ?? checkout.orderId) && { orderId: change.orderId ?? checkout.orderId }),
    completed: checkout.completed || change.completed,
    revision: checkout.revision + 1,
    updatedAt: now,
  };
}

/**
 * Gives a cart's checkouts to another cart: a visitor's cart merged into the member's at login (rule 7) is deleted,
 * and its checkout's order must then take its lines out of the member's cart (rule 8).
 * @param tx - the transaction
 * @param fromCartId - the cart merged away
 * @param toCartId - the cart that holds its lines now
 */
export async function moveCheckoutsToCart(
  tx: Queryable,
  fromCartId: string,
  toCartId: string,
): Promise<void> {
  await tx.query('update checkouts set cart_id = $2 where cart_id = $1', [fromCartId, toCartId]);
}
