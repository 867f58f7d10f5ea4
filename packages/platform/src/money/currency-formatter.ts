/**
 * `Intl.NumberFormat('en-US', {style: 'currency'})` per currency, with the texts it made kept: formatting is one of
 * the larger pieces of a cart answer's CPU (every line and summary price is formatted twice over, and an
 * add-to-cart formats the same few amounts again and again), while a lookup costs a fraction of `format`. Bounded:
 * a full cache starts over, so any set of amounts is served correctly, only a huge one more slowly.
 */

/** Formatted texts kept per currency before its cache starts over. */
export const FORMATTED_TEXTS_LIMIT = 4096;

/** Formats amounts of one currency; the same amount always gets the same text. */
export type AmountFormat<T extends string | number> = (amount: T) => string;

const formats = new Map<string, AmountFormat<string | number>>();

/**
 * The caching formatter of a currency (one per currency for the process).
 * @param currency - ISO-4217 code
 * @example currencyFormatter('USD')('85.50') // '$85.50'
 */
export function currencyFormatter(currency: string): AmountFormat<string | number> {
  let format = formats.get(currency);
  if (!format) {
    format = cachedFormat(new Intl.NumberFormat('en-US', { style: 'currency', currency }));
    formats.set(currency, format);
  }
  return format;
}

/**
 * A formatter that keeps its texts (decimal strings and numbers are kept apart: `'1'` and `1` are two keys).
 * @param intl - the Intl formatter
 * @param limit - texts kept before the cache starts over
 */
export function cachedFormat(
  intl: Intl.NumberFormat,
  limit = FORMATTED_TEXTS_LIMIT,
): AmountFormat<string | number> {
  const texts = new Map<string | number, string>();
  return (amount) => {
    // A Map takes -0 for 0, and Intl prints "-$0.00" for it: -0 is formatted every time.
    if (Object.is(amount, -0)) return intl.format(amount as number);
    let text = texts.get(amount);
    if (text === undefined) {
      // Intl formats decimal strings exactly (Intl.NumberFormat v3, ES2023), so no float is involved.
      text = intl.format(amount as number);
      if (texts.size >= limit) texts.clear();
      texts.set(amount, text);
    }
    return text;
  };
}
