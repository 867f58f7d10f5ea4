/**
 * A stored cart as callers see it: lines resolved against the catalog, priced by the engine with the store's
 * configuration, turned into the wire cart. Used by every cart answer and every cart event.
 */
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import type { CatalogService } from '../catalog';
import type { StorePricingConfig } from '../checkout/pricing';
import type { CartRecord } from './cart-store';
import { type CartView, toWireCart } from './cart-wire';
import { cartTotalsForLines } from './estimate-for-lines';
import { loadPricedInputs } from './priced-inputs';

/** What the cart module works with: the platform dependencies and the catalog service. */
export type CartDeps = PlatformDeps & { catalog: CatalogService };

/**
 * Resolves and prices a cart (line prices, subtotal and discounts; no shipping, tax or fees — rule 4).
 * @param deps - cart dependencies
 * @param db - database or transaction
 * @param cart - the stored cart
 * @param store - the store's pricing configuration
 */
export async function loadCartView(
  deps: CartDeps,
  db: Queryable,
  cart: CartRecord,
  store: StorePricingConfig,
): Promise<CartView> {
  const { state } = cart;
  const { lines, buyer, couponUsage } = await loadPricedInputs(deps.catalog, db, cart.owner, state, store);
  const totals = cartTotalsForLines({
    store,
    lines,
    now: deps.clock.now(),
    ...(state.couponCode && { couponCode: state.couponCode }),
    ...(couponUsage && { couponUsage }),
    ...(state.merchantDiscounts && { merchantDiscounts: state.merchantDiscounts }),
    isMember: cart.owner.kind === 'member',
  });
  return { cart, lines, totals, store, buyer };
}

/**
 * The wire cart of a stored cart.
 * @param deps - cart dependencies
 * @param db - database or transaction
 * @param cart - the stored cart
 * @param store - the store's pricing configuration
 */
export async function wireCartOf(
  deps: CartDeps,
  db: Queryable,
  cart: CartRecord,
  store: StorePricingConfig,
): Promise<Record<string, unknown>> {
  return toWireCart(await loadCartView(deps, db, cart, store), { storefrontUrl: deps.config.webUrl });
}
