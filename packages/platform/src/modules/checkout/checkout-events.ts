/**
 * The checkout's events (`@wix/ecom` `checkout`: `wix.ecom.v1.checkout_created / _updated / _completed`), appended
 * in the transaction of the change with the wire checkout. `checkout_completed` is an action event whose body is
 * `{checkout}` (the official handler reads `data.checkout`).
 */
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { appendEvent, type EventActor, eventParams, type NewEvent } from '../../outbox/append-event';

const CHECKOUT_FQDN = 'wix.ecom.v1.checkout';

/** Where an event is appended. */
export interface CheckoutEventContext {
  tx: Queryable;
  clock: Clock;
  actor?: EventActor | undefined;
}

function checkoutEvent(
  actor: EventActor | undefined,
  slug: 'created' | 'updated' | 'completed',
  checkout: Record<string, unknown>,
  payload: Record<string, unknown>,
): NewEvent {
  return {
    type: `${CHECKOUT_FQDN}_${slug}`,
    entityFqdn: CHECKOUT_FQDN,
    entityId: String(checkout.id),
    slug,
    payload,
    ...(actor && { actor }),
  };
}

async function append(
  ctx: CheckoutEventContext,
  slug: 'created' | 'updated' | 'completed',
  checkout: Record<string, unknown>,
  payload: Record<string, unknown>,
): Promise<void> {
  await appendEvent(ctx.tx, checkoutEvent(ctx.actor, slug, checkout, payload), ctx.clock);
}

/**
 * The row of the event of a checkout whose order was placed, for the statement that saves it (`setCheckoutOrder`):
 * `checkout_completed` when its order is paid (or has nothing to pay), else `checkout_updated`.
 * @param ctx - clock, actor
 * @param checkout - the wire checkout after the change
 * @param completed - whether the checkout is now completed
 */
export function checkoutOrderedParams(
  ctx: Omit<CheckoutEventContext, 'tx'>,
  checkout: Record<string, unknown>,
  completed: boolean,
): unknown[] {
  const event = completed
    ? checkoutEvent(ctx.actor, 'completed', checkout, { actionEvent: { body: { checkout } } })
    : checkoutEvent(ctx.actor, 'updated', checkout, { updatedEvent: { currentEntity: checkout } });
  return eventParams(event, ctx.clock);
}

/**
 * A checkout was created from a cart.
 * @param ctx - transaction, clock, actor
 * @param checkout - the wire checkout
 */
export function checkoutCreated(ctx: CheckoutEventContext, checkout: Record<string, unknown>): Promise<void> {
  return append(ctx, 'created', checkout, { createdEvent: { entity: checkout } });
}

/**
 * A checkout changed (refreshed from its cart, addresses, delivery option, coupon).
 * @param ctx - transaction, clock, actor
 * @param checkout - the wire checkout after the change
 */
export function checkoutUpdated(ctx: CheckoutEventContext, checkout: Record<string, unknown>): Promise<void> {
  return append(ctx, 'updated', checkout, { updatedEvent: { currentEntity: checkout } });
}

/**
 * A checkout was completed (its order was placed and paid, or it was marked completed, rule 48).
 * @param ctx - transaction, clock, actor
 * @param checkout - the wire checkout
 */
export function checkoutCompleted(
  ctx: CheckoutEventContext,
  checkout: Record<string, unknown>,
): Promise<void> {
  return append(ctx, 'completed', checkout, { actionEvent: { body: { checkout } } });
}
