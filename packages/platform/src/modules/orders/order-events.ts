/**
 * Order events (events.md "Orders", business-rules 82), appended in the transaction of the change. Entities go in
 * their wire shape. Every change appends `order_updated` (with the previous value of each top-level field that
 * changed); the action events follow what changed: `order_approved` when the status becomes APPROVED,
 * `order_canceled` when it becomes CANCELED, `order_payment_status_updated` when the payment status moves.
 */
import type { Caller } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { appendEvent, type EventActor, eventParams, type NewEvent } from '../../outbox/append-event';
import type { Order } from './order-types';

/** Entity name of order events. */
export const ORDER_FQDN = 'wix.ecom.v1.order';

/** Details of a cancel, carried by `order_canceled` (events.md §6). */
export interface CancelDetails {
  restockAllItems: boolean;
  sendOrderCanceledEmail: boolean;
  customMessage?: string;
}

/**
 * Who caused an event, from the caller (events.md §1 `identity`).
 * @param caller - the request's caller
 */
export function orderActor(caller: Caller | undefined): EventActor | undefined {
  if (!caller) return undefined;
  if (caller.kind === 'member' && caller.memberId)
    return { identityType: 'MEMBER', memberId: caller.memberId };
  if (caller.kind === 'apiKey' && caller.apiKeyId) return { identityType: 'APP', appId: caller.apiKeyId };
  if (caller.kind === 'visitor' && caller.visitorId) {
    return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: caller.visitorId };
  }
  return undefined;
}

function orderEvent(
  order: Order,
  slug: string,
  payload: Record<string, unknown>,
  actor: EventActor | undefined,
): NewEvent {
  return {
    type: `${ORDER_FQDN}_${slug}`,
    entityFqdn: ORDER_FQDN,
    entityId: order.id,
    slug,
    payload,
    ...(actor ? { actor } : {}),
  };
}

async function append(
  tx: Queryable,
  clock: Clock,
  order: Order,
  slug: string,
  payload: Record<string, unknown>,
  actor: EventActor | undefined,
): Promise<void> {
  await appendEvent(tx, orderEvent(order, slug, payload, actor), clock);
}

/**
 * The row of `order_created` (rule 51), written with the order's insert (`insertOrder`).
 * @param clock - the clock
 * @param order - the new order
 * @param doc - `JSON.stringify(order)`: the payload is built around it, not serialised a second time
 * @param actor - who created it
 */
export function orderCreatedParams(
  clock: Clock,
  order: Order,
  doc: string,
  actor: EventActor | undefined,
): unknown[] {
  // The same text as JSON.stringify({ createdEvent: { entity: order } }).
  const payloadJson = `{"createdEvent":{"entity":${doc}}}`;
  return eventParams({ ...orderEvent(order, 'created', {}, actor), payloadJson }, clock);
}

/**
 * `order_approved` when the order starts APPROVED (rule 51), after its `order_created`.
 * @param tx - the creating transaction
 * @param clock - the clock
 * @param order - the new order
 * @param actor - who created it
 */
export async function orderStartedApproved(
  tx: Queryable,
  clock: Clock,
  order: Order,
  actor: EventActor | undefined,
): Promise<void> {
  if (order.status === 'APPROVED')
    await append(tx, clock, order, 'approved', { actionEvent: { body: { order } } }, actor);
}

/**
 * The events of one change of an order, from the document before and after.
 * @param tx - the transaction of the change
 * @param clock - the clock
 * @param before - the order before
 * @param after - the order after
 * @param actor - who changed it
 * @param cancel - details of a cancel (for `order_canceled`)
 */
export async function orderChanged(
  tx: Queryable,
  clock: Clock,
  before: Order,
  after: Order,
  actor: EventActor | undefined,
  cancel?: CancelDetails,
): Promise<void> {
  if (before.paymentStatus !== after.paymentStatus) {
    await append(
      tx,
      clock,
      after,
      'payment_status_updated',
      { actionEvent: { body: { order: after, previousPaymentStatus: before.paymentStatus } } },
      actor,
    );
  }
  if (before.status !== 'APPROVED' && after.status === 'APPROVED') {
    await append(tx, clock, after, 'approved', { actionEvent: { body: { order: after } } }, actor);
  }
  if (before.status !== 'CANCELED' && after.status === 'CANCELED') {
    const body = { order: after, ...(cancel ?? { restockAllItems: false, sendOrderCanceledEmail: false }) };
    await append(tx, clock, after, 'canceled', { actionEvent: { body } }, actor);
  }
  const modifiedFields: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'updatedDate') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) modifiedFields[key] = before[key] ?? null;
  }
  if (Object.keys(modifiedFields).length === 0) return;
  modifiedFields.updatedDate = before.updatedDate;
  await append(
    tx,
    clock,
    after,
    'updated',
    { updatedEvent: { currentEntity: after, modifiedFields } },
    actor,
  );
}

/**
 * `order_committed` (commit deltas, rule 73).
 * @param tx - the transaction of the change
 * @param clock - the clock
 * @param order - the order after the commit
 * @param body - `draftOrderId`, `changes`, `commitDate`, `reason`
 * @param actor - who committed
 */
export async function orderCommitted(
  tx: Queryable,
  clock: Clock,
  order: Order,
  body: Record<string, unknown>,
  actor: EventActor | undefined,
): Promise<void> {
  await append(tx, clock, order, 'committed', { actionEvent: { body: { ...body, order } } }, actor);
}

/**
 * `order_fulfilled` (rule 82, the official `FulfillmentStatusUpdated`): the order's fulfillment status moved.
 * @param tx - the transaction of the change
 * @param clock - the clock
 * @param previous - the status before
 * @param order - the order after
 * @param action - what moved it (`CREATE_FULFILLMENT`, `DELETE_FULFILLMENT`, `COMMIT_DELTAS`)
 * @param actor - who changed it
 */
export async function orderFulfilled(
  tx: Queryable,
  clock: Clock,
  previous: Order['fulfillmentStatus'],
  order: Order,
  action: string,
  actor: EventActor | undefined,
): Promise<void> {
  if (previous === order.fulfillmentStatus) return;
  const body = {
    order,
    previousFulfillmentStatus: previous,
    newFulfillmentStatus: order.fulfillmentStatus,
    action,
  };
  await append(tx, clock, order, 'fulfilled', { actionEvent: { body } }, actor);
}
