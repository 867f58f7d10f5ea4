/**
 * Fulfillments in their wire shape (`@wix/auto_sdk_ecom_order-fulfillments`): a shipment of some units of an
 * order's line items, with optional tracking info.
 */

/** Units of one order line in a fulfillment (`lineItems[].id` is the order line's id). */
export interface FulfillmentLineItem {
  id: string;
  quantity: number;
}

/** Where the buyer follows the shipment. */
export interface TrackingInfo {
  trackingNumber?: string;
  shippingProvider?: string;
  trackingLink?: string;
}

/** One fulfillment of an order. */
export interface Fulfillment {
  id: string;
  createdDate: string;
  lineItems: FulfillmentLineItem[];
  trackingInfo?: TrackingInfo;
  customInfo?: { fieldsData?: Record<string, string> };
  /** Informational progress (`Pending`, `Accepted`, `Ready`, `In_Delivery`, `Fulfilled`). */
  status?: string;
  completed?: boolean;
}

/** An order and its fulfillments: what every call answers. */
export interface OrderWithFulfillments {
  orderId: string;
  fulfillments: Fulfillment[];
}
