import type { DecimalInput } from '../../../money';
import type { PricingAddress, StorePricingConfig } from './store-pricing-config';

/**
 * The per-request input of `estimateTotals`: what the cart module assembles from the cart, the catalog and the
 * estimate-totals body (business-rules rule 26). Amounts are decimal strings or JSON numbers in the store currency.
 */

/** Item types (spec §3; `itemType.preset`). */
export type ItemType = 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE' | 'UNRECOGNISED';

/** Payment options (spec §3; `paymentOption`). */
export type PaymentOption =
  | 'FULL_PAYMENT_ONLINE'
  | 'FULL_PAYMENT_OFFLINE'
  | 'MEMBERSHIP'
  | 'DEPOSIT_ONLINE'
  | 'MEMBERSHIP_OFFLINE'
  | 'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER';

/** Item availability (spec §3; rule 12). */
export type AvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';

/** Discount types of applied discounts (spec §3 "Discount type (checkout)"). */
export type DiscountType = 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';

/** A cart line as the catalog resolved it. Prices are per unit (rule 23). */
export interface PricingLineItem {
  /** Line item GUID, unique in the cart. */
  id: string;
  /** Integer ≥ 0 (rule 9 limits it to 1..100000 on input; 0 is priced as nothing). */
  quantity: number;
  /** Product name, used in violation descriptions. */
  name?: string;
  /** Catalog price before the catalog discount (`priceData.price`, rule 24). */
  fullPrice: DecimalInput;
  /** Catalog price after the catalog discount (`priceData.discountedPrice`, rule 24) = `priceBeforeDiscounts`. */
  price: DecimalInput;
  /** Default PHYSICAL. */
  itemType?: ItemType;
  /** Default: true for PHYSICAL items. */
  shippable?: boolean;
  /** Weight of one unit in the store's weight unit (catalog JSON number). */
  weight?: DecimalInput;
  /** Default FULL_PAYMENT_ONLINE (rule 13). */
  paymentOption?: PaymentOption;
  /** Per unit, for DEPOSIT_ONLINE: what is paid at checkout (rule 29). */
  depositAmount?: DecimalInput;
  /** Stores product id (`catalogReference.catalogItemId`), for coupon scopes and memberships. */
  productId?: string;
  /** The product's collections, for coupon scopes. */
  collectionIds?: readonly string[];
  /** Tax group, for `TaxRegionConfig.groupRates`. */
  taxGroupId?: string;
  /** Default AVAILABLE. */
  availability?: { status: AvailabilityStatus; quantityAvailable?: number };
}

/**
 * A discount on the cart other than the coupon: the cart's `merchantDiscounts` (admin) or an automatic discount
 * rule the cart module found applicable. Exactly one of `amount` and `percentage`.
 */
export interface CartDiscountInput {
  source: 'MERCHANT' | 'DISCOUNT_RULE';
  /** Discount rule GUID (DISCOUNT_RULE). */
  id?: string;
  /** Discount rule name (DISCOUNT_RULE). */
  name?: string;
  discountType: DiscountType;
  /** Amount off (the eligible items once, or the shipping). */
  amount?: DecimalInput;
  /** Percent off (`15` = 15%). */
  percentage?: DecimalInput;
  /** Lines discounted by a SPECIFIC_ITEMS discount. */
  lineItemIds?: readonly string[];
}

/** A membership (pricing plan) the member holds; it pays for the listed products (rule 32). */
export interface MembershipInput {
  id: string;
  /** GUID of the app that owns the membership. */
  appId: string;
  name: string;
  /** Products the membership covers. */
  productIds: readonly string[];
  /** Sessions left; each covered unit uses one. Absent = unlimited. */
  credits?: { total: number; remaining: number };
  /** ISO timestamp; the membership is invalid from then on. */
  expirationDate?: string;
}

/** A membership the buyer chose to pay with (`selectedMemberships.memberships[]`). */
export interface SelectedMembershipInput {
  id: string;
  appId: string;
  /** Lines to pay with it; default every line it covers. */
  lineItemIds?: readonly string[];
}

/** A gift card the buyer redeems (rule 28 `− giftCard`). */
export interface GiftCardInput {
  obfuscatedCode: string;
  /** Amount requested to redeem (at most the card's balance, checked by the caller). */
  amount: DecimalInput;
  id?: string;
  appId?: string;
}

/** How often the coupon was redeemed, for its usage limits (rule 35). */
export interface CouponUsage {
  /** Redemptions by everyone. */
  total: number;
  /** Redemptions by this buyer. */
  byCustomer?: number;
}

/** Input of `estimateTotals`. */
export interface EstimateTotalsInput {
  store: StorePricingConfig;
  lineItems: readonly PricingLineItem[];
  /** The instant of the estimate (coupon validity, membership expiry); from the injected clock. */
  now: Date;
  /** The cart's coupon (one at a time, rule 34). */
  couponCode?: string;
  couponUsage?: CouponUsage;
  /** Merchant discounts and automatic discount rules, applied in order before the coupon. */
  discounts?: readonly CartDiscountInput[];
  /** Requested delivery option (rule 30). */
  selectedShippingOption?: { code: string; carrierId?: string };
  shippingAddress?: PricingAddress;
  /** Used for tax when nothing is shippable (rule 26). */
  billingAddress?: PricingAddress;
  /** The member's memberships; omit for visitors (rule 32). */
  memberships?: readonly MembershipInput[];
  selectedMemberships?: readonly SelectedMembershipInput[];
  giftCard?: GiftCardInput;
  /** Default true (rule 26). */
  calculateTax?: boolean;
  /** Default true (rule 26). */
  calculateShipping?: boolean;
  /** Default true (rule 26). */
  calculateAdditionalFees?: boolean;
}
