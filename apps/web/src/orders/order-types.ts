import type { MultiCurrencyPrice } from '@bazaar/sdk';

// The order fields the account and thank-you pages show (entities.md "Order"), typed here until the orders SDK
// module (TODO(orders)) exports its own `Order`; the rest passes through untyped.

/** A line of an order. */
export interface OrderLine {
  _id?: string;
  productName?: { original?: string; translated?: string };
  quantity?: number;
  price?: MultiCurrencyPrice;
  totalPriceAfterTax?: MultiCurrencyPrice;
  image?: { url?: string; width?: number; height?: number } | string;
  descriptionLines?: Array<{
    name?: { original?: string };
    plainText?: { original?: string };
    colorInfo?: { original?: string };
  }>;
  [field: string]: unknown;
}

/** An order as the member sees it. */
export interface OrderSummary {
  _id?: string;
  number?: string | number;
  _createdDate?: Date | string;
  status?: string;
  paymentStatus?: string;
  fulfillmentStatus?: string;
  currency?: string;
  lineItems?: OrderLine[];
  priceSummary?: {
    subtotal?: MultiCurrencyPrice;
    shipping?: MultiCurrencyPrice;
    tax?: MultiCurrencyPrice;
    discount?: MultiCurrencyPrice;
    total?: MultiCurrencyPrice;
  };
  buyerInfo?: { email?: string; memberId?: string };
  [field: string]: unknown;
}
