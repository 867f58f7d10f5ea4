/** Formatters by locale and currency: building an `Intl.NumberFormat` is far slower than using one. */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The default locale. Fixed rather than taken from the runtime, because the server (Node) and the browser
 * would otherwise format the same amount differently and React would report a hydration mismatch.
 */
export const DEFAULT_LOCALE = 'en-US';

/**
 * Formats an amount of money in a currency.
 *
 * @param amount - the amount, as a number or as the platform's decimal string (`"19.99"`)
 * @param currency - the ISO 4217 code (`USD`, `EUR`)
 * @param locale - the BCP 47 locale; default `en-US`
 * @returns the formatted amount, e.g. `$19.99` or `19,99 €` (`de-DE`)
 * @throws RangeError when the currency code or locale is not valid
 * @example
 * formatMoney('19.99', 'EUR', 'de-DE'); // '19,99 €'
 */
export function formatMoney(
  amount: number | string,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(typeof amount === 'string' ? Number(amount) : amount);
}
