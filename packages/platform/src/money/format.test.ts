import { describe, expect, it } from 'vitest';
import { amountTexts, formatMoney, toDecimalString, toWirePrice } from './format';
import { fromMinor, money } from './money';

describe('toDecimalString', () => {
  it('prints exactly the currency precision', () => {
    expect(toDecimalString(money('85.5', 'USD'))).toBe('85.50');
    expect(toDecimalString(money('0.05', 'USD'))).toBe('0.05');
    expect(toDecimalString(money('1000', 'JPY'))).toBe('1000');
    expect(toDecimalString(money('1.25', 'KWD'))).toBe('1.250');
    expect(toDecimalString(fromMinor(-5, 'USD'))).toBe('-0.05');
  });
});

describe('formatMoney', () => {
  it('formats like Intl en-US currency style, exactly for large amounts', () => {
    expect(formatMoney(money('85.5', 'USD'))).toBe('$85.50');
    expect(formatMoney(money('1234', 'JPY'))).toBe('¥1,234');
    // ICU separates a currency code from the number with a no-break space.
    expect(formatMoney(money('1.25', 'KWD'))).toBe('KWD\u00a01.250');
    // 2^53 + 1 cents would lose its last digit as a float.
    expect(formatMoney(fromMinor(9007199254740993n, 'USD'))).toBe('$90,071,992,547,409.93');
  });
});

describe('toWirePrice', () => {
  it('fills the four MultiCurrencyPrice fields (business-rules X6)', () => {
    expect(toWirePrice(money('85.5', 'USD'))).toEqual({
      amount: '85.50',
      convertedAmount: '85.50',
      formattedAmount: '$85.50',
      formattedConvertedAmount: '$85.50',
    });
  });
});

describe('amountTexts', () => {
  it('makes the texts of an amount once per currency and keeps them', () => {
    const pair = amountTexts(money('12.5', 'USD'));
    expect(pair).toEqual(['12.50', '$12.50']);
    expect(amountTexts(fromMinor(1250n, 'USD'))).toBe(pair);
    // Same minor units, another currency: other texts.
    expect(amountTexts(fromMinor(1250n, 'JPY'))).toEqual(['1250', '¥1,250']);
  });

  it('starts over when full and still answers every amount correctly', () => {
    const texts = Array.from({ length: 5 }, (_, i) => amountTexts(fromMinor(BigInt(i), 'EUR'), 3));
    expect(texts.map(([amount]) => amount)).toEqual(['0.00', '0.01', '0.02', '0.03', '0.04']);
    expect(amountTexts(fromMinor(-5n, 'EUR'), 3)).toEqual(['-0.05', '-€0.05']);
  });
});
