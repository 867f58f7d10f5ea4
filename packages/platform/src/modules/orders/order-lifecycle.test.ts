import { describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing';
import type { OrderStatus } from './order-types';
import { orderApi, placeOrder } from './testing/order-api';
import { ordersTestBed } from './testing/orders-test-bed';
import { sampleOrder } from './testing/sample-order';

const bed = ordersTestBed();
const { staff } = bed;

/** An order in the given status, reached through the calls. */
async function orderIn(status: OrderStatus) {
  if (status === 'INITIALIZED') return placeOrder(staff);
  if (status === 'APPROVED') return placeOrder(staff, { status: 'APPROVED' });
  const pending = await placeOrder(staff, { status: 'PENDING' });
  if (status === 'PENDING') return pending;
  if (status === 'REJECTED') {
    return (await staff('POST', `/ecom/v1/orders/${pending.id}/update-status`, { status: 'REJECTED' })).body
      .order;
  }
  const approved = await placeOrder(staff, { status: 'APPROVED' });
  return (await staff('POST', `/ecom/v1/orders/${approved.id}/cancel`, {})).body.order;
}

// Rule 60's table: from (rows) → to (columns); 'ok' or the application error code.
const TABLE: Record<OrderStatus, Record<OrderStatus, string>> = {
  INITIALIZED: {
    INITIALIZED: 'STATUS_ALREADY_SET',
    PENDING: 'ok',
    APPROVED: 'ok',
    CANCELED: 'STATUS_NOT_SUPPORTED',
    REJECTED: 'UNSUPPORTED_TRANSITION',
  },
  PENDING: {
    INITIALIZED: 'STATUS_NOT_SUPPORTED',
    PENDING: 'STATUS_ALREADY_SET',
    APPROVED: 'ok',
    CANCELED: 'STATUS_NOT_SUPPORTED',
    REJECTED: 'ok',
  },
  APPROVED: {
    INITIALIZED: 'STATUS_NOT_SUPPORTED',
    PENDING: 'UNSUPPORTED_TRANSITION',
    APPROVED: 'STATUS_ALREADY_SET',
    CANCELED: 'STATUS_NOT_SUPPORTED',
    REJECTED: 'UNSUPPORTED_TRANSITION',
  },
  CANCELED: {
    INITIALIZED: 'UNSUPPORTED_TRANSITION',
    PENDING: 'UNSUPPORTED_TRANSITION',
    APPROVED: 'UNSUPPORTED_TRANSITION',
    CANCELED: 'UNSUPPORTED_TRANSITION',
    REJECTED: 'UNSUPPORTED_TRANSITION',
  },
  REJECTED: {
    INITIALIZED: 'UNSUPPORTED_TRANSITION',
    PENDING: 'UNSUPPORTED_TRANSITION',
    APPROVED: 'UNSUPPORTED_TRANSITION',
    CANCELED: 'UNSUPPORTED_TRANSITION',
    REJECTED: 'UNSUPPORTED_TRANSITION',
  },
};

describe('orders.updateOrderStatus', () => {
  for (const [from, row] of Object.entries(TABLE) as [OrderStatus, Record<OrderStatus, string>][]) {
    it(`follows the transition table from ${from}`, async () => {
      const outcomes: Record<string, string> = {};
      for (const to of Object.keys(row) as OrderStatus[]) {
        const order = await orderIn(from);
        const res = await staff('POST', `/ecom/v1/orders/${order.id}/update-status`, { status: to });
        outcomes[to] = res.status === 200 ? 'ok' : res.body.details.applicationError.code;
        if (res.status === 200) expect(res.body.order.status).toBe(to);
        else expect(res.status).toBe(428);
        // A refused transition changes nothing.
        if (res.status !== 200) {
          const after = await staff('GET', `/ecom/v1/orders/${order.id}`);
          expect(after.body.order.status).toBe(from);
        }
      }
      expect(outcomes).toEqual(row);
    });
  }

  it('appends order_approved and order_updated when an order is approved', async () => {
    const order = await orderIn('PENDING');
    await staff('POST', `/ecom/v1/orders/${order.id}/update-status`, { status: 'APPROVED' });
    const types = await bed.platform.db.query<{ event_type: string }>(
      'select event_type from event_outbox where entity_id = $1 order by id',
      [order.id],
    );
    expect(types.map((row) => row.event_type)).toEqual([
      'wix.ecom.v1.order_created',
      'wix.ecom.v1.order_approved',
      'wix.ecom.v1.order_updated',
    ]);
  });
});

describe('orders.cancelOrder', () => {
  it('cancels with an ORDER_CANCELED activity, an email and the canceled event', async () => {
    const order = await orderIn('APPROVED');
    const res = await staff('POST', `/ecom/v1/orders/${order.id}/cancel`, {
      sendOrderCanceledEmail: true,
      customMessage: 'Out of stock, sorry',
    });
    expect(res.body.order.status).toBe('CANCELED');
    expect(res.body.order.activities.at(-1).activityType).toBe('ORDER_CANCELED');
    expect((await bed.platform.mail.latest('ada@example.com', 'order-canceled'))?.text).toBe(
      'Out of stock, sorry',
    );
    const [event] = await bed.platform.db.query<{ payload: any }>(
      `select payload from event_outbox where entity_id = $1 and event_type = 'wix.ecom.v1.order_canceled'`,
      [order.id],
    );
    expect(event?.payload.actionEvent.body).toMatchObject({
      sendOrderCanceledEmail: true,
      restockAllItems: false,
      customMessage: 'Out of stock, sorry',
    });
  });

  it('refuses canceled, pending and rejected orders with their codes', async () => {
    for (const [status, code] of [
      ['CANCELED', 'ORDER_ALREADY_CANCELED'],
      ['PENDING', 'ORDER_IS_PENDING'],
      ['REJECTED', 'ORDER_IS_REJECTED'],
    ] as const) {
      const order = await orderIn(status);
      const res = await staff('POST', `/ecom/v1/orders/${order.id}/cancel`, {});
      expect([res.status, res.body.details.applicationError.code]).toEqual([428, code]);
    }
  });

  it('restocks the catalog items when asked', async () => {
    const created = await staff('POST', '/stores/v1/products', {
      product: { name: 'Camp Stool', priceData: { price: 20 }, stock: { trackInventory: true, quantity: 3 } },
    });
    const productId = created.body.product.id;
    const order = await placeOrder(staff, {
      status: 'APPROVED',
      lines: [{ productId, name: 'Camp Stool', price: '20.00', quantity: 2 }],
    });
    const res = await staff('POST', `/ecom/v1/orders/${order.id}/cancel`, { restockAllItems: true });
    expect(res.body.order.lineItems[0].restockQuantity).toBe(2);
    const product = await staff('GET', `/stores-reader/v1/products/${productId}`);
    expect(product.body.product.stock.quantity).toBe(5);
  });
});

describe('orders.searchOrders and getOrder', () => {
  it('never returns INITIALIZED orders and shows PENDING ones only when asked', async () => {
    const initialized = await orderIn('INITIALIZED');
    const pending = await orderIn('PENDING');
    const approved = await orderIn('APPROVED');
    const all = await staff('POST', '/ecom/v1/orders/search', { search: { cursorPaging: { limit: 100 } } });
    const ids = all.body.orders.map((order: { id: string }) => order.id);
    expect(ids).toContain(approved.id);
    expect(ids).not.toContain(initialized.id);
    expect(ids).not.toContain(pending.id);
    const asked = await staff('POST', '/ecom/v1/orders/search', {
      search: { filter: { status: { $in: ['PENDING', 'INITIALIZED'] } } },
    });
    expect(asked.body.orders.map((order: { id: string }) => order.id)).toContain(pending.id);
    expect(asked.body.orders.map((order: { id: string }) => order.id)).not.toContain(initialized.id);
    // getOrder answers any status.
    expect((await staff('GET', `/ecom/v1/orders/${initialized.id}`)).body.order.status).toBe('INITIALIZED');
  });

  // Rule 80's filter table: every documented field with its operators, the names by `$startsWith`.
  it('filters on every documented field (rule 80)', async () => {
    const mug = await placeOrder(staff, {
      status: 'APPROVED',
      lines: [{ name: 'Trail Mug', price: '12.50', quantity: 1 }],
    });
    const other = await placeOrder(staff, {
      status: 'APPROVED',
      lines: [{ name: 'Camp Stove', price: '40.00', quantity: 1 }],
      buyer: { email: 'grace@example.com' },
    });
    const found = async (filter: Record<string, unknown>) => {
      const res = await staff('POST', '/ecom/v1/orders/search', {
        search: { filter: { id: { $in: [mug.id, other.id] }, ...filter } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.orders.map((order: { id: string }) => (order.id === mug.id ? 'mug' : 'other')).sort();
    };
    const cases: [Record<string, unknown>, string[]][] = [
      [{ id: mug.id }, ['mug']],
      [{ number: { $gte: Number(other.number) } }, ['other']],
      [{ number: mug.number }, ['mug']],
      [{ createdDate: { $lte: mug.createdDate } }, ['mug', 'other']],
      [{ updatedDate: { $gt: '2030-01-01T00:00:00.000Z' } }, []],
      [{ paymentStatus: { $in: ['NOT_PAID'] } }, ['mug', 'other']],
      [{ fulfillmentStatus: { $ne: 'FULFILLED' } }, ['mug', 'other']],
      [{ status: 'APPROVED' }, ['mug', 'other']],
      [{ archived: false }, ['mug', 'other']],
      [{ seenByAHuman: true }, []],
      [{ 'buyerInfo.memberId': { $exists: false } }, ['mug', 'other']],
      [{ 'buyerInfo.contactId': { $in: [other.buyerInfo.contactId] } }, ['other']],
      [{ 'buyerInfo.email': 'grace@example.com' }, ['other']],
      [
        { 'lineItems.catalogReference.catalogItemId': mug.lineItems[0].catalogReference.catalogItemId },
        ['mug', 'other'],
      ],
      [{ 'lineItems.catalogReference.appId': mug.lineItems[0].catalogReference.appId }, ['mug', 'other']],
      [{ 'lineItems.catalogReference.appId': { $hasSome: ['00000000-0000-4000-8000-000000000000'] } }, []],
      [{ 'lineItems.productName.original': { $startsWith: 'trail' } }, ['mug']],
      [{ 'lineItems.productName.original': 'Camp Stove' }, ['other']],
      [{ 'channelInfo.type': { $in: ['WEB', 'POS'] } }, ['mug', 'other']],
      [{ 'billingInfo.contactDetails.firstName': { $startsWith: 'ad' } }, ['mug', 'other']],
      [{ 'billingInfo.contactDetails.lastName': 'Lovelace' }, ['mug', 'other']],
      [{ 'shippingInfo.title': { $startsWith: 'stand' } }, ['mug', 'other']],
    ];
    for (const [filter, expected] of cases)
      expect(await found(filter), JSON.stringify(filter)).toEqual(expected);
  });

  it('shows members their own orders only, and lets the buying visitor read its order', async () => {
    const ada = await bed.platform.seed.member({ email: 'ada.buyer@example.com' });
    const bob = await bed.platform.seed.member({ email: 'bob.buyer@example.com' });
    const visitor = await bed.platform.seed.visitorTokens();
    const mine = await placeOrder(staff, { status: 'APPROVED', buyer: { memberId: ada.id } });
    const his = await placeOrder(staff, { status: 'APPROVED', buyer: { memberId: bob.id } });
    const visitors = await placeOrder(staff, { buyer: { visitorId: visitor.visitorId } });
    const asAda = orderApi(bed.platform, (await bed.platform.seed.memberTokens(ada.id)).accessToken);
    const found = await asAda('POST', '/ecom/v1/orders/search', { search: {} });
    expect(found.body.orders.map((order: { id: string }) => order.id)).toEqual([mine.id]);
    expect((await asAda('GET', `/ecom/v1/orders/${mine.id}`)).status).toBe(200);
    expect((await asAda('GET', `/ecom/v1/orders/${his.id}`)).status).toBe(404);
    const asVisitor = orderApi(bed.platform, visitor.accessToken);
    expect((await asVisitor('GET', `/ecom/v1/orders/${visitors.id}`)).status).toBe(200);
    expect((await asVisitor('GET', `/ecom/v1/orders/${mine.id}`)).status).toBe(404);
    expect((await asVisitor('POST', '/ecom/v1/orders/search', { search: {} })).status).toBe(403);
    expect((await orderApi(bed.platform)('GET', `/ecom/v1/orders/${mine.id}`)).status).toBe(401);
    expect((await asAda('POST', `/ecom/v1/orders/${mine.id}/cancel`, {})).status).toBe(403);
  });
});

describe('orders.updateOrder', () => {
  it('changes masked fields, adds EMAIL_EDITED, refuses clearing contact details', async () => {
    const order = await orderIn('APPROVED');
    const res = await staff('PATCH', `/ecom/v1/orders/${order.id}`, {
      order: { id: order.id, buyerInfo: { email: 'new@example.com' }, archived: true, buyerNote: 'ignored' },
    });
    expect(res.body.order).toMatchObject({ buyerInfo: { email: 'new@example.com' }, archived: true });
    expect(res.body.order.buyerNote).toBeUndefined();
    expect(res.body.order.activities.at(-1).activityType).toBe('EMAIL_EDITED');
    const masked = await staff('PATCH', `/ecom/v1/orders/${order.id}`, {
      order: { id: order.id, archived: false, seenByAHuman: true },
      fieldMask: 'seenByAHuman',
    });
    expect(masked.body.order).toMatchObject({ archived: true, seenByAHuman: true });
    const cleared = await staff('PATCH', `/ecom/v1/orders/${order.id}`, {
      order: { id: order.id, billingInfo: { contactDetails: null } },
    });
    expect(cleared.status).toBe(400);
    // Rule 67: clearing buyerInfo (or a parent of contactDetails) is refused too, not silently ignored.
    for (const cleared of [{ buyerInfo: null }, { billingInfo: null }]) {
      const res = await staff('PATCH', `/ecom/v1/orders/${order.id}`, {
        order: { id: order.id, ...cleared },
      });
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations[0].description).toBe('cannot be cleared');
    }
    const kept = (await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order;
    expect(kept.buyerInfo.email).toBe('new@example.com');
    expect(kept.billingInfo.contactDetails).toBeDefined();
    const address = await staff('PATCH', `/ecom/v1/orders/${order.id}`, {
      order: { id: order.id, recipientInfo: null },
    });
    expect(address.status).toBe(400);
    const pending = await orderIn('PENDING');
    const refused = await staff('PATCH', `/ecom/v1/orders/${pending.id}`, { order: { archived: true } });
    expect(refused.body.details.applicationError.code).toBe('ORDER_IS_PENDING');
  });
});

describe('orders activities', () => {
  it('adds, edits and deletes merchant comments but never automatic activities', async () => {
    const order = await orderIn('APPROVED');
    const added = await staff('POST', `/ecom/v1/orders/${order.id}/activities`, {
      activity: { merchantComment: { message: 'Gift wrap it' } },
    });
    const { activityId } = added.body;
    expect(added.body.order.activities.at(-1)).toMatchObject({
      id: activityId,
      activityType: 'MERCHANT_COMMENT',
      merchantComment: { message: 'Gift wrap it' },
    });
    const edited = await staff('PATCH', `/ecom/v1/orders/${order.id}/activities/${activityId}`, {
      activity: { merchantComment: { message: 'Gift wrap it, red paper' } },
    });
    expect(edited.body.order.activities.at(-1).merchantComment.message).toBe('Gift wrap it, red paper');
    const placed = order.activities[0].id;
    const refused = await staff('DELETE', `/ecom/v1/orders/${order.id}/activities/${placed}`);
    expect([refused.status, refused.body.details.applicationError.code]).toEqual([
      428,
      'ACTIVITY_NOT_EDITABLE',
    ]);
    const deleted = await staff('DELETE', `/ecom/v1/orders/${order.id}/activities/${activityId}`);
    expect(deleted.body.order.activities.map((a: { id: string }) => a.id)).not.toContain(activityId);
  });
});

describe('orders activities refused (rule 76)', () => {
  it('refuses custom activities, empty and oversized comments and lists, adding nothing', async () => {
    const order = await orderIn('APPROVED');
    const path = `/ecom/v1/orders/${order.id}/activities`;
    const violation = (res: { status: number; body: any }) => [
      res.status,
      ...res.body.details.validationError.fieldViolations.map(
        (v: { field: string; violatedRule: string }) => `${v.field}:${v.violatedRule}`,
      ),
    ];
    // the official addActivity "currently supports MERCHANT_COMMENT"; PublicActivity.customActivity "not supported"
    expect(
      violation(await staff('POST', path, { activity: { customActivity: { type: 'Ticket set' } } })),
    ).toEqual([400, 'activity.customActivity:FIELD_NOT_ALLOWED']);
    expect(
      violation(
        await staff('POST', path, {
          activity: { merchantComment: { message: 'hi' }, customActivity: { type: 'Ticket set' } },
        }),
      ),
    ).toEqual([400, 'activity.customActivity:FIELD_NOT_ALLOWED']);
    expect(
      violation(
        await staff('POST', `${path}/add`, {
          orderActivities: [{ merchantComment: { message: 'ok' } }, { customActivity: { type: 'x' } }],
        }),
      ),
    ).toEqual([400, 'orderActivities[1].customActivity:FIELD_NOT_ALLOWED']);
    expect(violation(await staff('POST', path, { activity: { merchantComment: { message: '' } } }))).toEqual([
      400,
      'activity.merchantComment.message:MIN_LENGTH',
    ]);
    expect(violation(await staff('POST', path, { activity: {} }))).toEqual([
      400,
      'activity.merchantComment:REQUIRED_FIELD',
    ]);
    expect(violation(await staff('POST', `${path}/add`, { orderActivities: [] }))).toEqual([
      400,
      'orderActivities:MIN_SIZE',
    ]);
    const read = (await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order;
    expect(read.activities.map((a: { activityType: string }) => a.activityType)).toEqual(['ORDER_PLACED']);
  });
});

describe('orders.bulkUpdateOrderTags and bulkUpdateOrders', () => {
  it('refuses tag lists that are not lists of tag ids, or longer than 100, tagging nothing', async () => {
    const order = await orderIn('APPROVED');
    const tag = (assignTags: unknown) =>
      staff('POST', '/ecom/v1/bulk/orders/update-tags', { orderIds: [order.id], assignTags });
    const rules = (res: { status: number; body: any }) => [
      res.status,
      ...res.body.details.validationError.fieldViolations.map(
        (v: { field: string; violatedRule: string }) => `${v.field}:${v.violatedRule}`,
      ),
    ];
    // a string used to become one tag per character, a number a 500
    expect(rules(await tag({ tags: { tagIds: 'vip' } }))).toEqual([400, 'assignTags.tags.tagIds:VALIDATION']);
    expect(rules(await tag({ privateTags: { tagIds: 5 } }))).toEqual([
      400,
      'assignTags.privateTags.tagIds:VALIDATION',
    ]);
    expect(rules(await tag({ tags: { tagIds: [''] } }))).toEqual([
      400,
      'assignTags.tags.tagIds[0]:MIN_LENGTH',
    ]);
    const many = Array.from({ length: 101 }, (_, index) => `t${index}`);
    expect(rules(await tag({ tags: { tagIds: many } }))).toEqual([400, 'assignTags.tags.tagIds:MAX_SIZE']);
    expect((await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order.tags).toEqual({
      tags: { tagIds: [] },
      privateTags: { tagIds: [] },
    });
  });

  it('assigns and removes tags, a tag in both lists ending up assigned', async () => {
    const order = await orderIn('APPROVED');
    await staff('POST', '/ecom/v1/bulk/orders/update-tags', {
      orderIds: [order.id],
      assignTags: { tags: { tagIds: ['vip', 'gift'] } },
    });
    const res = await staff('POST', '/ecom/v1/bulk/orders/update-tags', {
      orderIds: [order.id, '00000000-0000-4000-8000-000000000999'],
      assignTags: { tags: { tagIds: ['rush'] } },
      unassignTags: { tags: { tagIds: ['gift', 'rush'] } },
    });
    expect(res.body.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(res.body.results[1].itemMetadata.error.code).toBe('ORDER_NOT_FOUND');
    const read = await staff('GET', `/ecom/v1/orders/${order.id}`);
    expect(read.body.order.tags.tags.tagIds).toEqual(['vip', 'rush']);
  });

  // `TagsTagList.tagIds @maxSize 100` bounds the order's list: three calls of 40 tags each used to leave 120 tags.
  it('caps the order at 100 tags across calls, concurrent ones too, still letting it drop tags', async () => {
    const order = await orderIn('APPROVED');
    const tags = (from: number, count: number) => Array.from({ length: count }, (_, i) => `t${from + i}`);
    const assign = (tagIds: string[]) =>
      staff('POST', '/ecom/v1/bulk/orders/update-tags', {
        orderIds: [order.id],
        assignTags: { tags: { tagIds } },
      });
    const tagIdsOf = async () =>
      (await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order.tags.tags.tagIds;
    expect((await assign(tags(0, 60))).body.bulkActionMetadata.totalSuccesses).toBe(1);
    const concurrent = await Promise.all([assign(tags(100, 30)), assign(tags(200, 30))]);
    const outcomes = concurrent.map((res) => res.body.results[0].itemMetadata);
    expect(outcomes.filter((item) => item.success)).toHaveLength(1);
    expect(outcomes.find((item) => !item.success).error).toMatchObject({
      code: 'INVALID_ARGUMENT',
      data: { field: 'assignTags.tags.tagIds', maxSize: 100, tagCount: 120 },
    });
    expect(await tagIdsOf()).toHaveLength(90);
    const over = await assign(tags(300, 11));
    expect(over.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 0, totalFailures: 1 });
    expect(await tagIdsOf()).toHaveLength(90);
    // Re-assigning tags it already has does not grow the list; reaching exactly 100 is allowed.
    await assign([...tags(0, 60), ...tags(300, 10)]);
    expect(await tagIdsOf()).toHaveLength(100);
    const swap = await staff('POST', '/ecom/v1/bulk/orders/update-tags', {
      orderIds: [order.id],
      assignTags: { tags: { tagIds: ['new'] } },
      unassignTags: { tags: { tagIds: ['t0'] } },
    });
    expect(swap.body.bulkActionMetadata.totalSuccesses).toBe(1);
    expect(await tagIdsOf()).toHaveLength(100);
  });

  it('updates several orders, reporting failures per item', async () => {
    const a = await orderIn('APPROVED');
    const pending = await orderIn('PENDING');
    const res = await staff('POST', '/ecom/v1/bulk/orders/update', {
      orders: [{ order: { id: a.id, archived: true } }, { order: { id: pending.id, archived: true } }],
      returnEntity: true,
    });
    expect(res.body.results[0]).toMatchObject({ itemMetadata: { success: true }, item: { archived: true } });
    expect(res.body.results[1].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'ORDER_IS_PENDING' },
    });
  });
});

describe('orders.commitDeltas', () => {
  it('applies line-item changes, recomputes the total and the payment status', async () => {
    // A raised quantity takes stock (commit-deltas-stock.test.ts): the line is a product with units to spare.
    const created = await staff('POST', '/stores/v1/products', {
      product: {
        name: 'Trail Mug',
        priceData: { price: 12.5 },
        stock: { trackInventory: true, quantity: 3 },
      },
    });
    const order = await placeOrder(staff, {
      status: 'APPROVED',
      lines: [{ productId: created.body.product.id, name: 'Trail Mug', price: '12.50', quantity: 2 }],
    });
    await staff('POST', `/ecom/v1/payments-collector/orders/${order.id}/mark-as-paid`, {});
    const res = await staff('POST', `/ecom/v1/orders/${order.id}/commit-deltas`, {
      draftOrderId: '00000000-0000-4000-8000-00000000d001',
      reason: 'Buyer wants one more',
      changes: { lineItems: [{ lineItemId: order.lineItems[0].id, lineItem: { quantity: 3 } }] },
    });
    expect(res.body.order.priceSummary.total.amount).toBe('42.50');
    expect(res.body.order.paymentStatus).toBe('PARTIALLY_PAID');
    expect(res.body.order.balanceSummary.balance.amount).toBe('12.50');
    expect(res.body.order.activities.slice(-2).map((a: { activityType: string }) => a.activityType)).toEqual([
      'DRAFT_ORDER_CHANGES_APPLIED',
      'ORDER_PARTIALLY_PAID',
    ]);
    const refused = await staff(
      'POST',
      `/ecom/v1/orders/${(await orderIn('INITIALIZED')).id}/commit-deltas`,
      {
        changes: {},
      },
    );
    expect(refused.body.details.applicationError.code).toBe('ORDER_STATUS_IS_NOT_SUPPORTED');
  });
});

describe('orders.commitDeltas refusals (rule 73, spec §8 cart and order side)', () => {
  const commit = (orderId: string, changes: Record<string, unknown> = {}) =>
    staff('POST', `/ecom/v1/orders/${orderId}/commit-deltas`, { changes });
  const codeOf = (res: { body: any }) => res.body.details?.applicationError?.code;

  it('refuses orders the draft-orders API would not draft, each with its reason', async () => {
    const ebay = await placeOrder(staff, { status: 'APPROVED', channel: 'EBAY' });
    expect(codeOf(await commit(ebay.id))).toBe('UNSUPPORTED_CHANNEL_TYPE');

    const refunded = await placeOrder(staff, { status: 'APPROVED' });
    await staff('POST', `/ecom/v1/payments-collector/orders/${refunded.id}/mark-as-paid`, {});
    const [payment] = (await staff('GET', `/ecom/v1/payments/orders/${refunded.id}`)).body.orderTransactions
      .payments;
    await staff('POST', `/ecom/v1/payments-collector/orders/${refunded.id}/trigger-refund`, {
      payments: [{ paymentId: payment.id, amount: { amount: '1.00' }, externalRefund: true }],
    });
    expect(codeOf(await commit(refunded.id))).toBe('PARTIALLY_OR_FULLY_REFUNDED');

    const euros = await staff('POST', '/ecom/v1/orders', {
      order: { ...sampleOrder({ status: 'APPROVED' }), currency: 'EUR' },
    });
    expect(codeOf(await commit(euros.body.order.id))).toBe('ORDER_AND_SITE_CURRENCIES_ARE_INCONSISTENT');

    const pounds = await placeOrder(staff, { status: 'APPROVED' });
    await staff('PATCH', `/ecom/v1/orders/${pounds.id}`, { order: { id: pounds.id, weightUnit: 'LB' } });
    const mixed = await commit(pounds.id);
    expect([mixed.status, codeOf(mixed)]).toEqual([428, 'ORDER_AND_SITE_WEIGHT_UNITS_ARE_INCONSISTENT']);

    // An imported order may carry a subscription line (createOrder keeps `subscriptionInfo`).
    const base = sampleOrder({ status: 'APPROVED' });
    const [line] = base.lineItems as Record<string, unknown>[];
    const monthly = await staff('POST', '/ecom/v1/orders', {
      order: {
        ...base,
        lineItems: [{ ...line, subscriptionInfo: { cycleNumber: 1, subscriptionOptionTitle: 'Monthly' } }],
      },
    });
    const subscribed = await commit(monthly.body.order.id);
    expect([subscribed.status, codeOf(subscribed)]).toEqual([428, 'SUBSCRIPTION_LINE_ITEM_EXISTS']);

    const unknown = await commit('00000000-0000-4000-8000-000000000404');
    expect([unknown.status, codeOf(unknown)]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it('refuses a given total that is not the sum of its parts, and keeps one that is', async () => {
    const order = await placeOrder(staff, { status: 'APPROVED' }); // 2 × 12.50 + 5.00 shipping
    const wrong = await commit(order.id, { priceSummary: { total: { amount: '1.00' } } });
    expect([wrong.status, codeOf(wrong)]).toEqual([428, 'AMOUNTS_DO_NOT_ADD_UP']);
    expect(wrong.body.details.applicationError.data.expectedTotal.amount).toBe('30.00');
    expect((await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order.activities).toHaveLength(
      order.activities.length,
    );
    const right = await commit(order.id, {
      priceSummary: { shipping: { amount: '0' }, total: { amount: '25.00' } },
    });
    expect(right.body.order.priceSummary).toMatchObject({
      shipping: { amount: '0.00' },
      total: { amount: '25.00' },
    });
  });
});

describe('orders.aggregateOrders', () => {
  it('counts by status, sums totals and draws sales per day', async () => {
    const fresh = await createTestPlatform({ now: '2024-06-01T09:00:00.000Z' });
    try {
      const api = orderApi(fresh, (await fresh.seed.apiKey()).key);
      await placeOrder(api, { status: 'APPROVED' });
      await placeOrder(api, { status: 'APPROVED' });
      fresh.clock.advance({ days: 1 });
      const third = await placeOrder(api, { status: 'APPROVED' });
      await api('POST', `/ecom/v1/orders/${third.id}/cancel`, {});
      await placeOrder(api); // INITIALIZED: never counted
      const res = await api('POST', '/ecom/v1/orders/aggregate', {
        aggregation: {
          byStatus: { type: 'VALUE', fieldPath: 'status' },
          revenue: { type: 'SCALAR', fieldPath: 'priceSummary.total.amount', scalar: { type: 'SUM' } },
          perDay: {
            type: 'NESTED',
            nested: {
              nestedAggregations: [
                {
                  name: 'day',
                  type: 'DATE_HISTOGRAM',
                  fieldPath: 'createdDate',
                  dateHistogram: { interval: 'DAY' },
                },
                {
                  name: 'sales',
                  type: 'SCALAR',
                  fieldPath: 'priceSummary.total.amount',
                  scalar: { type: 'SUM' },
                },
              ],
            },
          },
          topProducts: { $count: ['lineItems.productName.original'] },
          cheap: {
            type: 'RANGE',
            fieldPath: 'priceSummary.total.amount',
            range: { buckets: [{ to: 50 }, { from: 50 }] },
          },
        },
      });
      expect(res.body.aggregates).toEqual({
        byStatus: {
          results: [
            { value: 'APPROVED', count: 2 },
            { value: 'CANCELED', count: 1 },
          ],
        },
        revenue: { type: 'SUM', value: 90 },
        perDay: {
          results: [
            { day: '2024-06-01T00:00:00.000Z', count: 2, sales: 60 },
            { day: '2024-06-02T00:00:00.000Z', count: 1, sales: 30 },
          ],
        },
        topProducts: { 'Trail Mug': 3 },
        cheap: {
          results: [
            { to: 50, count: 3 },
            { from: 50, count: 0 },
          ],
        },
      });
      const bad = await api('POST', '/ecom/v1/orders/aggregate', {
        aggregation: { x: { type: 'VALUE', fieldPath: 'buyerNote' } },
      });
      expect(bad.status).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
