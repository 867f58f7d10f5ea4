import type { Order } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../lib/catalog-reference';
import { describeStockEffect, editStockEffect } from './edit-stock';
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

describe('toOrderDeltas keeping removed items out of stock', () => {
  const stocked: Order = {
    _id: 'o2',
    lineItems: [
      {
        _id: 'a',
        quantity: 3,
        price: { amount: '10.00' },
        catalogReference: { appId: STORES_APP_ID, catalogItemId: 'p1' },
      },
      {
        _id: 'b',
        quantity: 1,
        price: { amount: '5.00' },
        catalogReference: { appId: STORES_APP_ID, catalogItemId: 'p2' },
      },
      {
        _id: 'c',
        quantity: 1,
        price: { amount: '8.00' },
        catalogReference: { appId: 'other-app', catalogItemId: 'x' },
      },
    ],
  };
  const sock = {
    productId: 'p3',
    variantId: 'v3',
    name: 'Sock',
    choices: {},
    quantity: 2,
    formattedPrice: '$4.00',
  };

  it('lists only what the edit takes — raised store lines and added lines by new ids — when staff untick restock', () => {
    const draft = { ...toOrderEditDraft(stocked), reason: 'Damaged', restockRemoved: false, added: [sock] };
    draft.lines[0] = { ...draft.lines[0]!, removed: true };
    draft.lines[1] = { ...draft.lines[1]!, quantity: '4' };
    draft.lines[2] = { ...draft.lines[2]!, quantity: '3' };
    expect(editStockEffect(stocked, draft)).toEqual({ taken: 5, restockable: 3 });
    const deltas = toOrderDeltas(stocked, draft, () => 'new-1');
    expect(deltas?.changes?.lineItems?.at(-1)).toMatchObject({ lineItemId: 'new-1', lineItemAdded: true });
    expect(deltas?.commitSettings).toEqual({
      inventoryUpdates: [
        { actionType: 'DECREASE', lineItemId: 'b', quantityChange: 3 },
        { actionType: 'DECREASE', lineItemId: 'new-1', quantityChange: 2 },
      ],
    });
    expect(describeStockEffect(editStockEffect(stocked, draft), false)).toBe(
      'Stock: takes 5 units, keeps 3 units out',
    );
  });

  it('leaves the stock to the platform when restock stays ticked or nothing goes back', () => {
    const draft = { ...toOrderEditDraft(stocked), reason: 'Damaged' };
    draft.lines[0] = { ...draft.lines[0]!, quantity: '2' };
    expect(toOrderDeltas(stocked, draft)?.commitSettings).toBeUndefined();
    expect(describeStockEffect(editStockEffect(stocked, draft), true)).toBe('Stock: puts 1 unit back');
    const raised = { ...toOrderEditDraft(stocked), reason: 'More', restockRemoved: false };
    raised.lines[0] = { ...raised.lines[0]!, quantity: '4' };
    expect(toOrderDeltas(stocked, raised)?.commitSettings).toBeUndefined();
    expect(
      editStockEffect(
        { ...stocked, lineItems: [{ ...stocked.lineItems![0]!, restockQuantity: 3 }] },
        {
          ...draft,
          lines: [{ ...draft.lines[0]!, removed: true }],
        },
      ),
    ).toEqual({ taken: 0, restockable: 0 });
  });
});
