import { formatDateTime } from '@bazaar/ui';

/**
 * A date in the visitor's own time zone (the app renders only in the browser, so server and browser cannot
 * disagree), without the time.
 *
 * @param value - a Date or an ISO string
 * @returns the formatted date ("Mar 3, 2026")
 */
export function localDate(value: Date | string): string {
  return formatDateTime(value, {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    dateStyle: 'medium',
    timeStyle: 'none',
  });
}
