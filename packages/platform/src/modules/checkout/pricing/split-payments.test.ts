import { describe, expect, it } from 'vitest';
import type { ShippingConfig } from './store-pricing-config';
import { amounts, estimate, line, lineAmounts, store } from './testing/pricing-fixtures';

const shipping: ShippingConfig = {
  regions: [
    {
      id: 'us',
      name: 'US',
      destinations: [{ country: 'US' }],
      options: [{ code: 'post', title: 'Post', rate: { type: 'FLAT', price: '6.00' } }],
    },
  ],
};
const shop = store({ shipping, tax: { fallbackRate: '0.1' } });
const US = { country: 'US' };

describe('estimateTotals pay now and pay later (rule 29)', () => {
  it('pays everything now when every line is paid online', () => {
    const result = estimate(shop, [line('a', 1, '40.00')], { shippingAddress: US });
    expect(amounts(result.payNow)).toEqual(amounts(result.priceSummary));
    expect(amounts(result.payLater).total).toBe('0.00');
  });

  it('leaves nothing of any part for later when every line is paid online in full', () => {
    const result = estimate(shop, [line('a', 2, '40.00'), line('b', 1, '15.50')], { shippingAddress: US });
    expect(amounts(result.payNow)).toEqual(amounts(result.priceSummary));
    // 95.50 + 6.00 shipping (untaxed) + 9.55 tax.
    expect(amounts(result.payNow).total).toBe('111.05');
    expect(Object.values(amounts(result.payLater))).toEqual(Array(6).fill('0.00'));
  });

  it('leaves offline lines for later and takes shipping now when something is paid online', () => {
    // Online 40.00 (+4.00 tax), offline 20.00 (+2.00 tax), shipping 6.00 paid now, untaxed.
    // Now: 40 + 6 + 4 = 50.00. Later: 20 + 2 = 22.00. Summary: 60 + 6 + 6 = 72.00.
    const result = estimate(
      shop,
      [line('a', 1, '40.00'), line('b', 1, '20.00', { paymentOption: 'FULL_PAYMENT_OFFLINE' })],
      {
        shippingAddress: US,
      },
    );
    expect(amounts(result.priceSummary)).toMatchObject({ total: '72.00' });
    expect(amounts(result.payNow)).toEqual({
      subtotal: '40.00',
      shipping: '6.00',
      tax: '4.00',
      discount: '0.00',
      total: '50.00',
      additionalFees: '0.00',
    });
    expect(amounts(result.payLater)).toEqual({
      subtotal: '20.00',
      shipping: '0.00',
      tax: '2.00',
      discount: '0.00',
      total: '22.00',
      additionalFees: '0.00',
    });
  });

  it('pays nothing now when every line is paid offline', () => {
    const result = estimate(shop, [line('b', 1, '20.00', { paymentOption: 'FULL_PAYMENT_OFFLINE' })], {
      shippingAddress: US,
    });
    expect(amounts(result.payNow).total).toBe('0.00');
    expect(amounts(result.payLater)).toMatchObject({ shipping: '6.00', total: '28.00' });
  });

  it('pays the deposit now and the rest later', () => {
    // Deposit 10.00 per unit × 2 = 20.00 of a 100.00 line (+10.00 tax). Now: deposit 20.00 + shipping 6.00 = 26.00.
    // Later: 80.00 + 10.00 tax = 90.00. Summary: 100 + 6 + 10 = 116.00 = 26 + 90.
    const result = estimate(
      shop,
      [line('d', 2, '50.00', { paymentOption: 'DEPOSIT_ONLINE', depositAmount: '10.00' })],
      {
        shippingAddress: US,
      },
    );
    expect(lineAmounts(result, 'd')).toMatchObject({
      paymentOption: 'DEPOSIT_ONLINE',
      depositAmount: '20.00',
    });
    expect(amounts(result.payNow)).toMatchObject({
      subtotal: '20.00',
      tax: '0.00',
      shipping: '6.00',
      total: '26.00',
    });
    expect(amounts(result.payLater)).toMatchObject({ subtotal: '80.00', tax: '10.00', total: '90.00' });
    expect(amounts(result.priceSummary).total).toBe('116.00');
  });

  it('never takes a deposit above the discounted price', () => {
    const result = estimate(
      shop,
      [line('d', 1, '15.00', { paymentOption: 'DEPOSIT_ONLINE', depositAmount: '20.00' })],
      {
        shippingAddress: US,
        discounts: [{ source: 'MERCHANT', discountType: 'GLOBAL', amount: 5 }],
      },
    );
    expect(lineAmounts(result, 'd').depositAmount).toBe('10.00');
  });

  it('uses a gift card for the part paid now first', () => {
    // Now 50.00, later 22.00 (as above); a 60.00 card pays 50.00 now and 10.00 of the later part.
    const result = estimate(
      shop,
      [line('a', 1, '40.00'), line('b', 1, '20.00', { paymentOption: 'FULL_PAYMENT_OFFLINE' })],
      {
        shippingAddress: US,
        giftCard: { obfuscatedCode: '***1', amount: 60 },
      },
    );
    expect(amounts(result.priceSummary).total).toBe('12.00');
    expect(amounts(result.payNow).total).toBe('0.00');
    expect(amounts(result.payLater).total).toBe('12.00');
  });
});
