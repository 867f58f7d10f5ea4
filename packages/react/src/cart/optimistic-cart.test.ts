import type { Cart } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import {
  addToCartChange,
  couponChange,
  couponRemovalChange,
  isPendingLineItem,
  isSameCatalogItem,
  quantityChange,
  removalChange,
} from './optimistic-cart';

const APP = 'stores';
const cart = (): Cart => ({
  _id: 'cart-1',
  lineItems: [
    {
      _id: 'l1',
      quantity: 2,
      catalogReference: { appId: APP, catalogItemId: 'p1', options: { a: 1, b: 2 } },
    },
    { _id: 'l2', quantity: 1, catalogReference: { appId: APP, catalogItemId: 'p2' } },
  ],
  appliedDiscounts: [{ merchantDiscount: { percentage: 5 } }, { coupon: { code: 'OLD' } }],
});

describe('addToCartChange', () => {
  it('raises the quantity of a line with the same item and options, whatever the key order', () => {
    const change = addToCartChange({
      lineItems: [
        { catalogReference: { appId: APP, catalogItemId: 'p1', options: { b: 2, a: 1 } }, quantity: 3 },
      ],
    });
    const next = change(cart())!;
    expect(next.lineItems.map((line) => [line._id, line.quantity])).toEqual([
      ['l1', 5],
      ['l2', 1],
    ]);
  });

  it('shows a new item as a pending line with its preview, keeping its id when applied again', () => {
    const change = addToCartChange({
      lineItems: [{ catalogReference: { appId: APP, catalogItemId: 'p1', options: { a: 9 } }, quantity: 1 }],
      previews: [{ productName: { original: 'Mug' }, price: { amount: '4.00' } }],
    });
    const first = change(cart())!;
    const line = first.lineItems[2]!;
    expect(line).toMatchObject({ quantity: 1, productName: { original: 'Mug' }, price: { amount: '4.00' } });
    expect(isPendingLineItem(line)).toBe(true);
    expect(isPendingLineItem(first.lineItems[0]!)).toBe(false);
    expect(change(cart())!.lineItems[2]!._id).toBe(line._id);
  });

  it('creates a cart holding the pending lines when there is none yet', () => {
    const change = addToCartChange({
      lineItems: [{ catalogReference: { appId: APP, catalogItemId: 'p9' }, quantity: 2 }],
      customLineItems: [{ quantity: 1, price: '3', productName: { original: 'Gift wrap' }, itemType: {} }],
    });
    const next = change(null)!;
    expect(next.lineItems).toHaveLength(2);
    expect(next.lineItems.every(isPendingLineItem)).toBe(true);
    expect(next.lineItems[1]).toMatchObject({ customLineItem: true, price: { amount: '3' } });
  });

  it('raises a pending line of the same item, as the server will merge them', () => {
    const add = () =>
      addToCartChange({
        lineItems: [{ catalogReference: { appId: APP, catalogItemId: 'new' }, quantity: 1 }],
      });
    const next = add()(add()(cart()))!;
    expect(next.lineItems.filter(isPendingLineItem).map((line) => line.quantity)).toEqual([2]);
  });

  it('does not change the cart it is given', () => {
    const before = cart();
    addToCartChange({
      lineItems: [
        { catalogReference: { appId: APP, catalogItemId: 'p1', options: { a: 1, b: 2 } }, quantity: 1 },
      ],
    })(before);
    expect(before).toEqual(cart());
  });
});

describe('quantityChange', () => {
  it('sets the quantities of the named lines only', () => {
    const next = quantityChange([{ _id: 'l2', quantity: 7 }])(cart())!;
    expect(next.lineItems.map((line) => line.quantity)).toEqual([2, 7]);
  });

  it('leaves "no cart" alone', () => {
    expect(quantityChange([{ _id: 'l2', quantity: 7 }])(null)).toBeNull();
  });
});

describe('removalChange', () => {
  it('drops the named lines', () => {
    expect(removalChange(['l1'])(cart())!.lineItems.map((line) => line._id)).toEqual(['l2']);
  });
});

describe('couponChange and couponRemovalChange', () => {
  it('replaces the coupon (one at a time) and keeps other discounts', () => {
    expect(couponChange('NEW')(cart())!.appliedDiscounts).toEqual([
      { merchantDiscount: { percentage: 5 } },
      { coupon: { code: 'NEW' } },
    ]);
  });

  it('removes the coupon only', () => {
    expect(couponRemovalChange()(cart())!.appliedDiscounts).toEqual([
      { merchantDiscount: { percentage: 5 } },
    ]);
  });
});

describe('isSameCatalogItem', () => {
  it('tells items apart by app, item and options', () => {
    const ref = { appId: APP, catalogItemId: 'p1', options: { variantId: 'v1' } };
    expect(isSameCatalogItem(ref, { ...ref })).toBe(true);
    expect(isSameCatalogItem(ref, { ...ref, appId: 'other' })).toBe(false);
    expect(isSameCatalogItem(ref, { ...ref, options: { variantId: 'v2' } })).toBe(false);
    expect(
      isSameCatalogItem(
        { appId: APP, catalogItemId: 'p1' },
        { appId: APP, catalogItemId: 'p1', options: {} },
      ),
    ).toBe(true);
    expect(isSameCatalogItem(undefined, ref)).toBe(false);
  });
});
