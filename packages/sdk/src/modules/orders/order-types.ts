// Order shapes as the caller sees them (entities.md "Order"): wire JSON with `id/createdDate/updatedDate` renamed to
// `_id/_createdDate/_updatedDate` at every depth and timestamps as `Date`. Images and addresses keep their wire
// shapes (see `current-cart/cart-types.ts`). Only commonly used fields are typed; index signatures let the rest
// through.
import type { Address, CartImage, CatalogReference, TranslatableString } from '../current-cart/cart-types';

/** Money on an order: a decimal string and its formatted text (`{amount: "10.50", formattedAmount: "$10.50"}`). */
export interface Price {
  amount?: string;
  formattedAmount?: string;
}

/** Order status. */
export type OrderStatus = 'INITIALIZED' | 'APPROVED' | 'CANCELED' | 'PENDING' | 'REJECTED';

/** Order payment status. */
export type OrderPaymentStatus =
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

/** Fulfillment status. */
export type FulfillmentStatus = 'NOT_FULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED';

/** Contact details and address. */
export interface OrderAddressWithContact {
  address?: Address;
  contactDetails?: {
    firstName?: string;
    lastName?: string;
    phone?: string;
    company?: string;
    [field: string]: unknown;
  };
}

/** A line item of an order. */
export interface OrderLineItem {
  _id?: string;
  productName?: TranslatableString;
  catalogReference?: CatalogReference;
  quantity?: number;
  price?: Price;
  priceBeforeDiscounts?: Price;
  totalDiscount?: Price;
  lineItemPrice?: Price;
  totalPriceBeforeTax?: Price;
  totalPriceAfterTax?: Price;
  image?: CartImage;
  itemType?: { preset?: 'UNRECOGNISED' | 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE'; custom?: string };
  physicalProperties?: { weight?: number; sku?: string; shippable?: boolean };
  paymentOption?: string;
  digitalFile?: { fileId?: string; link?: string; expirationDate?: Date };
  refundQuantity?: number;
  restockQuantity?: number;
  [field: string]: unknown;
}

/** One entry of the order's history (`activityType` plus one content object such as `merchantComment`). */
export interface OrderActivity {
  _id?: string;
  _createdDate?: Date;
  activityType?: string;
  authorEmail?: string;
  merchantComment?: { message?: string };
  [content: string]: unknown;
}

/** What was paid, refunded, authorised and what is left (`balance`, may be negative). */
export interface BalanceSummary {
  balance?: Price;
  paid?: Price;
  refunded?: Price;
  authorized?: Price;
  pending?: Price;
  pendingRefund?: Price;
}

/** Public and private tags. */
export interface OrderTags {
  tags?: { tagIds?: string[] };
  privateTags?: { tagIds?: string[] };
}

/** An order. */
export interface Order {
  _id?: string;
  number?: string;
  _createdDate?: Date;
  _updatedDate?: Date;
  purchasedDate?: Date;
  lineItems?: OrderLineItem[];
  buyerInfo?: { visitorId?: string; memberId?: string; contactId?: string; email?: string };
  status?: OrderStatus;
  paymentStatus?: OrderPaymentStatus;
  fulfillmentStatus?: FulfillmentStatus;
  currency?: string;
  weightUnit?: 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB';
  taxIncludedInPrices?: boolean;
  priceSummary?: {
    subtotal?: Price;
    shipping?: Price;
    tax?: Price;
    discount?: Price;
    total?: Price;
    totalAdditionalFees?: Price;
  };
  billingInfo?: OrderAddressWithContact;
  shippingInfo?: {
    title?: string;
    logistics?: Record<string, unknown>;
    cost?: Record<string, unknown>;
    [field: string]: unknown;
  };
  recipientInfo?: OrderAddressWithContact;
  channelInfo?: { type?: string; externalOrderId?: string; externalOrderUrl?: string };
  activities?: OrderActivity[];
  balanceSummary?: BalanceSummary;
  tags?: OrderTags;
  archived?: boolean;
  seenByAHuman?: boolean;
  buyerNote?: string;
  checkoutId?: string;
  purchaseFlowId?: string;
  createdBy?: { userId?: string; memberId?: string; visitorId?: string; appId?: string };
  [field: string]: unknown;
}

/** `settings` of `createOrder`. */
export interface OrderCreationSettings {
  orderApprovalStrategy?: 'DEFAULT' | 'PAYMENT_RECEIVED' | 'PAYMENT_METHOD_SAVED';
  notifications?: { sendNotificationToBuyer?: boolean; sendNotificationsToBusiness?: boolean };
}

/** Options of `createOrder`. */
export interface CreateOrderOptions {
  settings?: OrderCreationSettings;
}

/** The search of `searchOrders` (cursor paging, filter, up to 4 sort entries). */
export interface OrderSearch {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[];
  cursorPaging?: { limit?: number; cursor?: string };
}

/** What `searchOrders` returns. */
export interface SearchOrdersResponse {
  orders: Order[];
  metadata?: { count?: number; cursors?: { next?: string; prev?: string }; hasNext?: boolean };
}

/** One result of a bulk call. */
export interface BulkOrderResult {
  itemMetadata?: {
    _id?: string;
    originalIndex?: number;
    success?: boolean;
    error?: { code?: string; description?: string; data?: Record<string, unknown> };
  };
  item?: Order;
}

/** Counts of a bulk call. */
export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
}

/** What the bulk calls return. */
export interface BulkOrdersResponse {
  results: BulkOrderResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

/** One order of `bulkUpdateOrders` with its field mask. */
export interface MaskedOrder {
  order: Order & { _id: string };
  /** Paths to update (`['buyerInfo.email']`); without one, the fields present are updated. */
  fieldMask?: string[];
}

/** A `{ order }` answer. */
export interface OrderResponse {
  order: Order;
}

/** A merchant comment or custom activity. */
export interface PublicActivity {
  merchantComment?: { message: string };
  customActivity?: { type: string; additionalData?: Record<string, string> };
}

/** Identifies an activity of an order. */
export interface ActivityIdentifiers {
  _id: string;
  activityId: string;
}

/** Options of `cancelOrder`. */
export interface CancelOrderOptions {
  sendOrderCanceledEmail?: boolean;
  customMessage?: string;
  restockAllItems?: boolean;
}

/** Options of `aggregateOrders`: the search filter and named aggregations (VALUE, RANGE, SCALAR, …). */
export interface AggregateOrdersOptions {
  filter?: Record<string, unknown>;
  aggregation: Record<string, unknown>;
  hierarchySeparatorOverride?: string;
}

/** Options of `bulkUpdateOrderTags`. */
export interface BulkUpdateOrderTagsOptions {
  assignTags?: OrderTags;
  unassignTags?: OrderTags;
}

/** Options of `commitDeltas`. */
export interface CommitDeltasOptions {
  draftOrderId?: string;
  changes?: {
    changedShippingInfo?: Record<string, unknown>;
    shippingInfoRemoved?: boolean;
    changedBillingInfo?: OrderAddressWithContact;
    changedRecipientInfo?: OrderAddressWithContact;
    changedBuyerInfo?: { email?: string };
    lineItems?: {
      /** The line changed or removed; on an added line, the id it gets (a GUID), so `inventoryUpdates` can name it. */
      lineItemId?: string;
      lineItem?: Partial<OrderLineItem>;
      lineItemAdded?: boolean;
      lineItemRemoved?: boolean;
    }[];
    priceSummary?: Order['priceSummary'];
  };
  /**
   * Side effects of the commit (DraftOrderCommitSettings). `inventoryUpdates` lists the stock changes to make instead
   * of the platform's own (added and raised lines take stock, lowered and removed ones put it back); `[]` changes no
   * stock.
   */
  commitSettings?: {
    sendNotificationsToBuyer?: boolean | null;
    sendNotificationsToBusiness?: boolean | null;
    addActivitiesToOrder?: boolean | null;
    sendNotificationsToCustomFulfillers?: boolean | null;
    inventoryUpdates?: {
      actionType: 'RESTOCK' | 'DECREASE';
      lineItemId: string;
      quantityChange: number;
    }[];
  };
  reason?: string;
}

/** Orders settings. */
export interface OrdersSettings {
  inventoryUpdateTrigger?: 'ON_ORDER_PLACED' | 'ON_ORDER_PAID';
  createInvoice?: boolean;
  _createdDate?: Date;
  _updatedDate?: Date;
}
