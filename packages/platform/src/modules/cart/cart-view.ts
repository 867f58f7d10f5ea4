/**
 * A stored cart as callers see it: lines resolved against the catalog, priced by the engine with the store's
 * configuration, turned into the wire cart. Used by every cart answer and every cart event.
 */
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import type { CatalogService } from '../catalog';
import { type CouponCustomer, usageOfCode } from '../checkout/coupon-redemptions';
import type { StorePricingConfig } from '../checkout/pricing';
import { readBuyerInfo } from './buyer-info';
import type { CartRecord } from './cart-store';
import { type BuyerInfo, type CartView, toWireCart } from './cart-wire';
import { estimateForLines } from './estimate-for-lines';
import { resolveLines } from './resolve-lines';

/** What the cart module works with: the platform dependencies and the catalog service. */
export type CartDeps = PlatformDeps & { catalog: CatalogService };

/**
 * The coupon customer of a buyer (rule 35's per-customer limit).
 * @param buyer - the buyer info
 */
export function couponCustomerOf(buyer: BuyerInfo): CouponCustomer {
  return {
    ...(buyer.memberId && { memberId: buyer.memberId }),
    ...(buyer.email && { email: buyer.email }),
    ...(buyer.visitorId && { visitorId: buyer.visitorId }),
  };
}

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
  const [lines, buyer] = await Promise.all([
    resolveLines(db, deps.catalog, state.lineItems),
    readBuyerInfo(db, cart.owner, {
      ...(state.email && { email: state.email }),
      ...(state.contactId && { contactId: state.contactId }),
    }),
  ]);
  const couponUsage = await usageOfCode(db, store.coupons, state.couponCode, couponCustomerOf(buyer));
  const totals = estimateForLines({
    store,
    lines,
    now: deps.clock.now(),
    ...(state.couponCode && { couponCode: state.couponCode }),
    ...(couponUsage && { couponUsage }),
    ...(state.merchantDiscounts && { merchantDiscounts: state.merchantDiscounts }),
    isMember: cart.owner.kind === 'member',
    calculateTax: false,
    calculateShipping: false,
    calculateAdditionalFees: false,
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
