import { describe, expect, it } from 'vitest';
import { amounts, estimate, line, lineAmounts, store } from './testing/pricing-fixtures';

const shipping = {
  regions: [
    {
      id: 'r',
      name: 'All',
      destinations: 'REST_OF_WORLD' as const,
      options: [{ code: 's', title: 'Standard', rate: { type: 'FLAT' as const, price: '9.99' } }],
    },
  ],
};

describe('estimateTotals merchant discounts and discount rules', () => {
  it('applies merchant discounts first and the coupon to what is left', () => {
    // Merchant 10% of 200.00 = 20.00 (split 15.00 / 5.00); coupon $30 off the remaining 180.00 = 30.00,
    // split 135/180 × 30 = 22.50 and 45/180 × 30 = 7.50. Lines: 37.50 and 12.50 off; total 150.00.
    const result = estimate(
      store({ coupons: [{ id: 'c', code: 'THIRTY', name: '$30', type: 'FIXED_AMOUNT', value: 30 }] }),
      [line('a', 1, '150.00'), line('b', 1, '50.00')],
      {
        couponCode: 'THIRTY',
        discounts: [{ source: 'MERCHANT', discountType: 'GLOBAL', percentage: 10 }],
      },
    );
    expect(lineAmounts(result, 'a').totalDiscount).toBe('37.50');
    expect(lineAmounts(result, 'b').totalDiscount).toBe('12.50');
    expect(amounts(result.priceSummary)).toMatchObject({ discount: '50.00', total: '150.00' });
    expect(
      result.appliedDiscounts.map((d) => [d.merchantDiscount?.amount.amount, d.coupon?.amount.amount]),
    ).toEqual([
      ['20.00', undefined],
      [undefined, '30.00'],
    ]);
    expect(result.appliedDiscounts[0]?.merchantDiscount?.percentage).toBe(10);
  });

  it('discounts only the named lines with SPECIFIC_ITEMS and reports lines it cannot find', () => {
    // A discount rule of $4.00 on line b only.
    const result = estimate(store(), [line('a', 1, '10.00'), line('b', 1, '10.00')], {
      discounts: [
        {
          source: 'DISCOUNT_RULE',
          id: 'rule-1',
          name: 'Mug Monday',
          discountType: 'SPECIFIC_ITEMS',
          amount: 4,
          lineItemIds: ['b'],
        },
        { source: 'MERCHANT', discountType: 'SPECIFIC_ITEMS', amount: 1, lineItemIds: ['zzz'] },
      ],
    });
    expect(lineAmounts(result, 'a').totalDiscount).toBe('0.00');
    expect(lineAmounts(result, 'b').totalDiscount).toBe('4.00');
    expect(result.appliedDiscounts).toEqual([
      {
        discountType: 'SPECIFIC_ITEMS',
        lineItemIds: ['b'],
        discountRule: {
          id: 'rule-1',
          name: { original: 'Mug Monday', translated: 'Mug Monday' },
          amount: expect.objectContaining({ amount: '4.00' }),
        },
      },
    ]);
    expect(result.calculationErrors?.discountsCalculationError?.applicationError.code).toBe(
      'DISCOUNT_LINE_ITEMS_NOT_FOUND',
    );
  });

  it('takes shipping discounts from the shipping price only', () => {
    // 50% of shipping 9.99 = 4.995 → 5.00 (half-up); the items keep their price.
    const result = estimate(store({ shipping }), [line('a', 1, '20.00')], {
      shippingAddress: { country: 'US' },
      discounts: [{ source: 'MERCHANT', discountType: 'SHIPPING', percentage: 50 }],
    });
    expect(amounts(result.priceSummary)).toMatchObject({
      shipping: '9.99',
      discount: '5.00',
      total: '24.99',
    });
    expect(result.shippingInfo.selectedCarrierServiceOption?.cost.totalPriceAfterTax.amount).toBe('4.99');
  });

  it('refuses a discount with neither or both of amount and percentage', () => {
    expect(() =>
      estimate(store(), [line('a', 1, '1')], { discounts: [{ source: 'MERCHANT', discountType: 'GLOBAL' }] }),
    ).toThrow('discounts[0]: needs exactly one of amount and percentage');
  });
});
