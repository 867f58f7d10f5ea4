/**
 * Reading orders (business-rules 78–81): `getOrder` answers any status to staff, to the buying member and to the
 * buying visitor; `searchOrders` uses the shared query language over the indexed columns, never returns
 * INITIALIZED orders, hides PENDING and REJECTED unless the filter names `status`, and shows members their own
 * orders only.
 */
import { type Caller, isStaff } from '../../auth/caller';
import { assertCaller } from '../../auth/guards';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { defineFieldMap, field, runQuery } from '../../query';
import { findOrder, orderNotFound } from './order-store';
import { CHANNEL_TYPES, ORDER_STATUSES, type Order } from './order-types';

const PAYMENT_STATUSES = [
  'UNSPECIFIED',
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
];

/** The searchable fields of an order (rule 80) and the SQL behind them. */
export const orderFields = defineFieldMap({
  id: field.uuid('o.id', { sortable: true }),
  // `number` is a digit string on the wire (rule 53): decimal accepts "10001" and 10001 alike.
  number: field.decimal('o.number', { sortable: true }),
  createdDate: field.date('o.created_at', { sortable: true }),
  updatedDate: field.date('o.updated_at', { sortable: true }),
  purchasedDate: field.date('o.purchased_at', { sortable: true }),
  status: field.enum('o.status', ORDER_STATUSES, { sortable: true }),
  paymentStatus: field.enum('o.payment_status', PAYMENT_STATUSES, { sortable: true }),
  fulfillmentStatus: field.enum(
    'o.fulfillment_status',
    ['NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED'],
    {
      sortable: true,
    },
  ),
  archived: field.boolean('o.archived'),
  seenByAHuman: field.boolean('o.seen_by_a_human'),
  'buyerInfo.memberId': field.uuid('o.buyer_member_id'),
  'buyerInfo.visitorId': field.uuid('o.buyer_visitor_id'),
  'buyerInfo.contactId': field.uuid('o.buyer_contact_id'),
  'buyerInfo.email': field.string('o.buyer_email', { sortable: true }),
  'channelInfo.type': field.enum('o.channel_type', CHANNEL_TYPES),
  currency: field.string('o.currency'),
  'priceSummary.total.amount': field.decimal('o.total', { sortable: true }),
  checkoutId: field.uuid('o.checkout_id'),
  'lineItems.catalogReference.catalogItemId': field.strings('o.catalog_item_ids'),
  'lineItems.productName.original': field.strings('o.product_names'),
  // Rare enough to read from the document rather than keep a column for it.
  'lineItems.catalogReference.appId': field.strings(
    `array(select jsonb_array_elements(o.doc -> 'lineItems') #>> '{catalogReference,appId}')`,
  ),
  'billingInfo.contactDetails.firstName': field.string('o.billing_first_name', { sortable: true }),
  'billingInfo.contactDetails.lastName': field.string('o.billing_last_name', { sortable: true }),
  'shippingInfo.title': field.string('o.shipping_title'),
  'tags.tags.tagIds': field.strings('o.tag_ids'),
  'tags.privateTags.tagIds': field.strings('o.private_tag_ids'),
});

/**
 * True when the caller may read the order: staff, the buying member, or the buying visitor (also after logging in
 * as a member from that visitor session — the thank-you page, issue 6).
 * @param caller - the caller
 * @param order - the order
 */
export function canReadOrder(caller: Caller, order: Order): boolean {
  if (isStaff(caller)) return true;
  const buyer = order.buyerInfo;
  if (caller.memberId && buyer.memberId === caller.memberId) return true;
  return Boolean(caller.visitorId && buyer.visitorId === caller.visitorId);
}

/**
 * One order (rule 78: any status, INITIALIZED included).
 * @param db - the database
 * @param caller - the caller
 * @param id - the order id
 * @throws ApiError 401 anonymous; 404 `ORDER_NOT_FOUND` when unknown or not the caller's (no existence leak)
 */
export async function getOrder(db: Queryable, caller: Caller, id: string): Promise<Order> {
  assertCaller(caller);
  const order = await findOrder(db, id);
  if (!order || !canReadOrder(caller, order)) throw orderNotFound(id);
  return order;
}

/**
 * A page of orders (rule 79): cursor paging, default sort `createdDate DESC`, limit 100.
 * @param db - the database
 * @param caller - the caller (staff: all orders; members: their own; visitors: 403)
 * @param search - the request's `search` object
 * @throws ApiError 401 anonymous, 403 visitors, 400 for a bad query
 */
export async function searchOrders(
  db: Queryable,
  caller: Caller,
  search: unknown,
): Promise<{ orders: Order[]; metadata: unknown }> {
  assertCaller(caller);
  const staff = isStaff(caller);
  if (!staff && caller.kind !== 'member')
    throw ApiError.forbidden('Searching orders needs a member or staff');
  const own = staff ? '' : ' and o.buyer_member_id = $1';
  const { rows, metadata } = await runQuery<{ doc: Order }, 'cursor'>(db, {
    from: 'orders o',
    select: 'o.doc',
    fieldMap: orderFields,
    query: search ?? {},
    baseWhere: ({ filterFields }) =>
      filterFields.has('status')
        ? `o.status <> 'INITIALIZED'${own}`
        : `o.status not in ('INITIALIZED', 'PENDING', 'REJECTED')${own}`,
    baseParams: staff ? [] : [caller.memberId],
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    maxLimit: 100,
    defaultLimit: 100,
    paging: 'cursor',
    path: 'search',
    maxSortFields: 4,
  });
  return { orders: rows.map((row) => row.doc), metadata };
}
