/**
 * What becomes of a cart when an order is placed from its checkout (rule 8). A checkout holds the cart's lines as
 * they were when it was made (or last refreshed, rule 40), and the buyer may go on shopping in the cart meanwhile.
 * The ordered units leave the cart: when nothing else is left the cart is completed (no longer current, as before);
 * otherwise it stays the buyer's current cart with what the order did not take, so nothing put in the cart after
 * the checkout is lost. A line is matched by its id (a checkout keeps the cart's line ids), else by the same
 * catalog item (a visitor's line merged into the member's cart at login has the member line's id).
 */
import type { Queryable } from '../../db/database';
import type { EventActor } from '../../outbox/append-event';
import type { StorePricingConfig } from '../checkout/pricing';
import { cartUpdated } from './cart-events';
import type { StoredLineItem } from './cart-model';
import { type CartRecord, completeCartRow, lockCartById, saveCartState } from './cart-store';
import { type CartDeps, wireCartOf } from './cart-view';

/** The cart's state before the order, for the recovery event of an abandoned cart. */
export interface SettledCart {
  /**
   * The cart had been abandoned: the order recovers it, whether it completes the cart (nothing left in it) or the
   * cart keeps the lines the order did not take (it may then be abandoned again, from the order on).
   */
  abandonedAt?: Date;
  createdAt?: Date;
}

/**
 * Takes the ordered lines out of the cart, in the order's transaction.
 * @param deps - cart dependencies
 * @param tx - the order's transaction
 * @param cartId - the cart the checkout was made from
 * @param ordered - the checkout's lines (id and quantity)
 * @param context - the clock's time, who placed the order, the store's pricing configuration, and the cart when
 *   the transaction already read and locked it (`locked`: it is not read again)
 */
export async function settleCartAfterOrder(
  deps: CartDeps,
  tx: Queryable,
  cartId: string,
  ordered: readonly StoredLineItem[],
  context: { now: Date; actor: EventActor | undefined; store: StorePricingConfig; locked?: CartRecord },
): Promise<SettledCart> {
  const cart = context.locked?.id === cartId ? context.locked : await lockCartById(tx, cartId);
  if (cart?.status !== 'ACTIVE') return {};
  const lineItems = cart.state.lineItems.map((line) => ({ ...line }));
  for (const taken of ordered) {
    const line =
      lineItems.find((candidate) => candidate.id === taken.id) ??
      lineItems.find(
        (candidate) => itemKey(candidate) !== undefined && itemKey(candidate) === itemKey(taken),
      );
    if (line) line.quantity -= taken.quantity;
  }
  const left = lineItems.filter((line) => line.quantity > 0);
  if (left.length === 0) return completeCartRow(tx, cartId, context.now);
  // The checkout now has an order: the cart no longer names it, the next create-checkout makes a new one. An
  // abandoned cart is recovered, and its lines left idle from now on make it abandoned again.
  const saved = await saveCartState(tx, cart, { ...cart.state, lineItems: left }, context.now, {
    afterOrder: true,
  });
  const wire = await wireCartOf(deps, tx, saved, context.store);
  await cartUpdated({ tx, clock: deps.clock, actor: context.actor }, wire);
  return cart.abandonedAt ? { abandonedAt: cart.abandonedAt, createdAt: cart.createdAt } : {};
}

// The catalog item of a line (variant and custom texts, as rule 14 merges them); custom line items have none.
function itemKey(line: StoredLineItem): string | undefined {
  return line.variantId && line.custom === undefined
    ? `${line.catalogReference?.catalogItemId}/${line.variantId}/${JSON.stringify(line.customTextFields ?? {})}`
    : undefined;
}
