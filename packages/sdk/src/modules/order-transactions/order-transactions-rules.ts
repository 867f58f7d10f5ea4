// The argument checks of order-transactions.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const PATH = '/ecom/v1/payments';

/** The checks of `orderTransactions`. */
export const orderTransactionsRules: ArgumentRules = {
  [`GET ${PATH}/orders/{orderId}`]: { orderId: 'string!' },
  [`POST ${PATH}/list-by-ids`]: { orderIds: 'string[]!' },
  [`POST ${PATH}/orders/{orderId}/add-payment`]: { orderId: 'string!', payments: 'object[]!' },
  [`POST ${PATH}/{paymentId}/orders/{orderId}/update-payment-transaction-status`]: {
    paymentId: 'string!',
    orderId: 'string!',
    status: 'string!',
  },
};
