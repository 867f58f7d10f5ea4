// Cart shapes as the caller sees them (entities.md "Cart"): wire JSON with `id/createdDate/updatedDate` renamed to
// `_id/_createdDate/_updatedDate` at every depth and timestamps as `Date`. Images, page URLs and addresses keep their
// wire shapes (see the note on `CartImage` and `Address`). Only commonly used fields are typed; the index signatures
// let the rest through untyped.

/** A price in the site currency and the buyer's display currency; amounts are decimal strings (`"10.50"`). */
export interface MultiCurrencyPrice {
  amount?: string;
  convertedAmount?: string;
  formattedAmount?: string;
  formattedConvertedAmount?: string;
}

/** A text with its translation. */
export interface TranslatableString {
  original?: string;
  translated?: string;
}

/** Identifies the catalog item behind a line item (for the stores catalog, `options` holds `variantId` or `options`). */
export interface CatalogReference {
  catalogItemId: string;
  appId: string;
  options?: Record<string, unknown>;
}

/**
 * A line-item image, in its WIRE shape. The official client turns images into lossy `wix:image://v1/…` strings and
 * drops the focal point and expiry; we keep the object (with `id` renamed to `_id`, like every `id`) so nothing is
 * lost and no parsing is needed.
 */
export interface CartImage {
  _id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string;
  filename?: string;
  focalPoint?: { x?: number; y?: number };
  urlExpirationDate?: Date;
}

/**
 * A postal address in its WIRE shape (`addressLine`, `geocode`, `streetAddress{number,name}`). The official client
 * renames these (`addressLine1`, `location`, `formatted`) and drops unknown keys; we keep the wire names, which is
 * also what you send.
 */
export interface Address {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  streetAddress?: { number?: string; name?: string; apt?: string };
  addressLine?: string;
  addressLine2?: string;
  geocode?: { latitude?: number; longitude?: number };
  countryFullname?: string;
  subdivisionFullname?: string;
  [field: string]: unknown;
}

/** Item type of a line item. */
export type ItemTypePreset = 'UNRECOGNISED' | 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE';

/** How a line item is paid. */
export type PaymentOptionType =
  | 'FULL_PAYMENT_ONLINE'
  | 'FULL_PAYMENT_OFFLINE'
  | 'MEMBERSHIP'
  | 'DEPOSIT_ONLINE'
  | 'MEMBERSHIP_OFFLINE'
  | 'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER';

/** Availability of a line item. */
export type ItemAvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';

/** One line of a line item's description (an option choice or a colour). */
export interface DescriptionLine {
  name?: TranslatableString;
  plainText?: TranslatableString;
  colorInfo?: TranslatableString & { code?: string };
}

/** Weight, SKU and shippability of a line item. */
export interface PhysicalProperties {
  weight?: number;
  sku?: string;
  shippable?: boolean;
}

/** A line item in the cart. */
export interface CartLineItem {
  _id?: string;
  quantity?: number;
  catalogReference?: CatalogReference;
  productName?: TranslatableString;
  url?: { relativePath?: string; url?: string };
  price?: MultiCurrencyPrice;
  fullPrice?: MultiCurrencyPrice;
  priceBeforeDiscounts?: MultiCurrencyPrice;
  lineItemPrice?: MultiCurrencyPrice;
  descriptionLines?: DescriptionLine[];
  image?: CartImage;
  availability?: { status?: ItemAvailabilityStatus; quantityAvailable?: number };
  physicalProperties?: PhysicalProperties;
  itemType?: { preset?: ItemTypePreset; custom?: string };
  paymentOption?: PaymentOptionType;
  serviceProperties?: { scheduledDate?: Date; endDate?: Date; numberOfParticipants?: number };
  subscriptionOptionInfo?: {
    subscriptionSettings?: { frequency?: 'UNDEFINED' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; startDate?: Date };
    [field: string]: unknown;
  };
  catalogOverrideFields?: {
    productName?: TranslatableString;
    price?: string;
    physicalProperties?: PhysicalProperties;
    image?: CartImage;
    [field: string]: unknown;
  };
  customLineItem?: boolean;
  [field: string]: unknown;
}

/** A discount applied to the cart: a coupon or a merchant discount. */
export interface CartDiscount {
  coupon?: { _id?: string; code?: string };
  merchantDiscount?: { amount?: MultiCurrencyPrice; percentage?: number };
  [field: string]: unknown;
}

/** The shipping option the buyer chose. */
export interface SelectedShippingOption {
  carrierId?: string;
  code: string;
}

/** Who is buying. */
export interface BuyerInfo {
  visitorId?: string;
  memberId?: string;
  userId?: string;
  contactId?: string;
  email?: string;
}

/** Contact details and address of the buyer. */
export interface AddressWithContact {
  address?: Address;
  contactDetails?: {
    firstName?: string;
    lastName?: string;
    phone?: string;
    company?: string;
    [field: string]: unknown;
  };
}

/** The current visitor's or member's cart. */
export interface Cart {
  _id?: string;
  lineItems: CartLineItem[];
  buyerNote?: string;
  buyerInfo?: BuyerInfo;
  currency?: string;
  conversionCurrency?: string;
  buyerLanguage?: string;
  siteLanguage?: string;
  taxIncludedInPrices?: boolean;
  weightUnit?: 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB';
  checkoutId?: string;
  appliedDiscounts?: CartDiscount[];
  _createdDate?: Date;
  _updatedDate?: Date;
  contactInfo?: AddressWithContact;
  overrideCheckoutUrl?: string;
  selectedShippingOption?: SelectedShippingOption;
  businessLocationId?: string;
  paymentCurrency?: string;
  [field: string]: unknown;
}
