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
  return currencyFormatter(m.currency)(toDecimalString(m));
}

/**
 * The wire price object of an amount.
 * @param m - amount
 * @example toWirePrice(money('85.5', 'USD')) // {amount: '85.50', convertedAmount: '85.50', formattedAmount: '$85.50', …}
 */
export function toWirePrice(m: Money): WirePrice {
  const amount = toDecimalString(m);
  const formattedAmount = currencyFormatter(m.currency)(amount);
  return { amount, convertedAmount: amount, formattedAmount, formattedConvertedAmount: formattedAmount };
}
