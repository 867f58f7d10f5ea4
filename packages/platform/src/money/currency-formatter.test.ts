import { describe, expect, it } from 'vitest';
import { cachedFormat, currencyFormatter } from './currency-formatter';

const intl = (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency });

describe('currencyFormatter', () => {
  it('gives the texts of Intl en-US currency style, for decimal strings and numbers, again and again', () => {
    for (const round of [1, 2]) {
      for (const [currency, amount] of [
        ['USD', '85.50'],
        ['USD', 85.5],
        ['JPY', '1234'],
        ['KWD', '1.250'],
        ['USD', '90071992547409.93'],
        ['USD', -0],
        ['USD', 0],
        ['USD', '-0.05'],
      ] as const) {
        expect(currencyFormatter(currency)(amount), `${currency} ${amount} round ${round}`).toBe(
          intl(currency).format(amount as number),
        );
      }
    }
  });

  it('keeps one formatter per currency', () => {
    expect(currencyFormatter('EUR')).toBe(currencyFormatter('EUR'));
    expect(currencyFormatter('EUR')).not.toBe(currencyFormatter('USD'));
  });

  it('stays correct when its cache is full and starts over', () => {
    const format = cachedFormat(intl('USD'), 3);
    const amounts = ['1.00', '2.00', '3.00', '4.00', '5.00', '1.00', '2.00', 2, 3];
    expect(amounts.map(format)).toEqual(amounts.map((amount) => intl('USD').format(amount as number)));
  });
});
