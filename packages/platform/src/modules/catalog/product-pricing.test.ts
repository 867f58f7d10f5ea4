import { describe, expect, it } from 'vitest';
import {
  discountedPrice,
  formatMoney,
  pricePerUnit,
  rangeOf,
  toCostAndProfit,
  toPriceData,
} from './product-pricing';

describe('discountedPrice', () => {
  it('takes an AMOUNT off and a PERCENT of the price, in cents', () => {
    expect(discountedPrice(10.5, { type: 'AMOUNT', value: 1 })).toBe(9.5);
    expect(discountedPrice(64, { type: 'PERCENT', value: 15 })).toBe(54.4);
    // 0.1 + 0.2 style errors would show here without cent arithmetic.
    expect(discountedPrice(0.3, { type: 'AMOUNT', value: 0.1 })).toBe(0.2);
    expect(discountedPrice(19.99, { type: 'PERCENT', value: 33 })).toBe(13.39);
  });

  it('keeps the price without a discount and never goes below zero', () => {
    expect(discountedPrice(12, { type: 'NONE', value: 5 })).toBe(12);
    expect(discountedPrice(5, { type: 'AMOUNT', value: 9 })).toBe(0);
  });
});

describe('toCostAndProfit', () => {
  it('computes profit and a 4-decimal margin from the discounted price (the official example)', () => {
    expect(toCostAndProfit(9.5, 7, 'USD')).toEqual({
      itemCost: 7,
      formattedItemCost: '$7.00',
      profit: 2.5,
      formattedProfit: '$2.50',
      profitMargin: 0.2632,
    });
  });

  it('gives a zero margin for a free item instead of dividing by zero', () => {
    expect(toCostAndProfit(0, 3, 'USD').profitMargin).toBe(0);
  });
});

describe('pricePerUnit', () => {
  it('prices the base quantity, converting units of the same kind', () => {
    // 250 g for $5 → $2 per 100 g; 1.5 L for $3 → $0.20 per 100 ml.
    expect(
      pricePerUnit(5, {
        totalQuantity: 250,
        totalMeasurementUnit: 'G',
        baseQuantity: 100,
        baseMeasurementUnit: 'G',
      }),
    ).toBe(2);
    expect(
      pricePerUnit(3, {
        totalQuantity: 1.5,
        totalMeasurementUnit: 'L',
        baseQuantity: 100,
        baseMeasurementUnit: 'ML',
      }),
    ).toBe(0.2);
  });

  it('has no price per unit for units of different kinds', () => {
    expect(
      pricePerUnit(3, {
        totalQuantity: 1,
        totalMeasurementUnit: 'KG',
        baseQuantity: 1,
        baseMeasurementUnit: 'L',
      }),
    ).toBeUndefined();
  });
});

describe('toPriceData', () => {
  it('formats the price, the discounted price and the price per unit in the store currency', () => {
    expect(
      toPriceData(10, { type: 'PERCENT', value: 10 }, 'EUR', {
        totalQuantity: 500,
        totalMeasurementUnit: 'G',
        baseQuantity: 1,
        baseMeasurementUnit: 'KG',
      }),
    ).toEqual({
      currency: 'EUR',
      price: 10,
      discountedPrice: 9,
      formatted: { price: '€10.00', discountedPrice: '€9.00', pricePerUnit: '€18.00' },
      pricePerUnit: 18,
    });
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
  });
});

describe('rangeOf', () => {
  it('spans the values, and is zero for none', () => {
    expect(rangeOf([3, 1, 2])).toEqual({ minValue: 1, maxValue: 3 });
    expect(rangeOf([])).toEqual({ minValue: 0, maxValue: 0 });
  });
});
