/**
 * The Order as it travels on the wire (entities.md "Order"): REST JSON names (`id`, `createdDate`), ISO date
 * strings, money as `Price {amount, formattedAmount}` with decimal strings. The orders service keeps this document
 * in `orders.doc` and answers with it as is. Only the fields the platform reads or writes are typed; the rest pass
 * through the index signatures.
 */

/** Money on an order (decimal string + formatted text). */
export interface Price {
  amount: string;
  formattedAmount: string;
}

/** Order status (business-rules 56). */
export type OrderStatus = 'INITIALIZED' | 'APPROVED' | 'CANCELED' | 'PENDING' | 'REJECTED';

/** Order payment status (business-rules 57). */
export type PaymentStatus =
  | 'UNSPECIFIED'
  | 'NOT_PAID'
  | 'PAID'
  | 'PARTIALLY_REFUNDED'
  | 'FULLY_REFUNDED'
  | 'PENDING'
  | 'PARTIALLY_PAID'
  | 'PENDING_MERCHANT'
  | 'CANCELED'
  | 'DECLINED';

/** Fulfillment status (business-rules 58). */
export type FulfillmentStatus = 'NOT_FULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED';

/** Every order status, for validation. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'INITIALIZED',
  'APPROVED',
  'CANCELED',
  'PENDING',
  'REJECTED',
];

/** Channel types of `channelInfo.type` (entities.md). */
export const CHANNEL_TYPES = [
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
  'PAYPAL_AGENTIC_CHECKOUT',
  'STRIPE_AGENTIC_CHECKOUT',
] as const;

/** A line item of an order. */
export interface OrderLineItem {
  id: string;
  productName: { original: string; translated?: string };
  catalogReference: { catalogItemId: string; appId: string; options?: Record<string, unknown> };
  quantity: number;
  price: Price;
  priceBeforeDiscounts?: Price;
  totalDiscount?: Price;
  totalPriceBeforeTax?: Price;
  totalPriceAfterTax?: Price;
  lineItemPrice?: Price;
  itemType: { preset?: string; custom?: string };
  physicalProperties?: { weight?: number; sku?: string; shippable?: boolean };
  paymentOption?: string;
  digitalFile?: Record<string, unknown>;
  subscriptionInfo?: Record<string, unknown>;
  /** Units refunded so far (rule 107). */
  refundQuantity?: number;
  /** Units put back into inventory so far (cancel with restock, refund with restock). */
  restockQuantity?: number;
  [field: string]: unknown;
}

/** One entry of `activities[]` (rule 74): an id, a date, its type and one content object. */
export interface OrderActivity {
  id: string;
  createdDate: string;
  activityType: string;
  /** Deprecated twin of `activityType`, still sent for old clients. */
  type?: string;
  authorEmail?: string;
  [content: string]: unknown;
}

/** Balance of an order (rules 86–87). */
export interface BalanceSummary {
  balance: Price;
  paid: Price;
  refunded: Price;
  authorized: Price;
  pending: Price;
  pendingRefund: Price;
}

/** The wire Order. */
export interface Order {
  id: string;
  number: string;
  createdDate: string;
  updatedDate: string;
  purchasedDate?: string;
  lineItems: OrderLineItem[];
  buyerInfo: { visitorId?: string; memberId?: string; contactId?: string; email?: string };
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  status: OrderStatus;
  currency: string;
  weightUnit: string;
  taxIncludedInPrices: boolean;
  priceSummary: {
    subtotal: Price;
    shipping: Price;
    tax: Price;
    discount: Price;
    total: Price;
    totalAdditionalFees?: Price;
  };
  billingInfo?: { address?: Record<string, unknown>; contactDetails?: Record<string, unknown> };
  shippingInfo?: Record<string, unknown> & { title?: string; logistics?: Record<string, unknown> };
  recipientInfo?: { address?: Record<string, unknown>; contactDetails?: Record<string, unknown> };
  channelInfo: { type: string; externalOrderId?: string; externalOrderUrl?: string };
  activities: OrderActivity[];
  balanceSummary: BalanceSummary;
  tags: { tags: { tagIds: string[] }; privateTags: { tagIds: string[] } };
  archived: boolean;
  seenByAHuman: boolean;
  createdBy?: { userId?: string; memberId?: string; visitorId?: string; appId?: string };
  checkoutId?: string;
  purchaseFlowId?: string;
  appliedDiscounts?: unknown[];
  [field: string]: unknown;
}

/** Order creation settings (`POST /v1/orders {settings}`, rule 49–50). */
export interface OrderCreationSettings {
  orderApprovalStrategy?: 'DEFAULT' | 'PAYMENT_RECEIVED' | 'PAYMENT_METHOD_SAVED';
  notifications?: { sendNotificationToBuyer?: boolean | null; sendNotificationsToBusiness?: boolean | null };
  [field: string]: unknown;
}
