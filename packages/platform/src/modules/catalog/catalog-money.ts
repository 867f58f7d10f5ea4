/**
 * Catalog numbers ↔ money of the store currency. Stores v1 carries money as JSON numbers in major units (rule X6:
 * `"price": 10.5`); the platform computes money as integer minor units (`../../money`), whose exponent comes from
 * the currency (JPY 0, USD 2, KWD 3 — the runtime's ISO 4217 data, no table of our own). Every catalog computation
 * goes number → `Money` → number through here, so a JPY store never gets cents and a KWD store keeps its fils.
 */
import {
  currencyPrecision,
  formatMoney as formatAmount,
  type Money,
  parseDecimal,
  parseExactDecimal,
  toDecimalString,
} from '../../money';

/**
 * A catalog number as money of the store currency. A number with more decimals than the currency has (a price kept
 * from before the store currency changed, a computed float) is rounded half-up to the minor unit: computations
 * follow the current currency, the stored number is left as it is.
 * @param amount - a finite amount in major units
 * @param currency - the store currency (ISO 4217)
 * @example toCatalogMoney(10.5, 'USD') // {currency: 'USD', minor: 1050n}; toCatalogMoney(10.5, 'JPY') → 11n
 */
export function toCatalogMoney(amount: number, currency: string): Money {
  return parseDecimal(amount, currency, { rounding: 'CURRENCY_PRECISION' });
}

/**
 * Money as a catalog number (its exact decimal read as the nearest JSON number: `1050n` cents → `10.5`).
 * @param m - the amount
 */
export function toCatalogNumber(m: Money): number {
  return Number(toDecimalString(m));
}

/**
 * A catalog amount rounded to the store currency's minor unit (half-up): 10.555 → 10.56 in USD, → 11 in JPY.
 * @param amount - a finite amount in major units
 * @param currency - the store currency
 */
export function roundMoney(amount: number, currency: string): number {
  return toCatalogNumber(toCatalogMoney(amount, currency));
}

/**
 * Formats a catalog amount for display (`$10.50`, `¥1,050`, `KWD 1.234`), as the `formatted*` fields do.
 * @param amount - the amount
 * @param currency - the store currency
 */
export function formatMoney(amount: number, currency: string): string {
  return formatAmount(toCatalogMoney(amount, currency));
}

/**
 * Whether a number has no more decimals than the currency's minor unit (10.55 in USD, 1.234 in KWD, 1050 in JPY —
 * not 10.5 in JPY). Read from the number's decimal text, so binary float noise does not count.
 * @param amount - a finite number
 * @param currency - the store currency
 */
export function fitsMinorUnit(amount: number, currency: string): boolean {
  return parseExactDecimal(amount).scale <= currencyPrecision(currency);
}
