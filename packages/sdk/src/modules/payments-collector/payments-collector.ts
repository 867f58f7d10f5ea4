import { endpoint } from '../endpoint';
import { orderPaths, transactionPaths } from '../orders/order-paths';
import type { BulkOrdersResponse, OrderResponse, Price } from '../orders/order-types';
import type {
  GetRefundabilityStatusResponse,
  OrderTransactionsResponse,
  PaymentCollectabilityStatusResponse,
  PaymentRefund,
  PreparePaymentCollectionOptions,
  TriggerRefundOptions,
  TriggerRefundResponse,
} from './payments-collector-types';

// endpoints.md rows 39–49 (the official module exposes these on `orders`; here they are their own module).
const PATH = '/ecom/v1/payments-collector/orders';
const TRANSACTIONS = transactionPaths('orderTransactions.');

// The argument checks of these endpoints are in payments-collector-rules.ts, by endpoint key: loaded with the failure
// path, not up front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * The payments collector (`@wix/ecom` `orders` payment calls): collect money for an order (gateway orders, manual
 * payments, mark-as-paid), refund it, capture or void authorisations. Staff only. Money-moving calls accept an
 * `Idempotency-Key` header through the per-call options (`{ headers: { 'Idempotency-Key': key } }`): a retry with
 * the same key replays the first answer instead of moving money twice.
 *
 * @example
 * const client = createClient({ auth: ApiKeyStrategy({ apiKey }), modules: { paymentsCollector } });
 * await client.paymentsCollector.recordManuallyCollectedPayment(orderId, { amount: '10.00' });
 * const { refundabilities } = await client.paymentsCollector.getRefundabilityStatus(orderId);
 * await client.paymentsCollector.triggerRefund(orderId, [{ paymentId, amount: { amount: '5.00' } }], {}, {
 *   headers: { 'Idempotency-Key': crypto.randomUUID() },
 * });
 */
export const paymentsCollector = {
  /** Prepares collecting `amount` (a gateway order; delayed capture authorises only). Returns `{ paymentGatewayOrderId }`. */
  preparePaymentCollection: endpoint<
    (
      ecomOrderId: string,
      amount: Price,
      options?: PreparePaymentCollectionOptions,
    ) => Promise<{ paymentGatewayOrderId: string }>
  >({
    method: 'POST',
    path: `${PATH}/{ecomOrderId}/prepare-payment-collection`,
    args: ['ecomOrderId', 'amount', '...options'],
  }),
  /** Whether money can be collected, and how much. Returns `{ status, amount }`. */
  getPaymentCollectabilityStatus: endpoint<
    (ecomOrderId: string) => Promise<PaymentCollectabilityStatusResponse>
  >({
    method: 'GET',
    path: `${PATH}/{ecomOrderId}/payment-collectability-status`,
    args: ['ecomOrderId'],
  }),
  /** Records and approves an offline payment (at most the balance). Resolves to nothing. */
  recordManuallyCollectedPayment: endpoint<
    (
      orderId: string,
      amount: Price,
      options?: { userDefinedPaymentMethodName?: { custom?: string } },
    ) => Promise<void>
  >({
    method: 'POST',
    path: `${PATH}/{orderId}/manual-payment`,
    args: ['orderId', 'amount', '...options'],
    void: true,
  }),
  /** Marks the order paid (an offline payment of the balance). Returns `{ order }`. */
  paymentCollectionMarkOrderAsPaid: endpoint<(ecomOrderId: string) => Promise<OrderResponse>>({
    method: 'POST',
    path: `${PATH}/{ecomOrderId}/mark-as-paid`,
    args: ['ecomOrderId'],
    // A repeat meets ORDER_ALREADY_PAID: nothing is paid twice.
    idempotent: true,
    response: orderPaths('order.'),
  }),
  /** Marks up to 100 orders paid; failures per item. Returns `{ results, bulkActionMetadata }`. */
  paymentCollectionBulkMarkOrdersAsPaid: endpoint<(ecomOrderIds: string[]) => Promise<BulkOrdersResponse>>({
    method: 'POST',
    path: '/ecom/v1/bulk/payments-collector/mark-as-paid',
    args: ['ecomOrderIds'],
    idempotent: true,
    response: orderPaths('results.item.'),
  }),
  /** How each payment can be refunded, with the reasons of spec §8. Returns `{ refundabilities }`. */
  getRefundabilityStatus: endpoint<(ecomOrderId: string) => Promise<GetRefundabilityStatusResponse>>({
    method: 'GET',
    path: `${PATH}/{ecomOrderId}/refundability`,
    args: ['ecomOrderId'],
  }),
  /** A gateway order for what is left to pay. Returns `{ paymentGatewayOrderId }`. */
  paymentCollectionCreatePaymentGatewayOrder: endpoint<
    (
      ecomOrderId: string,
      options?: { chargedBy?: { _id?: string; fullName?: string } },
    ) => Promise<{ paymentGatewayOrderId: string }>
  >({
    method: 'POST',
    path: `${PATH}/{ecomOrderId}/create-payment-gateway-order`,
    args: ['ecomOrderId', '...options'],
  }),
  /** Charges the buyer's memberships for line items. Resolves to nothing. */
  chargeMemberships: endpoint<
    (
      ecomOrderId: string,
      memberId: string,
      options?: { membershipCharges?: Record<string, unknown>[] },
    ) => Promise<void>
  >({
    method: 'POST',
    path: `${PATH}/{ecomOrderId}/charge-membership`,
    args: ['ecomOrderId', 'memberId', '...options'],
    void: true,
  }),
  /**
   * Refunds one payment (never more than it received; 428 `REFUND_NOT_AVAILABLE`, 400 `INVALID_AMOUNT`), with
   * restock and email side effects. Returns `{ orderTransactions, refundId, failedPaymentIds }`.
   */
  triggerRefund: endpoint<
    (
      ecomOrderId: string,
      payments: PaymentRefund[],
      options?: TriggerRefundOptions,
    ) => Promise<TriggerRefundResponse>
  >({
    method: 'POST',
    path: `${PATH}/{ecomOrderId}/trigger-refund`,
    args: ['ecomOrderId', 'payments', '...options'],
    response: TRANSACTIONS,
  }),
  /** Voids authorised payments. Returns `{ orderTransactions }`. */
  voidAuthorizedPayments: endpoint<
    (ecomOrderId: string, paymentIds: string[]) => Promise<OrderTransactionsResponse>
  >({
    method: 'POST',
    path: `${PATH}/{ecomOrderId}/void-authorized-payments`,
    args: ['ecomOrderId', 'paymentIds'],
    // A repeat meets PAYMENT_ALREADY_VOIDED.
    idempotent: true,
    response: TRANSACTIONS,
  }),
  /** Captures authorised payments (amount omitted: all of it). Returns `{ orderTransactions }`. */
  captureAuthorizedPayments: endpoint<
    (
      ecomOrderId: string,
      payments: { paymentId: string; amount?: Price }[],
    ) => Promise<OrderTransactionsResponse>
  >({
    method: 'POST',
    path: `${PATH}/{ecomOrderId}/capture-authorized-payments`,
    args: ['ecomOrderId', 'payments'],
    // A repeat meets PAYMENT_ALREADY_CAPTURED.
    idempotent: true,
    response: TRANSACTIONS,
  }),
};
