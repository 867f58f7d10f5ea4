import { describe, expect, it } from 'vitest';
import { draftChangesText } from './draft-changes';

describe('draftChangesText', () => {
  it('tells the reason and the added products of an order edit', () => {
    expect(
      draftChangesText({
        activityType: 'DRAFT_ORDER_CHANGES_APPLIED',
        draftOrderChangesApplied: {
          reason: 'Buyer called',
          changes: [{ lineItemAdded: { name: { original: 'Linen Shirt' }, quantity: 2 } }],
        },
      }),
    ).toBe('Buyer called · Added Linen Shirt × 2');
  });

  it('tells changed quantities and prices and removed lines', () => {
    expect(
      draftChangesText({
        activityType: 'DRAFT_ORDER_CHANGES_APPLIED',
        draftOrderChangesApplied: {
          reason: 'Buyer called',
          changes: [
            {
              lineItemChanged: {
                name: { original: 'Linen Shirt' },
                quantity: { originalQuantity: 2, newQuantity: 3 },
                price: {
                  originalPrice: { formattedAmount: '$15.00' },
                  newPrice: { formattedAmount: '$12.00' },
                },
              },
            },
            { lineItemRemoved: { name: { original: 'Trail Mug' }, quantity: 1 } },
          ],
        },
      }),
    ).toBe('Buyer called · Linen Shirt 2 → 3, $15.00 → $12.00 each · Removed Trail Mug × 1');
  });

  it('tells a discount that stopped applying, a re-quoted shipping price and a kept one', () => {
    expect(
      draftChangesText({
        activityType: 'DRAFT_ORDER_CHANGES_APPLIED',
        draftOrderChangesApplied: {
          changes: [
            { discountRemoved: { name: { original: 'BIG5' } } },
            {
              shippingInformationChanged: {
                originalShippingInfo: { total: { formattedAmount: '$5.00' }, shippingTitle: 'Standard' },
                newShippingInfo: { total: { formattedAmount: '$9.00' }, shippingTitle: 'Standard' },
              },
            },
          ],
        },
      }),
    ).toBe('BIG5 no longer applies · Standard $5.00 → $9.00');
    expect(
      draftChangesText({
        activityType: 'CUSTOM_ACTIVITY',
        customActivity: { type: 'SHIPPING_PRICE_KEPT', additionalData: { title: 'Standard', price: '5.00' } },
      }),
    ).toBe('Standard no longer applies to the edited order: its price 5.00 was kept');
  });

  it('says nothing for other activities or an edit without reason or added products', () => {
    expect(draftChangesText({ activityType: 'ORDER_PAID' })).toBeUndefined();
    expect(
      draftChangesText({
        activityType: 'DRAFT_ORDER_CHANGES_APPLIED',
        draftOrderChangesApplied: { reason: '' },
      }),
    ).toBeUndefined();
  });
});
