import { currencyPrecision } from './currency';
import { currencyFormatter } from './currency-formatter';
import type { Money } from './money';

/**
 * An eCommerce price on the wire (business-rules X6; entities.md `MultiCurrencyPrice`): decimal strings plus their
 * formatted forms. The platform sells in one currency, so the converted fields repeat the amount.
 */
export interface WirePrice {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

/**
 * The amount as a decimal string with exactly the currency's precision (`"85.50"`, `"1000"` for JPY, `"1.250"` for
 * KWD, `"-0.05"`).
 * @param m - amount
 */
export function toDecimalString(m: Money): string {
  const precision = currencyPrecision(m.currency);
  const negative = m.minor < 0n;
  const digits = (negative ? -m.minor : m.minor).toString().padStart(precision + 1, '0');
  const text = precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return negative ? `-${text}` : text;
}

/**
 * The amount formatted for people, `Intl.NumberFormat('en-US', {style: 'currency'})` (`"$85.50"`, `"¥1,000"`,
 * `"KWD 1.250"`). The decimal string is formatted, not a float, so large amounts stay exact.
 * @param m - amount
 */
export function formatMoney(m: Money): string {
  return amountTexts(m)[1];
}

/** Amounts whose texts are kept per currency before its cache starts over. */
export const AMOUNT_TEXTS_LIMIT = 4096;

const textsByCurrency = new Map<string, Map<bigint, readonly [amount: string, formatted: string]>>();

/**
 * The decimal string and the formatted text of an amount, kept per currency by minor units: a cart answer prices
 * every line and three summaries, about thirty amounts, mostly the same few (zero above all), and making the
 * decimal string each time (then hashing it to find its formatted text) was a quarter of the pricing engine's
 * time. Bounded: a full cache starts over, so any set of amounts is served correctly, only a huge one more slowly.
 * @param m - amount
 * @param limit - amounts kept per currency
 * @returns the same pair for the same amount while it is kept
 */
export function amountTexts(
  m: Money,
  limit = AMOUNT_TEXTS_LIMIT,
): readonly [amount: string, formatted: string] {
  let texts = textsByCurrency.get(m.currency);
  if (!texts) {
    texts = new Map();
    textsByCurrency.set(m.currency, texts);
  }
  let pair = texts.get(m.minor);
  if (!pair) {
    const amount = toDecimalString(m);
    pair = [amount, currencyFormatter(m.currency)(amount)];
    if (texts.size >= limit) texts.clear();
    texts.set(m.minor, pair);
  }
  return pair;
}

/**
 * The wire price object of an amount.
 * @param m - amount
 * @example toWirePrice(money('85.5', 'USD')) // {amount: '85.50', convertedAmount: '85.50', formattedAmount: '$85.50', …}
 */
export function toWirePrice(m: Money): WirePrice {
  const [amount, formattedAmount] = amountTexts(m);
  return { amount, convertedAmount: amount, formattedAmount, formattedConvertedAmount: formattedAmount };
}
