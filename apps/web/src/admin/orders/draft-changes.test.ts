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
