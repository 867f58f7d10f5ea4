import { describe, expect, it } from 'vitest';
import { ordersTestBed } from './testing/orders-test-bed';
import { sampleOrder } from './testing/sample-order';

// A committed edit mails the buyer what changed, the order's lines now and its new total — read back over HTTP from
// the platform's mail outbox (`GET /bazaar/v1/mail`).

const bed = ordersTestBed();
const { staff } = bed;

/** An approved order of 2 shirts (15.00) and a mug (12.50), shipping 5.00: 47.50. Another app's lines: no stock. */
async function twoLineOrder(email: string | undefined) {
  const order = sampleOrder({
    status: 'APPROVED',
    buyer: { email },
    lines: [
      { name: 'Linen Shirt', price: '15.00', quantity: 2 },
      { name: 'Trail Mug', price: '12.50', quantity: 1 },
    ],
  }) as any;
  for (const line of order.lineItems) line.catalogReference.appId = 'another-app';
  const res = await staff('POST', '/ecom/v1/orders', { order });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order;
}

const updatedMails = async (to: string) => {
  const res = await staff('GET', `/bazaar/v1/mail?to=${encodeURIComponent(to)}&kind=order-updated`);
  expect(res.status).toBe(200);
  return res.body.messages;
};

const commit = (orderId: string, lineItems: unknown[], commitSettings?: unknown) =>
  staff('POST', `/ecom/v1/orders/${orderId}/commit-deltas`, {
    reason: 'Buyer called',
    changes: { lineItems },
    ...(commitSettings !== undefined && { commitSettings }),
  });

describe('orders.commitDeltas mails the buyer', () => {
  it('sends an order-updated mail with the changed lines and the new total', async () => {
    const order = await twoLineOrder('edit-mail@example.com');
    const [shirt, mug] = order.lineItems;
    const res = await commit(order.id, [
      { lineItemId: shirt.id, lineItem: { quantity: 3 } },
      { lineItemId: mug.id, lineItemRemoved: true },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail, ...more] = await updatedMails('edit-mail@example.com');
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Order #${order.number} has been updated`);
    expect(mail.text).toBe(
      [
        `Your order #${order.number} has been updated.`,
        '',
        'What changed:',
        '- Changed: Linen Shirt, quantity 2 → 3',
        '- Removed: Trail Mug × 1',
        '',
        'Your order now:',
        '- Linen Shirt × 3',
        '',
        'New total: $50.00 (was $47.50)',
      ].join('\n'),
    );
    expect(mail.data).toMatchObject({
      orderId: order.id,
      number: order.number,
      total: res.body.order.priceSummary.total.amount,
      previousTotal: '47.50',
      lineItems: [{ lineItemId: shirt.id, name: 'Linen Shirt', quantity: 3 }],
    });
    // The edit's history is its DRAFT_ORDER_CHANGES_APPLIED activity; the mail adds none.
    expect(res.body.order.activities.at(-1).activityType).toBe('DRAFT_ORDER_CHANGES_APPLIED');
  });

  it('tells a paid buyer what is left to pay after an edit that raised the total', async () => {
    const order = await twoLineOrder('paid-edit-mail@example.com');
    const paid = await staff('POST', `/ecom/v1/payments-collector/orders/${order.id}/mark-as-paid`, {});
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const res = await commit(order.id, [{ lineItemId: order.lineItems[1].id, lineItem: { quantity: 2 } }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order.paymentStatus).toBe('PARTIALLY_PAID');
    const [mail] = await updatedMails('paid-edit-mail@example.com');
    // 47.50 paid, 60.00 now.
    expect(mail.text.split('\n\n').at(-1)).toBe('New total: $60.00 (was $47.50)\nLeft to pay: $12.50');
  });

  it('sends nothing when the edit is refused, when told not to, or when the buyer has no email', async () => {
    const order = await twoLineOrder('no-edit-mail@example.com');
    const [shirt] = order.lineItems;
    const refused = await commit(order.id, [
      { lineItemId: shirt.id, lineItem: { quantity: 3 } },
      { lineItemId: '6f1a0c2e-0000-4000-8000-0000000000ff', lineItem: { quantity: 1 } },
    ]);
    expect(refused.status).toBe(404);
    const quiet = await commit(order.id, [{ lineItemId: shirt.id, lineItem: { quantity: 4 } }], {
      sendNotificationsToBuyer: false,
    });
    expect(quiet.status).toBe(200);
    expect(await updatedMails('no-edit-mail@example.com')).toEqual([]);

    const anonymous = await twoLineOrder(undefined);
    const before = (await staff('GET', '/bazaar/v1/mail?kind=order-updated&limit=200')).body.messages.length;
    const edited = await commit(anonymous.id, [
      { lineItemId: anonymous.lineItems[0].id, lineItem: { quantity: 3 } },
    ]);
    expect(edited.status).toBe(200);
    const after = (await staff('GET', '/bazaar/v1/mail?kind=order-updated&limit=200')).body.messages.length;
    expect(after).toBe(before);
  });
});
