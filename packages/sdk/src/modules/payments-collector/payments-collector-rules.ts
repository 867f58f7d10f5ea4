// The argument checks of payments-collector.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const PATH = '/ecom/v1/payments-collector/orders';
const BY_ORDER = { ecomOrderId: 'string!' };
const REFUND_PAYMENTS = { ...BY_ORDER, payments: 'object[]!', 'payments.paymentId': 'string!' };

/** The checks of `paymentsCollector`. */
export const paymentsCollectorRules: ArgumentRules = {
  [`POST ${PATH}/{ecomOrderId}/prepare-payment-collection`]: { ...BY_ORDER, amount: 'object!' },
  [`GET ${PATH}/{ecomOrderId}/payment-collectability-status`]: BY_ORDER,
  [`POST ${PATH}/{orderId}/manual-payment`]: { orderId: 'string!', amount: 'object!' },
  [`POST ${PATH}/{ecomOrderId}/mark-as-paid`]: BY_ORDER,
  'POST /ecom/v1/bulk/payments-collector/mark-as-paid': { ecomOrderIds: 'string[]!' },
  [`GET ${PATH}/{ecomOrderId}/refundability`]: BY_ORDER,
  [`POST ${PATH}/{ecomOrderId}/create-payment-gateway-order`]: BY_ORDER,
  [`POST ${PATH}/{ecomOrderId}/charge-membership`]: { ...BY_ORDER, memberId: 'string!' },
  [`POST ${PATH}/{ecomOrderId}/trigger-refund`]: REFUND_PAYMENTS,
  [`POST ${PATH}/{ecomOrderId}/void-authorized-payments`]: { ...BY_ORDER, paymentIds: 'string[]!' },
  [`POST ${PATH}/{ecomOrderId}/capture-authorized-payments`]: REFUND_PAYMENTS,
};
