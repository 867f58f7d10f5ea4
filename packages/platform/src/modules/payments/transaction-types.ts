/**
 * Order transactions as they travel on the wire (entities.md "OrderTransactions", "Payment", "Refund";
 * business-rules 83–85): REST names, ISO dates, `Price` money. Kept per order in `order_transactions`.
 */
import type { Price } from '../orders/order-types';

/** Payment (transaction) status (spec §4, rule 84). */
export type TransactionStatus =
  | 'UNDEFINED'
  | 'APPROVED'
  | 'PENDING'
  | 'PENDING_MERCHANT'
  | 'CANCELED'
  | 'DECLINED'
  | 'REFUNDED'
  | 'PARTIALLY_REFUNDED'
  | 'AUTHORIZED'
  | 'VOIDED';

/** What a capture or a void did (rule 83). */
export interface AuthorizationAction {
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  [field: string]: unknown;
}

/** Authorisation of a delayed-capture payment (rule 83). */
export interface AuthorizationDetails {
  delayedCapture: boolean;
  authorizedDate: string;
  captures?: (AuthorizationAction & { id: string; amount: Price; createdDate: string })[];
  void?: AuthorizationAction & { voidedDate?: string; reason?: 'MANUAL' | 'SCHEDULED' };
  scheduledAction?: { actionType: 'VOID' | 'CAPTURE'; executionDate: string };
}

/** A regular (card, offline, …) payment's details. */
export interface RegularPaymentDetails {
  offlinePayment: boolean;
  status?: TransactionStatus;
  paymentMethod?: string;
  providerTransactionId?: string;
  gatewayTransactionId?: string;
  paymentOrderId?: string;
  savedPaymentMethod?: boolean;
  creditCardDetails?: { lastFourDigits?: string; brand?: string };
  authorizationDetails?: AuthorizationDetails;
  paymentMethodName?: Record<string, unknown>;
  [field: string]: unknown;
}

/** One payment of an order. */
export interface Payment {
  id: string;
  createdDate: string;
  updatedDate: string;
  amount: Price;
  refundDisabled: boolean;
  status: TransactionStatus;
  regularPaymentDetails?: RegularPaymentDetails;
  giftcardPaymentDetails?: Record<string, unknown>;
  membershipPaymentDetails?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Refund transaction status (spec §4). */
export type RefundStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'SCHEDULED' | 'STARTED';

/** One refunded payment inside a refund. */
export interface RefundTransaction {
  paymentId: string;
  amount: Price;
  refundStatus: RefundStatus;
  externalRefund: boolean;
  providerRefundId?: string;
  [field: string]: unknown;
}

/** A refund (rule 85). */
export interface Refund {
  id: string;
  createdDate: string;
  details: {
    lineItems?: { lineItemId: string; quantity: number }[];
    items?: { lineItemId: string; quantity: number }[];
    shippingIncluded: boolean;
    shipping?: { amount: Price };
    reason?: string;
    [field: string]: unknown;
  };
  transactions: RefundTransaction[];
  summary: {
    requestedRefund: Price;
    pendingRefund: Price;
    refunded: Price;
    failedRefundAmount: Price;
    pending: boolean;
    breakdown?: { lineItems: { lineItemId: string; totalRefundedAmount: Price }[] };
  };
}

/** All transactions of an order. */
export interface OrderTransactions {
  orderId: string;
  payments: Payment[];
  refunds: Refund[];
}
