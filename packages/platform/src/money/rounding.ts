import { currencyPrecision, pow10 } from './currency';
import { MoneyError } from './money-error';

/**
 * How calculated amounts (percentages, tax, proportional shares) are rounded — spec §3 "Rounding strategy", worded
 * after the Stores v3 enum:
 * - `CURRENCY_PRECISION` (default): each calculated amount is rounded to the currency's minor unit where it is
 *   calculated ($3.5555 → $3.56, ¥3.5555 → ¥4).
 * - `NEAREST_WHOLE_NUMBER`: each calculated amount is rounded to a whole currency unit ($3.5555 → $4).
 * - `NO_ROUNDING`: calculated amounts are kept exact (see `ExactMinor`) and summed exactly; an amount that must be
 *   paid cannot be finer than the minor unit, so the exact sum is rounded once, at the end, and its per-item parts are
 *   a largest-remainder split of that sum. The difference to `CURRENCY_PRECISION` is where rounding happens (once
 *   per total instead of once per item), e.g. 10% tax on three $0.05 lines: 3 × round(0.005) = $0.03 versus
 *   round(0.015) = $0.02.
 */
export type RoundingStrategy = 'NO_ROUNDING' | 'CURRENCY_PRECISION' | 'NEAREST_WHOLE_NUMBER';

/** The rounding strategies, in the spec's order. */
export const ROUNDING_STRATEGIES: readonly RoundingStrategy[] = [
  'NO_ROUNDING',
  'CURRENCY_PRECISION',
  'NEAREST_WHOLE_NUMBER',
];

/**
 * Tie-breaking when an exact value lies half-way between two representable ones.
 * - `HALF_UP`: away from zero (0.125 → 0.13). The default for money here: it is the rule tax authorities publish
 *   (EU VAT practice, US state "round up at half a cent"), what a person re-checking a receipt by hand expects, and
 *   the Stores examples agree ($3.5555 → $3.56). Its upward bias over many roundings is not a concern because totals
 *   are rounded once and split with a largest-remainder allocation instead of summing rounded parts.
 * - `HALF_EVEN`: to the even neighbour (0.125 → 0.12), offered for callers that need banker's rounding.
 */
export type RoundingMode = 'HALF_UP' | 'HALF_EVEN';

/** The rounding mode the platform uses for money (see {@link RoundingMode} for why). */
export const MONEY_ROUNDING_MODE: RoundingMode = 'HALF_UP';

/**
 * `numerator / denominator` rounded to an integer.
 * @param numerator - any integer
 * @param denominator - a non-zero integer
 * @param mode - tie-breaking rule (default half-up)
 * @throws MoneyError when the denominator is zero
 */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  mode: RoundingMode = MONEY_ROUNDING_MODE,
): bigint {
  if (denominator === 0n) throw new MoneyError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twiceRemainder = (n % d) * 2n;
  if (twiceRemainder > d || (twiceRemainder === d && (mode === 'HALF_UP' || quotient % 2n === 1n))) {
    quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

/**
 * The step, in minor units, that a strategy rounds calculated amounts to: 1 minor unit, or one whole unit for
 * `NEAREST_WHOLE_NUMBER` (100 cents, 1 yen, 1000 fils).
 * @param currency - ISO 4217 code
 * @param strategy - rounding strategy
 */
export function roundingStep(currency: string, strategy: RoundingStrategy): bigint {
  return strategy === 'NEAREST_WHOLE_NUMBER' ? pow10(currencyPrecision(currency)) : 1n;
}
