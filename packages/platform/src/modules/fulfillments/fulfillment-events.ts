/**
 * `wix.ecom.v1.fulfillments_updated` (events.md "Fulfillments"): the order's fulfillment list after a create,
 * update or delete, with the list before as `modifiedFields.fulfillments` (like `order_updated`'s previous values).
 */
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { appendEvent, type EventActor } from '../../outbox/append-event';
import type { Fulfillment, OrderWithFulfillments } from './fulfillment-types';

/** Entity name of fulfillment events. */
export const FULFILLMENTS_FQDN = 'wix.ecom.v1.fulfillments';

/**
 * Appends `fulfillments_updated`.
 * @param tx - the transaction of the change
 * @param clock - the clock
 * @param previous - the list before
 * @param current - the order and its list after
 * @param actor - who changed it
 */
export async function fulfillmentsUpdated(
  tx: Queryable,
  clock: Clock,
  previous: Fulfillment[],
  current: OrderWithFulfillments,
  actor: EventActor | undefined,
): Promise<void> {
  await appendEvent(
    tx,
    {
      type: `${FULFILLMENTS_FQDN}_updated`,
      entityFqdn: FULFILLMENTS_FQDN,
      entityId: current.orderId,
      slug: 'updated',
      payload: { updatedEvent: { currentEntity: current, modifiedFields: { fulfillments: previous } } },
      ...(actor ? { actor } : {}),
    },
    clock,
  );
}
