import { describe, expect, it } from 'vitest';
import { parseIsoDate } from './iso-date';

describe('parseIsoDate', () => {
  it('normalises valid dates to an explicit UTC offset', () => {
    expect(parseIsoDate('2024-01-02T03:04:05.678Z')).toBe('2024-01-02T03:04:05.678Z');
    expect(parseIsoDate('2024-01-02')).toBe('2024-01-02T00:00:00Z');
    expect(parseIsoDate('2024-01-02T03:04')).toBe('2024-01-02T03:04:00Z');
    expect(parseIsoDate('2024-01-02 03:04:05+0530')).toBe('2024-01-02T03:04:05+05:30');
    expect(parseIsoDate('2024-02-29T23:59:59.123456789-08')).toBe('2024-02-29T23:59:59.123456789-08:00');
  });

  it('refuses what PostgreSQL would refuse, which Date.parse accepts', () => {
    expect(Number.isNaN(Date.parse('2024-02-30T00:00:00Z'))).toBe(false);
    for (const text of [
      '2024-02-30T00:00:00Z',
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '0000-01-01',
      '2024-01-01T24:00:00Z',
      '2024-01-01T00:60:00Z',
      '2024-01-01T00:00:60Z',
      '2024-01-01T00:00:00+16:00',
      '2024-1-1',
      'Jan 1 2024',
      '2024-01-01T00:00:00Zjunk',
      '',
    ]) {
      expect(parseIsoDate(text), text).toBeUndefined();
    }
  });
});
