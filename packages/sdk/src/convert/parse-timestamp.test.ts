import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTimestamp } from './parse-timestamp';

const same = (text: string) => expect(parseTimestamp(text).getTime()).toEqual(new Date(text).getTime());

describe('parseTimestamp', () => {
  it('reads the platform’s timestamps, with and without a fraction, as new Date does', () => {
    for (const text of [
      '2026-11-26T13:52:29.608Z',
      '2024-01-02T03:04:05Z',
      '0100-01-01T00:00:00.000Z',
      '9999-12-28T23:59:59.999Z',
    ])
      same(text);
  });

  it('leaves every other form to new Date, invalid ones included', () => {
    for (const text of [
      '0099-01-01T00:00:00.000Z',
      '2024-02-29T00:00:00.000Z',
      '2024-02-30T00:00:00.000Z',
      '2024-13-01T00:00:00.000Z',
      '2024-12-01T24:00:00.000Z',
      '2024-12-01T23:59:60.000Z',
      '2024-12-01T23:59:59.5Z',
      '2024-12-01T23:59:59.000+02:00',
      '2024-12-01T23:59:59.000z',
      '2024-12-01 23:59:59.000Z',
      '2024-1a-01T23:59:59.000Z',
      'not a date at all, 24ch',
    ])
      same(text);
  });

  it('agrees with new Date on any string of the two forms’ shape', () => {
    const digit = fc.constantFrom(...'0123456789x'.split(''));
    const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
    const stamp = fc
      .tuple(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), fc.option(digits(3)))
      .map(
        ([year, month, day, hour, minute, second, fraction]) =>
          `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction === null ? '' : `.${fraction}`}Z`,
      );
    fc.assert(
      fc.property(stamp, (text) => {
        expect(Number.isNaN(parseTimestamp(text).getTime())).toBe(Number.isNaN(new Date(text).getTime()));
        same(text);
      }),
      { numRuns: 5000 },
    );
  });
});
