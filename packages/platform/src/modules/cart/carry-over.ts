/**
 * The visitor's cart follows the visitor into their member session (business-rules rule 7). A member token carries
 * the visitor id when the login started as that visitor (`caller.visitorId`); the first cart call of that session
 * moves the visitor's cart over: it becomes the member's cart when the member has none, otherwise its lines are
 * added to the member's cart (same items add up, rule 14) and the visitor's cart is deleted; its checkouts then
 * belong to the member's cart, so their orders take their lines out of it (rule 8).
 */
import type { Caller } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import { moveCheckoutsToCart } from '../checkout/checkout-store';
import type { StorePricingConfig } from '../checkout/pricing';
import { cartDeleted, cartUpdated, eventActorOf } from './cart-events';
import { mergeCartStates } from './cart-model';
import { deleteCartRow, findActiveCart, reassignCart, saveCartState } from './cart-store';
import { type CartDeps, wireCartOf } from './cart-view';

/**
 * True when the caller is a member whose session started as a visitor who may still have a cart.
 * @param caller - the caller
 */
export function mayCarryOver(caller: Caller): boolean {
  return caller.kind === 'member' && Boolean(caller.memberId && caller.visitorId);
}

/**
 * Moves the visitor's current cart to the member, inside the caller's transaction.
 * @param deps - cart dependencies
 * @param tx - the transaction
 * @param caller - a member caller with a visitor id
 * @param loadStore - reads the store's pricing configuration (for the events' wire carts)
 * @returns whether anything moved
 */
export async function carryOverVisitorCart(
  deps: CartDeps,
  tx: Queryable,
  caller: Caller,
  loadStore: () => Promise<StorePricingConfig>,
): Promise<boolean> {
  if (!mayCarryOver(caller)) return false;
  // Lock order visitor cart → member cart, the same in every call, so two calls of one session cannot deadlock.
  const visitorCart = await findActiveCart(tx, { kind: 'visitor', id: caller.visitorId! }, { lock: true });
  if (!visitorCart) return false;
  const member = { kind: 'member' as const, id: caller.memberId! };
  const memberCart = await findActiveCart(tx, member, { lock: true });
  const now = deps.clock.now();
  const ctx = { tx, clock: deps.clock, actor: eventActorOf(caller) };
  const store = await loadStore();
  if (!memberCart) {
    await reassignCart(tx, visitorCart.id, member, now);
    const moved = await findActiveCart(tx, member);
    await cartUpdated(ctx, await wireCartOf(deps, tx, moved!, store));
    return true;
  }
  const merged = await saveCartState(
    tx,
    memberCart,
    mergeCartStates(memberCart.state, visitorCart.state),
    now,
  );
  const before = await wireCartOf(deps, tx, visitorCart, store);
  await moveCheckoutsToCart(tx, visitorCart.id, memberCart.id);
  await deleteCartRow(tx, visitorCart.id);
  await cartDeleted(ctx, before);
  await cartUpdated(ctx, await wireCartOf(deps, tx, merged, store));
  return true;
}
