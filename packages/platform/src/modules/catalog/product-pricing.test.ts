import { describe, expect, it } from 'vitest';
import { formatMoney } from './catalog-money';
import { discountedPrice, pricePerUnit, rangeOf, toCostAndProfit, toPriceData } from './product-pricing';

describe('discountedPrice', () => {
  it('takes an AMOUNT off and a PERCENT of the price, in cents', () => {
    expect(discountedPrice(10.5, { type: 'AMOUNT', value: 1 }, 'USD')).toBe(9.5);
    expect(discountedPrice(64, { type: 'PERCENT', value: 15 }, 'USD')).toBe(54.4);
    // 0.1 + 0.2 style errors would show here without cent arithmetic.
    expect(discountedPrice(0.3, { type: 'AMOUNT', value: 0.1 }, 'USD')).toBe(0.2);
    expect(discountedPrice(19.99, { type: 'PERCENT', value: 33 }, 'USD')).toBe(13.39);
  });

  it('keeps the price without a discount and never goes below zero', () => {
    expect(discountedPrice(12, { type: 'NONE', value: 5 }, 'USD')).toBe(12);
    expect(discountedPrice(5, { type: 'AMOUNT', value: 9 }, 'USD')).toBe(0);
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
      pricePerUnit(
        5,
        {
          totalQuantity: 250,
          totalMeasurementUnit: 'G',
          baseQuantity: 100,
          baseMeasurementUnit: 'G',
        },
        'USD',
      ),
    ).toBe(2);
    expect(
      pricePerUnit(
        3,
        {
          totalQuantity: 1.5,
          totalMeasurementUnit: 'L',
          baseQuantity: 100,
          baseMeasurementUnit: 'ML',
        },
        'USD',
      ),
    ).toBe(0.2);
  });

  it('has no price per unit for units of different kinds', () => {
    expect(
      pricePerUnit(
        3,
        {
          totalQuantity: 1,
          totalMeasurementUnit: 'KG',
          baseQuantity: 1,
          baseMeasurementUnit: 'L',
        },
        'USD',
      ),
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

// Catalog money is in the store currency's minor units: yen have none, fils are thousandths (ISO 4217 via Intl).
describe('catalog money in currencies without cents', () => {
  // ¥999 − 12.5% = ¥874.125 → ¥874 (cents gave 874.13, which no JPY amount can be); ¥502.5 → ¥503 (half-up, as
  // for cents); 1.234 KWD − 15% = 1.0489 → 1.049 (cents gave 1.05: the fils were lost).
  it.each([
    [999, 'PERCENT', 12.5, 'JPY', 874],
    [1005, 'PERCENT', 50, 'JPY', 503],
    [1.234, 'PERCENT', 15, 'KWD', 1.049],
    [1.234, 'AMOUNT', 0.005, 'KWD', 1.229],
    [1.234, 'PERCENT', 15, 'USD', 1.05],
  ] as const)('rounds %s with a %s discount of %s in %s to %s', (price, type, value, currency, expected) => {
    expect(discountedPrice(price, { type, value }, currency)).toBe(expected);
  });

  it('formats yen without decimals and dinars with three', () => {
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(1.2, 'KWD')).toBe('KWD\u00a01.200');
    expect(formatMoney(1.2, 'USD')).toBe('$1.20');
  });

  it('builds price data, price per unit and profit in the currency', () => {
    // 300 g for ¥1,000 → ¥333.33… per 100 g → ¥333; 0.75 KWD per 250 ml → 0.3 KWD per 100 ml.
    const per = (total: number, unit: 'G' | 'ML') =>
      ({
        totalQuantity: total,
        totalMeasurementUnit: unit,
        baseQuantity: 100,
        baseMeasurementUnit: unit,
      }) as const;
    expect(pricePerUnit(1000, per(300, 'G'), 'JPY')).toBe(333);
    expect(pricePerUnit(0.75, per(250, 'ML'), 'KWD')).toBe(0.3);
    expect(toCostAndProfit(1.049, 0.333, 'KWD')).toEqual({
      itemCost: 0.333,
      formattedItemCost: 'KWD\u00a00.333',
      profit: 0.716,
      formattedProfit: 'KWD\u00a00.716',
      profitMargin: 0.6826,
    });
  });

  it('rounds an amount kept from another currency to the current one', () => {
    // A price saved while the store sold in USD, read after it switched to JPY (computations follow the currency).
    expect(toPriceData(10.55, { type: 'NONE', value: 0 }, 'JPY')).toMatchObject({
      price: 11,
      discountedPrice: 11,
      formatted: { price: '¥11', discountedPrice: '¥11' },
    });
  });
});
