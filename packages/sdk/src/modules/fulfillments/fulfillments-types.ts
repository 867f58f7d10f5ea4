// Order fulfillments as callers see them (`@wix/ecom` `orderFulfillments`): `_id` and `_createdDate` renamed,
// `_createdDate` a Date.

/** Units of one order line in a fulfillment (`_id` is the order line's id). */
export interface FulfillmentLineItem {
  _id?: string;
  /** Defaults, on create, to the line's units not yet fulfilled. */
  quantity?: number | null;
}

/** Where the buyer follows the shipment. */
export interface FulfillmentTrackingInfo {
  trackingNumber?: string | null;
  /** `fedex`, `ups`, `usps`, `dhl`, `canadaPost` get their tracking link made from the number; others give it. */
  shippingProvider?: string | null;
  trackingLink?: string | null;
}

/** Progress of a fulfillment (informational). */
export type FulfillmentProgress = 'Pending' | 'Accepted' | 'Ready' | 'In_Delivery' | 'Fulfilled';

/** One shipment of an order's line items. */
export interface Fulfillment {
  _id?: string | null;
  _createdDate?: Date | null;
  lineItems?: FulfillmentLineItem[];
  trackingInfo?: FulfillmentTrackingInfo;
  customInfo?: { fieldsData?: Record<string, string> };
  status?: FulfillmentProgress | null;
  completed?: boolean | null;
  [field: string]: unknown;
}

/** An order id and its fulfillments. */
export interface OrderWithFulfillments {
  orderId: string;
  fulfillments: Fulfillment[];
}

/** The answer of the single-order list, create (with `fulfillmentId`) and delete. */
export interface OrderWithFulfillmentsResponse {
  orderWithFulfillments: OrderWithFulfillments;
}

/** Which fulfillment of which order. */
export interface FulfillmentIdentifiers {
  fulfillmentId: string;
  orderId: string;
}

/** Fulfillments to create for one order (bulk create). */
export interface BulkCreateOrderWithFulfillments {
  orderId: string;
  fulfillments: Fulfillment[];
}

/** The answer of bulk create: one result per order, each created or refused on its own. */
export interface BulkCreateFulfillmentResponse {
  results: {
    itemMetadata: {
      _id?: string | null;
      originalIndex: number;
      success: boolean;
      error?: { code: string; description: string; data?: Record<string, unknown> };
    };
    ordersWithFulfillments?: OrderWithFulfillments;
  }[];
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}
