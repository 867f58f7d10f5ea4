/**
 * Feeds the pricing engine (`checkout/pricing`) with resolved lines and what the cart or checkout holds: the one
 * place where a cart or a checkout is priced, so both show the same numbers (rule 42).
 */
import type { Address, SelectedShippingOption } from '../checkout/address-schema';
import {
  type CartDiscountInput,
  type CartTotals,
  type CouponUsage,
  type EstimateTotals,
  type EstimateTotalsInput,
  estimateCartTotals,
  estimateTotals,
  type SelectedMembershipInput,
  type StorePricingConfig,
} from '../checkout/pricing';
import type { ResolvedLine } from './resolve-lines';
import type { MerchantDiscountInput } from './schema';

/** What to price. */
export interface LinesEstimate {
  store: StorePricingConfig;
  lines: readonly ResolvedLine[];
  now: Date;
  couponCode?: string;
  couponUsage?: CouponUsage;
  merchantDiscounts?: readonly MerchantDiscountInput[];
  selectedShippingOption?: SelectedShippingOption;
  shippingAddress?: Address;
  billingAddress?: Address;
  /** Members may pay with memberships (none exist on this platform yet); visitors get empty lists (rule 32). */
  isMember: boolean;
  selectedMemberships?: readonly SelectedMembershipInput[];
  calculateTax?: boolean;
  calculateShipping?: boolean;
  calculateAdditionalFees?: boolean;
}

/**
 * A merchant discount (rule 38) as the engine's cart discount: SPECIFIC_ITEMS when it names lines, else GLOBAL.
 * @param discount - the stored merchant discount
 */
export function toCartDiscount(discount: MerchantDiscountInput): CartDiscountInput {
  const specific = (discount.lineItemIds?.length ?? 0) > 0;
  return {
    source: 'MERCHANT',
    discountType: specific ? 'SPECIFIC_ITEMS' : 'GLOBAL',
    ...(discount.amount !== undefined && { amount: discount.amount }),
    ...(discount.percentage !== undefined && { percentage: discount.percentage }),
    ...(specific && { lineItemIds: discount.lineItemIds }),
  };
}

/** The engine's input of a request. */
function engineInput(request: LinesEstimate): EstimateTotalsInput {
  return {
    store: request.store,
    lineItems: request.lines.map((line) => line.pricing),
    now: request.now,
    ...(request.couponCode && { couponCode: request.couponCode }),
    ...(request.couponUsage && { couponUsage: request.couponUsage }),
    discounts: (request.merchantDiscounts ?? []).map(toCartDiscount),
    ...(request.selectedShippingOption && { selectedShippingOption: request.selectedShippingOption }),
    ...(request.shippingAddress && { shippingAddress: request.shippingAddress }),
    ...(request.billingAddress && { billingAddress: request.billingAddress }),
    ...(request.isMember && { memberships: [] }),
    ...(request.selectedMemberships && { selectedMemberships: request.selectedMemberships }),
    ...(request.calculateTax !== undefined && { calculateTax: request.calculateTax }),
    ...(request.calculateShipping !== undefined && { calculateShipping: request.calculateShipping }),
    ...(request.calculateAdditionalFees !== undefined && {
      calculateAdditionalFees: request.calculateAdditionalFees,
    }),
  };
}

/**
 * Prices lines with the store's configuration (business-rules §1D–1E).
 * @param request - the lines and what applies to them
 * @returns the estimate-totals fields (without `cart`)
 */
export function estimateForLines(request: LinesEstimate): EstimateTotals {
  return estimateTotals(engineInput(request));
}

/**
 * A cart's own prices: line prices, subtotal and discounts, without shipping, tax or fees (rule 4) — the fields of
 * {@link estimateForLines} that a wire cart shows.
 * @param request - the lines and what applies to them (no shipping, tax or fee choices)
 */
export function cartTotalsForLines(
  request: Omit<
    LinesEstimate,
    | 'selectedShippingOption'
    | 'shippingAddress'
    | 'billingAddress'
    | 'calculateTax'
    | 'calculateShipping'
    | 'calculateAdditionalFees'
  >,
): CartTotals {
  return estimateCartTotals(engineInput(request));
}
