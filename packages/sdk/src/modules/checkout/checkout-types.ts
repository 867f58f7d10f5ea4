// Checkout shapes as the caller sees them (`@wix/ecom` `checkout`, entities.md "Checkout"): wire JSON with
// `id/createdDate/updatedDate` renamed to `_id/_createdDate/_updatedDate` at every depth and timestamps as `Date`.
// Images and addresses keep their wire shapes, like the cart's. Only commonly used fields are typed.
import type {
  AddressWithContact,
  BuyerInfo,
  CartLineItem,
  MultiCurrencyPrice,
} from '../current-cart/cart-types';
import type {
  CartViolation,
  ChannelType,
  Membership,
  PriceSummary,
  ShippingInformation,
} from '../current-cart/current-cart-types';

/** A line item of a checkout: a cart line item with its taxes and discount (`media` holds the image). */
export interface CheckoutLineItem extends Omit<CartLineItem, 'image'> {
  media?: CartLineItem['image'];
  totalPriceAfterTax?: MultiCurrencyPrice;
  totalPriceBeforeTax?: MultiCurrencyPrice;
  discount?: MultiCurrencyPrice;
  taxDetails?: { taxRate?: string; totalTax?: MultiCurrencyPrice; [field: string]: unknown };
}

/** A discount applied to a checkout. */
export interface CheckoutDiscount {
  discountType?: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  lineItemIds?: string[];
  coupon?: { _id?: string; code?: string; name?: string; amount?: MultiCurrencyPrice };
  merchantDiscount?: { amount?: MultiCurrencyPrice; percentage?: number };
  [field: string]: unknown;
}

/** Where a checkout ships to and how. */
export interface CheckoutShippingInfo extends ShippingInformation {
  shippingDestination?: AddressWithContact;
}

/** A checkout made from a cart (`createCheckoutFromCurrentCart`). */
export interface Checkout {
  _id?: string;
  lineItems: CheckoutLineItem[];
  billingInfo?: AddressWithContact;
  shippingInfo?: CheckoutShippingInfo;
  buyerNote?: string;
  buyerInfo?: BuyerInfo;
  conversionCurrency?: string;
  priceSummary?: PriceSummary;
  calculationErrors?: Record<string, unknown>;
  appliedDiscounts?: CheckoutDiscount[];
  weightUnit?: 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB';
  taxSummary?: {
    taxableAmount?: MultiCurrencyPrice;
    totalTax?: MultiCurrencyPrice;
    [field: string]: unknown;
  };
  currency?: string;
  channelType?: ChannelType;
  completed?: boolean;
  createdBy?: { visitorId?: string; memberId?: string; userId?: string; appId?: string };
  _createdDate?: Date;
  _updatedDate?: Date;
  payNow?: PriceSummary;
  payLater?: PriceSummary;
  membershipOptions?: {
    eligibleMemberships?: Membership[];
    invalidMemberships?: Array<{ membership?: Membership; reason?: string }>;
    [field: string]: unknown;
  };
  additionalFees?: Array<{ name?: string; price?: MultiCurrencyPrice; [field: string]: unknown }>;
  cartId?: string;
  violations?: CartViolation[];
  purchaseFlowId?: string;
  [field: string]: unknown;
}

/** The checkout fields `updateCheckout` changes (others are read-only). */
export interface UpdateCheckout {
  billingInfo?: AddressWithContact | null;
  shippingInfo?: {
    shippingDestination?: AddressWithContact | null;
    selectedCarrierServiceOption?: { code: string; carrierId?: string } | null;
  };
  buyerInfo?: { email?: string };
  buyerNote?: string | null;
  [field: string]: unknown;
}

/** Options of `updateCheckout`. */
export interface UpdateCheckoutOptions {
  /** One coupon at a time: a new code replaces the applied one, `""` removes it. */
  couponCode?: string;
  [field: string]: unknown;
}

/** Answer of `removeCoupon`. */
export interface RemoveCouponResponse {
  checkout?: Checkout;
}

/** Options of `createOrder`. */
export interface CheckoutCreateOrderOptions {
  savePaymentMethod?: boolean;
  delayCapture?: boolean;
}

/** Answer of `createOrder`. */
export interface CheckoutCreateOrderResponse {
  orderId?: string;
  /** Present when money must be charged through a payment gateway (not on the local platform). */
  paymentGatewayOrderId?: string;
}

/** Options of `markCheckoutAsCompleted`. */
export interface MarkCheckoutAsCompletedOptions {
  orderId?: string;
}
