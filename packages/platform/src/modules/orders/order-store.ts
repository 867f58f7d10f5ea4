/**
 * Rows of `orders` and `order_transactions` (migration 0300). The document is the source of truth; the columns are
 * derived from it on every write, so search, filters and aggregates always agree with what `getOrder` returns.
 * Every change of an order goes through {@link lockOrder} first: the row lock serialises concurrent changes.
 */
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { fromMinor, toDecimalString } from '../../money';
import { eventInsertFrom } from '../../outbox/append-event';
import type { OrderTransactions } from '../payments/transaction-types';
import { minorOf } from './order-money';
import type { Order } from './order-types';

/** When an order is approved automatically (`settings.orderApprovalStrategy`, rule 49). */
export type ApprovalStrategy = 'DEFAULT' | 'PAYMENT_RECEIVED' | 'PAYMENT_METHOD_SAVED';

/**
 * @param doc - `JSON.stringify(order)` when the caller has it already (a new order's text is its event's too)
 */
function columns(order: Order, doc = JSON.stringify(order)): unknown[] {
  const total = minorOf(order.priceSummary.total, order.currency);
  const contact = order.billingInfo?.contactDetails as { firstName?: string; lastName?: string } | undefined;
  return [
    order.id,
    Number(order.number),
    order.status,
    order.paymentStatus,
    order.fulfillmentStatus,
    order.archived,
    order.seenByAHuman,
    order.buyerInfo.memberId ?? null,
    order.buyerInfo.visitorId ?? null,
    order.buyerInfo.contactId ?? null,
    order.buyerInfo.email ?? null,
    order.channelInfo.type,
    order.currency,
    // numeric from the exact decimal text (never a float).
    toDecimalString(fromMinor(total, order.currency)),
    order.checkoutId ?? null,
    order.lineItems.map((item) => item.catalogReference.catalogItemId),
    order.lineItems.map((item) => item.productName.original),
    contact?.firstName ?? null,
    contact?.lastName ?? null,
    typeof order.shippingInfo?.title === 'string' ? order.shippingInfo.title : null,
    order.tags.tags.tagIds,
    order.tags.privateTags.tagIds,
    doc,
    order.createdDate,
    order.updatedDate,
    order.purchasedDate ?? null,
  ];
}

/**
 * Inserts a new order with empty transactions, and its `order_created` event, in one statement (one round trip
 * instead of four: place order's CPU is mostly per statement, in the driver and the server). The order is numbered
 * by the same statement (rules 53–54: digits, increasing by one from 10001, from `order_number_seq`):
 * `order.number` is given as a placeholder (`numberToken`, a fresh random value nothing else
 * in the order or its event can contain), replaced in the document and the event by the sequence's next number —
 * the texts written are exactly those of the numbered order.
 * @param tx - the transaction creating the order
 * @param order - the new order, its `number` the placeholder
 * @param approvalStrategy - `settings.orderApprovalStrategy` (decides when an INITIALIZED order is approved)
 * @param created - `order_created`: its {@link eventParams} given the order's text `doc` (the document written is
 *   that same text)
 * @returns the order's number
 */
export async function insertOrder(
  tx: Queryable,
  order: Order,
  approvalStrategy: ApprovalStrategy,
  created: (doc: string) => unknown[],
): Promise<string> {
  const token = order.number;
  const doc = JSON.stringify(order);
  const [id, _number, ...rest] = columns(order, doc);
  // The columns without the number ($1, $2…$26 with the document at $22), the event's eight ($27…$34), the
  // placeholder ($35).
  const rows = await tx.query<{ number: string | number }>(
    `with numbered as (select nextval('order_number_seq') as n),
     inserted as (
       insert into orders (id, number, status, payment_status, fulfillment_status, archived, seen_by_a_human,
         buyer_member_id, buyer_visitor_id, buyer_contact_id, buyer_email, channel_type, currency, total,
         checkout_id, catalog_item_ids, product_names, billing_first_name, billing_last_name, shipping_title, tag_ids,
         private_tag_ids, doc, created_at, updated_at, purchased_at, approval_strategy)
       values ($1, (select n from numbered), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
         $18, $19, $20, $21, replace($22::text, $35::text, (select n from numbered)::text)::jsonb, $23, $24, $25, $26)
       returning id, number),
     transactions as (insert into order_transactions (order_id) select id from inserted),
     event as (${eventInsertFrom('inserted', 27, { payload: (text) => `replace(${text}, $35::text, inserted.number::text)` })})
     select number from inserted`,
    [id, ...rest, approvalStrategy, ...created(doc), token],
  );
  return String(rows[0]!.number);
}

/**
 * Writes an order's document and columns.
 * @param tx - the transaction holding the order's lock
 * @param order - the changed document
 */
export async function saveOrder(tx: Queryable, order: Order): Promise<void> {
  await tx.query(
    `update orders set number = $2, status = $3, payment_status = $4, fulfillment_status = $5, archived = $6,
       seen_by_a_human = $7, buyer_member_id = $8, buyer_visitor_id = $9, buyer_contact_id = $10, buyer_email = $11,
       channel_type = $12, currency = $13, total = $14, checkout_id = $15, catalog_item_ids = $16,
       product_names = $17, billing_first_name = $18, billing_last_name = $19, shipping_title = $20, tag_ids = $21,
       private_tag_ids = $22, doc = $23, created_at = $24, updated_at = $25, purchased_at = $26
     where id = $1`,
    columns(order),
  );
}

/**
 * Reads an order and locks its row until the transaction ends.
 * @param tx - the transaction of the change
 * @param id - the order id
 * @throws ApiError 404 `ORDER_NOT_FOUND`
 */
export async function lockOrder(tx: Queryable, id: string): Promise<Order> {
  const rows = await tx.query<{ doc: Order }>('select doc from orders where id = $1 for update', [id]);
  if (!rows[0]) throw orderNotFound(id);
  return rows[0].doc;
}

/**
 * The approval strategy an order was created with (rule 49).
 * @param db - database or transaction
 * @param id - the order id
 */
export async function approvalStrategyOf(db: Queryable, id: string): Promise<ApprovalStrategy> {
  const rows = await db.query<{ approval_strategy: ApprovalStrategy }>(
    'select approval_strategy from orders where id = $1',
    [id],
  );
  return rows[0]?.approval_strategy ?? 'DEFAULT';
}

/**
 * Reads an order without locking it.
 * @param db - database or transaction
 * @param id - the order id
 */
export async function findOrder(db: Queryable, id: string): Promise<Order | undefined> {
  const rows = await db.query<{ doc: Order }>('select doc from orders where id = $1', [id]);
  return rows[0]?.doc;
}

/**
 * Reads an order's transactions (lock the order first when changing them).
 * @param db - database or transaction
 * @param orderId - the order id
 */
export async function loadTransactions(db: Queryable, orderId: string): Promise<OrderTransactions> {
  const rows = await db.query<{
    payments: OrderTransactions['payments'];
    refunds: OrderTransactions['refunds'];
  }>('select payments, refunds from order_transactions where order_id = $1', [orderId]);
  return { orderId, payments: rows[0]?.payments ?? [], refunds: rows[0]?.refunds ?? [] };
}

/**
 * Writes an order's transactions and the time of its next scheduled capture/void.
 * @param tx - the transaction holding the order's lock
 * @param transactions - payments and refunds
 */
export async function saveTransactions(tx: Queryable, transactions: OrderTransactions): Promise<void> {
  const due = transactions.payments
    .filter((payment) => payment.status === 'AUTHORIZED')
    .map((payment) => payment.regularPaymentDetails?.authorizationDetails?.scheduledAction?.executionDate)
    .filter((date): date is string => typeof date === 'string')
    .sort();
  await tx.query(
    'update order_transactions set payments = $2, refunds = $3, next_action_at = $4 where order_id = $1',
    [
      transactions.orderId,
      JSON.stringify(transactions.payments),
      JSON.stringify(transactions.refunds),
      due[0] ?? null,
    ],
  );
}

/**
 * The 404 of an unknown order (errors.md §6 `ORDER_NOT_FOUND`).
 * @param id - the order id asked for
 */
export function orderNotFound(id: string): ApiError {
  return ApiError.notFound('ORDER_NOT_FOUND', `Order ${id} was not found`, { orderId: id });
}
