import { formatDateTime } from '@bazaar/ui';

/**
 * A date (and time) as the back office's tables show it, or a dash when there is none.
 *
 * @param value - the date
 * @returns the text
 */
export function formatDate(value: Date | string | null | undefined): string {
  return value ? formatDateTime(value, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}
