import { describe, expect, it } from 'vitest';
import type { CouponDefinition } from './store-pricing-config';
import { amounts, estimate, line, lineAmounts, store } from './testing/pricing-fixtures';

const coupon = (
  c: Partial<CouponDefinition> & Pick<CouponDefinition, 'code' | 'type'>,
): CouponDefinition => ({
  id: `id-${c.code}`,
  name: c.code,
  ...c,
});

describe('estimateTotals coupons (rules 34–37)', () => {
  it('takes a percentage off the whole order and splits it over the lines to the cent', () => {
    // Subtotal 3 × 33.33 = 99.99; 10% = 9.999 → 10.00, split by largest remainder as 3.34 + 3.33 + 3.33.
    const result = estimate(
      store({ coupons: [coupon({ code: 'TEN', type: 'PERCENTAGE', value: 10 })] }),
      [line('a', 1, '33.33'), line('b', 1, '33.33'), line('c', 1, '33.33')],
      { couponCode: 'ten' },
    );
    expect(['a', 'b', 'c'].map((id) => lineAmounts(result, id).totalDiscount)).toEqual([
      '3.34',
      '3.33',
      '3.33',
    ]);
    expect(amounts(result.priceSummary)).toMatchObject({
      subtotal: '99.99',
      discount: '10.00',
      total: '89.99',
    });
    expect(result.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        lineItemIds: ['a', 'b', 'c'],
        coupon: {
          id: 'id-TEN',
          code: 'TEN',
          name: 'TEN',
          amount: expect.objectContaining({ amount: '10.00' }),
        },
      },
    ]);
  });

  it('takes a fixed amount once per order, in proportion to the lines', () => {
    // $5 over 20.00 / 10.00 / 7.00 (37.00): 2.7027 / 1.3513 / 0.9459 → 2.70 / 1.35 / 0.95 = 5.00.
    const result = estimate(
      store({ coupons: [coupon({ code: 'FIVE', type: 'FIXED_AMOUNT', value: '5' })] }),
      [line('a', 2, '10.00'), line('b', 1, '10.00'), line('c', 1, '7.00')],
      { couponCode: 'FIVE' },
    );
    expect(['a', 'b', 'c'].map((id) => lineAmounts(result, id).totalDiscount)).toEqual([
      '2.70',
      '1.35',
      '0.95',
    ]);
    expect(amounts(result.priceSummary)).toMatchObject({ discount: '5.00', total: '32.00' });
  });

  it('never takes more than the items cost', () => {
    // $50 off a $30 order takes $30; the total is 0.
    const result = estimate(
      store({ coupons: [coupon({ code: 'BIG', type: 'FIXED_AMOUNT', value: 50 })] }),
      [line('a', 1, '30')],
      { couponCode: 'BIG' },
    );
    expect(amounts(result.priceSummary)).toMatchObject({ discount: '30.00', total: '0.00' });
    expect(lineAmounts(result, 'a').totalPriceBeforeTax).toBe('0.00');
  });

  it('sells each eligible unit at a fixed price, and leaves cheaper units alone', () => {
    // Fixed price 15.00: tent 2 × 24.00 → (24 − 15) × 2 = 18.00 off; mug at 12.00 is already below: 0 off.
    const result = estimate(
      store({ coupons: [coupon({ code: 'FIX15', type: 'FIXED_PRICE', value: 15 })] }),
      [line('tent', 2, '24.00'), line('mug', 1, '12.00')],
      { couponCode: 'FIX15' },
    );
    expect(lineAmounts(result, 'tent')).toMatchObject({
      totalDiscount: '18.00',
      totalPriceBeforeTax: '30.00',
    });
    expect(lineAmounts(result, 'mug').totalDiscount).toBe('0.00');
    expect(amounts(result.priceSummary)).toMatchObject({ discount: '18.00', total: '42.00' });
  });

  it('discounts only the products and collections in its scope (SPECIFIC_ITEMS)', () => {
    // 20% of (kettle 40.00 + mug 2 × 8.00) = 20% of 56.00 = 11.20, split 8.00 / 3.20; the tent is out of scope.
    const result = estimate(
      store({
        coupons: [
          coupon({
            code: 'CAMP',
            type: 'PERCENTAGE',
            value: 20,
            scope: { productIds: ['kettle'], collectionIds: ['camp-kitchen'] },
          }),
        ],
      }),
      [
        line('k', 1, '40.00', { productId: 'kettle' }),
        line('m', 2, '8.00', { productId: 'mug', collectionIds: ['all', 'camp-kitchen'] }),
        line('t', 1, '200.00', { productId: 'tent', collectionIds: ['all'] }),
      ],
      { couponCode: 'CAMP' },
    );
    expect(['k', 'm', 't'].map((id) => lineAmounts(result, id).totalDiscount)).toEqual([
      '8.00',
      '3.20',
      '0.00',
    ]);
    expect(result.appliedDiscounts[0]).toMatchObject({
      discountType: 'SPECIFIC_ITEMS',
      lineItemIds: ['k', 'm'],
    });
  });

  it('reports a scoped coupon that matches nothing instead of failing', () => {
    const result = estimate(
      store({
        coupons: [coupon({ code: 'CAMP', type: 'PERCENTAGE', value: 20, scope: { productIds: ['kettle'] } })],
      }),
      [line('t', 1, '200.00', { productId: 'tent' })],
      { couponCode: 'CAMP' },
    );
    expect(result.appliedDiscounts).toEqual([]);
    expect(result.calculationErrors?.couponCalculationError?.applicationError).toMatchObject({
      code: 'INVALID_COUPON_STATUS',
      data: { couponCode: 'CAMP', reason: 'NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS' },
    });
  });

  it('needs the minimum subtotal, which is inclusive', () => {
    const storeConfig = store({
      coupons: [coupon({ code: 'SAVE5', type: 'FIXED_AMOUNT', value: 5, minimumSubtotal: '30.00' })],
    });
    const below = estimate(storeConfig, [line('a', 1, '29.99')], { couponCode: 'SAVE5' });
    expect(amounts(below.priceSummary)).toMatchObject({ discount: '0.00', total: '29.99' });
    expect(below.calculationErrors?.couponCalculationError?.applicationError).toMatchObject({
      code: 'INVALID_COUPON_STATUS',
      data: {
        reason: 'MIN_SUBTOTAL_NOT_REACHED',
        minSubtotalNotReachedDetails: { requiredMinimumSubtotal: { amount: '30.00' } },
      },
    });
    const exactly = estimate(storeConfig, [line('a', 1, '30.00')], { couponCode: 'SAVE5' });
    expect(amounts(exactly.priceSummary)).toMatchObject({ discount: '5.00', total: '25.00' });
    expect(exactly.calculationErrors).toBeUndefined();
  });

  it('does not discount gift cards (rule 37)', () => {
    // 10% of the 30.00 mug line only = 3.00; the 50.00 gift card line keeps its price.
    const result = estimate(
      store({ coupons: [coupon({ code: 'TEN', type: 'PERCENTAGE', value: 10 })] }),
      [line('gc', 1, '50.00', { itemType: 'GIFT_CARD' }), line('mug', 1, '30.00')],
      { couponCode: 'TEN' },
    );
    expect(lineAmounts(result, 'gc').totalDiscount).toBe('0.00');
    expect(amounts(result.priceSummary).discount).toBe('3.00');
  });

  it('reports coupons that are unknown, expired or used up inside the answer (rule 31)', () => {
    const storeConfig = store({
      coupons: [
        coupon({ code: 'OLD', type: 'PERCENTAGE', value: 10, expirationTime: '2024-01-01T00:00:00Z' }),
        coupon({ code: 'ONCE', type: 'PERCENTAGE', value: 10, limitPerCustomer: 1 }),
      ],
    });
    const codeOf = (couponCode: string, usage?: { total: number; byCustomer: number }) =>
      estimate(storeConfig, [line('a', 1, '10')], { couponCode, ...(usage && { couponUsage: usage }) })
        .calculationErrors?.couponCalculationError?.applicationError.code;
    expect(codeOf('NOPE')).toBe('ERROR_COUPON_DOES_NOT_EXIST');
    expect(codeOf('OLD')).toBe('ERROR_COUPON_HAS_EXPIRED');
    expect(codeOf('ONCE', { total: 7, byCustomer: 1 })).toBe('ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED');
    expect(codeOf('ONCE', { total: 7, byCustomer: 0 })).toBeUndefined();
  });

  it('makes shipping free with a free-shipping coupon (SHIPPING discount)', () => {
    const result = estimate(
      store({
        coupons: [coupon({ code: 'FREESHIP', type: 'FREE_SHIPPING' })],
        shipping: {
          regions: [
            {
              id: 'r',
              name: 'All',
              destinations: 'REST_OF_WORLD',
              options: [{ code: 's', title: 'Standard', rate: { type: 'FLAT', price: '8.00' } }],
            },
          ],
        },
      }),
      [line('a', 1, '50.00')],
      { couponCode: 'FREESHIP', shippingAddress: { country: 'US' } },
    );
    // Shipping 8.00 is shown before the discount; the discount (8.00) is part of priceSummary.discount:
    // 50.00 + 8.00 − 8.00 = 50.00.
    expect(amounts(result.priceSummary)).toMatchObject({
      shipping: '8.00',
      discount: '8.00',
      total: '50.00',
    });
    expect(lineAmounts(result, 'a').totalDiscount).toBe('0.00');
    expect(result.shippingInfo.selectedCarrierServiceOption?.cost).toMatchObject({
      price: expect.objectContaining({ amount: '8.00' }),
      totalDiscount: expect.objectContaining({ amount: '8.00' }),
      totalPriceBeforeTax: expect.objectContaining({ amount: '0.00' }),
    });
    expect(result.appliedDiscounts[0]).toMatchObject({ discountType: 'SHIPPING', lineItemIds: [] });
    expect(result.appliedDiscounts[0]?.coupon?.amount.amount).toBe('8.00');
  });
});
