import { describe, expect, it } from 'vitest';
import { estimateTotals } from './estimate-totals';
import { PricingInputError } from './pricing-input-error';
import { amounts, estimate, line, lineAmounts, NOW, store } from './testing/pricing-fixtures';

describe('estimateTotals line prices (rules 23–25)', () => {
  it('fills fullPrice, priceBeforeDiscounts, price and lineItemPrice from the catalog prices', () => {
    // Catalog: price 10.5 with an AMOUNT 1 discount → discountedPrice 9.5 (rule 24 example); 3 units.
    // lineItemPrice = 9.50 × 3 = 28.50; subtotal = 28.50 + 2 × 4.25 = 37.00.
    const result = estimate(store(), [line('a', 3, 9.5, { fullPrice: 10.5 }), line('b', 2, '4.25')]);
    expect(lineAmounts(result, 'a')).toEqual({
      fullPrice: '10.50',
      priceBeforeDiscounts: '9.50',
      price: '9.50',
      lineItemPrice: '28.50',
      totalDiscount: '0.00',
      totalPriceBeforeTax: '28.50',
      totalPriceAfterTax: '28.50',
      tax: '0.00',
      taxRate: '0',
      paymentOption: 'FULL_PAYMENT_ONLINE',
    });
    expect(amounts(result.priceSummary)).toEqual({
      subtotal: '37.00',
      shipping: '0.00',
      tax: '0.00',
      discount: '0.00',
      total: '37.00',
      additionalFees: '0.00',
    });
    expect(result.priceSummary.total.formattedAmount).toBe('$37.00');
    expect(result.currency).toBe('USD');
    expect(result.weightUnit).toBe('KG');
  });

  it('answers an empty cart with zeros and no errors', () => {
    const result = estimate(store(), []);
    expect(amounts(result.priceSummary).total).toBe('0.00');
    expect(result.calculatedLineItems).toEqual([]);
    expect(result.calculationErrors).toBeUndefined();
    expect(result.shippingInfo).toEqual({ carrierServiceOptions: [] });
    expect(result.membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: [],
    });
  });

  it('prices a zero-quantity line at zero', () => {
    expect(lineAmounts(estimate(store(), [line('a', 0, '12.00')]), 'a').lineItemPrice).toBe('0.00');
  });

  it('rejects malformed input with the field path instead of guessing', () => {
    expect(() => estimate(store({ currency: 'usd' }), [])).toThrow(PricingInputError);
    expect(() => estimate(store(), [line('a', 1, '1'), line('a', 1, '2')])).toThrow('lineItems[1].id');
    expect(() => estimate(store(), [line('a', 1.5, '1')])).toThrow('lineItems[0].quantity');
    expect(() => estimate(store(), [line('a', 1, '1.005')])).toThrow(/^lineItems\[0\]\.fullPrice: /);
    expect(() => estimate(store(), [line('a', 1, '-1')])).toThrow(/must not be negative/);
    expect(() => estimate(store(), [line('a', 1, Number.NaN)])).toThrow(PricingInputError);
  });

  it('is deterministic', () => {
    const input = { store: store(), lineItems: [line('a', 2, '3.33')], couponCode: 'X', now: NOW };
    expect(estimateTotals(input)).toEqual(estimateTotals(input));
  });
});

describe('estimateTotals currency precision', () => {
  it('keeps JPY in whole yen', () => {
    // ¥1,234 × 3 = ¥3,702; 8% tax = ¥296.16 → ¥296; total ¥3,998.
    const result = estimate(
      store({
        currency: 'JPY',
        tax: { regions: [{ name: 'Consumption tax', country: 'JP', rateType: 'MANUAL_RATE', rate: '0.08' }] },
      }),
      [line('a', 3, 1234)],
      { billingAddress: { country: 'JP' } },
    );
    expect(amounts(result.priceSummary)).toMatchObject({ subtotal: '3702', tax: '296', total: '3998' });
    expect(result.priceSummary.total.formattedAmount).toBe('¥3,998');
    expect(() => estimate(store({ currency: 'JPY' }), [line('a', 1, '1.5')])).toThrow(PricingInputError);
  });

  it('keeps KWD in fils (three decimals)', () => {
    // 1.255 × 2 = 2.510; 10% off = 0.251 → 2.259; 5% tax = 0.11295 → 0.113; total 2.372.
    const result = estimate(
      store({
        currency: 'KWD',
        coupons: [{ id: 'k', code: 'TEN', name: '10%', type: 'PERCENTAGE', value: 10 }],
        tax: { fallbackRate: '0.05' },
      }),
      [line('a', 2, '1.255')],
      { couponCode: 'TEN', billingAddress: { country: 'KW' } },
    );
    expect(amounts(result.priceSummary)).toEqual({
      subtotal: '2.510',
      shipping: '0.000',
      tax: '0.113',
      discount: '0.251',
      total: '2.372',
      additionalFees: '0.000',
    });
    expect(result.priceSummary.total.formattedAmount).toBe('KWD\u00a02.372');
  });
});

describe('estimateTotals components (rule 26)', () => {
  const configured = store({
    shipping: {
      regions: [
        {
          id: 'r',
          name: 'Everywhere',
          destinations: 'REST_OF_WORLD',
          options: [{ code: 'flat', title: 'Flat', rate: { type: 'FLAT', price: '5.00' } }],
        },
      ],
    },
    tax: { fallbackRate: '0.1' },
    additionalFees: [{ code: 'h', name: 'Handling', chargeType: 'HANDLING_FEE', amount: '1.00' }],
  });
  const lines = [line('a', 1, '10.00', { weight: 1 })];
  const address = { country: 'FR' };

  it('includes shipping, tax and fees by default', () => {
    // 10.00 + 5.00 shipping + 1.00 fee + 10% × 10.00 tax (shipping and fee untaxed) = 17.00.
    const result = estimate(configured, lines, { shippingAddress: address });
    expect(amounts(result.priceSummary)).toMatchObject({
      shipping: '5.00',
      tax: '1.00',
      additionalFees: '1.00',
      total: '17.00',
    });
  });

  it('leaves out each component that is switched off', () => {
    const result = estimate(configured, lines, {
      shippingAddress: address,
      calculateShipping: false,
      calculateTax: false,
      calculateAdditionalFees: false,
    });
    expect(amounts(result.priceSummary)).toMatchObject({
      shipping: '0.00',
      tax: '0.00',
      additionalFees: '0.00',
      total: '10.00',
    });
    expect(result.shippingInfo).toEqual({ carrierServiceOptions: [] });
    expect(result.taxSummary.calculationDetails).toBeUndefined();
    expect(result.additionalFees).toEqual([]);
  });
});

describe('estimateTotals gift cards and the total floor (rule 28)', () => {
  it('subtracts a gift card and never lets the total go below zero', () => {
    // Due 20.00; a 50.00 card pays 20.00 of it: total 0.00, card amount 20.00 of 50.00 requested.
    const result = estimate(store(), [line('a', 2, '10.00')], {
      giftCard: { obfuscatedCode: '****1234', amount: '50' },
    });
    expect(amounts(result.priceSummary).total).toBe('0.00');
    expect(result.giftCard).toMatchObject({ obfuscatedCode: '****1234' });
    expect(result.giftCard?.amount.amount).toBe('20.00');
    expect(result.giftCard?.requestedAmount.amount).toBe('50.00');
    expect(amounts(result.payNow).total).toBe('0.00');
  });

  it('takes a smaller gift card off the total', () => {
    // 20.00 − 7.50 = 12.50.
    const result = estimate(store(), [line('a', 2, '10.00')], {
      giftCard: { obfuscatedCode: '****9', amount: '7.5' },
    });
    expect(amounts(result.priceSummary).total).toBe('12.50');
    expect(result.giftCard?.amount.amount).toBe('7.50');
  });
});

describe('estimateTotals violations', () => {
  it('flags unavailable lines as errors to remove and partially available ones as warnings', () => {
    const result = estimate(store(), [
      line('gone', 1, '5', { name: 'Map case', availability: { status: 'NOT_FOUND' } }),
      line('out', 1, '5', { name: 'Bivy sack', availability: { status: 'NOT_AVAILABLE' } }),
      line('few', 4, '5', {
        name: 'Wool socks',
        availability: { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 },
      }),
      line('ok', 1, '5'),
    ]);
    expect(result.violations).toEqual([
      {
        severity: 'ERROR',
        target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: 'gone', suggestedFix: 'REMOVE_LINE_ITEM' } },
        description: 'Map case is no longer available. Remove it to continue.',
      },
      {
        severity: 'ERROR',
        target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: 'out', suggestedFix: 'REMOVE_LINE_ITEM' } },
        description: 'Bivy sack is out of stock. Remove it to continue.',
      },
      {
        severity: 'WARNING',
        target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: 'few' } },
        description: 'Only 2 of Wool socks are available.',
      },
    ]);
    // Lines are still priced as they are in the cart: 5 + 5 + 20 + 5.
    expect(amounts(result.priceSummary).subtotal).toBe('35.00');
  });
});
