import { describe, expect, it } from 'vitest';
import { parseExactDecimal, toDecimalString } from '../../../money';
import { computeTaxes } from './compute-tax';
import type { TaxConfig } from './store-pricing-config';
import { amounts, estimate, line, lineAmounts, store } from './testing/pricing-fixtures';

const NY = { country: 'US', subdivision: 'US-NY' };
const shipping = {
  regions: [
    {
      id: 'us',
      name: 'US',
      destinations: [{ country: 'US' }],
      options: [{ code: 'flat', title: 'Flat', rate: { type: 'FLAT' as const, price: '10.00' } }],
    },
  ],
};
const tax = (extra: Partial<TaxConfig> = {}): TaxConfig => ({
  regions: [
    {
      name: 'New York sales tax',
      country: 'US',
      subdivision: 'US-NY',
      rateType: 'MANUAL_RATE',
      rate: '0.08875',
    },
  ],
  ...extra,
});

describe('estimateTotals tax on top of prices', () => {
  it('adds tax per line on the price after discounts', () => {
    // 2 × 24.99 = 49.98; 10% off = 4.998 → 5.00 → 44.98; 8.875% of 44.98 = 3.991975 → 3.99.
    const result = estimate(
      store({ tax: tax(), coupons: [{ id: 'c', code: 'TEN', name: '10%', type: 'PERCENTAGE', value: 10 }] }),
      [line('a', 2, '24.99')],
      { billingAddress: NY, couponCode: 'TEN' },
    );
    expect(lineAmounts(result, 'a')).toMatchObject({
      lineItemPrice: '49.98',
      totalDiscount: '5.00',
      totalPriceBeforeTax: '44.98',
      tax: '3.99',
      taxRate: '0.08875',
      totalPriceAfterTax: '48.97',
    });
    expect(result.calculatedLineItems[0]?.pricesBreakdown.taxDetails.rateBreakdown).toEqual([
      { name: 'New York sales tax', rate: '0.08875', tax: expect.objectContaining({ amount: '3.99' }) },
    ]);
    // total = 49.98 − 5.00 + 3.99 = 48.97.
    expect(amounts(result.priceSummary)).toMatchObject({ tax: '3.99', total: '48.97' });
    expect(result.taxSummary).toMatchObject({
      taxableAmount: expect.objectContaining({ amount: '44.98' }),
      totalTax: expect.objectContaining({ amount: '3.99' }),
      calculationDetails: { rateType: 'MANUAL_RATE', manualRateReason: 'REGION_SETTING_TO_MANUAL' },
    });
  });

  it('taxes shipping only when configured to', () => {
    // Items 20.00 → 1.775 → 1.78; shipping 10.00 → 0.8875 → 0.89 when taxed.
    const untaxed = estimate(store({ tax: tax(), shipping }), [line('a', 1, '20.00')], {
      shippingAddress: NY,
    });
    expect(amounts(untaxed.priceSummary)).toMatchObject({ tax: '1.78', total: '31.78' });
    const taxed = estimate(store({ tax: tax({ taxShipping: true }), shipping }), [line('a', 1, '20.00')], {
      shippingAddress: NY,
    });
    expect(amounts(taxed.priceSummary)).toMatchObject({ tax: '2.67', total: '32.67' });
    expect(taxed.shippingInfo.selectedCarrierServiceOption?.cost).toMatchObject({
      totalPriceBeforeTax: expect.objectContaining({ amount: '10.00' }),
      totalPriceAfterTax: expect.objectContaining({ amount: '10.89' }),
      taxDetails: expect.objectContaining({ taxRate: '0.08875' }),
    });
    expect(taxed.taxSummary.taxableAmount.amount).toBe('30.00');
  });

  it('taxes by the billing address when nothing is shipped, and picked-up goods where they are picked up', () => {
    const digital = estimate(store({ tax: tax() }), [line('g', 1, '20.00', { itemType: 'DIGITAL' })], {
      shippingAddress: { country: 'US', subdivision: 'US-OR' },
      billingAddress: NY,
    });
    expect(amounts(digital.priceSummary).tax).toBe('1.78');
    const pickupShipping = {
      regions: [
        {
          id: 'us',
          name: 'US',
          destinations: [{ country: 'US' }],
          options: [
            {
              code: 'pickup',
              title: 'Pickup',
              rate: { type: 'FLAT' as const, price: 0 },
              pickup: { method: 'PICKUP_POINT' as const, address: { country: 'US', subdivision: 'US-OR' } },
            },
          ],
        },
      ],
    };
    // The buyer lives in New York but collects in Oregon (no region there, no fallback): no tax.
    const collected = estimate(store({ tax: tax(), shipping: pickupShipping }), [line('a', 1, '20.00')], {
      shippingAddress: NY,
    });
    expect(amounts(collected.priceSummary).tax).toBe('0.00');
    expect(collected.taxSummary.calculationDetails?.rateType).toBe('NO_TAX_COLLECTED');
  });

  it('never taxes gift cards, and applies tax-group rates', () => {
    const result = estimate(
      store({
        tax: {
          regions: [
            {
              name: 'NY',
              country: 'US',
              subdivision: 'US-NY',
              rateType: 'MANUAL_RATE',
              rate: '0.08',
              groupRates: { food: '0.02' },
            },
          ],
        },
      }),
      [
        line('gc', 1, '50.00', { itemType: 'GIFT_CARD' }),
        line('jam', 1, '10.00', { taxGroupId: 'food' }),
        line('mug', 1, '10.00'),
      ],
      { billingAddress: NY },
    );
    expect(['gc', 'jam', 'mug'].map((id) => lineAmounts(result, id).tax)).toEqual(['0.00', '0.20', '0.80']);
  });

  it('reports an automatic rate it cannot find (rule 31)', () => {
    const result = estimate(
      store({ tax: { regions: [{ name: 'X', country: 'BR', rateType: 'AUTO_RATE' }] } }),
      [line('a', 1, '1')],
      {
        billingAddress: { country: 'BR' },
      },
    );
    expect(result.calculationErrors?.taxCalculationError?.applicationError.code).toBe('AUTO_TAX_FAILED');
  });

  it('uses the fallback rate when no region matches', () => {
    const result = estimate(store({ tax: tax({ fallbackRate: '0.1' }) }), [line('a', 1, '12.34')], {
      billingAddress: { country: 'MX' },
    });
    expect(amounts(result.priceSummary).tax).toBe('1.23');
    expect(result.taxSummary.calculationDetails).toEqual({ rateType: 'FALLBACK_RATE' });
  });
});

describe('estimateTotals tax included in prices', () => {
  it('extracts the tax from the price and does not add it to the total (rule 28)', () => {
    // Gross 107.25 at 7.25%: tax = 107.25 × 0.0725 / 1.0725 = 7.25 exactly, net 100.00; total stays 107.25.
    const result = estimate(
      store({
        tax: {
          taxIncludedInPrices: true,
          regions: [
            { name: 'CA', country: 'US', subdivision: 'US-CA', rateType: 'MANUAL_RATE', rate: '0.0725' },
          ],
        },
      }),
      [line('a', 1, '107.25')],
      { billingAddress: { country: 'US', subdivision: 'US-CA' } },
    );
    expect(lineAmounts(result, 'a')).toMatchObject({
      tax: '7.25',
      totalPriceBeforeTax: '100.00',
      totalPriceAfterTax: '107.25',
    });
    expect(amounts(result.priceSummary)).toMatchObject({ subtotal: '107.25', tax: '7.25', total: '107.25' });
    expect(result.taxSummary.taxableAmount.amount).toBe('100.00');
  });

  it('extracts tax from discounted gross prices too', () => {
    // 20% VAT inside 60.00, 10.00 off → gross 50.00; tax = 50 × 0.2 / 1.2 = 8.333… → 8.33; total 50.00.
    const result = estimate(
      store({
        tax: { taxIncludedInPrices: true, regions: [{ name: 'UK', country: 'GB', rateType: 'AUTO_RATE' }] },
      }),
      [line('a', 1, '60.00')],
      {
        billingAddress: { country: 'GB' },
        discounts: [{ source: 'MERCHANT', discountType: 'GLOBAL', amount: 10 }],
      },
    );
    expect(amounts(result.priceSummary)).toMatchObject({ discount: '10.00', tax: '8.33', total: '50.00' });
    expect(result.taxSummary.calculationDetails).toEqual({ rateType: 'AUTO_RATE' });
  });
});

describe('computeTaxes rounding strategies', () => {
  const items = [0, 1, 2].map(() => ({
    amount: { currency: 'USD', minor: 5n },
    rate: parseExactDecimal('0.1'),
  }));
  const taxes = (strategy: 'NO_ROUNDING' | 'CURRENCY_PRECISION' | 'NEAREST_WHOLE_NUMBER') =>
    computeTaxes(items, { inclusive: false, strategy, currency: 'USD' }).map(toDecimalString);

  it('rounds each line with CURRENCY_PRECISION', () => {
    // Three $0.05 lines at 10%: 0.005 each → 0.01 each (half-up) = 0.03.
    expect(taxes('CURRENCY_PRECISION')).toEqual(['0.01', '0.01', '0.01']);
  });

  it('rounds once for the total with NO_ROUNDING and splits it back', () => {
    // Exact total 0.015 → 0.02, split by largest remainder: 0.01, 0.01, 0.00.
    expect(taxes('NO_ROUNDING')).toEqual(['0.01', '0.01', '0.00']);
  });

  it('rounds each line to whole units with NEAREST_WHOLE_NUMBER', () => {
    expect(taxes('NEAREST_WHOLE_NUMBER')).toEqual(['0.00', '0.00', '0.00']);
    const big = computeTaxes(
      [{ amount: { currency: 'USD', minor: 1234n * 10n }, rate: parseExactDecimal('0.1') }],
      {
        inclusive: false,
        strategy: 'NEAREST_WHOLE_NUMBER',
        currency: 'USD',
      },
    );
    // 10% of 123.40 = 12.34 → 12.00.
    expect(big.map(toDecimalString)).toEqual(['12.00']);
  });
});

describe('estimateTotals rounding strategy of the store', () => {
  // Three lines of $0.05 with 10% tax (exact total $0.015).
  const run = (
    roundingStrategy: 'NO_ROUNDING' | 'CURRENCY_PRECISION' | 'NEAREST_WHOLE_NUMBER',
    lines = [line('a', 1, '0.05'), line('b', 1, '0.05'), line('c', 1, '0.05')],
  ) =>
    estimate(store({ roundingStrategy, tax: { fallbackRate: '0.1' } }), lines, {
      billingAddress: { country: 'US' },
    });

  it('changes where tax is rounded', () => {
    expect(amounts(run('CURRENCY_PRECISION').priceSummary).tax).toBe('0.03');
    expect(amounts(run('NO_ROUNDING').priceSummary).tax).toBe('0.02');
    expect(amounts(run('NEAREST_WHOLE_NUMBER').priceSummary).tax).toBe('0.00');
  });

  it('rounds percentage discounts to whole units with NEAREST_WHOLE_NUMBER', () => {
    // 10% of 12.34 = 1.234 → 1.00 (whole dollars) versus 1.23.
    const withCoupon = (roundingStrategy: 'CURRENCY_PRECISION' | 'NEAREST_WHOLE_NUMBER') =>
      estimate(
        store({
          roundingStrategy,
          coupons: [{ id: 'c', code: 'TEN', name: '10%', type: 'PERCENTAGE', value: 10 }],
        }),
        [line('a', 1, '12.34')],
        { couponCode: 'TEN' },
      );
    expect(amounts(withCoupon('CURRENCY_PRECISION').priceSummary).discount).toBe('1.23');
    expect(amounts(withCoupon('NEAREST_WHOLE_NUMBER').priceSummary).discount).toBe('1.00');
  });
});
