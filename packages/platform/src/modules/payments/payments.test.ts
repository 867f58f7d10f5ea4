import { describe, expect, it } from 'vitest';
import { createTaskScheduler } from '../events/scheduled-tasks';
import { placeOrder } from '../orders/testing/order-api';
import { ordersTestBed } from '../orders/testing/orders-test-bed';
import { paymentScheduledActions } from './authorizations';

const bed = ordersTestBed();
const { staff } = bed;

const collector = (orderId: string, call: string) => `/ecom/v1/payments-collector/orders/${orderId}/${call}`;
const code = (res: { body: any }) => res.body.details?.applicationError?.code;
const transactionsOf = async (orderId: string) =>
  (await staff('GET', `/ecom/v1/payments/orders/${orderId}`)).body.orderTransactions;

/** An order (total 30.00) paid by card through the gateway: prepare, then the simulated charge. */
async function cardPaidOrder(options: { delayed?: 'VOID' | 'CAPTURE' } = {}) {
  const order = await placeOrder(staff);
  const prepared = await staff('POST', collector(order.id, 'prepare-payment-collection'), {
    amount: { amount: '30.00' },
    ...(options.delayed && {
      delayedCaptureSettings: { scheduledAction: options.delayed, delayDuration: { count: 2, unit: 'DAYS' } },
    }),
  });
  const charged = await staff(
    'POST',
    `/bazaar/v1/payment-gateway-orders/${prepared.body.paymentGatewayOrderId}/charge`,
    {},
  );
  return { order: charged.body.order, payment: charged.body.payment };
}

describe('paymentsCollector manual payments and mark-as-paid', () => {
  it('goes NOT_PAID → PARTIALLY_PAID → PAID and refuses anything above the balance', async () => {
    const order = await placeOrder(staff);
    expect((await staff('GET', collector(order.id, 'payment-collectability-status'))).body).toEqual({
      status: 'COLLECTABLE',
      amount: { amount: '30.00', formattedAmount: '$30.00' },
    });
    expect(
      (await staff('POST', collector(order.id, 'manual-payment'), { amount: { amount: '10' } })).body,
    ).toEqual({});
    let read = (await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order;
    expect([read.status, read.paymentStatus, read.balanceSummary.balance.amount]).toEqual([
      'APPROVED',
      'PARTIALLY_PAID',
      '20.00',
    ]);
    const over = await staff('POST', collector(order.id, 'manual-payment'), { amount: { amount: '20.01' } });
    expect([over.status, code(over)]).toEqual([400, 'INVALID_AMOUNT']);
    const paid = await staff('POST', collector(order.id, 'mark-as-paid'), {});
    expect(paid.body.order).toMatchObject({
      paymentStatus: 'PAID',
      balanceSummary: { balance: { amount: '0.00' } },
    });
    read = paid.body.order;
    expect(read.activities.map((a: { activityType: string }) => a.activityType)).toEqual([
      'ORDER_PLACED',
      'ORDER_PARTIALLY_PAID',
      'ORDER_PAID',
    ]);
    const again = await staff('POST', collector(order.id, 'mark-as-paid'), {});
    expect([again.status, code(again)]).toEqual([428, 'ORDER_ALREADY_PAID']);
    expect((await staff('GET', collector(order.id, 'payment-collectability-status'))).body.status).toBe(
      'NONCOLLECTABLE_ORDER_IS_PAID',
    );
  });

  it('marks several orders paid, failing per item', async () => {
    const a = await placeOrder(staff);
    const canceled = await placeOrder(staff, { status: 'APPROVED' });
    await staff('POST', `/ecom/v1/orders/${canceled.id}/cancel`, {});
    const res = await staff('POST', '/ecom/v1/bulk/payments-collector/mark-as-paid', {
      ecomOrderIds: [a.id, canceled.id],
    });
    expect(res.body.results[0]).toMatchObject({
      itemMetadata: { success: true },
      item: { paymentStatus: 'PAID' },
    });
    expect(res.body.results[1].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'ORDER_CANCELED' },
    });
  });
});

describe('paymentsCollector required fields', () => {
  // The official request types mark these @requiredField: leaving one out is a REQUIRED_FIELD violation naming it,
  // not INVALID_AMOUNT for an amount of zero or PAYMENTS_NOT_FOUND for a payment called "undefined".
  it('names the missing amount, payments[].paymentId and paymentIds, and changes nothing', async () => {
    const order = await placeOrder(staff);
    const missing = async (call: string, body: Record<string, unknown>, field: string) => {
      const res = await staff('POST', collector(order.id, call), body);
      expect(res.status, call).toBe(400);
      expect(res.body.details.validationError.fieldViolations, call).toEqual([
        expect.objectContaining({ field, violatedRule: 'REQUIRED_FIELD' }),
      ]);
    };
    await missing('manual-payment', {}, 'amount');
    await missing('manual-payment', { amount: {} }, 'amount.amount');
    await missing('prepare-payment-collection', {}, 'amount');
    await missing('trigger-refund', {}, 'payments');
    await missing('trigger-refund', { payments: [{ amount: { amount: '1.00' } }] }, 'payments[0].paymentId');
    await missing('capture-authorized-payments', { payments: [{}] }, 'payments[0].paymentId');
    await missing('void-authorized-payments', {}, 'paymentIds');
    expect((await transactionsOf(order.id)).payments).toHaveLength(0);
    const gateways = await bed.platform.db.query(
      'select id from payment_gateway_orders where order_id = $1',
      [order.id],
    );
    expect(gateways).toHaveLength(0);
  });
});

describe('paymentsCollector refunds', () => {
  it('walks placed → paid → partially refunded → fully refunded, restocking and never over-refunding', async () => {
    const { order, payment } = await cardPaidOrder();
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
    const refundable = await staff('GET', collector(order.id, 'refundability'));
    expect(refundable.body.refundabilities).toEqual([
      { paymentId: payment.id, refundabilityStatus: 'REFUNDABLE' },
    ]);
    const partial = await staff('POST', collector(order.id, 'trigger-refund'), {
      payments: [{ paymentId: payment.id, amount: { amount: '12.50' } }],
      details: { lineItems: [{ lineItemId: order.lineItems[0].id, quantity: 1 }], reason: 'Chipped' },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.orderTransactions.payments[0].status).toBe('PARTIALLY_REFUNDED');
    const over = await staff('POST', collector(order.id, 'trigger-refund'), {
      payments: [{ paymentId: payment.id, amount: { amount: '17.51' } }],
    });
    expect([over.status, code(over)]).toEqual([400, 'INVALID_AMOUNT']);
    const rest = await staff('POST', collector(order.id, 'trigger-refund'), {
      payments: [{ paymentId: payment.id }],
    });
    expect(rest.body.orderTransactions.payments[0].status).toBe('REFUNDED');
    const read = (await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order;
    expect(read).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'FULLY_REFUNDED',
      balanceSummary: { refunded: { amount: '30.00' } },
    });
    expect(read.lineItems[0].refundQuantity).toBe(1);
    const types = read.activities.map((a: { activityType: string }) => a.activityType);
    expect(types.filter((type: string) => type === 'ORDER_REFUNDED')).toHaveLength(2);
    const done = await staff('GET', collector(order.id, 'refundability'));
    expect(done.body.refundabilities[0]).toMatchObject({ nonRefundableReason: 'ALREADY_REFUNDED' });
  });

  it('refunds an offline payment only as an external refund', async () => {
    const order = await placeOrder(staff);
    await staff('POST', collector(order.id, 'mark-as-paid'), {});
    const [payment] = (await transactionsOf(order.id)).payments;
    const refundability = await staff('GET', collector(order.id, 'refundability'));
    expect(refundability.body.refundabilities[0]).toMatchObject({
      refundabilityStatus: 'MANUAL',
      manuallyRefundableReason: 'OFFLINE',
    });
    const refused = await staff('POST', collector(order.id, 'trigger-refund'), {
      payments: [{ paymentId: payment.id }],
    });
    expect([refused.status, code(refused)]).toEqual([428, 'REFUND_NOT_AVAILABLE']);
    const external = await staff('POST', collector(order.id, 'trigger-refund'), {
      payments: [{ paymentId: payment.id, externalRefund: true }],
    });
    expect(external.body.orderTransactions.refunds[0].transactions[0]).toMatchObject({
      externalRefund: true,
    });
  });

  // Rule 106: the shipping a refund gives back is bounded by the order's shipping (5.00) over all its refunds;
  // RefundDetails.reason is at most 200 characters. Both refusals leave the transactions untouched.
  it('refunds shipping at most once and refuses a reason over 200 characters, changing nothing', async () => {
    const { order, payment } = await cardPaidOrder();
    const refund = (details: Record<string, unknown>, amount = '5.00') =>
      staff('POST', collector(order.id, 'trigger-refund'), {
        payments: [{ paymentId: payment.id, amount: { amount } }],
        details,
      });
    const tooMuch = await refund({ shipping: { amount: { amount: '5.01' } } }, '6.00');
    expect([tooMuch.status, code(tooMuch)]).toEqual([400, 'INVALID_SHIPPING_REFUND_AMOUNT']);
    const longReason = await refund({ reason: 'r'.repeat(201) });
    expect(longReason.status).toBe(400);
    expect(longReason.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'details.reason', violatedRule: 'MAX_LENGTH' }),
    ]);
    expect((await transactionsOf(order.id)).refunds).toHaveLength(0);

    const part = await refund({ shipping: { amount: { amount: '3.00' } }, reason: 'r'.repeat(200) }, '3.00');
    expect(part.status).toBe(200);
    expect(part.body.orderTransactions.refunds[0].details).toMatchObject({
      shippingIncluded: true,
      shipping: { amount: { amount: '3.00' } },
      reason: 'r'.repeat(200),
    });
    const again = await refund({ shipping: { amount: { amount: '2.01' } } }, '3.00');
    expect([again.status, code(again)]).toEqual([400, 'INVALID_SHIPPING_REFUND_AMOUNT']);
    expect(again.body.details.applicationError.data.refundableShipping.amount).toBe('2.00');
    expect((await refund({ shipping: { amount: { amount: '2.00' } } }, '2.00')).status).toBe(200);
  });

  // Rules 104–106: the codes of a refund naming a payment the order lacks, or more units than are left to refund.
  it('refuses an unknown payment and refunded quantities above what is left, refunding nothing', async () => {
    const { order, payment } = await cardPaidOrder();
    const unknown = await staff('POST', collector(order.id, 'trigger-refund'), {
      payments: [{ paymentId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect([unknown.status, code(unknown)]).toEqual([404, 'PAYMENTS_NOT_FOUND']);
    const lineItemId = order.lineItems[0].id;
    const refund = (quantity: number) =>
      staff('POST', collector(order.id, 'trigger-refund'), {
        payments: [{ paymentId: payment.id, amount: { amount: '1.00' } }],
        details: { lineItems: [{ lineItemId, quantity }] },
      });
    const tooMany = await refund(3);
    expect([tooMany.status, code(tooMany)]).toEqual([400, 'INVALID_LINE_ITEM_REFUND_QUANTITY']);
    expect((await transactionsOf(order.id)).refunds).toHaveLength(0);
    expect((await refund(2)).status).toBe(200);
    const again = await refund(1);
    expect(again.body.details.applicationError).toMatchObject({
      code: 'INVALID_LINE_ITEM_REFUND_QUANTITY',
      data: { available: 0 },
    });
  });

  it('refuses an unknown restock type, SOME_ITEMS naming no item or a non-boolean email flag, refunding nothing', async () => {
    const { order, payment } = await cardPaidOrder();
    const refund = (sideEffects: Record<string, unknown>) =>
      staff('POST', collector(order.id, 'trigger-refund'), {
        payments: [{ paymentId: payment.id, amount: { amount: '1.00' } }],
        sideEffects,
      });
    const fields = (res: { body: any }) =>
      res.body.details.validationError.fieldViolations.map(
        (v: { field: string; violatedRule: string }) => `${v.field}:${v.violatedRule}`,
      );
    const unknownType = await refund({ restockInfo: { type: 'EVERYTHING' } });
    expect([unknownType.status, ...fields(unknownType)]).toEqual([
      400,
      'sideEffects.restockInfo.type:INVALID_ENUM_VALUE',
    ]);
    const email = await refund({ sendOrderRefundedEmail: 'yes' });
    expect([email.status, ...fields(email)]).toEqual([400, 'sideEffects.sendOrderRefundedEmail:VALIDATION']);
    // SOME_ITEMS naming no item used to refund the money and restock nothing, silently.
    const noItems = await refund({ restockInfo: { type: 'SOME_ITEMS' } });
    expect([noItems.status, ...fields(noItems)]).toEqual([
      400,
      'sideEffects.restockInfo.items:REQUIRED_FIELD',
    ]);
    const emptyItems = await refund({ restockInfo: { type: 'SOME_ITEMS', items: [] } });
    expect([emptyItems.status, ...fields(emptyItems)]).toEqual([
      400,
      'sideEffects.restockInfo.items:MIN_SIZE',
    ]);
    expect((await transactionsOf(order.id)).refunds).toHaveLength(0);
    expect((await transactionsOf(order.id)).payments[0].status).toBe('APPROVED');
    expect((await refund({ restockInfo: { type: 'NO_ITEMS' } })).status).toBe(200);
  });

  it('answers 404 NO_ASSOCIATED_ECOM_ORDER when re-amounting a gateway order the order does not have', async () => {
    const order = await placeOrder(staff);
    const res = await staff('POST', collector(order.id, 'prepare-payment-collection'), {
      amount: { amount: '10.00' },
      paymentGatewayOrderId: '00000000-0000-4000-8000-000000000000',
    });
    expect([res.status, code(res)]).toEqual([404, 'NO_ASSOCIATED_ECOM_ORDER']);
  });

  it('refunds at most what was paid when 20 refunds of one payment race', async () => {
    const { order, payment } = await cardPaidOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        staff('POST', collector(order.id, 'trigger-refund'), {
          payments: [{ paymentId: payment.id, amount: { amount: '5.00' } }],
        }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(6);
    expect(answers.filter((res) => res.status !== 200).every((res) => code(res) !== undefined)).toBe(true);
    const transactions = await transactionsOf(order.id);
    expect(transactions.refunds).toHaveLength(6);
    expect((await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order.paymentStatus).toBe(
      'FULLY_REFUNDED',
    );
  });

  it('replays a refund retried with the same Idempotency-Key', async () => {
    const { order, payment } = await cardPaidOrder();
    const body = { payments: [{ paymentId: payment.id, amount: { amount: '3.00' } }] };
    const headers = { 'idempotency-key': 'refund-once' };
    const first = await staff('POST', collector(order.id, 'trigger-refund'), body, headers);
    const second = await staff('POST', collector(order.id, 'trigger-refund'), body, headers);
    expect(second.body).toEqual(first.body);
    expect((await transactionsOf(order.id)).refunds).toHaveLength(1);
    const reused = await staff(
      'POST',
      collector(order.id, 'trigger-refund'),
      { payments: [{ paymentId: payment.id }] },
      headers,
    );
    expect([reused.status, code(reused)]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
  });
});

describe('paymentsCollector authorisations', () => {
  it('captures an authorised payment: APPROVED order, NOT_PAID → PAID', async () => {
    const { order, payment } = await cardPaidOrder({ delayed: 'VOID' });
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'NOT_PAID' });
    const refund = await staff('GET', collector(order.id, 'refundability'));
    expect(refund.body.refundabilities[0].nonRefundableReason).toBe('NOT_PAID');
    const cancel = await staff('POST', `/ecom/v1/orders/${order.id}/cancel`, {});
    expect(code(cancel)).toBe('ORDER_HAS_AUTHORIZED_TRANSACTION');
    const captured = await staff('POST', collector(order.id, 'capture-authorized-payments'), {
      payments: [{ paymentId: payment.id }],
    });
    const details = captured.body.orderTransactions.payments[0].regularPaymentDetails.authorizationDetails;
    expect(details.captures[0]).toMatchObject({ status: 'SUCCEEDED', amount: { amount: '30.00' } });
    expect(details.scheduledAction).toBeUndefined();
    expect((await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order.paymentStatus).toBe('PAID');
    const twice = await staff('POST', collector(order.id, 'capture-authorized-payments'), {
      payments: [{ paymentId: payment.id }],
    });
    expect(code(twice)).toBe('PAYMENT_ALREADY_CAPTURED');
    const voided = await staff('POST', collector(order.id, 'void-authorized-payments'), {
      paymentIds: [payment.id],
    });
    expect(code(voided)).toBe('PAYMENT_ALREADY_CAPTURED');
  });

  it('voids an authorised payment, and refuses capturing it afterwards', async () => {
    const { order, payment } = await cardPaidOrder({ delayed: 'CAPTURE' });
    const over = await staff('POST', collector(order.id, 'capture-authorized-payments'), {
      payments: [{ paymentId: payment.id, amount: { amount: '31.00' } }],
    });
    expect(code(over)).toBe('INVALID_AMOUNT');
    const voided = await staff('POST', collector(order.id, 'void-authorized-payments'), {
      paymentIds: [payment.id],
    });
    expect(voided.body.orderTransactions.payments[0]).toMatchObject({
      status: 'VOIDED',
      regularPaymentDetails: { authorizationDetails: { void: { status: 'SUCCEEDED', reason: 'MANUAL' } } },
    });
    const capture = await staff('POST', collector(order.id, 'capture-authorized-payments'), {
      payments: [{ paymentId: payment.id }],
    });
    expect(code(capture)).toBe('PAYMENT_ALREADY_VOIDED');
    expect((await staff('POST', `/ecom/v1/orders/${order.id}/cancel`, {})).status).toBe(200);
  });

  // Rules 109–110: 1 to 100 payments per call, and the codes of payments that are not authorisations.
  it('refuses empty or oversized lists and payments that are missing, offline or not authorised', async () => {
    const order = await placeOrder(staff);
    await staff('POST', collector(order.id, 'mark-as-paid'), {});
    const [offline] = (await transactionsOf(order.id)).payments;
    const capture = (payments: unknown[]) =>
      staff('POST', collector(order.id, 'capture-authorized-payments'), { payments });
    const voids = (paymentIds: unknown[]) =>
      staff('POST', collector(order.id, 'void-authorized-payments'), { paymentIds });
    const violation = (res: { body: any }) => res.body.details.validationError.fieldViolations[0];
    expect(violation(await capture([]))).toMatchObject({ field: 'payments', violatedRule: 'MIN_SIZE' });
    expect(violation(await voids([]))).toMatchObject({ field: 'paymentIds', violatedRule: 'MIN_SIZE' });
    const many = Array.from({ length: 101 }, () => offline.id);
    expect(violation(await voids(many))).toMatchObject({ field: 'paymentIds', violatedRule: 'MAX_SIZE' });
    expect(violation(await capture(many.map((paymentId) => ({ paymentId }))))).toMatchObject({
      field: 'payments',
      violatedRule: 'MAX_SIZE',
    });
    const missing = await voids(['00000000-0000-4000-8000-000000000000']);
    expect([missing.status, code(missing)]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    const notOnline = await capture([{ paymentId: offline.id }]);
    expect([notOnline.status, code(notOnline)]).toEqual([428, 'NOT_REGULAR_ONLINE_PAYMENT']);
    const notHeld = await voids([offline.id]);
    expect([notHeld.status, code(notHeld)]).toEqual([428, 'PAYMENT_NOT_AUTHORIZED']);
    expect((await transactionsOf(order.id)).payments[0].status).toBe('APPROVED');
  });

  // Rule 113: held money is captured or voided, not collected again offline. Marking the order paid used to record
  // 30.00 offline beside the 30.00 hold; the scheduled CAPTURE then took the total a second time (balance -30.00).
  it('does not collect offline what a card holds: mark-as-paid and manual payments wait for capture or void', async () => {
    const { order, payment } = await cardPaidOrder({ delayed: 'CAPTURE' });
    const marked = await staff('POST', collector(order.id, 'mark-as-paid'), {});
    expect([marked.status, code(marked)]).toEqual([428, 'ORDER_ALREADY_PAID']);
    expect(marked.body.details.applicationError.data.authorized.amount).toBe('30.00');
    const manual = await staff('POST', collector(order.id, 'manual-payment'), { amount: { amount: '1.00' } });
    expect([manual.status, code(manual)]).toEqual([428, 'ORDER_ALREADY_PAID']);
    expect((await transactionsOf(order.id)).payments).toHaveLength(1);

    await staff('POST', collector(order.id, 'void-authorized-payments'), { paymentIds: [payment.id] });
    const paid = await staff('POST', collector(order.id, 'mark-as-paid'), {});
    expect(paid.body.order).toMatchObject({
      paymentStatus: 'PAID',
      balanceSummary: { paid: { amount: '30.00' }, balance: { amount: '0.00' } },
    });
  });

  it('runs scheduled captures and voids when their execution date passes', async () => {
    const toVoid = await cardPaidOrder({ delayed: 'VOID' });
    const toCapture = await cardPaidOrder({ delayed: 'CAPTURE' });
    const scheduler = createTaskScheduler(bed.platform.deps, [paymentScheduledActions]);
    await scheduler.runDue();
    expect((await transactionsOf(toVoid.order.id)).payments[0].status).toBe('AUTHORIZED');
    bed.platform.clock.advance({ days: 2, minutes: 1 });
    await scheduler.runDue();
    const voided = (await transactionsOf(toVoid.order.id)).payments[0];
    expect(voided).toMatchObject({ status: 'VOIDED' });
    expect(voided.regularPaymentDetails.authorizationDetails.void.reason).toBe('SCHEDULED');
    expect((await transactionsOf(toCapture.order.id)).payments[0].status).toBe('APPROVED');
    expect((await staff('GET', `/ecom/v1/orders/${toCapture.order.id}`)).body.order.paymentStatus).toBe(
      'PAID',
    );
  });
});

describe('paymentsCollector collectability and refundability reasons (rules 95–96, 102–103)', () => {
  it('names why pending, rejected, authorised and zero-total orders cannot be collected or refunded', async () => {
    const status = async (orderId: string) => {
      const collect = (await staff('GET', collector(orderId, 'payment-collectability-status'))).body;
      const refund = (await staff('GET', collector(orderId, 'refundability'))).body.refundabilities;
      return [collect.status, collect.amount.amount, ...refund.map((r: any) => r.nonRefundableReason)];
    };
    const pending = await cardPendingOrder();
    expect(await status(pending.order.id)).toEqual([
      'NONCOLLECTABLE_ORDER_IS_PENDING',
      '0.00',
      'ORDER_IS_PENDING',
    ]);
    await staff('POST', `/ecom/v1/orders/${pending.order.id}/update-status`, { status: 'REJECTED' });
    expect(await status(pending.order.id)).toEqual([
      'NONCOLLECTABLE_ORDER_IS_REJECTED',
      '0.00',
      'ORDER_IS_REJECTED',
    ]);
    // "An authorized payment can't be refunded until it's captured" (rule 103); what the card holds is not
    // collected a second time (it waits for capture or void), so nothing is collectable — yet the order is not paid
    // (paymentStatus NOT_PAID), so the reason is the pending payment, not IS_PAID.
    const held = await cardPaidOrder({ delayed: 'VOID' });
    expect(held.order.paymentStatus).toBe('NOT_PAID');
    expect(await status(held.order.id)).toEqual(['NONCOLLECTABLE_ORDER_IS_PENDING', '0.00', 'NOT_PAID']);
    const prepare = await staff('POST', collector(held.order.id, 'prepare-payment-collection'), {
      amount: { amount: '1.00' },
    });
    expect([prepare.status, code(prepare)]).toEqual([428, 'ORDER_ALREADY_PAID']);
    expect(prepare.body.details.applicationError.data.authorized.amount).toBe('30.00');
    await staff('POST', collector(held.order.id, 'capture-authorized-payments'), {
      payments: [{ paymentId: held.payment.id }],
    });
    expect(await status(held.order.id)).toEqual(['NONCOLLECTABLE_ORDER_IS_PAID', '0.00', undefined]);
    const free = await placeOrder(staff, {
      lines: [{ name: 'Sticker', price: '0.00', quantity: 1 }],
      shipping: '0.00',
    });
    expect([free.status, free.paymentStatus]).toEqual(['APPROVED', 'PAID']);
    expect(await status(free.id)).toEqual(['NONCOLLECTABLE_ORDER_IS_PAID', '0.00']);
  });
});

describe('paymentsCollector collectability of an order partly held on a card (rules 95, 113)', () => {
  it('collects only the balance beyond the hold, before and after the hold is captured', async () => {
    const order = await placeOrder(staff);
    const prepared = await staff('POST', collector(order.id, 'prepare-payment-collection'), {
      amount: { amount: '20.00' },
      delayedCaptureSettings: { scheduledAction: 'VOID' },
    });
    const charged = await staff(
      'POST',
      `/bazaar/v1/payment-gateway-orders/${prepared.body.paymentGatewayOrderId}/charge`,
      {},
    );
    expect(charged.body.payment.status).toBe('AUTHORIZED');
    const collectability = async () =>
      (await staff('GET', collector(order.id, 'payment-collectability-status'))).body;
    expect(await collectability()).toMatchObject({ status: 'COLLECTABLE', amount: { amount: '10.00' } });
    const over = await staff('POST', collector(order.id, 'prepare-payment-collection'), {
      amount: { amount: '10.01' },
    });
    expect(code(over)).toBe('INVALID_AMOUNT');
    await staff('POST', collector(order.id, 'capture-authorized-payments'), {
      payments: [{ paymentId: charged.body.payment.id }],
    });
    expect(await collectability()).toMatchObject({ status: 'COLLECTABLE', amount: { amount: '10.00' } });
    expect((await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order.paymentStatus).toBe(
      'PARTIALLY_PAID',
    );
  });
});

describe('orderTransactions.updatePaymentStatus', () => {
  it('approves a pending order when its payment is approved, rejects it when declined', async () => {
    const approve = await cardPendingOrder();
    const path = (o: { id: string }, p: string) =>
      `/ecom/v1/payments/${p}/orders/${o.id}/update-payment-transaction-status`;
    await staff('POST', path(approve.order, approve.paymentId), { status: 'APPROVED' });
    expect((await staff('GET', `/ecom/v1/orders/${approve.order.id}`)).body.order).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'PAID',
    });
    const decline = await cardPendingOrder();
    await staff('POST', path(decline.order, decline.paymentId), { status: 'DECLINED' });
    expect((await staff('GET', `/ecom/v1/orders/${decline.order.id}`)).body.order.status).toBe('REJECTED');
    const again = await staff('POST', path(decline.order, decline.paymentId), { status: 'APPROVED' });
    expect(code(again)).toBe('STATUS_NOT_ALLOWED');
  });
});

describe('orderTransactions.addPayments (rule 90)', () => {
  const add = (orderId: string, payments: unknown[]) =>
    staff('POST', `/ecom/v1/payments/orders/${orderId}/add-payment`, { payments });
  const fields = (res: { body: any }) =>
    res.body.details.validationError.fieldViolations.map(
      (v: { field: string; violatedRule: string }) => `${v.field}:${v.violatedRule}`,
    );

  it('records payments made elsewhere and settles the order once', async () => {
    const order = await placeOrder(staff);
    const res = await add(order.id, [
      { amount: { amount: '10.00' }, regularPaymentDetails: { offlinePayment: true } },
      {
        amount: { amount: '20.00' },
        regularPaymentDetails: { paymentMethod: 'PAYPAL', providerTransactionId: 'pp-1' },
      },
      { amount: { amount: '30.00' }, status: 'DECLINED' },
    ]);
    expect(res.status).toBe(200);
    const { payments } = res.body.orderTransactions;
    expect(res.body.paymentsIds).toEqual(payments.map((p: { id: string }) => p.id));
    expect(
      payments.map((p: any) => [p.amount.amount, p.status, p.regularPaymentDetails.offlinePayment]),
    ).toEqual([
      ['10.00', 'APPROVED', true],
      ['20.00', 'APPROVED', false],
      ['30.00', 'DECLINED', false],
    ]);
    expect(payments[1].regularPaymentDetails).toMatchObject({
      paymentMethod: 'PAYPAL',
      providerTransactionId: 'pp-1',
    });
    const read = (await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order;
    expect([read.status, read.paymentStatus, read.balanceSummary.paid.amount]).toEqual([
      'APPROVED',
      'PAID',
      '30.00',
    ]);
    expect(read.activities.map((a: { activityType: string }) => a.activityType)).toEqual([
      'ORDER_PLACED',
      'PAYMENT_DECLINED',
      'ORDER_PAID',
    ]);
    const again = await add(order.id, [{ amount: { amount: '1.00' } }]);
    expect([again.status, code(again)]).toEqual([428, 'ORDER_ALREADY_PAID']);
  });

  it('refuses bad records and more than is left to pay, recording nothing', async () => {
    const order = await placeOrder(staff);
    expect(fields(await add(order.id, []))).toEqual(['payments:MIN_SIZE']);
    const many = Array.from({ length: 51 }, () => ({ amount: { amount: '0.01' } }));
    expect(fields(await add(order.id, many))).toEqual(['payments:MAX_SIZE']);
    expect(fields(await add(order.id, [{}]))).toEqual(['payments[0].amount:REQUIRED_FIELD']);
    expect(fields(await add(order.id, [{ amount: { amount: '1.00' }, status: 'REFUNDED' }]))).toEqual([
      'payments[0].status:INVALID_ENUM_VALUE',
    ]);
    expect(
      fields(
        await add(order.id, [
          { amount: { amount: '1.00' }, giftcardPaymentDetails: { giftCardPaymentId: 'g' } },
        ]),
      ),
    ).toEqual(['payments[0].giftcardPaymentDetails:FIELD_NOT_ALLOWED']);
    expect(fields(await add(order.id, [{ amount: { amount: '1.001' } }]))).toEqual([
      'payments[0].amount.amount:FORMAT',
    ]);
    const zero = await add(order.id, [{ amount: { amount: '0' } }]);
    expect([zero.status, code(zero)]).toEqual([400, 'INVALID_AMOUNT']);
    const over = await add(order.id, [{ amount: { amount: '20.00' } }, { amount: { amount: '10.01' } }]);
    expect([over.status, code(over)]).toEqual([400, 'INVALID_AMOUNT']);
    expect((await transactionsOf(order.id)).payments).toHaveLength(0);
    await staff('POST', `/ecom/v1/orders/${order.id}/update-status`, { status: 'APPROVED' });
    await staff('POST', `/ecom/v1/orders/${order.id}/cancel`, {});
    const canceled = await add(order.id, [{ amount: { amount: '1.00' } }]);
    expect([canceled.status, code(canceled)]).toEqual([428, 'ORDER_CANCELED']);
    expect((await transactionsOf(order.id)).payments).toHaveLength(0);
  });
});

async function cardPendingOrder() {
  const order = await placeOrder(staff);
  const prepared = await staff('POST', collector(order.id, 'prepare-payment-collection'), {
    amount: { amount: '30.00' },
  });
  const charged = await staff(
    'POST',
    `/bazaar/v1/payment-gateway-orders/${prepared.body.paymentGatewayOrderId}/charge`,
    {
      outcome: 'PENDING',
    },
  );
  expect(charged.body.order).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
  return { order: charged.body.order, paymentId: charged.body.payment.id as string };
}

describe('paymentsCollector reasons a payment cannot be captured, voided or refunded (spec §8)', () => {
  const capture = (orderId: string, paymentId: string) =>
    staff('POST', collector(orderId, 'capture-authorized-payments'), { payments: [{ paymentId }] });
  const voids = (orderId: string, paymentId: string) =>
    staff('POST', collector(orderId, 'void-authorized-payments'), { paymentIds: [paymentId] });
  const reason = (res: { body: any }) => res.body.details?.applicationError?.data?.reason;

  // The task runs once a minute: between an authorisation's void date and the next run, a capture used to take the
  // expired hold (APPROVED, PAID) and a void to release a hold already due for capture.
  it('acts on an authorisation past its execution date before a capture or void, naming it EXPIRED', async () => {
    const toVoid = await cardPaidOrder({ delayed: 'VOID' });
    const toCapture = await cardPaidOrder({ delayed: 'CAPTURE' });
    bed.platform.clock.advance({ days: 2, minutes: 1 });
    const expired = await capture(toVoid.order.id, toVoid.payment.id);
    expect([expired.status, code(expired), reason(expired)]).toEqual([
      428,
      'PAYMENT_ALREADY_VOIDED',
      'EXPIRED',
    ]);
    const captured = await voids(toCapture.order.id, toCapture.payment.id);
    expect([captured.status, code(captured)]).toEqual([428, 'PAYMENT_ALREADY_CAPTURED']);
    await createTaskScheduler(bed.platform.deps, [paymentScheduledActions]).runDue();
    expect((await transactionsOf(toVoid.order.id)).payments[0].status).toBe('VOIDED');
    const again = await voids(toVoid.order.id, toVoid.payment.id);
    expect([again.status, code(again), reason(again)]).toEqual([428, 'PAYMENT_ALREADY_VOIDED', 'EXPIRED']);
    expect((await transactionsOf(toCapture.order.id)).payments[0].status).toBe('APPROVED');
  });

  it('names OFFLINE and NOT_SUPPORTED for offline and membership payments, and ZERO_PRICE for a free one', async () => {
    const offlineOrder = await placeOrder(staff);
    await staff('POST', collector(offlineOrder.id, 'mark-as-paid'), {});
    const [offline] = (await transactionsOf(offlineOrder.id)).payments;
    const notOnline = await capture(offlineOrder.id, offline.id);
    expect([notOnline.status, code(notOnline), reason(notOnline)]).toEqual([
      428,
      'NOT_REGULAR_ONLINE_PAYMENT',
      'OFFLINE',
    ]);
    const notHeld = await voids(offlineOrder.id, offline.id);
    expect([notHeld.status, code(notHeld), reason(notHeld)]).toEqual([
      428,
      'PAYMENT_NOT_AUTHORIZED',
      'OFFLINE',
    ]);

    const member = await bed.platform.seed.member();
    const order = await placeOrder(staff, { buyer: { memberId: member.id } });
    const charged = await staff('POST', collector(order.id, 'charge-membership'), {
      memberId: member.id,
      membershipCharges: [
        {
          membershipId: '00000000-0000-4000-8000-0000000000aa',
          membershipName: { original: 'Gold' },
          appId: '00000000-0000-4000-8000-0000000000bb',
          catalogReference: { catalogItemId: order.lineItems[0].catalogReference.catalogItemId },
        },
      ],
    });
    expect(charged.status).toBe(200);
    const [membership] = (await transactionsOf(order.id)).payments;
    expect(membership).toMatchObject({ status: 'APPROVED', amount: { amount: '0.00' } });
    const refundability = await staff('GET', collector(order.id, 'refundability'));
    expect(refundability.body.refundabilities).toEqual([
      { paymentId: membership.id, refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: 'ZERO_PRICE' },
    ]);
    const unsupported = await capture(order.id, membership.id);
    expect([unsupported.status, code(unsupported), reason(unsupported)]).toEqual([
      428,
      'NOT_REGULAR_ONLINE_PAYMENT',
      'NOT_SUPPORTED',
    ]);
  });
});
