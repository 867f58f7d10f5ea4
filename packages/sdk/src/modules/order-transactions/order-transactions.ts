import { endpoint } from '../endpoint';
import { transactionPaths } from '../orders/order-paths';
import type {
  OrderTransactions,
  OrderTransactionsResponse,
  Payment,
  TransactionStatus,
} from '../payments-collector/payments-collector-types';

// `@wix/ecom` `orderTransactions`: public paths under /ecom/v1/payments (node_modules/@wix/auto_sdk_ecom_order-transactions).
const PATH = '/ecom/v1/payments';

// The argument checks of these endpoints are in order-transactions-rules.ts, by endpoint key: loaded with the failure
// path, not up front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * Order transactions (`@wix/ecom` `orderTransactions`): an order's payments and refunds (staff, or the order's
 * buyer), and moving a pending payment forward (staff).
 *
 * @example
 * const client = createClient({ auth: ApiKeyStrategy({ apiKey }), modules: { orderTransactions } });
 * const { orderTransactions: { payments } } = await client.orderTransactions.listTransactionsForSingleOrder(orderId);
 */
export const orderTransactions = {
  /** One order's payments and refunds. Returns `{ orderTransactions }`. */
  listTransactionsForSingleOrder: endpoint<(orderId: string) => Promise<OrderTransactionsResponse>>({
    method: 'GET',
    path: `${PATH}/orders/{orderId}`,
    args: ['orderId'],
    response: transactionPaths('orderTransactions.'),
  }),
  /** Several orders' transactions (unknown or foreign orders are left out). Returns `{ orderTransactions: [] }`. */
  listTransactionsForMultipleOrders: endpoint<
    (orderIds: string[]) => Promise<{ orderTransactions: OrderTransactions[] }>
  >({
    method: 'POST',
    path: `${PATH}/list-by-ids`,
    args: ['orderIds'],
    idempotent: true,
    response: transactionPaths('orderTransactions.'),
  }),
  /**
   * Records up to 50 payments made elsewhere (staff; nothing is charged): regular payments, APPROVED unless the
   * record says PENDING, AUTHORIZED or DECLINED; the order settles. Returns `{ orderTransactions, paymentsIds }`.
   */
  addPayments: endpoint<
    (orderId: string, payments: Payment[]) => Promise<OrderTransactionsResponse & { paymentsIds: string[] }>
  >({
    method: 'POST',
    path: `${PATH}/orders/{orderId}/add-payment`,
    args: ['orderId', 'payments'],
    response: transactionPaths('orderTransactions.'),
  }),
  /**
   * Moves a pending payment to APPROVED, DECLINED or CANCELED (428 `STATUS_NOT_ALLOWED` otherwise); the order
   * follows (approved and paid, or rejected). Returns `{ orderTransactions }`.
   */
  updatePaymentStatus: endpoint<
    (
      identifiers: { paymentId: string; orderId: string },
      options?: { status?: TransactionStatus },
    ) => Promise<OrderTransactionsResponse>
  >({
    method: 'POST',
    path: `${PATH}/{paymentId}/orders/{orderId}/update-payment-transaction-status`,
    args: ['...identifiers', '...options'],
    idempotent: true,
    response: transactionPaths('orderTransactions.'),
  }),
};
