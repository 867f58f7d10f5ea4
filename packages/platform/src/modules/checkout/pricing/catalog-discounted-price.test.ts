import { describe, expect, it } from 'vitest';
import { money } from '../../../money';
import { catalogDiscountedPrice } from './catalog-discounted-price';

const usd = (amount: string | number) => money(amount, 'USD');

describe('catalogDiscountedPrice (rule 24)', () => {
  it('subtracts an AMOUNT discount, as in the Stores examples', () => {
    // price 10.5, AMOUNT 1 → 9.5; price 12.5, AMOUNT 2 → 10.5.
    expect(catalogDiscountedPrice(usd(10.5), { type: 'AMOUNT', value: 1 })).toEqual(usd('9.50'));
    expect(catalogDiscountedPrice(usd(12.5), { type: 'AMOUNT', value: 2 })).toEqual(usd('10.50'));
  });

  it('subtracts a PERCENT discount rounded with the store strategy', () => {
    // 15% of 19.99 = 2.9985 → 3.00 → 16.99; 12% = 2.3988 → 2.40 → 17.59, or → 2 (whole units) → 17.99.
    expect(catalogDiscountedPrice(usd('19.99'), { type: 'PERCENT', value: 15 })).toEqual(usd('16.99'));
    expect(catalogDiscountedPrice(usd('19.99'), { type: 'PERCENT', value: 12 })).toEqual(usd('17.59'));
    expect(
      catalogDiscountedPrice(usd('19.99'), { type: 'PERCENT', value: 12 }, 'NEAREST_WHOLE_NUMBER'),
    ).toEqual(usd('17.99'));
  });

  it('never goes below zero and leaves undiscounted prices alone', () => {
    expect(catalogDiscountedPrice(usd(5), { type: 'AMOUNT', value: 8 })).toEqual(usd(0));
    expect(catalogDiscountedPrice(usd(5), { type: 'NONE', value: 0 })).toEqual(usd(5));
    expect(catalogDiscountedPrice(usd(5), undefined)).toEqual(usd(5));
    expect(() => catalogDiscountedPrice(usd(5), { type: 'PERCENT', value: 150 })).toThrow('discount.value');
  });
});
