/**
 * The cart's events (events.md "Current cart" and "Cart abandonment"), appended in the transaction of the change:
 * `wix.ecom.v1.cart_created / _updated / _deleted` (domain events, rule 22) with the wire cart, and the legacy
 * `com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent / CartRecoveredEvent` with their raw data.
 */
import type { Caller } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { appendEvent, type EventActor, type NewEvent } from '../../outbox/append-event';
import { wireCartJson } from './wire-cart-json';

const CART_FQDN = 'wix.ecom.v1.cart';
const ABANDONMENT = 'com.wix.ecommerce.cart.abandonment.api.v1';

/**
 * The event identity of a caller.
 * @param caller - the caller (undefined for the platform's own work)
 */
export function eventActorOf(caller: Caller | undefined): EventActor | undefined {
  if (caller?.kind === 'member' && caller.memberId)
    return { identityType: 'MEMBER', memberId: caller.memberId };
  if (caller?.kind === 'visitor' && caller.visitorId)
    return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: caller.visitorId };
  if (caller?.kind === 'apiKey')
    return { identityType: 'APP', ...(caller.apiKeyId && { appId: caller.apiKeyId }) };
  return undefined;
}

/** Where an event is appended. */
export interface CartEventContext {
  tx: Queryable;
  clock: Clock;
  actor?: EventActor | undefined;
}

/**
 * A domain event of a cart (not appended yet: the optimistic change writes it in the statement that saves the cart).
 * @param actor - who caused it
 * @param slug - created, updated or deleted
 * @param cart - the wire cart
 * @param wrapper - the key of the body and the key of the cart inside it (`{updatedEvent: {currentEntity: cart}}`)
 */
function domainEvent(
  actor: EventActor | undefined,
  slug: 'created' | 'updated' | 'deleted',
  cart: Record<string, unknown>,
  [outer, inner]: [string, string],
): NewEvent {
  return {
    type: `${CART_FQDN}_${slug}`,
    entityFqdn: CART_FQDN,
    entityId: String(cart.id),
    slug,
    payload: { [outer]: { [inner]: cart } },
    // The same text as JSON.stringify(payload), around the cart's text that the answer reuses.
    payloadJson: `{${JSON.stringify(outer)}:{${JSON.stringify(inner)}:${wireCartJson(cart)}}}`,
    ...(actor && { actor }),
  };
}

/**
 * The `cart_created` event of a first add.
 * @param actor - who caused it
 * @param cart - the wire cart
 */
export function cartCreatedEvent(actor: EventActor | undefined, cart: Record<string, unknown>): NewEvent {
  return domainEvent(actor, 'created', cart, ['createdEvent', 'entity']);
}

/**
 * The `cart_updated` event of a change.
 * @param actor - who caused it
 * @param cart - the wire cart after the change
 */
export function cartUpdatedEvent(actor: EventActor | undefined, cart: Record<string, unknown>): NewEvent {
  return domainEvent(actor, 'updated', cart, ['updatedEvent', 'currentEntity']);
}

/**
 * The first add created the cart.
 * @param ctx - transaction, clock, actor
 * @param cart - the wire cart
 */
export async function cartCreated(ctx: CartEventContext, cart: Record<string, unknown>): Promise<void> {
  await appendEvent(ctx.tx, cartCreatedEvent(ctx.actor, cart), ctx.clock);
}

/**
 * The cart changed.
 * @param ctx - transaction, clock, actor
 * @param cart - the wire cart after the change
 */
export async function cartUpdated(ctx: CartEventContext, cart: Record<string, unknown>): Promise<void> {
  await appendEvent(ctx.tx, cartUpdatedEvent(ctx.actor, cart), ctx.clock);
}

/**
 * The cart was deleted (or merged into the member's cart at login).
 * @param ctx - transaction, clock, actor
 * @param cart - the wire cart before deletion
 */
export async function cartDeleted(ctx: CartEventContext, cart: Record<string, unknown>): Promise<void> {
  await appendEvent(
    ctx.tx,
    domainEvent(ctx.actor, 'deleted', cart, ['deletedEvent', 'deletedEntity']),
    ctx.clock,
  );
}

/** Data of `CartAbandonedEvent` (stores abandoned-carts package; totals are JSON numbers). */
export interface CartAbandonedData {
  cartId: string;
  creationTime: string;
  abandonTime: string;
  buyerInfo: { id?: string; identityType: 'MEMBER' | 'VISITOR'; email?: string };
  itemsCount: number;
  couponId?: string;
  totals: { subtotal: number; total: number; formattedTotal: string };
  checkoutUrl?: string;
}

/**
 * A cart was left untouched long enough to count as abandoned.
 * @param ctx - transaction, clock
 * @param data - the event data
 */
export async function cartAbandoned(ctx: CartEventContext, data: CartAbandonedData): Promise<void> {
  await appendEvent(
    ctx.tx,
    {
      type: `${ABANDONMENT}.CartAbandonedEvent`,
      entityFqdn: CART_FQDN,
      entityId: data.cartId,
      slug: 'abandoned',
      payload: { ...data },
    },
    ctx.clock,
  );
}

/**
 * An order was placed from an abandoned cart.
 * @param ctx - transaction, clock, actor
 * @param data - cart id and the three times
 */
export async function cartRecovered(
  ctx: CartEventContext,
  data: { cartId: string; creationTime: string; abandonedTime: string; recoveredTime: string },
): Promise<void> {
  await appendEvent(
    ctx.tx,
    {
      type: `${ABANDONMENT}.CartRecoveredEvent`,
      entityFqdn: CART_FQDN,
      entityId: data.cartId,
      slug: 'recovered',
      payload: { ...data },
      ...(ctx.actor && { actor: ctx.actor }),
    },
    ctx.clock,
  );
}
