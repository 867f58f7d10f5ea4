import { describe, expect, it } from 'vitest';
import { assertCurrency, currencyPrecision, isCurrencyCode } from './currency';
import { MoneyError } from './money-error';

describe('currencyPrecision', () => {
  it.each([
    ['JPY', 0],
    ['USD', 2],
    ['EUR', 2],
    ['KWD', 3],
    ['BHD', 3],
  ])('gives %s %i minor-unit digits (ISO 4217)', (code, digits) => {
    expect(currencyPrecision(code)).toBe(digits);
  });

  it('rejects codes that are not upper-case ISO 4217 currencies', () => {
    // Intl itself would accept "XYZ" and "usd" (any well-formed code), so the check must not rely on it alone.
    for (const code of ['XYZ', 'usd', 'US', 'DOLLAR', '']) {
      expect(isCurrencyCode(code)).toBe(false);
      expect(() => currencyPrecision(code)).toThrow(MoneyError);
    }
    expect(assertCurrency('EUR')).toBe('EUR');
  });
});
