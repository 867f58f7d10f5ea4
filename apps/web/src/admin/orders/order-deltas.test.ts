import type { Order } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../lib/catalog-reference';
import { toOrderDeltas, toOrderEditDraft } from './order-deltas';

const order: Order = {
  _id: 'o1',
  lineItems: [
    { _id: 'a', quantity: 2, price: { amount: '10.00' } },
    { _id: 'b', quantity: 1, price: { amount: '5.00' } },
  ],
  recipientInfo: {
    contactDetails: { firstName: 'Bea', lastName: 'Buyer', phone: '555' },
    address: {
      addressLine: '1 Broadway',
      city: 'Oakland',
      postalCode: '94607',
      subdivision: 'CA',
      country: 'US',
    },
  },
};

describe('toOrderDeltas', () => {
  it('sends nothing when nothing changed', () => {
    expect(toOrderDeltas(order, { ...toOrderEditDraft(order), reason: 'x' })).toBeUndefined();
  });

  it('sends only the changed lines: new quantity or price, or removal', () => {
    const draft = toOrderEditDraft(order);
    draft.lines[0] = { ...draft.lines[0]!, quantity: '3' };
    draft.lines[1] = { ...draft.lines[1]!, removed: true };
    draft.reason = ' Buyer called ';
    expect(toOrderDeltas(order, draft)).toEqual({
      changes: {
        lineItems: [
          { lineItemId: 'a', lineItem: { quantity: 3 } },
          { lineItemId: 'b', lineItemRemoved: true },
        ],
      },
      reason: 'Buyer called',
    });
  });

  it('sends the whole recipient, other fields kept, when one of its fields changed', () => {
    const draft = toOrderEditDraft(order);
    draft.recipient.city = 'Berkeley';
    expect(toOrderDeltas(order, draft)?.changes).toEqual({
      changedRecipientInfo: {
        contactDetails: { firstName: 'Bea', lastName: 'Buyer', phone: '555' },
        address: {
          addressLine: '1 Broadway',
          city: 'Berkeley',
          postalCode: '94607',
          subdivision: 'CA',
          country: 'US',
        },
      },
    });
  });
});

describe('toOrderDeltas with added lines', () => {
  it('sends each added line as a catalog reference and a quantity, after the changed lines', () => {
    const draft = toOrderEditDraft(order);
    draft.lines[0] = { ...draft.lines[0]!, quantity: '1' };
    draft.added = [
      {
        productId: 'p1',
        variantId: 'v1',
        name: 'Linen Shirt',
        choices: { Size: 'L' },
        quantity: 2,
        formattedPrice: '$15.00',
      },
    ];
    draft.reason = 'More shirts';
    expect(toOrderDeltas(order, draft)?.changes?.lineItems).toEqual([
      { lineItemId: 'a', lineItem: { quantity: 1 } },
      {
        lineItemAdded: true,
        lineItem: {
          catalogReference: { appId: STORES_APP_ID, catalogItemId: 'p1', options: { variantId: 'v1' } },
          quantity: 2,
        },
      },
    ]);
  });
});
