import type { DecimalInput, RoundingStrategy } from '../../../money';

/**
 * The store's pricing configuration — plain data the cart module loads (or seeds from `demoStorePricing`) and passes
 * to `estimateTotals` unchanged. Amounts are decimal strings or JSON numbers in the store currency's major units
 * (`"5.99"`, `100`); they are parsed exactly and rejected when they have more decimals than the currency.
 */

/** Weight unit of the store (entities.md `weightUnit`); line weights and weight tiers are in this unit. */
export type WeightUnit = 'KG' | 'LB';

/** Pickup methods (spec §3 enumerations). */
export type PickupMethod = 'STORE_PICKUP' | 'PICKUP_POINT';

/** Additional fee charge types (spec §3 enumerations). */
export type AdditionalFeeChargeType = 'HANDLING_FEE' | 'INSURANCE';

/** Tax rate types (spec §3 enumerations; `TaxSummary.calculationDetails.rateType`). */
export type TaxRateType = 'NO_TAX_COLLECTED' | 'MANUAL_RATE' | 'AUTO_RATE' | 'FALLBACK_RATE';

/** Coupon discount types: the spec's discount rule types plus free shipping (Wix coupons' `freeShipping`). */
export type CouponType = 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FIXED_PRICE' | 'FREE_SHIPPING';

/** An address as the wire carries it (entities.md `Address`); only `country` and `subdivision` drive pricing. */
export interface PricingAddress {
  /** ISO 3166-1 alpha-2 (`US`). */
  country?: string;
  /** ISO 3166-2 (`US-CA`); a bare `CA` is read within `country`. */
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine2?: string;
  streetAddress?: { number?: string; name?: string };
}

/** One price tier: applies while the measured value is ≤ `upTo` (inclusive); a tier without `upTo` has no limit. */
export interface ShippingTier {
  /** Upper bound in the rule's unit: weight unit, store currency, or items. */
  upTo?: DecimalInput;
  price: DecimalInput;
}

/**
 * How a delivery option is priced (spec §3 "Shipping rule types: by total weight, price or quantity"). Tiers are
 * read in ascending `upTo` order; when the cart is above every bounded tier and there is no open tier, the option
 * is not offered.
 */
export type ShippingRateRule =
  | { type: 'FLAT'; price: DecimalInput }
  | { type: 'BY_WEIGHT' | 'BY_PRICE' | 'BY_QUANTITY'; tiers: readonly ShippingTier[] };

/** A delivery or pickup option of a region (wire `ShippingOption` / `SelectedCarrierServiceOption`). */
export interface DeliveryOptionConfig {
  /** Option code the buyer selects (`selectedShippingOption.code`), unique within the region. */
  code: string;
  title: string;
  /** Carrier GUID; options without one belong to the store's own carrier (`STORE_CARRIER_ID`). */
  carrierId?: string;
  rate: ShippingRateRule;
  /** Shipping is free when the shippable items' total after discounts is at least this amount. */
  freeOver?: DecimalInput;
  /** Free text, e.g. "3–5 business days" (`logistics.deliveryTime`). */
  deliveryTime?: string;
  instructions?: string;
  /** ISO timestamps (`logistics.deliveryTimeSlot`). */
  deliveryTimeSlot?: { from: string; to: string };
  /** Present for pickup options (`logistics.pickupDetails`). */
  pickup?: { method: PickupMethod; address: PricingAddress; businessLocation?: boolean };
}

/** Where a region delivers: a country, optionally restricted to some of its subdivisions. */
export interface ShippingDestination {
  country: string;
  subdivisions?: readonly string[];
}

/** A shipping region (wire `ShippingRegion {id, name}`) and its options; the first option is the default (rule 30). */
export interface ShippingRegionConfig {
  /** GUID. */
  id: string;
  name: string;
  /** Destinations, or `'REST_OF_WORLD'` for every destination no other region covers. */
  destinations: readonly ShippingDestination[] | 'REST_OF_WORLD';
  options: readonly DeliveryOptionConfig[];
}

/** Shipping configuration. */
export interface ShippingConfig {
  regions: readonly ShippingRegionConfig[];
}

/** A tax region (spec §3 tax rate types). */
export interface TaxRegionConfig {
  name: string;
  country: string;
  /** ISO 3166-2 (`US-CA`); a region with a subdivision wins over the country's region. */
  subdivision?: string;
  rateType: 'MANUAL_RATE' | 'AUTO_RATE' | 'NO_TAX_COLLECTED';
  /** Rate as a fraction, like the wire's `taxRate` (`"0.0725"` = 7.25%); required for `MANUAL_RATE`. */
  rate?: DecimalInput;
  /** Overrides `TaxConfig.taxShipping` in this region. */
  taxShipping?: boolean;
  /** Rates for line items of a tax group (`taxGroupId` → fraction), e.g. a reduced rate for books. */
  groupRates?: Readonly<Record<string, DecimalInput>>;
}

/** Tax configuration; without one no tax is collected (rule 33). */
export interface TaxConfig {
  /** Catalog prices (and shipping and fees) already include tax; tax is then extracted, not added (rule 28). */
  taxIncludedInPrices?: boolean;
  /** Whether shipping is taxed (default false); regions may override. */
  taxShipping?: boolean;
  regions?: readonly TaxRegionConfig[];
  /** Rate (fraction) used when no region matches or an automatic rate is unknown — `FALLBACK_RATE`. */
  fallbackRate?: DecimalInput;
}

/** An additional fee (wire `AdditionalFee`; charge types HANDLING_FEE / INSURANCE). */
export interface AdditionalFeeConfig {
  code: string;
  name: string;
  chargeType: AdditionalFeeChargeType;
  /** Fixed amount; exactly one of `amount` and `percentage`. */
  amount?: DecimalInput;
  /** Percentage (`2.5` = 2.5%) of the covered items' total after discounts. */
  percentage?: DecimalInput;
  /** Whether the fee is taxed at the order's rate (default false). */
  taxable?: boolean;
  /** Charge only when something is delivered (shippable items, not picked up); then covers the shippable items. */
  requiresShipping?: boolean;
}

/** Which items a coupon discounts; absent = the whole order. */
export interface CouponScope {
  productIds?: readonly string[];
  collectionIds?: readonly string[];
}

/** A coupon (after Wix coupons: `percentOffRate`, `moneyOffAmount`, `fixedPriceAmount`, `freeShipping`). */
export interface CouponDefinition {
  /** GUID. */
  id: string;
  /** Code the buyer types; matched case-insensitively. */
  code: string;
  name: string;
  type: CouponType;
  /**
   * PERCENTAGE: percent off (`10`); FIXED_AMOUNT: amount off the eligible items, once per order; FIXED_PRICE: the
   * price each eligible unit is sold at. Absent for FREE_SHIPPING.
   */
  value?: DecimalInput;
  scope?: CouponScope;
  /** The order subtotal (before cart discounts) must reach this amount. */
  minimumSubtotal?: DecimalInput;
  /** ISO timestamp before which the coupon is not active yet. */
  startTime?: string;
  /** ISO timestamp from which the coupon has expired. */
  expirationTime?: string;
  /** Total redemptions allowed. */
  usageLimit?: number;
  /** Redemptions allowed per customer. */
  limitPerCustomer?: number;
}

/** Everything `estimateTotals` needs to know about the store. */
export interface StorePricingConfig {
  /** ISO 4217 code of every amount in this configuration and in the line items. */
  currency: string;
  /** Default KG. */
  weightUnit?: WeightUnit;
  /** Default CURRENCY_PRECISION (see `RoundingStrategy`). */
  roundingStrategy?: RoundingStrategy;
  /** Used for shipping and tax when the buyer has given no address yet (the store's own country). */
  defaultAddress?: PricingAddress;
  /** Without it the store charges no shipping and offers no delivery options. */
  shipping?: ShippingConfig;
  tax?: TaxConfig;
  additionalFees?: readonly AdditionalFeeConfig[];
  coupons?: readonly CouponDefinition[];
}
