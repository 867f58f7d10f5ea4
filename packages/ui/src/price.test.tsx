import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { Price } from './price';
import { findAll, render, textOf } from './testing/html';

describe('formatMoney', () => {
  it('formats USD and EUR amounts, numbers or decimal strings', () => {
    expect(formatMoney(19.99, 'USD')).toBe('$19.99');
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('19.99', 'EUR')).toBe('€19.99');
    expect(formatMoney('19.99', 'EUR', 'de-DE')).toBe('19,99\u00a0€');
  });

  // The platform sends amounts with the currency's own precision ("2757" JPY, "2.098" KWD); Intl, given the
  // currency and no fraction digits of ours, shows exactly that precision.
  it('shows yen without decimals and dinars with three', () => {
    expect(formatMoney('2757', 'JPY')).toBe('¥2,757');
    expect(formatMoney(919, 'JPY')).toBe('¥919');
    expect(formatMoney('2.098', 'KWD')).toBe('KWD\u00a02.098');
    expect(formatMoney(1.2, 'KWD')).toBe('KWD\u00a01.200');
  });

  it('throws RangeError for a currency that is not ISO 4217', () => {
    expect(() => formatMoney(1, 'DOLLARS')).toThrow(RangeError);
  });
});

describe('Price', () => {
  it('shows a plain USD price without a struck-through amount', () => {
    const html = render(<Price amount="49.00" currency="USD" />);
    expect(textOf(html)).toBe('$49.00');
    expect(findAll(html, 's')).toHaveLength(0);
  });

  it('shows a discounted USD price with the original struck through and both named for screen readers', () => {
    const html = render(<Price amount={15} compareAtAmount={20} currency="USD" />);
    expect(findAll(html, 's', { class: 'bz-price__original' })).toHaveLength(1);
    expect(textOf(html)).toBe('Sale price $15.00Original price $20.00');
  });

  it('formats EUR prices, plain and discounted, in the given locale', () => {
    expect(textOf(render(<Price amount="8.5" currency="EUR" />))).toBe('€8.50');
    expect(
      textOf(render(<Price amount="15.00" compareAtAmount="20.00" currency="EUR" locale="de-DE" />)),
    ).toBe('Sale price 15,00\u00a0€Original price 20,00\u00a0€');
  });

  it('does not strike through a compare-at price that is not higher', () => {
    for (const compareAtAmount of ['15.00', '10.00', null]) {
      const html = render(<Price amount="15.00" compareAtAmount={compareAtAmount} currency="USD" />);
      expect(findAll(html, 's')).toHaveLength(0);
      expect(textOf(html)).toBe('$15.00');
    }
  });
});
