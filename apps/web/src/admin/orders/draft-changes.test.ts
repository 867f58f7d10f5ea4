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
