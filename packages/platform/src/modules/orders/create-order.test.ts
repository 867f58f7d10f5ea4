import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { recordPayment } from '../payments/record-payment';
import { createOrder } from './create-order';
import { loadTransactions } from './order-store';
import { sampleOrder } from './testing/sample-order';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ now: '2024-05-01T10:00:00.000Z' });
});
afterAll(() => platform.close());

const place = (input: Parameters<typeof createOrder>[2]) =>
  platform.db.transaction((tx) => createOrder(tx, platform.deps, input));
const eventsOf = async (orderId: string) =>
  (
    await platform.db.query<{ event_type: string }>(
      'select event_type from event_outbox where entity_id = $1 order by id',
      [orderId],
    )
  ).map((row) => row.event_type.replace('wix.ecom.v1.order_', ''));
const activityTypes = (order: { activities: { activityType: string }[] }) =>
  order.activities.map((activity) => activity.activityType);
const card = (outcome: 'APPROVED' | 'AUTHORIZED' | 'DECLINED' | 'PENDING', amount = '30.00') => ({
  method: 'CREDIT_CARD',
  outcome,
  amount,
  cardLast4: '4242',
  providerTransactionId: `tx-${outcome}`,
});

describe('createOrder', () => {
  it('numbers orders from 10001 upwards, one by one', async () => {
    const first = await place({ order: sampleOrder() });
    const second = await place({ order: sampleOrder() });
    expect(Number(first.order.number)).toBeGreaterThanOrEqual(10001);
    expect(Number(second.order.number)).toBe(Number(first.order.number) + 1);
  });

  it('writes the number it answers into the row, the document, order_created and the confirmation mail', async () => {
    const email = `numbered-${Date.now()}@example.com`;
    const { order } = await place({ order: { ...sampleOrder(), buyerInfo: { email } } });
    const [row] = await platform.db.query<{ number: string | number; doc: { number: string } }>(
      'select number, doc from orders where id = $1',
      [order.id],
    );
    expect(String(row!.number)).toBe(order.number);
    expect(row!.doc).toEqual(JSON.parse(JSON.stringify(order)));
    const [event] = await platform.db.query<{ payload: unknown }>(
      `select payload from event_outbox where entity_id = $1 and event_type like '%order_created'`,
      [order.id],
    );
    const payload = typeof event!.payload === 'string' ? event!.payload : JSON.stringify(event!.payload);
    expect(payload).toBe(JSON.stringify({ createdEvent: { entity: order } }));
    const [mail] = await platform.db.query<{ subject: string }>(
      'select subject from mail_outbox where to_address = $1',
      [email],
    );
    expect(mail!.subject).toBe(`Order #${order.number} received`);
  });

  it('leaves an unpaid online order INITIALIZED and NOT_PAID, with ORDER_PLACED and order_created', async () => {
    const { order } = await place({ order: sampleOrder() });
    expect(order).toMatchObject({
      status: 'INITIALIZED',
      paymentStatus: 'NOT_PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      priceSummary: { subtotal: { amount: '25.00' }, total: { amount: '30.00', formattedAmount: '$30.00' } },
      balanceSummary: { balance: { amount: '30.00' }, paid: { amount: '0.00' } },
    });
    expect(activityTypes(order)).toEqual(['ORDER_PLACED']);
    expect(order.buyerInfo.contactId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await eventsOf(order.id)).toEqual(['created']);
  });

  it('approves and marks paid an order whose card payment was approved', async () => {
    const { order, payment } = await place({ order: sampleOrder(), payment: card('APPROVED') });
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
    expect(order.balanceSummary).toMatchObject({ balance: { amount: '0.00' }, paid: { amount: '30.00' } });
    expect(activityTypes(order)).toEqual(['ORDER_PLACED', 'ORDER_PAID']);
    expect(payment).toMatchObject({
      status: 'APPROVED',
      amount: { amount: '30.00' },
      regularPaymentDetails: { offlinePayment: false, creditCardDetails: { lastFourDigits: '4242' } },
    });
    expect(await eventsOf(order.id)).toEqual(['created', 'payment_status_updated', 'approved', 'updated']);
  });

  it('keeps a declined order INITIALIZED so the buyer can pay it with another card', async () => {
    const { order } = await place({ order: sampleOrder(), payment: card('DECLINED') });
    expect(order).toMatchObject({ status: 'INITIALIZED', paymentStatus: 'DECLINED' });
    expect(activityTypes(order)).toEqual(['ORDER_PLACED', 'PAYMENT_DECLINED']);
    const retry = await platform.db.transaction((tx) =>
      recordPayment(tx, platform.clock, order.id, card('APPROVED')),
    );
    expect(retry.order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
    const transactions = await loadTransactions(platform.db, order.id);
    expect(transactions.payments.map((p) => p.status)).toEqual(['DECLINED', 'APPROVED']);
  });

  it('approves an authorised order, NOT_PAID until capture, with a scheduled void in 7 days', async () => {
    const { order, payment } = await place({ order: sampleOrder(), payment: card('AUTHORIZED') });
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'NOT_PAID' });
    expect(order.balanceSummary.authorized.amount).toBe('30.00');
    expect(payment?.regularPaymentDetails?.authorizationDetails?.scheduledAction).toEqual({
      actionType: 'VOID',
      executionDate: '2024-05-08T10:00:00.000Z',
    });
    expect(activityTypes(order)).toEqual(['ORDER_PLACED', 'AUTHORIZED_PAYMENT_CREATED']);
  });

  it('makes an order with a pending payment PENDING', async () => {
    const { order } = await place({ order: sampleOrder(), payment: card('PENDING') });
    expect(order).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
    expect(activityTypes(order)).toEqual(['ORDER_PLACED', 'PAYMENT_PENDING', 'ORDER_PENDING']);
  });

  it('approves an offline order at once, unpaid, without a transaction', async () => {
    const { order, payment } = await place({
      order: sampleOrder(),
      payment: { method: 'OFFLINE', outcome: 'PENDING', amount: '30.00' },
    });
    expect(payment).toBeUndefined();
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'NOT_PAID' });
    expect((await loadTransactions(platform.db, order.id)).payments).toEqual([]);
    expect(await eventsOf(order.id)).toEqual(['created', 'approved']);
  });

  it('approves and marks paid a zero-total order', async () => {
    const { order } = await place({
      order: sampleOrder({ lines: [{ price: '0', quantity: 1 }], shipping: '0' }),
    });
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' });
  });

  it('fulfils an order with nothing to ship', async () => {
    const input = sampleOrder();
    delete input.shippingInfo;
    (input.lineItems as { itemType: unknown; digitalFile?: unknown }[])[0]!.itemType = { preset: 'DIGITAL' };
    (input.lineItems as { digitalFile?: unknown }[])[0]!.digitalFile = { fileId: 'guide.pdf' };
    (input.lineItems as { physicalProperties?: unknown }[])[0]!.physicalProperties = { shippable: false };
    const { order } = await place({ order: input });
    expect(order.fulfillmentStatus).toBe('FULFILLED');
  });

  it('refuses a payment above what is left to pay, and one on a paid order', async () => {
    const { order } = await place({ order: sampleOrder() });
    const pay = (amount: string) =>
      platform.db.transaction((tx) => recordPayment(tx, platform.clock, order.id, card('APPROVED', amount)));
    await expect(pay('30.01')).rejects.toMatchObject({ status: 400, code: 'INVALID_AMOUNT' });
    await pay('10.00');
    await pay('20.00');
    await expect(pay('1.00')).rejects.toMatchObject({ status: 428, code: 'ORDER_ALREADY_PAID' });
  });

  it('creates nothing when the caller’s transaction rolls back', async () => {
    let id = '';
    await expect(
      platform.db.transaction(async (tx) => {
        id = (await createOrder(tx, platform.deps, { order: sampleOrder() })).order.id;
        throw new Error('inventory was short');
      }),
    ).rejects.toThrow('inventory was short');
    expect(await platform.db.query('select id from orders where id = $1', [id])).toEqual([]);
  });

  // Rule 50 / CreateOrderApplicationErrors: a purchase date after the platform's clock is refused; one before it is
  // kept as given.
  it('refuses a purchasedDate in the future and keeps a past one', async () => {
    await expect(
      place({ order: { ...sampleOrder(), purchasedDate: '2024-05-01T10:00:01.000Z' } }),
    ).rejects.toMatchObject({ status: 400, code: 'PURCHASED_DATE_CANNOT_BE_IN_FUTURE' });
    const { order } = await place({ order: { ...sampleOrder(), purchasedDate: '2024-04-30T09:00:00.000Z' } });
    expect(order.purchasedDate).toBe('2024-04-30T09:00:00.000Z');
  });

  // Price.amount is `@decimalValue { gte:0, lte:10^15 }` in the official Order types: a negative line price (which
  // made a line worth -2.00) or total is refused.
  it('refuses negative and oversized amounts with DECIMAL_GTE / DECIMAL_LTE', async () => {
    const input = sampleOrder() as { lineItems: { price: { amount: string } }[]; priceSummary: any };
    input.lineItems[0]!.price = { amount: '-1.00' };
    input.priceSummary.total = { amount: '1000000000000000.01' };
    await expect(place({ order: input })).rejects.toMatchObject({
      status: 400,
      violations: [
        expect.objectContaining({ field: 'order.lineItems[0].price.amount', violatedRule: 'DECIMAL_GTE' }),
        expect.objectContaining({ field: 'order.priceSummary.total.amount', violatedRule: 'DECIMAL_LTE' }),
      ],
    });
    const free = sampleOrder() as { lineItems: { price: { amount: string } }[] };
    free.lineItems[0]!.price = { amount: '0' };
    await expect(place({ order: free })).resolves.toBeDefined();
  });

  it('answers invalid input with field violations under order.', async () => {
    const input = sampleOrder();
    (input.lineItems as { quantity: number }[])[0]!.quantity = 0;
    delete input.channelInfo;
    await expect(place({ order: input })).rejects.toMatchObject({
      status: 400,
      violations: expect.arrayContaining([
        expect.objectContaining({ field: 'order.channelInfo', violatedRule: 'REQUIRED_FIELD' }),
        expect.objectContaining({ field: 'order.lineItems[0].quantity', violatedRule: 'MIN' }),
      ]),
    });
  });
});
