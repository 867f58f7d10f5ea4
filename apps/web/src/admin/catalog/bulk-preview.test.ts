import { describe, expect, it } from 'vitest';
import { previewValue, toBulkRequest } from './bulk-preview';

describe('previewValue', () => {
  it('sets, adds an amount or a percentage of the current value', () => {
    expect(previewValue(20, { property: 'price', mode: 'set', value: 15 }, 'USD')).toBe(15);
    expect(previewValue(20, { property: 'price', mode: 'amount', value: -2.5 }, 'USD')).toBe(17.5);
    expect(previewValue(20, { property: 'price', mode: 'percentage', value: 10 }, 'USD')).toBe(22);
  });

  it('rounds money to cents, or to a whole number when asked, but not weights', () => {
    expect(previewValue(9.99, { property: 'price', mode: 'percentage', value: 15 }, 'USD')).toBe(11.49);
    expect(
      previewValue(9.99, { property: 'cost', mode: 'percentage', value: 15, roundToInt: true }, 'USD'),
    ).toBe(11);
    expect(previewValue(0.333, { property: 'weight', mode: 'amount', value: 0.001 }, 'USD')).toBeCloseTo(
      0.334,
      6,
    );
  });

  it('rounds money to the minor unit of the store currency: whole yen, fils', () => {
    // ¥999 + 12.5% = ¥1,123.875 → ¥1,124; 1.234 KWD + 10% = 1.3574 → 1.357 (cents would give 1,123.88 and 1.36).
    expect(previewValue(999, { property: 'price', mode: 'percentage', value: 12.5 }, 'JPY')).toBe(1124);
    expect(previewValue(1.234, { property: 'price', mode: 'percentage', value: 10 }, 'KWD')).toBe(1.357);
  });

  it('says a change that makes a value negative fails, as the platform refuses it', () => {
    expect(previewValue(5, { property: 'price', mode: 'amount', value: -6 }, 'USD')).toBeUndefined();
  });
});

describe('toBulkRequest', () => {
  it('sets with bulkUpdateProductsProperty and adjusts with bulkAdjustProductProperty', () => {
    expect(toBulkRequest({ property: 'cost', mode: 'set', value: 3 })).toEqual({ set: { cost: 3 } });
    expect(toBulkRequest({ property: 'price', mode: 'amount', value: 2 })).toEqual({
      adjust: { price: { amount: 2 } },
    });
    expect(toBulkRequest({ property: 'weight', mode: 'percentage', value: -10, roundToInt: true })).toEqual({
      adjust: { weight: { percentage: { rate: -10, roundToInt: true } } },
    });
  });
});
