/**
 * A cart's own prices (rule 4: no shipping, tax or fees): what the wire cart shows of an estimate — each line's
 * prices, the subtotal, the discount and the applied discounts — and nothing else. Every cart answer and cart event
 * is priced, and the full estimate's shipping, tax, fee, pay-now/pay-later and summary parts, all thrown away by the
 * cart, were most of the engine's time on that path: for a one-line cart this costs about a seventh of
 * `estimateTotals` (1.8 against 12.6 µs on the session's host). The fields it answers are those of `estimateTotals`
 * with `calculateTax`, `calculateShipping` and `calculateAdditionalFees` false (a property test holds them equal).
 */
import { sum, toWirePrice, zero } from '../../../money';
import { applyShippingDiscounts } from './apply-discounts';
import { appliedDiscountsOf, depositOf, discountLines, linePrices } from './discounted-lines';
import type { EstimateTotalsInput } from './estimate-totals-input';
import type { EstimateTotals, LineItemPricesData, PriceSummary } from './estimate-totals-output';

/** The line prices a cart shows (`calculatedLineItems[]` without the tax and discount totals of a checkout). */
export interface CartCalculatedLineItem {
  lineItemId: string;
  pricesBreakdown: Pick<
    LineItemPricesData,
    'fullPrice' | 'priceBeforeDiscounts' | 'price' | 'lineItemPrice' | 'depositAmount'
  >;
  paymentOption: EstimateTotals['calculatedLineItems'][number]['paymentOption'];
}

/** The part of an estimate a cart shows. */
export interface CartTotals {
  currency: string;
  weightUnit: EstimateTotals['weightUnit'];
  calculatedLineItems: CartCalculatedLineItem[];
  priceSummary: Pick<PriceSummary, 'subtotal' | 'discount'>;
  appliedDiscounts: EstimateTotals['appliedDiscounts'];
}

/** What a cart is priced from: an estimate's input without shipping, tax and fees. */
export type CartTotalsInput = Omit<
  EstimateTotalsInput,
  | 'calculateTax'
  | 'calculateShipping'
  | 'calculateAdditionalFees'
  | 'selectedShippingOption'
  | 'shippingAddress'
  | 'billingAddress'
  | 'giftCard'
>;

/**
 * Prices a cart without shipping, tax or fees (rule 4).
 * @param input - store configuration, cart lines, coupon and discounts
 * @returns the same currency, weight unit, line prices, subtotal, discount and applied discounts as `estimateTotals`
 * @throws PricingInputError for malformed configuration or lines
 */
export function estimateCartTotals(input: CartTotalsInput): CartTotals {
  const { currency, strategy, nothing, lines, subtotal, planned, itemDiscounts } = discountLines(input);
  const discounted = itemDiscounts.lineDiscounts;
  // No shipping is priced: shipping discounts apply to nothing, and their (zero) amounts still count as applied.
  const shippingDiscounts = applyShippingDiscounts(zero(currency), planned, strategy);
  const calculatedLineItems = lines.map((l): CartCalculatedLineItem => {
    const deposit = depositOf(l, discounted, nothing);
    return {
      lineItemId: l.id,
      pricesBreakdown: { ...linePrices(l), ...(deposit && { depositAmount: toWirePrice(deposit) }) },
      paymentOption: l.paymentOption,
    };
  });
  return {
    currency,
    weightUnit: input.store.weightUnit ?? 'KG',
    calculatedLineItems,
    priceSummary: {
      subtotal: toWirePrice(subtotal),
      discount: toWirePrice(sum([...discounted.values(), shippingDiscounts.total], currency)),
    },
    appliedDiscounts: appliedDiscountsOf(planned, [...itemDiscounts.applied, ...shippingDiscounts.applied]),
  };
}
