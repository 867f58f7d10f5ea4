import { afterEach, describe, expect, it } from 'vitest';
import { ordersTestBed } from '../orders/testing/orders-test-bed';
import { sampleOrder } from '../orders/testing/sample-order';
import { BUYER_MAIL_KINDS, type BuyerMailSetting } from './buyer-mail-settings';

// The store-wide switches, over HTTP: each sender of a buyer mail is triggered through its official call with its
// per-call flag asking for the mail, and the outbox is read back through `GET /bazaar/v1/mail`.

const bed = ordersTestBed();
const { staff } = bed;

const SETTINGS = '/bazaar/v1/notification-settings';
const ALL_ON = Object.fromEntries(Object.keys(BUYER_MAIL_KINDS).map((setting) => [setting, true]));

const mailsOf = async (to: string, kind: string) => {
  const res = await staff('GET', `/bazaar/v1/mail?to=${encodeURIComponent(to)}&kind=${kind}`);
  expect(res.status).toBe(200);
  return res.body.messages as unknown[];
};

const ok = async (pending: Promise<{ status: number; body: unknown }>) => {
  const res = await pending;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as any;
};

/** An approved order of one shirt; another app's line, so edits need no stock. */
const approvedOrder = async (email: string) => {
  const order = sampleOrder({
    status: 'APPROVED',
    buyer: { email },
    lines: [{ name: 'Linen Shirt', price: '15.00', quantity: 1 }],
  }) as any;
  order.lineItems[0].catalogReference.appId = 'another-app';
  return (await ok(staff('POST', '/ecom/v1/orders', { order }))).order;
};

const fulfill = async (orderId: string, lineItemId: string, trackingInfo?: unknown) =>
  ok(
    staff('POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: lineItemId }], ...(trackingInfo !== undefined && { trackingInfo }) },
    }),
  );

/** Makes the platform send (or decide not to send) one kind of buyer mail to `email`; returns the order. */
const TRIGGERS: Record<BuyerMailSetting, (email: string) => Promise<any>> = {
  orderPlaced: (email) => approvedOrder(email),
  orderUpdated: async (email) => {
    const order = await approvedOrder(email);
    await ok(
      staff('POST', `/ecom/v1/orders/${order.id}/commit-deltas`, {
        changes: { lineItems: [{ lineItemId: order.lineItems[0].id, lineItem: { quantity: 2 } }] },
        commitSettings: { sendNotificationsToBuyer: true },
      }),
    );
    return order;
  },
  orderShipped: async (email) => {
    const order = await approvedOrder(email);
    await fulfill(order.id, order.lineItems[0].id);
    return order;
  },
  orderTracking: async (email) => {
    const order = await approvedOrder(email);
    const created = await fulfill(order.id, order.lineItems[0].id);
    await ok(
      staff('PATCH', `/ecom/v1/fulfillments/${created.fulfillmentId}/orders/${order.id}`, {
        fulfillment: { trackingInfo: { trackingNumber: `TRK-${order.number}`, shippingProvider: 'ups' } },
      }),
    );
    return order;
  },
  orderRefunded: async (email) => {
    const order = await approvedOrder(email);
    const collector = `/ecom/v1/payments-collector/orders/${order.id}`;
    const prepared = await ok(
      staff('POST', `${collector}/prepare-payment-collection`, { amount: order.priceSummary.total }),
    );
    const { payment } = await ok(
      staff('POST', `/bazaar/v1/payment-gateway-orders/${prepared.paymentGatewayOrderId}/charge`, {}),
    );
    await ok(
      staff('POST', `${collector}/trigger-refund`, {
        payments: [{ paymentId: payment.id, amount: { amount: '1.00' } }],
        sideEffects: { sendOrderRefundedEmail: true },
      }),
    );
    return order;
  },
  orderCanceled: async (email) => {
    const order = await approvedOrder(email);
    await ok(staff('POST', `/ecom/v1/orders/${order.id}/cancel`, { sendOrderCanceledEmail: true }));
    return order;
  },
};

const CASES = Object.entries(BUYER_MAIL_KINDS) as [BuyerMailSetting, string][];

const shippingActivities = async (orderId: string) =>
  (await ok(staff('GET', `/ecom/v1/orders/${orderId}`))).order.activities.filter(
    (activity: { activityType: string }) => activity.activityType === 'SHIPPING_CONFIRMATION_EMAIL_SENT',
  );

afterEach(async () => {
  await ok(staff('PATCH', SETTINGS, { notificationSettings: ALL_ON }));
});

describe('buyer notification settings', () => {
  it('are all on until changed, and a change keeps the settings it does not name', async () => {
    expect((await ok(staff('GET', SETTINGS))).notificationSettings).toEqual(ALL_ON);
    const changed = await ok(staff('PATCH', SETTINGS, { notificationSettings: { orderShipped: false } }));
    expect(changed.notificationSettings).toEqual({
      ...ALL_ON,
      orderShipped: false,
      updatedDate: '2024-05-01T10:00:00.000Z',
    });
    expect((await ok(staff('GET', SETTINGS))).notificationSettings).toEqual(changed.notificationSettings);
  });

  it('refuse unknown settings and values that are not booleans, changing nothing', async () => {
    const before = (await ok(staff('GET', SETTINGS))).notificationSettings;
    const res = await staff('PATCH', SETTINGS, {
      notificationSettings: { orderShiped: false, orderPlaced: 'no' },
    });
    expect(res.status).toBe(400);
    const fields = res.body.details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['notificationSettings.orderPlaced']));
    expect(fields.length).toBe(2);
    expect((await ok(staff('GET', SETTINGS))).notificationSettings).toEqual(before);
  });

  it('are closed to members', async () => {
    const member = await bed.platform.seed.member();
    const { accessToken } = await bed.platform.seed.memberTokens(member.id);
    const as = { authorization: accessToken };
    expect((await staff('GET', SETTINGS, undefined, as)).status).toBe(403);
    expect((await staff('PATCH', SETTINGS, { notificationSettings: {} }, as)).status).toBe(403);
  });
});

describe('buyer mails follow the store settings', () => {
  it.each(CASES)('%s is sent by default (%s)', async (setting, kind) => {
    const email = `on-${setting.toLowerCase()}@example.com`;
    await TRIGGERS[setting](email);
    expect(await mailsOf(email, kind)).toHaveLength(1);
  });

  it.each(CASES)('%s turned off: no %s, even when the call asks for it', async (setting, kind) => {
    await ok(staff('PATCH', SETTINGS, { notificationSettings: { [setting]: false } }));
    const email = `off-${setting.toLowerCase()}@example.com`;
    const order = await TRIGGERS[setting](email);
    expect(await mailsOf(email, kind)).toEqual([]);
    // Only that kind is off: the order confirmation of the same order still went out.
    if (setting !== 'orderPlaced') expect(await mailsOf(email, 'order-placed')).toHaveLength(1);
    // No mail, no "email sent" activity (the tracking case keeps the one of its shipment's confirmation).
    if (setting === 'orderShipped') expect(await shippingActivities(order.id)).toEqual([]);
    if (setting === 'orderTracking') expect(await shippingActivities(order.id)).toHaveLength(1);
  });

  it('tells order_canceled receivers the buyer was not mailed when the store turned cancel mails off', async () => {
    const canceledEventBody = async (orderId: string) => {
      const [event] = await bed.platform.db.query<{ payload: any }>(
        `select payload from event_outbox where entity_id = $1 and event_type = 'wix.ecom.v1.order_canceled'`,
        [orderId],
      );
      return event?.payload.actionEvent.body;
    };
    const mailed = await TRIGGERS.orderCanceled('cancel-on@example.com');
    expect(await canceledEventBody(mailed.id)).toMatchObject({ sendOrderCanceledEmail: true });
    await ok(staff('PATCH', SETTINGS, { notificationSettings: { orderCanceled: false } }));
    const silent = await TRIGGERS.orderCanceled('cancel-off@example.com');
    expect(await canceledEventBody(silent.id)).toMatchObject({ sendOrderCanceledEmail: false });
  });
});
