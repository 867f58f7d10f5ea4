/**
 * What pricing a cart or a checkout starts from: its lines resolved against the catalog, the buyer, and the usage
 * of its coupon by that buyer (rule 35's per-customer limit). Cart and checkout views both begin here.
 */
import type { Queryable } from '../../db/database';
import type { CatalogService } from '../catalog';
import { type CouponCustomer, usageOfCode } from '../checkout/coupon-redemptions';
import type { CouponUsage, StorePricingConfig } from '../checkout/pricing';
import { readBuyerInfo } from './buyer-info';
import type { StoredLineItem } from './cart-model';
import type { CartOwner } from './cart-store';
import type { BuyerInfo } from './cart-wire';
import { type ResolvedLine, resolveLines } from './resolve-lines';

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

/** The stored fields pricing reads, common to carts and checkouts. */
export interface PricedState {
  lineItems: readonly StoredLineItem[];
  email?: string;
  contactId?: string;
  couponCode?: string;
}

/**
 * Resolves the lines and reads the buyer side by side, then the buyer's usage of the coupon.
 * @param catalog - the catalog service
 * @param db - database or transaction
 * @param owner - who owns the cart or checkout
 * @param state - its stored fields
 * @param store - the store's pricing configuration (its coupons)
 */
export async function loadPricedInputs(
  catalog: CatalogService,
  db: Queryable,
  owner: CartOwner,
  state: PricedState,
  store: StorePricingConfig,
): Promise<{ lines: ResolvedLine[]; buyer: BuyerInfo; couponUsage: CouponUsage | undefined }> {
  const [lines, buyer] = await Promise.all([
    resolveLines(db, catalog, state.lineItems),
    readBuyerInfo(db, owner, {
      ...(state.email && { email: state.email }),
      ...(state.contactId && { contactId: state.contactId }),
    }),
  ]);
  const couponUsage = await usageOfCode(db, store.coupons, state.couponCode, couponCustomerOf(buyer));
  return { lines, buyer, couponUsage };
}
