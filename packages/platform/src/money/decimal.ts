import { pow10 } from './currency';
import { MoneyError } from './money-error';

/**
 * Exact decimal numbers for everything that is not an amount of money but takes part in money arithmetic: tax rates
 * (`"0.0725"`), percentages (`12.5`), weights (`0.45`), and amounts before a currency is known. A value is
 * `units / 10^scale` with bigint units, so `0.1 + 0.2` is exactly `0.3` and nothing passes through a float.
 */
export interface Decimal {
  /** The digits as an integer. */
  readonly units: bigint;
  /** How many of those digits are decimals (≥ 0); parsed values are normalised to the smallest scale. */
  readonly scale: number;
}

/** A decimal given as JSON text or a JSON number (Stores v1 catalog prices and weights are numbers, rule X6). */
export type DecimalInput = string | number;

// Digits and exponent bounds keep a hostile string ("1e999999999") from building a gigantic bigint.
const MAX_DIGITS = 40;
const MAX_EXPONENT = 60;
const DECIMAL_TEXT = /^([+-])?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * Parses a decimal exactly from its text. A JSON number is read through its shortest round-trip text
 * (`String(10.5)` is `"10.5"`), which is the decimal the JSON carried, so `10.5` becomes 105 / 10 — never the
 * binary float 10.4999….
 * @param value - decimal text (`"85.50"`, `"-1"`, `"1e-3"`) or a finite number
 * @throws MoneyError for NaN, ±Infinity, empty or malformed text, or more than 40 digits
 */
export function parseExactDecimal(value: DecimalInput): Decimal {
  return parsedDecimal(value, PARSED_DECIMALS_LIMIT);
}

/** Inputs whose decimals are kept before the cache starts over. */
export const PARSED_DECIMALS_LIMIT = 4096;

const parsedDecimals = new Map<DecimalInput, Decimal>();

/**
 * {@link parseExactDecimal}, kept by input: a cart is priced on every change from the same few catalog prices and
 * weights (numbers), each parsed two or three times per pricing (regular expression, bigint, normalising). Parsed
 * decimals are frozen, so a kept one cannot be changed by a caller. Bounded: a full cache starts over. Only what
 * parsed is kept (a malformed input throws every time).
 * @param value - decimal text or a finite number
 * @param limit - inputs kept
 */
export function parsedDecimal(value: DecimalInput, limit: number): Decimal {
  let d = parsedDecimals.get(value);
  if (d === undefined) {
    d = Object.freeze(parseDecimalText(value));
    if (parsedDecimals.size >= limit) parsedDecimals.clear();
    parsedDecimals.set(value, d);
  }
  return d;
}

function parseDecimalText(value: DecimalInput): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new MoneyError(`Not a finite number: ${value}`);
  }
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') throw new MoneyError(`Not a decimal: ${JSON.stringify(value)}`);
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new MoneyError(`Not a decimal: ${JSON.stringify(value)}`);
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (whole.length + fraction.length > MAX_DIGITS || Math.abs(exponent) > MAX_EXPONENT) {
    throw new MoneyError(`Decimal out of range: ${JSON.stringify(value)}`);
  }
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  if (sign === '-') units = -units;
  return normalizeDecimal({ units, scale });
}

/**
 * The same value at the smallest scale (`1.50` → `1.5`, `-0` → `0`).
 * @param d - any decimal
 */
export function normalizeDecimal(d: Decimal): Decimal {
  let { units, scale } = d;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units: units === 0n ? 0n : units, scale: units === 0n ? 0 : scale };
}

/**
 * Plain decimal text without exponent or trailing zeros (`"0.0725"`, `"12"`, `"-0.5"`) — the wire form of rates.
 * @param d - any decimal
 */
export function decimalToString(d: Decimal): string {
  const { units, scale } = normalizeDecimal(d);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/**
 * Compares two decimals exactly: negative when a < b, zero when equal, positive when a > b.
 * @param a - left value
 * @param b - right value
 */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const left = a.units * pow10(scale - a.scale);
  const right = b.units * pow10(scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The exact sum of decimals (0 for none).
 * @param values - decimals to add
 */
export function sumDecimals(values: readonly Decimal[]): Decimal {
  const scale = values.reduce((max, d) => Math.max(max, d.scale), 0);
  const units = values.reduce((total, d) => total + d.units * pow10(scale - d.scale), 0n);
  return normalizeDecimal({ units, scale });
}

/**
 * The exact product of a decimal and an integer (a per-unit weight times a quantity).
 * @param d - the decimal
 * @param factor - an integer
 */
export function multiplyDecimal(d: Decimal, factor: bigint): Decimal {
  return normalizeDecimal({ units: d.units * factor, scale: d.scale });
}
