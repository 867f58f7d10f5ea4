import { DEFAULT_LOCALE } from './format-money';

/** Options of {@link formatDateTime}. */
export interface FormatDateTimeOptions {
  /** The BCP 47 locale. Default `en-US`. */
  locale?: string;
  /**
   * The IANA time zone. Default `UTC`: fixed because the server's zone and the visitor's differ, and
   * differing text would break hydration. Pass the shop's or the user's zone when it is known on both sides.
   */
  timeZone?: string;
  /** How much of the date to show. Default `medium` ("Mar 3, 2026"). */
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
  /** How much of the time to show, or `none` for the date only. Default `short` ("2:05 PM"). */
  timeStyle?: 'full' | 'long' | 'medium' | 'short' | 'none';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats an instant for display.
 *
 * @param value - a `Date` or an ISO 8601 string (the platform's `createdDate`)
 * @param options - locale, time zone and styles
 * @returns the formatted date and time
 * @throws RangeError when the value is not a valid date, or the locale or time zone is not valid
 * @example
 * formatDateTime('2026-03-03T14:05:00Z'); // 'Mar 3, 2026, 2:05 PM'
 */
export function formatDateTime(value: Date | string, options: FormatDateTimeOptions = {}): string {
  const { locale = DEFAULT_LOCALE, timeZone = 'UTC', dateStyle = 'medium', timeStyle = 'short' } = options;
  const key = `${locale}|${timeZone}|${dateStyle}|${timeStyle}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone,
      dateStyle,
      ...(timeStyle === 'none' ? {} : { timeStyle }),
    });
    formatters.set(key, formatter);
  }
  // ICU versions differ on the space before AM/PM (U+202F in recent browsers, a plain space in older
  // Node builds); one plain space keeps server and browser text identical for hydration.
  return formatter.format(typeof value === 'string' ? new Date(value) : value).replaceAll('\u202f', ' ');
}

/**
 * The machine-readable form of an instant, for `<time dateTime>`.
 *
 * @param value - a `Date` or an ISO 8601 string
 * @returns the ISO 8601 string in UTC
 * @throws RangeError when the value is not a valid date
 */
export function toIsoString(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}
