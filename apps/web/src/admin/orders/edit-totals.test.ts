import type { Order } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { droppedCoupons, editTotalsRows } from './edit-totals';

const usd = (amount: string) => ({ amount, formattedAmount: `$${amount}` });

const before: Order = {
  _id: 'o1',
  priceSummary: {
    subtotal: usd('100.00'),
    discount: usd('10.00'),
    shipping: usd('5.00'),
    tax: usd('0'),
    total: usd('95.00'),
  },
  appliedDiscounts: [{ coupon: { code: 'SAVE10' } }, { merchantDiscount: { percentage: '5' } }],
};

describe('editTotalsRows', () => {
  it('pairs each amount before and after the edit, marking what the platform repriced', () => {
    const after: Order = {
      _id: 'o1',
      priceSummary: {
        subtotal: usd('40.00'),
        discount: usd('0.00'),
        shipping: usd('5.00'),
        tax: usd('0'),
        total: usd('45.00'),
      },
    };
    expect(editTotalsRows(before, after)).toEqual([
      { label: 'Subtotal', before: '$100.00', after: '$40.00', changed: true },
      { label: 'Discount', before: '$10.00', after: '$0.00', changed: true },
      { label: 'Shipping', before: '$5.00', after: '$5.00', changed: false },
      { label: 'Total', before: '$95.00', after: '$45.00', changed: true },
    ]);
  });

  it('shows a row that is zero on both sides only for the subtotal and the total', () => {
    const plain: Order = { priceSummary: { subtotal: { amount: '0' }, total: { amount: '0' } } };
    const added: Order = { priceSummary: { subtotal: usd('9.00'), tax: usd('0.90'), total: usd('9.90') } };
    expect(editTotalsRows(plain, added).map((row) => [row.label, row.before, row.after])).toEqual([
      ['Subtotal', '0', '$9.00'],
      ['Tax', '', '$0.90'],
      ['Total', '0', '$9.90'],
    ]);
  });
});

describe('droppedCoupons', () => {
  it('names the coupons the edited order no longer carries', () => {
    expect(droppedCoupons(before, { appliedDiscounts: [] })).toEqual(['SAVE10']);
    expect(droppedCoupons(before, { appliedDiscounts: [{ coupon: { code: 'SAVE10' } }] })).toEqual([]);
    expect(droppedCoupons({}, {})).toEqual([]);
  });
});
