import { add, type Money, max, min, subtract, toWirePrice, zero } from '../../../money';
import type { PriceSummary } from './estimate-totals-output';

/** The money behind a `PriceSummary` (`priceSummary`, `payNow`, `payLater`). */
export interface SummaryAmounts {
  /** Σ line prices before cart discounts and tax (rule 25). */
  subtotal: Money;
  /** Shipping before discounts and tax. */
  shipping: Money;
  tax: Money;
  /** Item discounts plus shipping discounts. */
  discount: Money;
  /** Fees before tax. */
  additionalFees: Money;
  total: Money;
}

/**
 * The total of a summary (rule 28): `subtotal − discount + shipping + additionalFees + tax − giftCard`, where tax is
 * not added when prices already include it, floored at 0. Rule 28 writes the shipping discount as its own term;
 * here it is part of `discount` (every applied discount is), which is the same total and lets the summary add up on
 * its own — a buyer with free shipping sees shipping $8 and discount $8.
 * @param parts - the summary without its total
 * @param giftCard - gift card amount requested
 * @param taxIncluded - whether prices include tax
 * @returns the total and the part of the gift card actually used (at most what was left to pay)
 */
export function totalOf(
  parts: Omit<SummaryAmounts, 'total'>,
  giftCard: Money,
  taxIncluded: boolean,
): { total: Money; giftCardApplied: Money } {
  let due = add(subtract(parts.subtotal, parts.discount), add(parts.shipping, parts.additionalFees));
  if (!taxIncluded) due = add(due, parts.tax);
  const floor = zero(due.currency);
  const giftCardApplied = max(floor, min(giftCard, due));
  return { total: max(floor, subtract(due, giftCard)), giftCardApplied };
}

/**
 * Component-wise difference a − b of two summaries (the remainder of a summary after a part of it).
 * @param a - whole
 * @param b - part
 */
export function subtractSummary(a: SummaryAmounts, b: SummaryAmounts): SummaryAmounts {
  return {
    subtotal: subtract(a.subtotal, b.subtotal),
    shipping: subtract(a.shipping, b.shipping),
    tax: subtract(a.tax, b.tax),
    discount: subtract(a.discount, b.discount),
    additionalFees: subtract(a.additionalFees, b.additionalFees),
    total: subtract(a.total, b.total),
  };
}

/**
 * The wire form of a summary.
 * @param s - summary amounts
 */
export function toWireSummary(s: SummaryAmounts): PriceSummary {
  return {
    subtotal: toWirePrice(s.subtotal),
    shipping: toWirePrice(s.shipping),
    tax: toWirePrice(s.tax),
    discount: toWirePrice(s.discount),
    total: toWirePrice(s.total),
    additionalFees: toWirePrice(s.additionalFees),
  };
}
