import { assertCurrency, currencyPrecision, pow10 } from './currency';
import { type Decimal, type DecimalInput, normalizeDecimal, parseExactDecimal } from './decimal';
import { MoneyError } from './money-error';
import {
  divideRounded,
  MONEY_ROUNDING_MODE,
  type RoundingMode,
  type RoundingStrategy,
  roundingStep,
} from './rounding';

/**
 * An amount of money: an integer number of the currency's minor units (cents, fils, yen) — never a float
 * (DESIGN.md §4). Values are immutable plain objects, so they compare with `equals` and survive `structuredClone`;
 * they are not JSON (bigint) — convert with `toWirePrice` / `toDecimalString` at the edge.
 */
export interface Money {
  /** ISO 4217 code. */
  readonly currency: string;
  /** Amount in minor units (USD cents, KWD fils, JPY yen). */
  readonly minor: bigint;
}

/**
 * An exact amount that is not yet rounded: `num / den` minor units (`den > 0`). Calculations that must not round
 * per item (`NO_ROUNDING`) sum these and round once with {@link roundExact}.
 */
export interface ExactMinor {
  readonly num: bigint;
  readonly den: bigint;
}

/** Options of the calculating operations. */
export interface RoundingOptions {
  /** Where to round; default `CURRENCY_PRECISION` (see `RoundingStrategy`). */
  strategy?: RoundingStrategy;
  /** How to break ties; default half-up (see `RoundingMode`). */
  mode?: RoundingMode;
}

/**
 * Money from a decimal amount in major units.
 * @param amount - decimal text (`"85.50"`) or JSON number (`10.5`)
 * @param currency - ISO 4217 code
 * @throws MoneyError for NaN/Infinity, malformed text, an unknown currency, or more decimals than the currency has
 */
export function money(amount: DecimalInput, currency: string): Money {
  const precision = currencyPrecision(currency);
  const d = parseExactDecimal(amount);
  if (d.scale > precision) {
    throw new MoneyError(`${JSON.stringify(amount)} has more than ${precision} decimals for ${currency}`);
  }
  return { currency, minor: d.units * pow10(precision - d.scale) };
}

/**
 * Money from an integer number of minor units.
 * @param minor - minor units (a safe integer or a bigint)
 * @param currency - ISO 4217 code
 * @throws MoneyError when `minor` is not an integer or the currency is unknown
 */
export function fromMinor(minor: bigint | number, currency: string): Money {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new MoneyError(`Minor units must be a safe integer: ${minor}`);
  }
  return { currency: assertCurrency(currency), minor: BigInt(minor) };
}

/**
 * Zero in a currency.
 * @param currency - ISO 4217 code
 */
export function zero(currency: string): Money {
  return fromMinor(0n, currency);
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new MoneyError(`Currency mismatch: ${a.currency} and ${b.currency}`);
}

/**
 * a + b.
 * @param a - left amount
 * @param b - right amount, same currency
 * @throws MoneyError on a currency mismatch
 */
export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { currency: a.currency, minor: a.minor + b.minor };
}

/**
 * a − b (may be negative).
 * @param a - left amount
 * @param b - right amount, same currency
 * @throws MoneyError on a currency mismatch
 */
export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { currency: a.currency, minor: a.minor - b.minor };
}

/**
 * The sum of amounts; zero for an empty list.
 * @param amounts - amounts in `currency`
 * @param currency - ISO 4217 code of the result
 * @throws MoneyError on a currency mismatch
 */
export function sum(amounts: readonly Money[], currency: string): Money {
  return amounts.reduce(add, zero(currency));
}

/**
 * m × quantity, for an integer quantity (a unit price times a line's quantity).
 * @param m - amount
 * @param quantity - integer factor
 * @throws MoneyError when the quantity is not an integer
 */
export function multiply(m: Money, quantity: bigint | number): Money {
  if (typeof quantity === 'number' && !Number.isSafeInteger(quantity)) {
    throw new MoneyError(`Quantity must be an integer: ${quantity}`);
  }
  return { currency: m.currency, minor: m.minor * BigInt(quantity) };
}

/**
 * The exact, unrounded product m × factor.
 * @param m - amount
 * @param factor - exact decimal factor (a tax rate `0.0725`, a share `0.5`)
 */
export function exactTimes(m: Money, factor: Decimal): ExactMinor {
  return { num: m.minor * factor.units, den: pow10(factor.scale) };
}

/**
 * Rounds an exact amount to money with a rounding strategy (`NO_ROUNDING` rounds to the minor unit: it is the
 * caller's job to call this once per total, see `RoundingStrategy`).
 * @param exact - exact minor units
 * @param currency - ISO 4217 code
 * @param options - strategy and mode
 */
export function roundExact(exact: ExactMinor, currency: string, options: RoundingOptions = {}): Money {
  const step = roundingStep(currency, options.strategy ?? 'CURRENCY_PRECISION');
  const steps = divideRounded(exact.num, exact.den * step, options.mode ?? MONEY_ROUNDING_MODE);
  return { currency, minor: steps * step };
}

/**
 * percent% of m, computed exactly and rounded once (`percentOf($12.34, 12.5)` = 1.5425 → $1.54).
 * @param m - amount
 * @param percent - percentage, e.g. `10` or `"12.5"`
 * @param options - strategy and mode
 * @throws MoneyError when the percentage is not a finite decimal
 */
export function percentOf(m: Money, percent: DecimalInput | Decimal, options: RoundingOptions = {}): Money {
  const p = typeof percent === 'object' ? percent : parseExactDecimal(percent);
  const exact = exactTimes(m, p);
  return roundExact({ num: exact.num, den: exact.den * 100n }, m.currency, options);
}

/**
 * The amount as an exact decimal in major units (for comparing it with configured decimal bounds).
 * @param m - amount
 */
export function toDecimal(m: Money): Decimal {
  return normalizeDecimal({ units: m.minor, scale: currencyPrecision(m.currency) });
}

/**
 * Compares two amounts: negative when a < b, zero when equal, positive when a > b.
 * @param a - left amount
 * @param b - right amount, same currency
 * @throws MoneyError on a currency mismatch
 */
export function compare(a: Money, b: Money): number {
  sameCurrency(a, b);
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;
}

/**
 * Whether two amounts are the same currency and value.
 * @param a - left amount
 * @param b - right amount
 */
export function equals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.minor === b.minor;
}

/**
 * The smaller amount.
 * @param a - left amount
 * @param b - right amount, same currency
 */
export function min(a: Money, b: Money): Money {
  return compare(a, b) <= 0 ? a : b;
}

/**
 * The larger amount.
 * @param a - left amount
 * @param b - right amount, same currency
 */
export function max(a: Money, b: Money): Money {
  return compare(a, b) >= 0 ? a : b;
}

/**
 * Whether the amount is zero.
 * @param m - amount
 */
export function isZero(m: Money): boolean {
  return m.minor === 0n;
}

/**
 * Whether the amount is below zero.
 * @param m - amount
 */
export function isNegative(m: Money): boolean {
  return m.minor < 0n;
}
