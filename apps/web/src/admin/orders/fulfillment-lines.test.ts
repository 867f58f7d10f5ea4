import type { Order } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { fulfillLineDrafts, NO_TRACKING, newFulfillmentOf, trackingPatchOf } from './fulfillment-lines';

const order = {
  lineItems: [
    { _id: 'shirt', quantity: 3, productName: { original: 'Shirt' } },
    { _id: 'mug', quantity: 1, productName: { original: 'Mug' } },
  ],
} as Order;

describe('fulfillLineDrafts', () => {
  it('offers the units each line has left, all selected', () => {
    const drafts = fulfillLineDrafts(order, [{ lineItems: [{ _id: 'shirt', quantity: 2 }] }]);
    expect(drafts).toEqual([
      { lineItemId: 'shirt', name: 'Shirt', left: 1, quantity: 1 },
      { lineItemId: 'mug', name: 'Mug', left: 1, quantity: 1 },
    ]);
  });
});

describe('newFulfillmentOf', () => {
  it('sends the lines with a quantity and only the tracking fields given', () => {
    const lines = fulfillLineDrafts(order, []).map((line) =>
      line.lineItemId === 'mug' ? { ...line, quantity: 0 } : line,
    );
    expect(
      newFulfillmentOf(lines, { ...NO_TRACKING, trackingNumber: ' 1Z9 ', shippingProvider: 'ups' }),
    ).toEqual({
      lineItems: [{ _id: 'shirt', quantity: 3 }],
      trackingInfo: { trackingNumber: '1Z9', shippingProvider: 'ups' },
    });
    expect(newFulfillmentOf(lines, NO_TRACKING)).toEqual({ lineItems: [{ _id: 'shirt', quantity: 3 }] });
  });
});

describe('trackingPatchOf', () => {
  it('sends changed fields and null for cleared ones', () => {
    const before = { trackingNumber: 'A', shippingProvider: 'Couriers', trackingLink: 'https://t.example/A' };
    expect(
      trackingPatchOf(before, { trackingNumber: 'B', shippingProvider: 'Couriers', trackingLink: '' }),
    ).toEqual({ trackingNumber: 'B', trackingLink: null });
  });
});
