// `new Date(string)` runs V8's general date parser: about 0.8 µs a timestamp, and a page of 100 products carries 200
// of them (bench/results/products-query.md). The platform sends one form only, `2024-01-02T03:04:05.678Z` (and
// Wix also sends it without the fraction): those are read digit by digit here, everything else goes to
// `new Date(string)`, so the result is always the one `new Date(value)` gives (transforms.md §2).

const ZERO = 48;

/** The number written by the two digits at `index`, or -1 when they are not two digits. */
function twoDigits(text: string, index: number): number {
  const tens = text.charCodeAt(index) - ZERO;
  const ones = text.charCodeAt(index + 1) - ZERO;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

/**
 * Parses an RFC 3339 timestamp in UTC (`YYYY-MM-DDTHH:MM:SS.sssZ` or `YYYY-MM-DDTHH:MM:SSZ`) without the general
 * date parser; any other string (offsets, other fractions, out-of-range fields, days past the 28th) is left to it.
 *
 * @param text - the wire value
 * @returns the same Date as `new Date(text)`
 */
export function parseTimestamp(text: string): Date {
  const length = text.length;
  if (
    (length === 24 || length === 20) &&
    text.charCodeAt(length - 1) === 90 && // Z
    text.charCodeAt(4) === 45 && // -
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 84 && // T
    text.charCodeAt(13) === 58 && // :
    text.charCodeAt(16) === 58 &&
    (length === 20 || text.charCodeAt(19) === 46) // .
  ) {
    const century = twoDigits(text, 0);
    const yearOfCentury = twoDigits(text, 2);
    const month = twoDigits(text, 5);
    const day = twoDigits(text, 8);
    const hour = twoDigits(text, 11);
    const minute = twoDigits(text, 14);
    const second = twoDigits(text, 17);
    const hundreds = length === 24 ? text.charCodeAt(20) - ZERO : 0;
    const rest = length === 24 ? twoDigits(text, 21) : 0;
    // Years before 100 are left out (Date.UTC reads 0–99 as 1900–1999), and days past the 28th (whether the month
    // has them is the parser's business).
    if (
      century >= 1 &&
      yearOfCentury >= 0 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= 28 &&
      hour >= 0 &&
      hour <= 23 &&
      minute >= 0 &&
      minute <= 59 &&
      second >= 0 &&
      second <= 59 &&
      hundreds >= 0 &&
      hundreds <= 9 &&
      rest >= 0
    )
      return new Date(
        Date.UTC(century * 100 + yearOfCentury, month - 1, day, hour, minute, second, hundreds * 100 + rest),
      );
  }
  return new Date(text);
}
