import { describe, expect, it } from 'vitest';
import { lineTotal, totalsRows } from './cart-math';
import { itemCount } from './item-count';

describe('itemCount', () => {
  it('adds up the quantities, 0 without a cart', () => {
    expect(itemCount({ lineItems: [{ quantity: 2 }, { quantity: 1 }] })).toBe(3);
    expect(itemCount(null)).toBe(0);
  });
});

describe('lineTotal', () => {
  it('multiplies the decimal unit price by the quantity', () => {
    expect(lineTotal({ quantity: 3, price: { amount: '12.50' } })).toBe(37.5);
    expect(lineTotal({ quantity: 3 })).toBeUndefined();
  });
});

describe('totalsRows', () => {
  it('lists the subtotal and total, and discount, shipping and tax only when they are not zero', () => {
    expect(
      totalsRows({
        priceSummary: {
          subtotal: { amount: '100.00', formattedAmount: '$100.00' },
          discount: { amount: '10.00' },
          shipping: { amount: '0' },
          tax: { amount: '0.00' },
          total: { amount: '90.00', formattedAmount: '$90.00' },
        },
      }),
    ).toEqual([
      { label: 'Subtotal', amount: '100.00', formatted: '$100.00' },
      { label: 'Discount', amount: '10.00', negative: true },
      { label: 'Estimated total', amount: '90.00', formatted: '$90.00', total: true },
    ]);
  });

  it('names the last row as told: an order’s total is final', () => {
    const rows = totalsRows(
      { priceSummary: { shipping: { amount: '5.00' }, total: { amount: '5.00' } } },
      'Total',
    );
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Shipping', 'Total']);
  });
});
