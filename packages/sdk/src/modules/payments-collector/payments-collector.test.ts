import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { orderTransactions } from '../order-transactions/order-transactions';
import { paymentsCollector } from './payments-collector';
import type {
  ManuallyRefundableReason,
  NonRefundableReason,
  Refundability,
} from './payments-collector-types';

const wireTransactions = () => ({
  orderTransactions: {
    orderId: 'o1',
    payments: [
      {
        id: 'p1',
        createdDate: '2024-05-01T10:00:00.000Z',
        status: 'AUTHORIZED',
        amount: { amount: '30.00' },
        regularPaymentDetails: {
          authorizationDetails: {
            authorizedDate: '2024-05-01T10:00:00.000Z',
            scheduledAction: { actionType: 'VOID', executionDate: '2024-05-08T10:00:00.000Z' },
          },
        },
      },
    ],
    refunds: [{ id: 'r1', createdDate: '2024-05-02T10:00:00.000Z' }],
  },
  refundId: 'r1',
  failedPaymentIds: [],
});

const setup = (handler: MockHandler = () => ({ json: wireTransactions() })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { paymentsCollector, orderTransactions },
  });
  return { fetch, client };
};

// The platform refuses bad input; the SDK then names the caller's field (errors/argument-checks.ts).
const REFUSED: MockHandler = () => ({
  status: 400,
  json: { message: 'invalid' },
  headers: { 'x-wix-request-id': 'r-bad' },
});

describe('paymentsCollector.triggerRefund', () => {
  it('POSTs one payment with details, forwards an Idempotency-Key and converts the transactions', async () => {
    const { fetch, client } = setup();
    const result = await client.paymentsCollector.triggerRefund(
      'o1',
      [{ paymentId: 'p1', amount: { amount: '5.00' } }],
      { details: { reason: 'Chipped' } },
      { headers: { 'Idempotency-Key': 'k1' } },
    );
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api/ecom/v1/payments-collector/orders/o1/trigger-refund',
      json: {
        ecomOrderId: 'o1',
        payments: [{ paymentId: 'p1', amount: { amount: '5.00' } }],
        details: { reason: 'Chipped' },
      },
    });
    expect(fetch.requests[0]?.headers['idempotency-key']).toBe('k1');
    const payment = result.orderTransactions.payments?.[0];
    expect(payment?._id).toBe('p1');
    expect(payment?.regularPaymentDetails?.authorizationDetails?.scheduledAction?.executionDate).toEqual(
      new Date('2024-05-08T10:00:00.000Z'),
    );
    expect(result.orderTransactions.refunds?.[0]?._createdDate).toEqual(new Date('2024-05-02T10:00:00.000Z'));
  });

  it('names a payment without an id when the server refuses the refund', async () => {
    const { fetch, client } = setup(REFUSED);
    await expect(client.paymentsCollector.triggerRefund('o1', [{} as never])).rejects.toThrow(
      '"payments[0].paymentId" is required',
    );
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('paymentsCollector refund shapes (spec §8 reasons, rule 106 shipping)', () => {
  it('sends a shipping refund and types the refundability reasons as the spec lists them', async () => {
    const { fetch, client } = setup((request) =>
      request.method === 'GET'
        ? {
            json: {
              refundabilities: [
                { paymentId: 'p1', refundabilityStatus: 'MANUAL', manuallyRefundableReason: 'OFFLINE' },
                { paymentId: 'p2', refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: 'ZERO_PRICE' },
              ],
            },
          }
        : { json: wireTransactions() },
    );
    await client.paymentsCollector.triggerRefund('o1', [{ paymentId: 'p1', externalRefund: true }], {
      details: { shipping: { amount: { amount: '5.00' } }, reason: 'Late' },
    });
    expect(fetch.requests[0]?.json).toMatchObject({
      details: { shipping: { amount: { amount: '5.00' } }, reason: 'Late' },
    });
    const { refundabilities } = await client.paymentsCollector.getRefundabilityStatus('o1');
    const reasons: (NonRefundableReason | ManuallyRefundableReason | undefined)[] = refundabilities.map(
      (entry: Refundability) => entry.nonRefundableReason ?? entry.manuallyRefundableReason,
    );
    expect(reasons).toEqual(['OFFLINE', 'ZERO_PRICE']);
    // @ts-expect-error — not a refund-ineligibility reason of spec §8
    const unknown: NonRefundableReason = 'NO_MONEY';
    expect(unknown).toBe('NO_MONEY');
  });
});

describe('paymentsCollector collection calls', () => {
  it('sends manual payments, mark-as-paid and captures to their paths', async () => {
    const { fetch, client } = setup(() => ({ json: {} }));
    expect(
      await client.paymentsCollector.recordManuallyCollectedPayment('o1', { amount: '10.00' }),
    ).toBeUndefined();
    await client.paymentsCollector.preparePaymentCollection(
      'o1',
      { amount: '30.00' },
      {
        delayedCaptureSettings: { scheduledAction: 'CAPTURE' },
      },
    );
    await client.paymentsCollector.captureAuthorizedPayments('o1', [{ paymentId: 'p1' }]);
    await client.paymentsCollector.voidAuthorizedPayments('o1', ['p1']);
    await client.paymentsCollector.paymentCollectionBulkMarkOrdersAsPaid(['o1']);
    await client.paymentsCollector.getRefundabilityStatus('o1');
    expect(fetch.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /ecom/v1/payments-collector/orders/o1/manual-payment',
      'POST /ecom/v1/payments-collector/orders/o1/prepare-payment-collection',
      'POST /ecom/v1/payments-collector/orders/o1/capture-authorized-payments',
      'POST /ecom/v1/payments-collector/orders/o1/void-authorized-payments',
      'POST /ecom/v1/bulk/payments-collector/mark-as-paid',
      'GET /ecom/v1/payments-collector/orders/o1/refundability?ecomOrderId=o1',
    ]);
    expect(fetch.requests[0]?.json).toEqual({ orderId: 'o1', amount: { amount: '10.00' } });
  });
});

describe('orderTransactions', () => {
  it('reads one order’s transactions and moves a pending payment', async () => {
    const { fetch, client } = setup();
    const { orderTransactions: read } = await client.orderTransactions.listTransactionsForSingleOrder('o1');
    expect(read.payments?.[0]?._createdDate).toBeInstanceOf(Date);
    await client.orderTransactions.updatePaymentStatus(
      { paymentId: 'p1', orderId: 'o1' },
      { status: 'APPROVED' },
    );
    expect(fetch.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /ecom/v1/payments/orders/o1?orderId=o1',
      'POST /ecom/v1/payments/p1/orders/o1/update-payment-transaction-status',
    ]);
  });

  it('adds payment records with their wire names and returns the converted transactions', async () => {
    const { fetch, client } = setup(() => ({ json: { ...wireTransactions(), paymentsIds: ['p1'] } }));
    const added = await client.orderTransactions.addPayments('o1', [
      { amount: { amount: '30.00' }, regularPaymentDetails: { offlinePayment: true } },
    ]);
    expect(added.paymentsIds).toEqual(['p1']);
    expect(added.orderTransactions.payments?.[0]?._createdDate).toBeInstanceOf(Date);
    expect(fetch.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /ecom/v1/payments/orders/o1/add-payment',
    ]);
    expect(fetch.requests[0]?.json).toEqual({
      orderId: 'o1',
      payments: [{ amount: { amount: '30.00' }, regularPaymentDetails: { offlinePayment: true } }],
    });
  });
});
