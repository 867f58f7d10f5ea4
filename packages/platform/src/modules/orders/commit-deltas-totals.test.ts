import { describe, expect, it } from 'vitest';
import { ordersTestBed } from './testing/orders-test-bed';
import { sampleOrder } from './testing/sample-order';

const bed = ordersTestBed();
const { staff } = bed;

const taxed = (amount: string, tax: string) => ({
  taxableAmount: { amount },
  taxRate: '0.1',
  totalTax: { amount: tax },
  rateBreakdown: [{ name: 'VAT', rate: '0.1', tax: { amount: tax } }],
});

/**
 * An approved order of a shirt line (2 × 15.00) and a mug (12.50) as a tax engine priced it: each line's tax facts
 * (`taxDetails`, `taxInfo`), the order's tax and any order-level tax fields.
 */
async function taxedOrder(taxes: {
  lines: [Record<string, unknown>, Record<string, unknown>];
  tax: string;
  shipping?: string;
  order?: Record<string, unknown>;
}) {
  const shipping = taxes.shipping ?? '5.00';
  const order = sampleOrder({
    status: 'APPROVED',
    shipping,
    lines: [
      { name: 'Linen Shirt', price: '15.00', quantity: 2 },
      { name: 'Trail Mug', price: '12.50', quantity: 1 },
    ],
  }) as any;
  // Another app's lines: no stock moves, only the money is under test.
  order.lineItems.forEach((line: any, index: number) => {
    line.catalogReference.appId = 'another-app';
    Object.assign(line, taxes.lines[index]);
  });
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  order.priceSummary.tax = { amount: taxes.tax };
  order.priceSummary.total = { amount: ((4250 + cents(shipping) + cents(taxes.tax)) / 100).toFixed(2) };
  order.taxSummary = { totalTax: { amount: taxes.tax } };
  Object.assign(order, taxes.order);
  const res = await staff('POST', '/ecom/v1/orders', { order });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order;
}

describe('orders.commitDeltas keeps the totals right', () => {
  it('retaxes a changed line at its recorded rate, drops a removed line’s tax, and totals and balance follow', async () => {
    // A 10% tax: 3.00 + 1.25, total 42.50 + 5.00 shipping + 4.25.
    const order = await taxedOrder({
      lines: [{ taxDetails: taxed('30.00', '3.00') }, { taxDetails: taxed('12.50', '1.25') }],
      tax: '4.25',
    });
    const [shirt, mug] = order.lineItems;
    const res = await staff('POST', `/ecom/v1/orders/${order.id}/commit-deltas`, {
      reason: 'Buyer called',
      changes: {
        lineItems: [
          { lineItemId: shirt.id, lineItem: { quantity: 3 } },
          { lineItemId: mug.id, lineItemRemoved: true },
        ],
      },
    });
    expect([res.status, res.body.details?.applicationError?.code]).toEqual([200, undefined]);
    const edited = res.body.order;
    expect(edited.lineItems[0]).toMatchObject({
      lineItemPrice: { amount: '45.00' },
      totalPriceBeforeTax: { amount: '45.00' },
      totalPriceAfterTax: { amount: '49.50' },
      taxDetails: {
        taxRate: '0.1',
        taxableAmount: { amount: '45.00' },
        totalTax: { amount: '4.50' },
        rateBreakdown: [{ name: 'VAT', tax: { amount: '4.50' } }],
      },
    });
    expect(edited.priceSummary).toMatchObject({
      subtotal: { amount: '45.00' },
      shipping: { amount: '5.00' },
      tax: { amount: '4.50' },
      total: { amount: '54.50' },
    });
    expect(edited.taxSummary.totalTax.amount).toBe('4.50');
    expect(edited.balanceSummary.balance.amount).toBe('54.50');
  });
});

describe('orders.commitDeltas keeps a breakdown of several rates', () => {
  const STATE = { taxName: 'State', rate: '0.0625', jurisdiction: 'New York', jurisdictionType: 'STATE' };
  const CITY = { taxName: 'City', rate: '0.02', jurisdiction: 'New York City', jurisdictionType: 'CITY' };
  const twoRates = (taxable: string, tax: string, state: string, city: string) => ({
    taxDetails: {
      taxableAmount: { amount: taxable },
      taxRate: '0.0825',
      totalTax: { amount: tax },
      rateBreakdown: [
        { name: 'State', rate: '0.0625', tax: { amount: state } },
        { name: 'City', rate: '0.02', tax: { amount: city } },
      ],
    },
    taxInfo: {
      taxAmount: { amount: tax },
      taxableAmount: { amount: taxable },
      taxRate: '0.0825',
      taxIncludedInPrice: false,
      taxBreakdown: [
        { ...STATE, taxAmount: { amount: state }, taxableAmount: { amount: taxable } },
        { ...CITY, taxAmount: { amount: city }, taxableAmount: { amount: taxable } },
      ],
    },
  });

  it('splits a changed line’s tax over its rates and moves the order’s breakdown with it', async () => {
    // Another app's lines, taxed by a tax service at New York's state and city rates (8.25% together); no shipping.
    const order = await taxedOrder({
      lines: [twoRates('30.00', '2.48', '1.88', '0.60'), twoRates('12.50', '1.03', '0.78', '0.25')],
      tax: '3.51',
      shipping: '0.00',
      order: {
        taxInfo: {
          totalTax: { amount: '3.51' },
          taxBreakdown: [
            { ...STATE, aggregatedTaxAmount: { amount: '2.66' } },
            { ...CITY, aggregatedTaxAmount: { amount: '0.85' } },
          ],
        },
      },
    });
    const shirt = order.lineItems[0];
    const res = await staff('POST', `/ecom/v1/orders/${order.id}/commit-deltas`, {
      changes: { lineItems: [{ lineItemId: shirt.id, lineItem: { quantity: 3 } }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = res.body.order;
    // 45.00 × 8.25% = 3.7125 → 3.71, split 6.25 : 2 → 2.81 + 0.90.
    expect(edited.lineItems[0].taxDetails).toEqual({
      taxableAmount: expect.objectContaining({ amount: '45.00' }),
      taxRate: '0.0825',
      totalTax: expect.objectContaining({ amount: '3.71' }),
      rateBreakdown: [
        { name: 'State', rate: '0.0625', tax: expect.objectContaining({ amount: '2.81' }) },
        { name: 'City', rate: '0.02', tax: expect.objectContaining({ amount: '0.90' }) },
      ],
    });
    expect(edited.lineItems[0].taxInfo).toMatchObject({
      taxAmount: { amount: '3.71' },
      taxableAmount: { amount: '45.00' },
      taxBreakdown: [
        { ...STATE, taxAmount: { amount: '2.81' }, taxableAmount: { amount: '45.00' } },
        { ...CITY, taxAmount: { amount: '0.90' }, taxableAmount: { amount: '45.00' } },
      ],
    });
    // The mug is unchanged; the order's rates follow the shirt: state 2.81 + 0.78, city 0.90 + 0.25.
    expect(edited.lineItems[1].taxDetails.rateBreakdown.map((part: any) => part.tax.amount)).toEqual([
      '0.78',
      '0.25',
    ]);
    expect(edited.taxInfo).toMatchObject({
      totalTax: { amount: '4.74' },
      taxBreakdown: [
        { ...STATE, aggregatedTaxAmount: { amount: '3.59' } },
        { ...CITY, aggregatedTaxAmount: { amount: '1.15' } },
      ],
    });
    expect(edited.priceSummary).toMatchObject({ tax: { amount: '4.74' }, total: { amount: '62.24' } });
    expect(edited.taxSummary.totalTax.amount).toBe('4.74');
  });
});
