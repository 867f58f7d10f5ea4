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
    /** The shipping this refund gave back. */
    shipping?: { amount?: Price };
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

/** Why a payment cannot be refunded (spec §8 "Refund-ineligibility reasons"; `NONE` when it can). */
export type NonRefundableReason =
  | 'NONE'
  | 'ALREADY_REFUNDED'
  | 'PROVIDER_IS_DOWN'
  | 'INTERNAL_ERROR'
  | 'NOT_PAID'
  | 'ACCESS_DENIED'
  | 'ZERO_PRICE'
  | 'DISABLED_BY_PROVIDER'
  | 'PENDING_REFUND'
  | 'FORBIDDEN'
  | 'TRANSACTION_NOT_FOUND'
  | 'ORDER_IS_PENDING'
  | 'ORDER_IS_REJECTED';

/** Why a payment can only be refunded outside the platform (spec §8 "Void or capture unavailability reasons"). */
export type ManuallyRefundableReason = 'EXPIRED' | 'NOT_SUPPORTED' | 'OFFLINE' | 'REQUIRES_CARD_READER';

/** How one payment can be refunded. */
export interface Refundability {
  paymentId?: string;
  refundabilityStatus?: 'NOT_REFUNDABLE' | 'MANUAL' | 'REFUNDABLE';
  nonRefundableReason?: NonRefundableReason;
  manuallyRefundableReason?: ManuallyRefundableReason;
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
    /** Shipping to give back: at most the order's shipping minus what earlier refunds gave back. */
    shipping?: { amount: Price };
    /** At most 200 characters. */
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
