/**
 * Reading fulfillments: staff see every order's, the buyer (member, or the buying visitor) their own order's — the
 * official API lets members call the list calls, and the member account shows tracking from them. Someone else's
 * order answers 404 `ORDER_NOT_FOUND` (no existence leak), like the order and its transactions.
 */
import type { Caller } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import { canReadOrder } from '../orders/order-reads';
import { findOrder, orderNotFound } from '../orders/order-store';
import { loadFulfillments } from './fulfillment-store';
import type { OrderWithFulfillments } from './fulfillment-types';

/**
 * `GET /v1/fulfillments/orders/{orderId}`.
 * @param db - the database
 * @param caller - the caller
 * @param orderId - the order
 * @throws ApiError 404 `ORDER_NOT_FOUND` (also for someone else's order)
 */
export async function listFulfillments(
  db: Queryable,
  caller: Caller,
  orderId: string,
): Promise<OrderWithFulfillments> {
  const order = await findOrder(db, orderId);
  if (!order || !canReadOrder(caller, order)) throw orderNotFound(orderId);
  return { orderId, fulfillments: await loadFulfillments(db, orderId) };
}
