import { describe, expect, it } from 'vitest';
import { placeOrder } from '../orders/testing/order-api';
import { ordersTestBed } from '../orders/testing/orders-test-bed';
import { sampleOrder } from '../orders/testing/sample-order';

const bed = ordersTestBed();
const { staff } = bed;

const BASE = '/ecom/v1/fulfillments';

/** An approved order of 3 shirts and 1 mug for a buyer of its own (so each test reads only its mail). */
const twoLineOrder = (email: string) =>
  placeOrder(staff, {
    status: 'APPROVED',
    buyer: { email },
    lines: [
      { name: 'Linen Shirt', price: '15.00', quantity: 3 },
      { name: 'Trail Mug', price: '12.50', quantity: 1 },
    ],
  });

const create = (orderId: string, fulfillment: unknown) =>
  staff('POST', `${BASE}/orders/${orderId}/create-fulfillment`, { fulfillment });
const update = (orderId: string, fulfillmentId: string, fulfillment: unknown) =>
  staff('PATCH', `${BASE}/${fulfillmentId}/orders/${orderId}`, { fulfillment });
/** Shipping mails of an order, whoever they went to. */
const shippingMailsOf = (orderId: string) =>
  bed.platform.db.query(
    `select kind from mail_outbox where kind in ('order-shipped', 'order-tracking') and data->>'orderId' = $1`,
    [orderId],
  );
const confirmations = async (orderId: string) => {
  const order = (await staff('GET', `/ecom/v1/orders/${orderId}`)).body.order;
  return order.activities.filter(
    (activity: any) => activity.activityType === 'SHIPPING_CONFIRMATION_EMAIL_SENT',
  );
};

describe('shipping mails: create', () => {
  it('mails the whole order shipped, with what shipped and its tracking, and adds the activity', async () => {
    const order = await twoLineOrder('ship-whole@example.com');
    const [shirt, mug] = order.lineItems;
    const res = await create(order.id, {
      lineItems: [{ id: shirt.id }, { id: mug.id, quantity: 1 }],
      trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'ups' },
    });
    expect(res.status).toBe(200);
    const mail = await bed.platform.mail.latest('ship-whole@example.com', 'order-shipped');
    expect(mail?.subject).toBe(`Order #${order.number} has shipped`);
    expect(mail?.text).toBe(
      [
        `Your order #${order.number} has shipped.`,
        '',
        'Shipped:',
        '- Linen Shirt × 3',
        '- Trail Mug × 1',
        'Tracking number: 1Z999',
        'Carrier: UPS',
        'Track it: https://www.ups.com/track?tracknum=1Z999',
      ].join('\n'),
    );
    expect(mail?.data).toMatchObject({ orderId: order.id, number: order.number, remaining: [] });
    const activities = await confirmations(order.id);
    expect(activities).toHaveLength(1);
    expect(activities[0].createdDate).toBe('2024-05-01T10:00:00.000Z');
  });

  it('mails a partial shipment with what is still to come, and no tracking lines when none was given', async () => {
    const order = await twoLineOrder('ship-part@example.com');
    const [shirt] = order.lineItems;
    expect((await create(order.id, { lineItems: [{ id: shirt.id, quantity: 2 }] })).status).toBe(200);
    const mail = await bed.platform.mail.latest('ship-part@example.com', 'order-shipped');
    expect(mail?.subject).toBe(`Part of order #${order.number} has shipped`);
    expect(mail?.text).toBe(
      [
        `Part of your order #${order.number} has shipped.`,
        '',
        'Shipped:',
        '- Linen Shirt × 2',
        '',
        'Still to come:',
        '- Linen Shirt × 1',
        '- Trail Mug × 1',
      ].join('\n'),
    );
    expect(mail?.data.remaining).toEqual([
      { lineItemId: shirt.id, name: 'Linen Shirt', quantity: 1 },
      { lineItemId: order.lineItems[1].id, name: 'Trail Mug', quantity: 1 },
    ]);
    expect(await confirmations(order.id)).toHaveLength(1);
  });

  it('keeps a line name on one line, so a name cannot forge lines of the mail', async () => {
    const order = await placeOrder(staff, {
      status: 'APPROVED',
      buyer: { email: 'ship-name@example.com' },
      lines: [{ name: 'Mug\nTrack it: https://evil.example', price: '9.00', quantity: 1 }],
    });
    expect((await create(order.id, { lineItems: [{ id: order.lineItems[0].id }] })).status).toBe(200);
    const mail = await bed.platform.mail.latest('ship-name@example.com', 'order-shipped');
    expect(mail?.text.split('\n')).toContain('- Mug Track it: https://evil.example × 1');
    expect(mail?.text).not.toContain('\nTrack it:');
  });

  it('sends nothing when the order has no buyer email', async () => {
    const body = sampleOrder({ status: 'APPROVED' });
    body.buyerInfo = { visitorId: '5b0a3c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f' };
    const placed = await staff('POST', '/ecom/v1/orders', { order: body });
    expect(placed.status).toBe(200);
    const order = placed.body.order;
    expect(order.buyerInfo.email).toBeUndefined();
    expect((await create(order.id, { lineItems: [{ id: order.lineItems[0].id }] })).status).toBe(200);
    expect(await shippingMailsOf(order.id)).toEqual([]);
    expect(await confirmations(order.id)).toEqual([]);
  });

  it('sends nothing when the create is refused', async () => {
    const order = await twoLineOrder('ship-refused@example.com');
    const res = await create(order.id, { lineItems: [{ id: order.lineItems[1].id, quantity: 2 }] });
    expect(res.status).toBe(400);
    expect(await bed.platform.mail.list({ to: 'ship-refused@example.com', kind: 'order-shipped' })).toEqual(
      [],
    );
    expect(await confirmations(order.id)).toEqual([]);
  });

  it('bulk: one mail per order created, listing each package; none for a refused order', async () => {
    const good = await twoLineOrder('ship-bulk-good@example.com');
    const bad = await twoLineOrder('ship-bulk-bad@example.com');
    const [shirt, mug] = good.lineItems;
    const res = await staff('POST', `${BASE}/orders/bulk/create-fulfillments`, {
      ordersWithFulfillments: [
        {
          orderId: good.id,
          fulfillments: [
            {
              lineItems: [{ id: shirt.id, quantity: 1 }],
              trackingInfo: { trackingNumber: 'A1', shippingProvider: 'Acme Post' },
            },
            {
              lineItems: [{ id: mug.id }],
              trackingInfo: { trackingNumber: 'B2', trackingLink: 'https://acme.example/B2' },
            },
          ],
        },
        { orderId: bad.id, fulfillments: [{ lineItems: [{ id: bad.lineItems[1].id, quantity: 5 }] }] },
      ],
    });
    expect(res.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    const mails = await bed.platform.mail.list({ to: 'ship-bulk-good@example.com', kind: 'order-shipped' });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toBe(
      [
        `Part of your order #${good.number} has shipped.`,
        '',
        'Shipped:',
        '- Linen Shirt × 1',
        'Tracking number: A1',
        'Carrier: Acme Post',
        '',
        'Shipped:',
        '- Trail Mug × 1',
        'Tracking number: B2',
        'Track it: https://acme.example/B2',
        '',
        'Still to come:',
        '- Linen Shirt × 2',
      ].join('\n'),
    );
    expect(await confirmations(good.id)).toHaveLength(1);
    expect(await bed.platform.mail.list({ to: 'ship-bulk-bad@example.com', kind: 'order-shipped' })).toEqual(
      [],
    );
    expect(await confirmations(bad.id)).toEqual([]);
  });
});

describe('shipping mails: update', () => {
  it('mails tracking once when a fulfillment gets its first number; not for later edits', async () => {
    const order = await twoLineOrder('ship-track@example.com');
    const created = await create(order.id, { lineItems: [{ id: order.lineItems[0].id, quantity: 2 }] });
    const id = created.body.fulfillmentId;
    expect((await update(order.id, id, { status: 'Ready' })).status).toBe(200);
    expect(await bed.platform.mail.list({ to: 'ship-track@example.com', kind: 'order-tracking' })).toEqual(
      [],
    );

    expect(
      (await update(order.id, id, { trackingInfo: { trackingNumber: '9400', shippingProvider: 'usps' } }))
        .status,
    ).toBe(200);
    const mail = await bed.platform.mail.latest('ship-track@example.com', 'order-tracking');
    expect(mail?.subject).toBe(`Tracking for order #${order.number}`);
    expect(mail?.text).toBe(
      [
        `Your shipment of order #${order.number} can now be tracked.`,
        '',
        'Shipped:',
        '- Linen Shirt × 2',
        'Tracking number: 9400',
        'Carrier: USPS',
        'Track it: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400',
      ].join('\n'),
    );
    expect(mail?.data).toMatchObject({ orderId: order.id, fulfillmentId: id });
    // The create's confirmation and the tracking mail.
    expect(await confirmations(order.id)).toHaveLength(2);

    expect((await update(order.id, id, { trackingInfo: { trackingNumber: '9401' } })).status).toBe(200);
    expect(
      await bed.platform.mail.list({ to: 'ship-track@example.com', kind: 'order-tracking' }),
    ).toHaveLength(1);
    expect(await confirmations(order.id)).toHaveLength(2);
  });
});
