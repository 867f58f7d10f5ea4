import { MoneyError } from './money-error';

/**
 * ISO 4217 currencies and their precision (number of minor-unit digits: JPY 0, USD/EUR 2, KWD/BHD 3). The table is
 * the runtime's own (ICU via `Intl`), so it follows ISO 4217 without a hand-kept list; `Intl` accepts any
 * well-formed three-letter code, so membership is checked against `Intl.supportedValuesOf('currency')`.
 */

// Filtered once here rather than matched against the pattern on every check: every zero amount checks its currency.
const supported = new Set(Intl.supportedValuesOf('currency').filter((code) => /^[A-Z]{3}$/.test(code)));
const precisions = new Map<string, number>();

/**
 * Whether `code` is an upper-case ISO 4217 currency code the runtime knows.
 * @param code - candidate code, e.g. `USD`
 */
export function isCurrencyCode(code: string): boolean {
  return supported.has(code);
}

/**
 * Returns `code` when it is a known ISO 4217 code.
 * @param code - candidate code
 * @throws MoneyError when the code is not an upper-case ISO 4217 code
 */
export function assertCurrency(code: string): string {
  if (!isCurrencyCode(code)) throw new MoneyError(`Unknown currency code: ${JSON.stringify(code)}`);
  return code;
}

/**
 * Number of decimal digits of the currency's minor unit (JPY 0, USD 2, KWD 3).
 * @param code - ISO 4217 code
 * @throws MoneyError when the code is unknown
 */
export function currencyPrecision(code: string): number {
  const known = precisions.get(code);
  if (known !== undefined) return known;
  assertCurrency(code);
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits;
  // ICU always reports a value for currency style; the fallback only satisfies the optional type.
  const precision = digits ?? 2;
  precisions.set(code, precision);
  return precision;
}

/**
 * 10^n as a bigint (minor units per major unit for a precision of n).
 * @param n - non-negative exponent
 */
export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}
