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

/** An approved order as the checkout writes it with a 10% tax: a taxed shirt line (2 × 15.00) and a taxed mug. */
async function taxedOrder() {
  const order = sampleOrder({
    status: 'APPROVED',
    lines: [
      { name: 'Linen Shirt', price: '15.00', quantity: 2 },
      { name: 'Trail Mug', price: '12.50', quantity: 1 },
    ],
  }) as any;
  // Another app's lines: no stock moves, only the money is under test.
  for (const line of order.lineItems) line.catalogReference.appId = 'another-app';
  order.lineItems[0].taxDetails = taxed('30.00', '3.00');
  order.lineItems[1].taxDetails = taxed('12.50', '1.25');
  order.priceSummary.tax = { amount: '4.25' };
  order.priceSummary.total = { amount: '51.75' }; // 42.50 + 5.00 shipping + 4.25 tax
  order.taxSummary = { totalTax: { amount: '4.25' } };
  const res = await staff('POST', '/ecom/v1/orders', { order });
  expect(res.status).toBe(200);
  return res.body.order;
}

describe('orders.commitDeltas keeps the totals right', () => {
  it('retaxes a changed line at its recorded rate, drops a removed line’s tax, and totals and balance follow', async () => {
    const order = await taxedOrder();
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
