import { currencyPrecision, pow10 } from './currency';
import { type DecimalInput, parseExactDecimal } from './decimal';
import { type Money, money, roundExact } from './money';
import { MoneyError } from './money-error';
import type { RoundingStrategy } from './rounding';

/** Options of {@link parseDecimal}. */
export interface ParseDecimalOptions {
  /**
   * Round the value with this strategy, accepting more decimals than the currency has (for catalog prices that
   * carry more precision: $3.5555 → $3.56, or $4 with `NEAREST_WHOLE_NUMBER`). Without it, extra decimals are
   * rejected and the value is taken as is.
   */
  rounding?: RoundingStrategy;
  /** Reject negative amounts (prices, fees, thresholds). */
  nonNegative?: boolean;
}

/**
 * Parses an amount from the wire or the database into money: decimal text (`"85.50"`, ecom wire prices and
 * PostgreSQL `numeric`) or a JSON number (`10.5`, Stores v1 catalog prices), read exactly from its decimal text.
 * @param value - the amount in major units
 * @param currency - ISO 4217 code
 * @param options - rounding of extra decimals, sign check
 * @throws MoneyError for NaN/Infinity, malformed text, too many decimals (without `rounding`), a negative value
 *   with `nonNegative`, or an unknown currency
 * @example parseDecimal(10.5, 'USD') // {currency: 'USD', minor: 1050n}
 */
export function parseDecimal(
  value: DecimalInput,
  currency: string,
  options: ParseDecimalOptions = {},
): Money {
  const precision = currencyPrecision(currency);
  const d = parseExactDecimal(value);
  if (options.nonNegative && d.units < 0n) throw new MoneyError(`Amount must not be negative: ${value}`);
  if (options.rounding === undefined) return money(value, currency);
  const exact =
    d.scale <= precision
      ? { num: d.units * pow10(precision - d.scale), den: 1n }
      : { num: d.units, den: pow10(d.scale - precision) };
  return roundExact(exact, currency, { strategy: options.rounding });
}

/**
 * Like {@link parseDecimal} but names the offending field in the error, for validating configuration and input.
 * @param value - the amount in major units
 * @param currency - ISO 4217 code
 * @param field - dotted path of the value, used in the error message
 * @param options - as for `parseDecimal`
 * @throws MoneyError naming `field`
 */
export function parseDecimalField(
  value: DecimalInput,
  currency: string,
  field: string,
  options: ParseDecimalOptions = {},
): Money {
  try {
    return parseDecimal(value, currency, options);
  } catch (error) {
    throw new MoneyError(`${field}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
