/**
 * The wire Cart (entities.md "Cart") of a stored cart, its resolved lines and their prices. `getCurrentCart` does
 * not calculate totals (rule 4), but the cart's line prices, `subtotal` and `discount` are filled anyway from an
 * estimate without shipping and tax.
 */

import { parseDecimal, subtract, toWirePrice } from '../../money';
import { type CartTotals, findCoupon, type StorePricingConfig } from '../checkout/pricing';
import type { CartRecord } from './cart-store';
import { type LineWireContext, toWireLineItem } from './line-wire';
import type { ResolvedLine } from './resolve-lines';

/** `buyerInfo` (rule 1: `visitorId` XOR `memberId`). */
export interface BuyerInfo {
  visitorId?: string;
  memberId?: string;
  contactId?: string;
  email?: string;
}

/** Everything a wire cart is made of. */
export interface CartView {
  cart: CartRecord;
  lines: readonly ResolvedLine[];
  totals: CartTotals;
  store: StorePricingConfig;
  buyer: BuyerInfo;
}

function appliedDiscounts(view: CartView): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  // The coupon stays on the cart while a cart-dependent condition (minimum subtotal, scope) is not met: the buyer
  // sees which code is attached, and the estimate says why it discounts nothing.
  const coupon = view.cart.state.couponCode
    ? findCoupon(view.store.coupons, view.cart.state.couponCode)
    : undefined;
  if (coupon) out.push({ coupon: { id: coupon.id, code: coupon.code } });
  for (const applied of view.totals.appliedDiscounts) {
    if (applied.merchantDiscount) out.push({ merchantDiscount: applied.merchantDiscount });
  }
  return out;
}

/**
 * Builds the wire cart.
 * @param view - the cart, its lines, an estimate of them, the store configuration and the buyer
 * @param context - storefront URL for line item page URLs
 */
export function toWireCart(view: CartView, context: LineWireContext): Record<string, unknown> {
  const { cart, totals } = view;
  const { state } = cart;
  const calculated = new Map(totals.calculatedLineItems.map((line) => [line.lineItemId, line]));
  const currency = totals.currency;
  const subtotal = parseDecimal(totals.priceSummary.subtotal.amount, currency);
  const discount = parseDecimal(totals.priceSummary.discount.amount, currency);
  // Key by key in the wire order, optional keys only when present (see toWireLineItem).
  const out: Record<string, unknown> = {
    id: cart.id,
    lineItems: view.lines.map((line) => toWireLineItem(line, calculated.get(line.line.id), context, 'cart')),
  };
  if (state.buyerNote) out.buyerNote = state.buyerNote;
  out.buyerInfo = view.buyer;
  out.currency = currency;
  out.conversionCurrency = currency;
  out.paymentCurrency = currency;
  out.buyerLanguage = 'en';
  out.siteLanguage = 'en';
  out.taxIncludedInPrices = view.store.tax?.taxIncludedInPrices ?? false;
  out.weightUnit = totals.weightUnit;
  if (cart.checkoutId) out.checkoutId = cart.checkoutId;
  out.appliedDiscounts = appliedDiscounts(view);
  out.createdDate = cart.createdAt.toISOString();
  out.updatedDate = cart.updatedAt.toISOString();
  if (state.contactInfo) out.contactInfo = state.contactInfo;
  out.purchaseFlowId = cart.purchaseFlowId;
  if (state.selectedShippingOption) out.selectedShippingOption = state.selectedShippingOption;
  if (state.businessLocationId) out.businessLocationId = state.businessLocationId;
  // int64 → JSON string (entities.md general conventions).
  out.revision = String(cart.revision);
  out.subtotal = totals.priceSummary.subtotal;
  out.subtotalAfterDiscounts = toWirePrice(subtract(subtotal, discount));
  out.discount = totals.priceSummary.discount;
  return out;
}
