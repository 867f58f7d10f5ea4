import { describe, expect, it } from 'vitest';
import { money } from './money';
import { MoneyError } from './money-error';
import { parseDecimal, parseDecimalField } from './parse-decimal';

describe('parseDecimal', () => {
  it('parses Stores v1 JSON numbers from their decimal text (10.5 → 1050 cents)', () => {
    expect(parseDecimal(10.5, 'USD')).toEqual({ currency: 'USD', minor: 1050n });
    expect(parseDecimal(9.95, 'USD')).toEqual({ currency: 'USD', minor: 995n });
    expect(parseDecimal(0.07, 'USD')).toEqual({ currency: 'USD', minor: 7n });
  });

  it('parses ecom wire strings and PostgreSQL numeric text', () => {
    expect(parseDecimal('85.50', 'USD')).toEqual(money('85.5', 'USD'));
    expect(parseDecimal('12.340000', 'USD')).toEqual(money('12.34', 'USD'));
  });

  it('rejects NaN, Infinity, malformed text and too many decimals', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '12,50', '$1', '1.001']) {
      expect(() => parseDecimal(bad, 'USD')).toThrow(MoneyError);
    }
    // A float that went through arithmetic shows up as too many decimals instead of being silently rounded.
    expect(() => parseDecimal(0.1 + 0.2, 'USD')).toThrow(/more than 2 decimals/);
  });

  it('rounds extra precision only when a rounding strategy is given', () => {
    expect(parseDecimal(3.5555, 'USD', { rounding: 'CURRENCY_PRECISION' })).toEqual(money('3.56', 'USD'));
    expect(parseDecimal(3.5555, 'USD', { rounding: 'NEAREST_WHOLE_NUMBER' })).toEqual(money('4', 'USD'));
    expect(parseDecimal('3.5555', 'JPY', { rounding: 'CURRENCY_PRECISION' })).toEqual(money('4', 'JPY'));
    expect(parseDecimal('3.55', 'USD', { rounding: 'NEAREST_WHOLE_NUMBER' })).toEqual(money('4', 'USD'));
  });

  it('rejects negative amounts when asked to', () => {
    expect(parseDecimal('-1', 'USD')).toEqual({ currency: 'USD', minor: -100n });
    expect(() => parseDecimal('-1', 'USD', { nonNegative: true })).toThrow(MoneyError);
  });

  it('names the field in errors when parsing configuration', () => {
    expect(() => parseDecimalField('1.005', 'USD', 'shipping.regions[0].options[1].rate.price')).toThrow(
      /^shipping\.regions\[0\]\.options\[1\]\.rate\.price: /,
    );
  });
});
