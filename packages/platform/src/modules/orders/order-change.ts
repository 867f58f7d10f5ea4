/**
 * The one way an existing order changes: stamp `updatedDate`, write the document and its columns, append the
 * events of what changed. Callers lock the order first (`lockOrder`) and build the new document from the locked one.
 */
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import type { EventActor } from '../../outbox/append-event';
import { type CancelDetails, orderChanged } from './order-events';
import { saveOrder } from './order-store';
import type { Order } from './order-types';

/**
 * Saves a changed order and appends its events; nothing happens when nothing changed.
 * @param tx - the transaction holding the order's lock
 * @param clock - the clock (the new `updatedDate`)
 * @param before - the locked order
 * @param after - the changed copy
 * @param actor - who changed it
 * @param cancel - details of a cancel (for `order_canceled`)
 * @returns the saved order
 */
export async function commitOrderChange(
  tx: Queryable,
  clock: Clock,
  before: Order,
  after: Order,
  actor: EventActor | undefined,
  cancel?: CancelDetails,
): Promise<Order> {
  if (JSON.stringify(before) === JSON.stringify(after)) return before;
  const saved: Order = { ...after, updatedDate: clock.now().toISOString() };
  await saveOrder(tx, saved);
  await orderChanged(tx, clock, before, saved, actor, cancel);
  return saved;
}

/**
 * A deep copy of an order to change (documents are plain JSON).
 * @param order - the order
 */
export function copyOrder(order: Order): Order {
  return structuredClone(order);
}
