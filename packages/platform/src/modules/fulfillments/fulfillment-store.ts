/**
 * Rows of `order_fulfillments` (migration 0301): one list per order. Writers hold the order's row lock
 * (`lockOrder`) so the list and the order's `fulfillmentStatus` change together.
 */
import type { Queryable } from '../../db/database';
import type { Fulfillment } from './fulfillment-types';

/**
 * An order's fulfillments, oldest first (none when the order never had any).
 * @param db - database or transaction (lock the order first when changing them)
 * @param orderId - the order
 */
export async function loadFulfillments(db: Queryable, orderId: string): Promise<Fulfillment[]> {
  const rows = await db.query<{ fulfillments: Fulfillment[] }>(
    'select fulfillments from order_fulfillments where order_id = $1',
    [orderId],
  );
  return rows[0]?.fulfillments ?? [];
}

/**
 * Writes an order's fulfillments.
 * @param tx - the transaction holding the order's lock
 * @param orderId - the order
 * @param fulfillments - the whole list
 */
export async function saveFulfillments(
  tx: Queryable,
  orderId: string,
  fulfillments: Fulfillment[],
): Promise<void> {
  await tx.query(
    `insert into order_fulfillments (order_id, fulfillments) values ($1, $2)
     on conflict (order_id) do update set fulfillments = excluded.fulfillments`,
    [orderId, JSON.stringify(fulfillments)],
  );
}
