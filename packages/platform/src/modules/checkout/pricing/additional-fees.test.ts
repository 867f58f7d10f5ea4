import { describe, expect, it } from 'vitest';
import type { AdditionalFeeConfig, ShippingConfig } from './store-pricing-config';
import { amounts, estimate, line, store } from './testing/pricing-fixtures';

const handling: AdditionalFeeConfig = {
  code: 'handling',
  name: 'Handling',
  chargeType: 'HANDLING_FEE',
  amount: '2.50',
  taxable: true,
};
const insurance: AdditionalFeeConfig = {
  code: 'insurance',
  name: 'Shipping insurance',
  chargeType: 'INSURANCE',
  percentage: '1.5',
  requiresShipping: true,
};
const shipping: ShippingConfig = {
  regions: [
    {
      id: 'us',
      name: 'US',
      destinations: [{ country: 'US' }],
      options: [
        { code: 'post', title: 'Post', rate: { type: 'FLAT', price: '5.00' } },
        {
          code: 'pickup',
          title: 'Pickup',
          rate: { type: 'FLAT', price: 0 },
          pickup: { method: 'STORE_PICKUP', address: { country: 'US' } },
        },
      ],
    },
  ],
};
const US = { country: 'US' };
const taxed = store({ shipping, additionalFees: [handling, insurance], tax: { fallbackRate: '0.1' } });

describe('estimateTotals additional fees', () => {
  it('charges a fixed taxable fee and a percentage fee on the shipped items, untaxed', () => {
    // Items: 80.00 shipped + 20.00 digital. Handling 2.50 (+10% tax 0.25); insurance 1.5% × 80.00 = 1.20 (no tax).
    // Tax: 10% × 100.00 items + 0.25 = 10.25; total = 100 + 5 + 3.70 + 10.25 = 118.95.
    const result = estimate(
      taxed,
      [line('tent', 1, '80.00'), line('guide', 1, '20.00', { itemType: 'DIGITAL' })],
      {
        shippingAddress: US,
      },
    );
    expect(
      result.additionalFees.map((f) => [
        f.code,
        f.price.amount,
        f.taxDetails.totalTax.amount,
        f.priceAfterTax.amount,
        f.source,
        f.lineItemIds,
      ]),
    ).toEqual([
      ['handling', '2.50', '0.25', '2.75', 'MANUAL', ['tent', 'guide']],
      ['insurance', '1.20', '0.00', '1.20', 'SHIPPING', ['tent']],
    ]);
    expect(amounts(result.priceSummary)).toMatchObject({
      additionalFees: '3.70',
      tax: '10.25',
      total: '118.95',
    });
    expect(result.additionalFees[0]).toMatchObject({
      name: 'Handling',
      translatedName: 'Handling',
      priceBeforeTax: expect.objectContaining({ amount: '2.50' }),
    });
  });

  it('charges shipping-only fees only when goods are delivered', () => {
    const pickedUp = estimate(taxed, [line('tent', 1, '80.00')], {
      shippingAddress: US,
      selectedShippingOption: { code: 'pickup' },
    });
    expect(pickedUp.additionalFees.map((f) => f.code)).toEqual(['handling']);
    const digital = estimate(taxed, [line('guide', 1, '20.00', { itemType: 'DIGITAL' })], {
      shippingAddress: US,
    });
    expect(digital.additionalFees.map((f) => f.code)).toEqual(['handling']);
  });

  it('charges nothing on an empty cart or when fees are switched off', () => {
    expect(estimate(taxed, [], { shippingAddress: US }).additionalFees).toEqual([]);
    const off = estimate(taxed, [line('tent', 1, '80.00')], {
      shippingAddress: US,
      calculateAdditionalFees: false,
    });
    expect(amounts(off.priceSummary).additionalFees).toBe('0.00');
  });

  it('refuses a fee with neither or both of amount and percentage', () => {
    const bad = store({
      additionalFees: [{ code: 'x', name: 'X', chargeType: 'HANDLING_FEE', amount: 1, percentage: 1 }],
    });
    expect(() => estimate(bad, [line('a', 1, '1')])).toThrow(
      'store.additionalFees[0]: needs exactly one of amount and percentage',
    );
  });
});
