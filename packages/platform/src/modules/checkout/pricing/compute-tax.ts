import {
  allocate,
  type Decimal,
  type ExactMinor,
  type Money,
  pow10,
  type RoundingStrategy,
  roundExact,
} from '../../../money';

/** Something taxed: a line's amount after discounts, the shipping after its discount, or a taxable fee. */
export interface TaxableItem {
  /** The amount as charged: net of tax when prices exclude tax, gross when they include it. */
  amount: Money;
  /** Fraction (0.0725 = 7.25%). */
  rate: Decimal;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * The exact tax of an item: `amount × rate` when prices exclude tax, or the part of a tax-inclusive amount that is
 * tax, `amount × rate / (1 + rate)`.
 * @param item - amount and rate
 * @param inclusive - whether the amount includes tax
 */
export function exactTax(item: TaxableItem, inclusive: boolean): ExactMinor {
  const base = pow10(item.rate.scale);
  return { num: item.amount.minor * item.rate.units, den: inclusive ? base + item.rate.units : base };
}

/**
 * The tax of each item, rounded with the store's strategy:
 * - `CURRENCY_PRECISION` / `NEAREST_WHOLE_NUMBER`: each item's tax is rounded on its own (to the minor unit or to
 *   a whole unit), so every line shows a tax one can recompute from that line alone;
 * - `NO_ROUNDING`: the exact taxes are summed, the sum is rounded once, and split back over the items in proportion
 *   to their exact taxes (largest remainder) — the per-item figures then add up to the rounded exact total.
 * Either way the parts sum exactly to the tax total the summary shows.
 * @param items - the taxed items
 * @param options - tax inclusion, rounding strategy and currency
 * @returns one tax amount per item, in order
 */
export function computeTaxes(
  items: readonly TaxableItem[],
  options: { inclusive: boolean; strategy: RoundingStrategy; currency: string },
): Money[] {
  const exact = items.map((item) => exactTax(item, options.inclusive));
  if (options.strategy !== 'NO_ROUNDING') {
    return exact.map((e) => roundExact(e, options.currency, { strategy: options.strategy }));
  }
  const common = exact.reduce((l, e) => (l / gcd(l, e.den)) * e.den, 1n);
  const weights = exact.map((e) => e.num * (common / e.den));
  const total = roundExact({ num: weights.reduce((a, b) => a + b, 0n), den: common }, options.currency);
  return items.length === 0 ? [] : allocate(total, weights);
}
