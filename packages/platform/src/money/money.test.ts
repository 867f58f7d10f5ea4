import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  equals,
  fromMinor,
  isNegative,
  isZero,
  max,
  min,
  money,
  multiply,
  percentOf,
  roundExact,
  subtract,
  sum,
  zero,
} from './money';
import { MoneyError } from './money-error';

const usd = (amount: string) => money(amount, 'USD');

describe('money', () => {
  it('stores integer minor units of the currency', () => {
    expect(money('85.50', 'USD')).toEqual({ currency: 'USD', minor: 8550n });
    expect(money(10.5, 'USD')).toEqual({ currency: 'USD', minor: 1050n });
    expect(money('1000', 'JPY')).toEqual({ currency: 'JPY', minor: 1000n });
    expect(money('1.25', 'KWD')).toEqual({ currency: 'KWD', minor: 1250n });
  });

  it('rejects more decimals than the currency has, NaN and Infinity', () => {
    expect(() => money('1.005', 'USD')).toThrow(MoneyError);
    expect(() => money('1.5', 'JPY')).toThrow(MoneyError);
    expect(() => money('1.0005', 'KWD')).toThrow(MoneyError);
    expect(() => money(0.1 + 0.2, 'USD')).toThrow(MoneyError);
    expect(() => money(Number.NaN, 'USD')).toThrow(MoneyError);
    expect(() => money(Number.POSITIVE_INFINITY, 'USD')).toThrow(MoneyError);
    expect(money('1.000', 'USD')).toEqual(usd('1'));
  });

  it('builds from minor units and refuses fractions of them', () => {
    expect(fromMinor(1999, 'USD')).toEqual(usd('19.99'));
    expect(() => fromMinor(1.5, 'USD')).toThrow(MoneyError);
    expect(() => fromMinor(1, 'usd')).toThrow(MoneyError);
  });
});

describe('money arithmetic', () => {
  it('adds, subtracts and sums exactly', () => {
    expect(add(usd('0.10'), usd('0.20'))).toEqual(usd('0.30'));
    expect(subtract(usd('5'), usd('7.25'))).toEqual({ currency: 'USD', minor: -225n });
    expect(sum([usd('1.01'), usd('2.02'), usd('3.03')], 'USD')).toEqual(usd('6.06'));
    expect(sum([], 'EUR')).toEqual(zero('EUR'));
  });

  it('never mixes currencies', () => {
    expect(() => add(usd('1'), money('1', 'EUR'))).toThrow('Currency mismatch');
    expect(() => compare(usd('1'), money('1', 'JPY'))).toThrow(MoneyError);
  });

  it('multiplies by integer quantities only', () => {
    expect(multiply(usd('19.99'), 3)).toEqual(usd('59.97'));
    expect(multiply(usd('19.99'), 3n)).toEqual(usd('59.97'));
    expect(() => multiply(usd('1'), 1.5)).toThrow(MoneyError);
  });

  it('takes percentages exactly and rounds once, half-up', () => {
    // 12.5% of $12.34 = $1.5425 → $1.54; 10% of $0.05 = $0.005 → $0.01 (half-up), $0.00 half-even.
    expect(percentOf(usd('12.34'), '12.5')).toEqual(usd('1.54'));
    expect(percentOf(usd('0.05'), 10)).toEqual(usd('0.01'));
    expect(percentOf(usd('0.05'), 10, { mode: 'HALF_EVEN' })).toEqual(usd('0'));
    // 10% of $12.34 = $1.234 → $1 with NEAREST_WHOLE_NUMBER.
    expect(percentOf(usd('12.34'), 10, { strategy: 'NEAREST_WHOLE_NUMBER' })).toEqual(usd('1'));
    // 8% of ¥1,234 = ¥98.72 → ¥99.
    expect(percentOf(money('1234', 'JPY'), 8)).toEqual(money('99', 'JPY'));
  });

  it('rounds exact amounts with each strategy as the Stores enum describes', () => {
    // $3.5555 = 355.55 cents; ¥3.5555 = 3.5555 yen.
    const dollars = { num: 35555n, den: 100n };
    expect(roundExact(dollars, 'USD', { strategy: 'CURRENCY_PRECISION' })).toEqual(usd('3.56'));
    expect(roundExact(dollars, 'USD', { strategy: 'NEAREST_WHOLE_NUMBER' })).toEqual(usd('4'));
    expect(roundExact(dollars, 'USD', { strategy: 'NO_ROUNDING' })).toEqual(usd('3.56'));
    expect(roundExact({ num: 35555n, den: 10000n }, 'JPY')).toEqual(money('4', 'JPY'));
    expect(roundExact({ num: 35555n, den: 10n }, 'KWD')).toEqual(money('3.556', 'KWD'));
  });

  it('compares, picks the smaller or larger, and tests zero and sign', () => {
    expect(compare(usd('1'), usd('2'))).toBe(-1);
    expect(min(usd('1'), usd('2'))).toEqual(usd('1'));
    expect(max(usd('1'), usd('2'))).toEqual(usd('2'));
    expect(equals(usd('1'), usd('1.00'))).toBe(true);
    expect(equals(usd('1'), money('1', 'EUR'))).toBe(false);
    expect(isZero(zero('USD'))).toBe(true);
    expect(isNegative(subtract(usd('1'), usd('2')))).toBe(true);
  });
});
