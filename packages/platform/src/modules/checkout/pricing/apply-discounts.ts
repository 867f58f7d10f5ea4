import {
  allocate,
  exactTimes,
  type Money,
  max,
  min,
  multiply,
  type RoundingStrategy,
  roundExact,
  subtract,
  sum,
  zero,
} from '../../../money';
import type { DiscountRule, PlannedDiscount } from './plan-discounts';
import type { PricedLine } from './price-lines';

/** A planned discount and the amount it took. */
export interface AppliedAmount {
  discount: PlannedDiscount;
  amount: Money;
}

/**
 * What `rule` takes from `base`, at most `base`. Percentages are exact and rounded once for the whole base with
 * the store's strategy (a percentage is a calculated amount); amounts are capped.
 */
function takeFrom(base: Money, rule: DiscountRule, strategy: RoundingStrategy): Money {
  switch (rule.kind) {
    case 'PERCENTAGE': {
      const exact = exactTimes(base, rule.percent);
      return min(base, roundExact({ num: exact.num, den: exact.den * 100n }, base.currency, { strategy }));
    }
    case 'AMOUNT':
      return min(base, rule.amount);
    case 'FREE_SHIPPING':
      return base;
    case 'FIXED_PRICE':
      return zero(base.currency);
  }
}

/**
 * What earlier discounts left of a line. A module function, not a closure of applyItemDiscounts: tsx (esbuild's
 * keepNames) names each named closure with Object.defineProperty every time it is made.
 */
function leftOf(line: PricedLine, lineDiscounts: ReadonlyMap<string, Money>): Money {
  return subtract(line.lineItemPrice, lineDiscounts.get(line.id) ?? line.lineItemPrice);
}

/**
 * Applies item discounts in order (merchant discounts and discount rules, then the coupon), each to what earlier
 * discounts left of its lines, so no line is ever discounted below zero. A percentage or an amount is computed for
 * the discount's lines together and split over them in proportion to what is left of each, by the largest
 * remainder method, so the lines' parts add up exactly to the discount (rule 36: the amount enters both
 * `priceSummary.discount` and each line's `totalDiscount`). A fixed price discounts each unit down to that price.
 * @param lines - the priced lines
 * @param planned - the planned discounts; SHIPPING ones are skipped here
 * @param currency - the store currency
 * @param strategy - rounding strategy of the store
 * @returns each line's total discount and each item discount's amount
 */
export function applyItemDiscounts(
  lines: readonly PricedLine[],
  planned: readonly PlannedDiscount[],
  currency: string,
  strategy: RoundingStrategy,
): { lineDiscounts: Map<string, Money>; applied: AppliedAmount[] } {
  const lineDiscounts = new Map(lines.map((l) => [l.id, zero(currency)]));
  const applied: AppliedAmount[] = [];
  for (const discount of planned) {
    if (discount.discountType === 'SHIPPING') continue;
    const eligible = lines.filter((l) => discount.lineIds.includes(l.id));
    let parts: Money[];
    if (discount.rule.kind === 'FIXED_PRICE') {
      const unitPrice = discount.rule.unitPrice;
      parts = eligible.map((line) =>
        max(zero(currency), subtract(leftOf(line, lineDiscounts), multiply(unitPrice, line.quantity))),
      );
    } else {
      const remaining = eligible.map((line) => leftOf(line, lineDiscounts));
      parts = allocate(takeFrom(sum(remaining, currency), discount.rule, strategy), remaining);
    }
    eligible.forEach((line, i) => {
      const part = parts[i] ?? zero(currency);
      lineDiscounts.set(line.id, sum([lineDiscounts.get(line.id) ?? zero(currency), part], currency));
    });
    applied.push({ discount, amount: sum(parts, currency) });
  }
  return { lineDiscounts, applied };
}

/**
 * Applies SHIPPING discounts in order to the selected option's price: free shipping takes what is left, a
 * percentage or an amount is capped by it.
 * @param price - the selected shipping option's price (zero when nothing is shipped)
 * @param planned - the planned discounts; only SHIPPING ones are used
 * @param strategy - rounding strategy of the store
 * @returns the total shipping discount and each shipping discount's amount
 */
export function applyShippingDiscounts(
  price: Money,
  planned: readonly PlannedDiscount[],
  strategy: RoundingStrategy,
): { total: Money; applied: AppliedAmount[] } {
  let left = price;
  const applied: AppliedAmount[] = [];
  for (const discount of planned) {
    if (discount.discountType !== 'SHIPPING') continue;
    const amount = takeFrom(left, discount.rule, strategy);
    left = subtract(left, amount);
    applied.push({ discount, amount });
  }
  return { total: subtract(price, left), applied };
}
