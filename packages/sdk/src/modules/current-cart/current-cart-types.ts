import type {
  Address,
  AddressWithContact,
  Cart,
  CartImage,
  CatalogReference,
  DescriptionLine,
  MultiCurrencyPrice,
  PhysicalProperties,
  SelectedShippingOption,
  TranslatableString,
} from './cart-types';

/** A catalog item to add to the cart. */
export interface LineItemInput {
  catalogReference: CatalogReference;
  quantity: number;
  catalogOverrideFields?: {
    productName?: TranslatableString;
    price?: string;
    physicalProperties?: PhysicalProperties;
    image?: CartImage;
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

/** An item that is not in a catalog, fully described by the caller. */
export interface CustomLineItem {
  quantity: number;
  price: string;
  productName: TranslatableString;
  itemType: { preset?: string; custom?: string };
  descriptionLines?: DescriptionLine[];
  physicalProperties?: PhysicalProperties;
  [field: string]: unknown;
}

/** Options of `addToCurrentCart`. */
export interface AddToCurrentCartOptions {
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItem[];
  businessLocationId?: string;
}

/** Cart fields that `updateCurrentCart` can change. */
export interface CartInfo {
  buyerNote?: string;
  buyerInfo?: { contactId?: string; email?: string };
  contactInfo?: AddressWithContact;
  selectedShippingOption?: SelectedShippingOption;
  businessLocationId?: string;
  [field: string]: unknown;
}

/** Options of `updateCurrentCart`. */
export interface UpdateCurrentCartOptions {
  cartInfo?: CartInfo;
  couponCode?: string;
  /** Listed by the spec; newer official modules no longer send it, our platform accepts it. */
  merchantDiscounts?: Array<{ amount: string; lineItemIds?: string[] }>;
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItem[];
}

/** A new quantity for one line item. */
export interface LineItemQuantityUpdate {
  _id: string;
  quantity: number;
}

/** Where an order comes from. */
export type ChannelType =
  | 'UNSPECIFIED'
  | 'WEB'
  | 'POS'
  | 'EBAY'
  | 'AMAZON'
  | 'OTHER_PLATFORM'
  | 'WIX_APP_STORE'
  | 'WIX_INVOICES'
  | 'BACKOFFICE_MERCHANT'
  | 'WISH'
  | 'CLASS_PASS'
  | 'GLOBAL_E'
  | 'FACEBOOK'
  | 'ETSY'
  | 'TIKTOK'
  | 'FAIRE_COM'
  | (string & {});

/** Options of `createCheckoutFromCurrentCart`. */
export interface CreateCheckoutFromCurrentCartOptions {
  channelType: ChannelType;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedShippingOption?: SelectedShippingOption;
  email?: string;
}

/** Options of `estimateCurrentCartTotals`. */
export interface EstimateCurrentCartTotalsOptions {
  selectedShippingOption?: SelectedShippingOption;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedMemberships?: { memberships?: Array<{ _id: string; appId: string; lineItemIds: string[] }> };
  calculateTax?: boolean;
  calculateShipping?: boolean;
  calculateAdditionalFees?: boolean;
}

/** Answer of the cart calls that return the whole response (`addToCurrentCart`, …). */
export interface CartResponse {
  cart?: Cart;
}

/** Answer of `createCheckoutFromCurrentCart`. */
export interface CreateCheckoutResponse {
  checkoutId: string;
}

/** Price totals. */
export interface PriceSummary {
  subtotal?: MultiCurrencyPrice;
  shipping?: MultiCurrencyPrice;
  tax?: MultiCurrencyPrice;
  discount?: MultiCurrencyPrice;
  total?: MultiCurrencyPrice;
  additionalFees?: MultiCurrencyPrice;
}

/** A delivery option with its cost and timing. */
export interface ShippingOption {
  code?: string;
  title?: string;
  logistics?: {
    deliveryTime?: string;
    deliveryTimeSlot?: { from?: Date; to?: Date };
    pickupDetails?: {
      address?: Address;
      pickupMethod?: 'STORE_PICKUP' | 'PICKUP_POINT';
      [field: string]: unknown;
    };
    [field: string]: unknown;
  };
  cost?: { price?: MultiCurrencyPrice; totalPriceAfterTax?: MultiCurrencyPrice; [field: string]: unknown };
  [field: string]: unknown;
}

/** Shipping region and options. */
export interface ShippingInformation {
  region?: { _id?: string; name?: string };
  selectedCarrierServiceOption?: ShippingOption & { carrierId?: string };
  carrierServiceOptions?: Array<{ carrierId?: string; shippingOptions?: ShippingOption[] }>;
}

/** A membership that can pay for line items. */
export interface Membership {
  _id?: string;
  appId?: string;
  name?: TranslatableString;
  lineItemIds?: string[];
  credits?: { total?: number; remaining?: number };
  expirationDate?: Date;
}

/** A problem with the cart (spec "cart issues"). */
export interface CartViolation {
  severity?: 'WARNING' | 'ERROR';
  target?: {
    other?: { name?: string };
    /** `suggestedFix` (spec §3 "cart issues"): what the buyer should do about the line, e.g. remove it. */
    lineItem?: { name?: string; _id?: string; suggestedFix?: 'UNKNOWN_SUGGESTED_FIX' | 'REMOVE_LINE_ITEM' };
  };
  description?: string;
}

/** Answer of `estimateCurrentCartTotals`. */
export interface EstimateTotalsResponse {
  cart?: Cart;
  calculatedLineItems?: Array<{
    lineItemId?: string;
    pricesBreakdown?: Record<string, unknown>;
    [field: string]: unknown;
  }>;
  priceSummary?: PriceSummary;
  taxSummary?: {
    taxableAmount?: MultiCurrencyPrice;
    totalTax?: MultiCurrencyPrice;
    [field: string]: unknown;
  };
  shippingInfo?: ShippingInformation;
  appliedDiscounts?: Array<{
    discountType?: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
    [field: string]: unknown;
  }>;
  calculationErrors?: Record<string, unknown>;
  weightUnit?: 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB';
  currency?: string;
  payNow?: PriceSummary;
  payLater?: PriceSummary;
  membershipOptions?: {
    eligibleMemberships?: Membership[];
    invalidMemberships?: Array<{ membership?: Membership; reason?: string }>;
    selectedMemberships?: Array<{ _id?: string; appId?: string; lineItemIds?: string[] }>;
  };
  additionalFees?: Array<{ name?: string; price?: MultiCurrencyPrice; [field: string]: unknown }>;
  violations?: CartViolation[];
  [field: string]: unknown;
}
