import type { Order } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { bulkFulfillmentOutcomes, planBulkFulfillment } from './bulk-fulfillment';

const shippable = { physicalProperties: { shippable: true } };
const partial = {
  _id: 'o1',
  number: '1001',
  status: 'APPROVED',
  lineItems: [
    { _id: 'shirt', quantity: 3, ...shippable },
    { _id: 'mug', quantity: 1, ...shippable },
  ],
} as Order;
const fresh = {
  _id: 'o2',
  number: '1002',
  status: 'APPROVED',
  lineItems: [{ _id: 'cap', quantity: 2, ...shippable }],
} as Order;
const canceled = { ...fresh, _id: 'o3', number: '1003', status: 'CANCELED' } as Order;
const done = {
  _id: 'o4',
  number: '1004',
  status: 'APPROVED',
  lineItems: [{ _id: 'hat', quantity: 1, ...shippable }],
} as Order;
const digital = {
  _id: 'o5',
  number: '1005',
  status: 'APPROVED',
  lineItems: [{ _id: 'ebook', quantity: 1 }],
} as Order;

const lists = [
  { orderId: 'o1', fulfillments: [{ lineItems: [{ _id: 'shirt', quantity: 1 }] }] },
  { orderId: 'o4', fulfillments: [{ lineItems: [{ _id: 'hat', quantity: 1 }] }] },
];

describe('planBulkFulfillment', () => {
  it('ships every unit left of each fulfillable order in one shipment, with the shared carrier', () => {
    const plan = planBulkFulfillment([partial, fresh], lists, ' ups ');
    expect(plan.ordersWithFulfillments).toEqual([
      {
        orderId: 'o1',
        fulfillments: [
          {
            lineItems: [
              { _id: 'shirt', quantity: 2 },
              { _id: 'mug', quantity: 1 },
            ],
            trackingInfo: { shippingProvider: 'ups' },
          },
        ],
      },
      {
        orderId: 'o2',
        fulfillments: [
          { lineItems: [{ _id: 'cap', quantity: 2 }], trackingInfo: { shippingProvider: 'ups' } },
        ],
      },
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it('sends no tracking info without a carrier, and leaves out the orders that cannot be fulfilled, with why', () => {
    const plan = planBulkFulfillment([canceled, fresh, done, digital], lists, '');
    expect(plan.ordersWithFulfillments).toEqual([
      { orderId: 'o2', fulfillments: [{ lineItems: [{ _id: 'cap', quantity: 2 }] }] },
    ]);
    expect(plan.skipped).toEqual([
      { orderId: 'o3', number: '1003', fulfilled: false, reason: 'A canceled order cannot be fulfilled.' },
      { orderId: 'o4', number: '1004', fulfilled: false, reason: 'Every item is fulfilled.' },
      {
        orderId: 'o5',
        number: '1005',
        fulfilled: false,
        reason: 'Nothing to ship: the order is digital only.',
      },
    ]);
  });
});

describe('bulkFulfillmentOutcomes', () => {
  it("reports every selected order: skipped ones with their reason, the call's results by index", () => {
    const orders = [canceled, partial, fresh];
    const plan = planBulkFulfillment(orders, lists, '');
    const outcomes = bulkFulfillmentOutcomes(orders, plan, {
      results: [
        { itemMetadata: { _id: 'o1', originalIndex: 0, success: true } },
        {
          itemMetadata: {
            _id: 'o2',
            originalIndex: 1,
            success: false,
            error: { code: 'ORDER_CANCELED', description: 'The order is canceled' },
          },
        },
      ],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 },
    });
    expect(outcomes).toEqual([
      { orderId: 'o3', number: '1003', fulfilled: false, reason: 'A canceled order cannot be fulfilled.' },
      { orderId: 'o1', number: '1001', fulfilled: true, reason: '' },
      { orderId: 'o2', number: '1002', fulfilled: false, reason: 'The order is canceled' },
    ]);
  });
});
