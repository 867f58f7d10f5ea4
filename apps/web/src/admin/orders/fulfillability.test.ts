import type { Order } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { fulfillBlocker } from './fulfillability';

const shirt = { _id: 'shirt', quantity: 2, physicalProperties: { shippable: true } };
const ebook = { _id: 'ebook', quantity: 1, physicalProperties: { shippable: false } };

describe('fulfillBlocker', () => {
  it('lets an approved order with units left be fulfilled', () => {
    const order = { status: 'APPROVED', lineItems: [shirt] } as Order;
    expect(fulfillBlocker(order, [{ lineItems: [{ _id: 'shirt', quantity: 1 }] }])).toBeUndefined();
  });

  it('refuses canceled and rejected orders and ones with every unit fulfilled', () => {
    expect(fulfillBlocker({ status: 'CANCELED', lineItems: [shirt] } as Order, [])).toBe(
      'A canceled order cannot be fulfilled.',
    );
    expect(fulfillBlocker({ status: 'REJECTED', lineItems: [shirt] } as Order, [])).toBe(
      'A rejected order cannot be fulfilled.',
    );
    const shipped = [{ lineItems: [{ _id: 'shirt', quantity: 2 }] }];
    expect(fulfillBlocker({ status: 'APPROVED', lineItems: [shirt] } as Order, shipped)).toBe(
      'Every item is fulfilled.',
    );
  });

  it('refuses a digital-only order, but not a digital line of an order with shipping info', () => {
    expect(fulfillBlocker({ status: 'APPROVED', lineItems: [ebook] } as Order, [])).toBe(
      'Nothing to ship: the order is digital only.',
    );
    const withShipping = { status: 'APPROVED', lineItems: [ebook], shippingInfo: { title: 'Post' } } as Order;
    expect(fulfillBlocker(withShipping, [])).toBeUndefined();
  });
});
