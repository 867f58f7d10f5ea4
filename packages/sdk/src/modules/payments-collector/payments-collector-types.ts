// Payments collector and order-transaction shapes as the caller sees them (entities.md "OrderTransactions",
// "Payment", "Refund"): renamed system keys, Dates, `Price` money.
import type { Price } from '../orders/order-types';

/** A payment transaction's status. */
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

/** A payment of an order. */
export interface Payment {
  _id?: string;
  _createdDate?: Date;
  _updatedDate?: Date;
  amount?: Price;
  status?: TransactionStatus;
  refundDisabled?: boolean;
  regularPaymentDetails?: {
    offlinePayment?: boolean;
    paymentMethod?: string;
    providerTransactionId?: string;
    paymentOrderId?: string;
    creditCardDetails?: { lastFourDigits?: string; brand?: string };
    authorizationDetails?: {
      delayedCapture?: boolean;
      authorizedDate?: Date;
      captures?: { _id?: string; status?: string; amount?: Price; _createdDate?: Date }[];
      void?: { status?: string; voidedDate?: Date; reason?: 'MANUAL' | 'SCHEDULED' };
      scheduledAction?: { actionType?: 'VOID' | 'CAPTURE'; executionDate?: Date };
    };
    [field: string]: unknown;
  };
  giftcardPaymentDetails?: Record<string, unknown>;
  membershipPaymentDetails?: Record<string, unknown>;
  [field: string]: unknown;
}

/** A refund of an order. */
export interface Refund {
  _id?: string;
  _createdDate?: Date;
  details?: {
    lineItems?: { lineItemId?: string; quantity?: number }[];
    shippingIncluded?: boolean;
    reason?: string;
    [field: string]: unknown;
  };
  transactions?: {
    paymentId?: string;
    amount?: Price;
    refundStatus?: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'SCHEDULED' | 'STARTED';
    externalRefund?: boolean;
    [field: string]: unknown;
  }[];
  summary?: {
    requestedRefund?: Price;
    refunded?: Price;
    pendingRefund?: Price;
    pending?: boolean;
    [field: string]: unknown;
  };
}

/** An order's payments and refunds. */
export interface OrderTransactions {
  orderId?: string;
  payments?: Payment[];
  refunds?: Refund[];
}

/** An `{ orderTransactions }` answer. */
export interface OrderTransactionsResponse {
  orderTransactions: OrderTransactions;
}

/** Delayed capture of `preparePaymentCollection`. */
export interface DelayedCaptureSettings {
  scheduledAction?: 'VOID' | 'CAPTURE';
  delayDuration?: { count?: number; unit?: 'MINUTES' | 'HOURS' | 'DAYS' };
}

/** Options of `preparePaymentCollection`. */
export interface PreparePaymentCollectionOptions {
  paymentGatewayOrderId?: string;
  delayedCapture?: boolean;
  delayedCaptureSettings?: DelayedCaptureSettings;
}

/** Collectability of an order. */
export interface PaymentCollectabilityStatusResponse {
  status:
    | 'UNKNOWN'
    | 'COLLECTABLE'
    | 'NONCOLLECTABLE_ORDER_IS_CANCELLED'
    | 'NONCOLLECTABLE_ORDER_IS_PAID'
    | 'NONCOLLECTABLE_MISSING_PAYMENT_METHOD'
    | 'NONCOLLECTABLE_ORDER_IS_PENDING'
    | 'NONCOLLECTABLE_ORDER_IS_REJECTED'
    | 'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS'
    | (string & {});
  amount: Price;
}

/** How one payment can be refunded. */
export interface Refundability {
  paymentId?: string;
  refundabilityStatus?: 'NOT_REFUNDABLE' | 'MANUAL' | 'REFUNDABLE';
  nonRefundableReason?: string;
  manuallyRefundableReason?: string;
}

/** What `getRefundabilityStatus` returns. */
export interface GetRefundabilityStatusResponse {
  refundabilities: Refundability[];
  refundablePerItem?: boolean;
}

/** A payment to refund. */
export interface PaymentRefund {
  paymentId: string;
  amount?: Price;
  /** True: the money was returned outside (cash); only the record is made. */
  externalRefund?: boolean;
}

/** Options of `triggerRefund`. */
export interface TriggerRefundOptions {
  details?: {
    lineItems?: { lineItemId: string; quantity: number }[];
    shippingIncluded?: boolean;
    reason?: string;
  };
  sideEffects?: {
    restockInfo?: {
      type?: 'NO_ITEMS' | 'ALL_ITEMS' | 'SOME_ITEMS';
      items?: { lineItemId: string; quantity: number }[];
    };
    sendOrderRefundedEmail?: boolean;
    customMessage?: string;
  };
}

/** What `triggerRefund` returns. */
export interface TriggerRefundResponse extends OrderTransactionsResponse {
  refundId: string;
  failedPaymentIds: unknown[];
}
