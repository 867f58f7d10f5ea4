/**
 * Strict ISO-8601 parsing for filter values and cursor keys. PostgreSQL rejects impossible dates (`2024-02-30`)
 * with error 22008, which would surface as a 500, and V8's `Date.parse` accepts them, so dates are checked here
 * field by field before they reach SQL.
 */

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function normaliseOffset(offset: string | undefined): string | undefined {
  if (offset === undefined || offset === 'Z' || offset === 'z') return 'Z';
  const hours = Number(offset.slice(1, 3));
  const minutes = offset.length > 3 ? Number(offset.slice(-2)) : 0;
  // PostgreSQL accepts UTC offsets up to ±15:59.
  if (hours > 15 || minutes > 59) return undefined;
  return `${offset.slice(0, 3)}:${String(minutes).padStart(2, '0')}`;
}

/**
 * Parses an ISO-8601 date or date-time (`2024-01-02`, `2024-01-02T03:04:05.678Z`, `…+02:00`).
 * Values without a UTC offset are read as UTC (API dates are UTC, rule X7), so the result never depends on the
 * database session's time zone.
 *
 * @param text - the candidate string
 * @returns the same instant as an unambiguous string PostgreSQL reads as `timestamptz`, or `undefined` when the
 *   text is not a valid date
 */
export function parseIsoDate(text: string): string | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction, offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  const zone = normaliseOffset(offset);
  if (zone === undefined) return undefined;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction ? `.${fraction}` : ''}${zone}`;
}
