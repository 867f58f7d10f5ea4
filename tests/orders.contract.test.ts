import { seedDemo } from '@bazaar/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from './support/catalog-clients';
import { type ContractPlatform, startContractPlatform } from './support/contract-platform';
import { failure } from './support/failure';
import {
  lazyOrderCallers,
  ORDER_CLIENTS,
  ORDERS_FUNCTIONS,
  PAYMENTS_COLLECTOR_FUNCTIONS,
} from './support/orders-clients';
import { rewriteGlobalFetch } from './support/rewrite-fetch';

// Orders and payments through every client (our SDK over HTTP and in process, the official @wix/ecom client): the
// lifecycles of issue 6, each forbidden transition with its code, members' privacy, and a refund race. Orders are
// created by staff with line items of the seeded demo catalog; card payments go through a prepared gateway order
// and the platform's simulated gateway.

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

let server: ContractPlatform;
let restore = () => {};
let realFetch: typeof fetch = fetch;
let apiKey = '';
let memberId = '';
let memberTokens = { accessToken: '', refreshToken: '' };
/** A tracked demo variant with stock to spare. */
let stocked = { productId: '', variantId: '', name: '', price: '' };

beforeAll(async () => {
  server = await startContractPlatform();
  await seedDemo(server.platform.deps);
  const swap = rewriteGlobalFetch(server.baseUrl);
  restore = swap.restore;
  realFetch = swap.original;
  apiKey = (await server.platform.seed.apiKey()).key;
  const member = await server.platform.seed.member();
  memberId = member.id;
  memberTokens = await server.platform.seed.memberTokens(member.id);
  const [row] = await server.platform.db.query<{
    product_id: string;
    variant_id: string;
    product_name: string;
    price: string;
  }>(
    `select v.product_id, v.variant_id, v.product_name, p.discounted_price::text as price
     from catalog_variants v join catalog_products p on p.id = v.product_id
     where v.track_quantity and v.quantity >= 50 and v.visible order by v.id limit 1`,
  );
  if (!row) throw new Error('the demo catalog has no well-stocked tracked variant');
  stocked = {
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.product_name,
    price: row.price,
  };
});
afterAll(async () => {
  restore();
  await server?.close();
});

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (value: number) => ({ amount: (value / 100).toFixed(2) });

/** A realistic order of `quantity` units of the stocked demo variant, shipping 5.00. */
function demoOrder(quantity: number, extra: Record<string, unknown> = {}) {
  const subtotal = cents(stocked.price) * quantity;
  return {
    channelInfo: { type: 'WEB' },
    buyerInfo: { email: 'grace@example.com' },
    lineItems: [
      {
        productName: { original: stocked.name },
        catalogReference: {
          appId: STORES_APP_ID,
          catalogItemId: stocked.productId,
          options: { variantId: stocked.variantId },
        },
        quantity,
        price: { amount: stocked.price },
        itemType: { preset: 'PHYSICAL' },
        physicalProperties: { weight: 0.5, shippable: true },
      },
    ],
    billingInfo: { contactDetails: { firstName: 'Grace', lastName: 'Hopper' } },
    shippingInfo: { title: 'Standard', cost: { price: money(500) } },
    priceSummary: {
      subtotal: money(subtotal),
      shipping: money(500),
      tax: money(0),
      discount: money(0),
      total: money(subtotal + 500),
    },
    ...extra,
  };
}

const stockOf = async () =>
  (
    await server.platform.db.query<{ quantity: number }>(
      'select quantity from catalog_variants where product_id = $1 and variant_id = $2',
      [stocked.productId, stocked.variantId],
    )
  )[0]!.quantity;

/** The simulated gateway charges a prepared gateway order (a Bazaar extension; plain HTTP). */
async function charge(paymentGatewayOrderId: string, outcome = 'APPROVED') {
  const res = await realFetch(
    `${server.baseUrl}/bazaar/v1/payment-gateway-orders/${paymentGatewayOrderId}/charge`,
    {
      method: 'POST',
      headers: { authorization: apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    },
  );
  return (await res.json()) as { payment: { id: string } };
}

describe.each(ORDER_CLIENTS)('orders and payments with the $name client', (factory) => {
  const clients = lazyOrderCallers(factory, () => ({
    platform: server.platform,
    baseUrl: server.baseUrl,
    fetcher: realFetch,
    apiKey,
    memberTokens,
  }));
  const staff = () => clients().staff;
  const order = async (id: string) => staff().orders.getOrder(id);
  /** An order paid by card for its whole total (30.00 + shipping…) through a gateway order. */
  async function cardPaid(quantity: number, delayed?: 'VOID' | 'CAPTURE') {
    const created = await staff().orders.createOrder(demoOrder(quantity));
    const total = created.priceSummary.total;
    const { paymentGatewayOrderId } = await staff().paymentsCollector.preparePaymentCollection(
      created._id,
      total,
      delayed
        ? { delayedCaptureSettings: { scheduledAction: delayed, delayDuration: { count: 1, unit: 'DAYS' } } }
        : {},
    );
    const { payment } = await charge(paymentGatewayOrderId);
    return { created, paymentId: payment.id, total: total.amount as string };
  }

  it('has every order and payments-collector call', () => {
    for (const name of ORDERS_FUNCTIONS) expect(typeof staff().orders[name], name).toBe('function');
    for (const name of PAYMENTS_COLLECTOR_FUNCTIONS) {
      expect(typeof staff().paymentsCollector[name], name).toBe('function');
    }
  });

  it('walks placed → paid → partially refunded → fully refunded, restocking on the last refund', async () => {
    const { created, paymentId, total } = await cardPaid(2);
    expect(created).toMatchObject({ status: 'INITIALIZED', paymentStatus: 'NOT_PAID' });
    expect(Number(created.number)).toBeGreaterThanOrEqual(10001);
    expect(created._createdDate).toBeInstanceOf(Date);
    const paid = await order(created._id);
    expect(paid).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
    const { refundabilities } = await staff().paymentsCollector.getRefundabilityStatus(created._id);
    expect(refundabilities).toEqual([{ paymentId, refundabilityStatus: 'REFUNDABLE' }]);

    const partial = await staff().paymentsCollector.triggerRefund(
      created._id,
      [{ paymentId, amount: { amount: '5.00' } }],
      { details: { reason: 'Scuffed box' } },
    );
    expect(partial.orderTransactions.payments[0].status).toBe('PARTIALLY_REFUNDED');
    expect(partial.orderTransactions.refunds[0]._createdDate).toBeInstanceOf(Date);
    expect((await order(created._id)).paymentStatus).toBe('PARTIALLY_REFUNDED');

    const before = await stockOf();
    const rest = (cents(total) - 500) / 100;
    await staff().paymentsCollector.triggerRefund(
      created._id,
      [{ paymentId, amount: { amount: rest.toFixed(2) } }],
      {
        details: { lineItems: [{ lineItemId: paid.lineItems[0]._id, quantity: 2 }] },
        sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
      },
    );
    const refunded = await order(created._id);
    expect(refunded).toMatchObject({ status: 'APPROVED', paymentStatus: 'FULLY_REFUNDED' });
    expect(refunded.lineItems[0]).toMatchObject({ refundQuantity: 2, restockQuantity: 2 });
    expect(await stockOf()).toBe(before + 2);
    const { orderTransactions } = await staff().orderTransactions.listTransactionsForSingleOrder(created._id);
    expect(orderTransactions.refunds).toHaveLength(2);
    expect(orderTransactions.payments[0]._createdDate).toBeInstanceOf(Date);
  });

  // Rule 106 and RefundDetails.reason @maxLength 200: both clients see the refusals, and nothing is refunded.
  it('refunds shipping at most up to the order shipping, and refuses a reason over 200 characters', async () => {
    const { created, paymentId } = await cardPaid(1);
    const refund = (details: Record<string, unknown>) =>
      staff().paymentsCollector.triggerRefund(created._id, [{ paymentId, amount: { amount: '5.00' } }], {
        details,
      });
    const tooMuch = await failure(refund({ shipping: { amount: { amount: '5.01' } } }));
    expect(errorCode(tooMuch)).toBe('INVALID_SHIPPING_REFUND_AMOUNT');
    const longReason = await failure(refund({ reason: 'r'.repeat(201) }));
    expect(errorCode(longReason)).toBe('INVALID_ARGUMENT');
    expect(String((longReason as Error).message)).toContain('details.reason');
    expect((await order(created._id)).paymentStatus).toBe('PAID');
    const done = await refund({ shipping: { amount: { amount: '5.00' } } });
    expect(done.orderTransactions.refunds[0].details.shipping.amount.amount).toBe('5.00');
  });

  it('captures an authorised payment, and voids another', async () => {
    const held = await cardPaid(1, 'VOID');
    expect(await order(held.created._id)).toMatchObject({ status: 'APPROVED', paymentStatus: 'NOT_PAID' });
    const captured = await staff().paymentsCollector.captureAuthorizedPayments(held.created._id, [
      { paymentId: held.paymentId },
    ]);
    expect(captured.orderTransactions.payments[0].status).toBe('APPROVED');
    expect((await order(held.created._id)).paymentStatus).toBe('PAID');

    const voidable = await cardPaid(1, 'CAPTURE');
    const schedule = (await staff().orderTransactions.listTransactionsForSingleOrder(voidable.created._id))
      .orderTransactions.payments[0].regularPaymentDetails.authorizationDetails.scheduledAction;
    expect(schedule.actionType).toBe('CAPTURE');
    expect(schedule.executionDate).toBeInstanceOf(Date);
    const voided = await staff().paymentsCollector.voidAuthorizedPayments(voidable.created._id, [
      voidable.paymentId,
    ]);
    expect(voided.orderTransactions.payments[0].status).toBe('VOIDED');
    const again = await failure(
      staff().paymentsCollector.captureAuthorizedPayments(voidable.created._id, [
        { paymentId: voidable.paymentId },
      ]),
    );
    expect(errorCode(again)).toBe('PAYMENT_ALREADY_VOIDED');
  });

  it('approves a pending order, and cancels an approved one with restock', async () => {
    const pending = await staff().orders.createOrder(demoOrder(1, { status: 'PENDING' }));
    const { order: approved } = await staff().orders.updateOrderStatus(pending._id, 'APPROVED');
    expect(approved.status).toBe('APPROVED');

    const before = await stockOf();
    const { order: canceled } = await staff().orders.cancelOrder(approved._id, { restockAllItems: true });
    expect(canceled.status).toBe('CANCELED');
    expect(canceled.activities.at(-1).activityType).toBe('ORDER_CANCELED');
    expect(await stockOf()).toBe(before + 1);
  });

  it('records manual payments and marks orders paid, never above the balance', async () => {
    const created = await staff().orders.createOrder(demoOrder(1));
    expect((await staff().paymentsCollector.getPaymentCollectabilityStatus(created._id)).status).toBe(
      'COLLECTABLE',
    );
    await staff().paymentsCollector.recordManuallyCollectedPayment(created._id, { amount: '1.00' });
    expect((await order(created._id)).paymentStatus).toBe('PARTIALLY_PAID');
    const over = await failure(
      staff().paymentsCollector.recordManuallyCollectedPayment(created._id, { amount: '999.00' }),
    );
    expect(errorCode(over)).toBe('INVALID_AMOUNT');
    const { order: paid } = await staff().paymentsCollector.paymentCollectionMarkOrderAsPaid(created._id);
    expect(paid.paymentStatus).toBe('PAID');
    const second = await staff().orders.createOrder(demoOrder(1));
    const bulk = await staff().paymentsCollector.paymentCollectionBulkMarkOrdersAsPaid([
      second._id,
      created._id,
    ]);
    expect(bulk.results.map((result: any) => result.itemMetadata.success)).toEqual([true, false]);
  });

  it('refuses every forbidden transition with its code', async () => {
    const approved = await staff().orders.createOrder(demoOrder(1, { status: 'APPROVED' }));
    expect(errorCode(await failure(staff().orders.updateOrderStatus(approved._id, 'PENDING')))).toBe(
      'UNSUPPORTED_TRANSITION',
    );
    expect(errorCode(await failure(staff().orders.updateOrderStatus(approved._id, 'INITIALIZED')))).toBe(
      'STATUS_NOT_SUPPORTED',
    );
    expect(errorCode(await failure(staff().orders.updateOrderStatus(approved._id, 'APPROVED')))).toBe(
      'STATUS_ALREADY_SET',
    );
    await staff().orders.cancelOrder(approved._id, {});
    expect(errorCode(await failure(staff().orders.cancelOrder(approved._id, {})))).toBe(
      'ORDER_ALREADY_CANCELED',
    );
    expect(errorCode(await failure(staff().orders.updateOrderStatus(approved._id, 'APPROVED')))).toBe(
      'UNSUPPORTED_TRANSITION',
    );
    expect(
      errorCode(await failure(staff().paymentsCollector.paymentCollectionMarkOrderAsPaid(approved._id))),
    ).toBe('ORDER_CANCELED');
    const pending = await staff().orders.createOrder(demoOrder(1, { status: 'PENDING' }));
    expect(errorCode(await failure(staff().orders.cancelOrder(pending._id, {})))).toBe('ORDER_IS_PENDING');
    const held = await cardPaid(1, 'VOID');
    expect(errorCode(await failure(staff().orders.cancelOrder(held.created._id, {})))).toBe(
      'ORDER_HAS_AUTHORIZED_TRANSACTION',
    );
  });

  it('shows members their own orders only', async () => {
    const mine = await staff().orders.createOrder(
      demoOrder(1, { status: 'APPROVED', buyerInfo: { memberId } }),
    );
    const other = await staff().orders.createOrder(demoOrder(1, { status: 'APPROVED' }));
    const { orders: found } = await clients().member.orders.searchOrders({});
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((entry: any) => entry.buyerInfo.memberId === memberId)).toBe(true);
    expect(found.map((entry: any) => entry._id)).toContain(mine._id);
    expect((await clients().member.orders.getOrder(mine._id))._id).toBe(mine._id);
    expect(errorCode(await failure(clients().member.orders.getOrder(other._id)))).toBe('ORDER_NOT_FOUND');
    expect(errorCode(await failure(clients().member.orders.cancelOrder(mine._id, {})))).toBe(
      'PERMISSION_DENIED',
    );
  });

  it('never refunds more than was paid when 20 refunds of one payment race', async () => {
    const { created, paymentId, total } = await cardPaid(1);
    // Four slices fit in the payment, a fifth never does (what is left is under one slice).
    const sliceCents = Math.floor(cents(total) / 4);
    const slice = (sliceCents / 100).toFixed(2);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        staff().paymentsCollector.triggerRefund(created._id, [{ paymentId, amount: { amount: slice } }]),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    for (const outcome of outcomes) {
      // Over the bound (INVALID_AMOUNT), or nothing left at all (REFUND_NOT_AVAILABLE: already refunded).
      if (outcome.status === 'rejected') {
        expect(['INVALID_AMOUNT', 'REFUND_NOT_AVAILABLE']).toContain(errorCode(outcome.reason));
      }
    }
    const refunded = await order(created._id);
    expect(refunded.balanceSummary.refunded.amount).toBe(((sliceCents * 4) / 100).toFixed(2));
  });

  it('adds payment records: the order settles, bad records are refused', async () => {
    const created = await staff().orders.createOrder(demoOrder(1));
    const total = created.priceSummary.total.amount as string;
    const added = await staff().orderTransactions.addPayments(created._id, [
      { amount: { amount: total }, regularPaymentDetails: { offlinePayment: true } },
    ]);
    expect(added.paymentsIds).toHaveLength(1);
    expect(added.orderTransactions.payments[0]).toMatchObject({
      _id: added.paymentsIds[0],
      status: 'APPROVED',
      amount: { amount: total },
    });
    expect(added.orderTransactions.payments[0]._createdDate).toBeInstanceOf(Date);
    expect(await order(created._id)).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
    const again = await failure(
      staff().orderTransactions.addPayments(created._id, [{ amount: { amount: '1.00' } }]),
    );
    expect(errorCode(again)).toBe('ORDER_ALREADY_PAID');
    const other = await staff().orders.createOrder(demoOrder(1));
    const refused = await failure(staff().orderTransactions.addPayments(other._id, []));
    expect((refused as any).details.validationError.fieldViolations[0]).toMatchObject({ field: 'payments' });
  });

  it('searches, tags, comments and aggregates', async () => {
    const created = await staff().orders.createOrder(demoOrder(3, { status: 'APPROVED' }));
    await staff().orders.bulkUpdateOrderTags([created._id], {
      assignTags: { tags: { tagIds: ['contract'] } },
    });
    const { orders: tagged } = await staff().orders.searchOrders({
      filter: { _id: created._id },
    });
    expect(tagged.map((entry: any) => entry.tags.tags.tagIds)).toEqual([['contract']]);
    const { activityId } = await staff().orders.addActivity(created._id, {
      merchantComment: { message: 'Fragile' },
    });
    const { order: removed } = await staff().orders.deleteActivity({ _id: created._id, activityId });
    expect(removed.activities.map((activity: any) => activity._id)).not.toContain(activityId);
    const updated = await staff().orders.updateOrder(created._id, { seenByAHuman: true });
    expect(updated.seenByAHuman).toBe(true);
    const { aggregates } = await staff().orders.aggregateOrders({
      filter: { status: 'APPROVED' },
      aggregation: { byChannel: { type: 'VALUE', fieldPath: 'channelInfo.type' } },
    });
    expect(aggregates.byChannel.results[0].value).toBe('WEB');
  });
});
