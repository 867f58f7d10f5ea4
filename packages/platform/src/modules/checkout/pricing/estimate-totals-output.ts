import type { WirePrice } from '../../../money';
import type { DiscountType, PaymentOption } from './estimate-totals-input';
import type {
  AdditionalFeeChargeType,
  PickupMethod,
  PricingAddress,
  TaxRateType,
  WeightUnit,
} from './store-pricing-config';

/**
 * The wire shapes `estimateTotals` fills: the fields of `EstimateTotalsResponse` (entities.md) other than `cart`,
 * with JSON names as the REST API sends them. Only fields the engine computes are declared.
 */

/** One tax rate applied to an item (`rateBreakdown[]`). */
export interface TaxRateBreakdown {
  name: string;
  /** Fraction as a decimal string (`"0.0725"`). */
  rate: string;
  tax: WirePrice;
}

/** Tax of one taxed thing (`ItemTaxFullDetails`). */
export interface ItemTaxFullDetails {
  taxableAmount: WirePrice;
  /** Fraction between 0 and 1 as a decimal string. */
  taxRate: string;
  totalTax: WirePrice;
  rateBreakdown: TaxRateBreakdown[];
}

/** Prices of one line (`LineItemPricesData`; per unit unless "total", rule 23). */
export interface LineItemPricesData {
  fullPrice: WirePrice;
  priceBeforeDiscounts: WirePrice;
  price: WirePrice;
  lineItemPrice: WirePrice;
  totalDiscount: WirePrice;
  totalPriceBeforeTax: WirePrice;
  totalPriceAfterTax: WirePrice;
  taxDetails: ItemTaxFullDetails;
  /** Total deposit of a DEPOSIT_ONLINE line. */
  depositAmount?: WirePrice;
}

/** `calculatedLineItems[]`. */
export interface CalculatedLineItem {
  lineItemId: string;
  pricesBreakdown: LineItemPricesData;
  paymentOption: PaymentOption;
}

/** `priceSummary`, `payNow`, `payLater`. */
export interface PriceSummary {
  subtotal: WirePrice;
  shipping: WirePrice;
  tax: WirePrice;
  discount: WirePrice;
  total: WirePrice;
  additionalFees: WirePrice;
}

/** `taxSummary`. */
export interface TaxSummary {
  taxableAmount: WirePrice;
  totalTax: WirePrice;
  /** Absent when tax was not calculated (`calculateTax: false`). */
  calculationDetails?: {
    rateType: TaxRateType;
    manualRateReason?: 'GLOBAL_SETTING_TO_MANUAL' | 'REGION_SETTING_TO_MANUAL';
    autoTaxFallbackDetails?: { fallbackReason: 'AUTO_TAX_FAILED' | 'AUTO_TAX_DEACTIVATED' };
  };
}

/** `logistics` of a delivery option. */
export interface DeliveryLogistics {
  deliveryTime?: string;
  instructions?: string;
  deliveryTimeSlot?: { from: string; to: string };
  pickupDetails?: { address: PricingAddress; businessLocation?: boolean; pickupMethod: PickupMethod };
}

/** A charge attached to a shipping option (`otherCharges[]`, deprecated in favour of `additionalFees`). */
export interface ShippingOtherCharge {
  type: AdditionalFeeChargeType;
  price: WirePrice;
  details?: string;
}

/** `carrierServiceOptions[].shippingOptions[]`. */
export interface ShippingOption {
  code: string;
  title: string;
  logistics: DeliveryLogistics;
  cost: { price: WirePrice; otherCharges: ShippingOtherCharge[] };
}

/** `shippingInfo.selectedCarrierServiceOption` (rule 30). */
export interface SelectedCarrierServiceOption {
  code: string;
  title: string;
  logistics: DeliveryLogistics;
  cost: {
    price: WirePrice;
    totalDiscount: WirePrice;
    totalPriceBeforeTax: WirePrice;
    totalPriceAfterTax: WirePrice;
    taxDetails: ItemTaxFullDetails;
  };
  /** False when the requested option was not found (or none was requested) and the first option was used. */
  requestedShippingOption: boolean;
  carrierId: string;
}

/** `shippingInfo`; empty option list when nothing is shipped or shipping was not calculated. */
export interface ShippingInformation {
  region?: { id: string; name: string };
  selectedCarrierServiceOption?: SelectedCarrierServiceOption;
  carrierServiceOptions: { carrierId: string; shippingOptions: ShippingOption[] }[];
}

/** `appliedDiscounts[]`: exactly one of `coupon`, `merchantDiscount`, `discountRule`. */
export interface AppliedDiscount {
  discountType: DiscountType;
  lineItemIds: string[];
  coupon?: { id: string; code: string; name: string; amount: WirePrice };
  merchantDiscount?: { amount: WirePrice; percentage?: number };
  discountRule?: { id: string; name: { original: string; translated: string }; amount: WirePrice };
}

/** `additionalFees[]`. */
export interface AdditionalFee {
  code: string;
  name: string;
  translatedName: string;
  /** Price before tax (as configured; gross when prices include tax). */
  price: WirePrice;
  priceBeforeTax: WirePrice;
  priceAfterTax: WirePrice;
  taxDetails: ItemTaxFullDetails;
  lineItemIds: string[];
  source: 'MANUAL' | 'SHIPPING';
}

/** A membership as the wire shows it. */
export interface MembershipOption {
  id: string;
  appId: string;
  name: { original: string; translated: string };
  lineItemIds: string[];
  credits?: { total: number; remaining: number };
  expirationDate?: string;
}

/** `membershipOptions` (rule 32; empty lists for visitors). */
export interface MembershipOptions {
  eligibleMemberships: MembershipOption[];
  invalidMemberships: { membership: MembershipOption; reason: string }[];
  selectedMemberships: { id: string; appId: string; lineItemIds: string[] }[];
}

/** An application error inside `calculationErrors` (`Details`). */
export interface CalculationErrorDetails {
  applicationError: { code: string; description: string; data: Record<string, unknown> };
}

/** `calculationErrors` (rule 31): problems reported inside the 200 answer. */
export interface CalculationErrors {
  generalShippingCalculationError?: CalculationErrorDetails;
  taxCalculationError?: CalculationErrorDetails;
  couponCalculationError?: CalculationErrorDetails;
  membershipError?: CalculationErrorDetails;
  discountsCalculationError?: CalculationErrorDetails;
}

/** `violations[]`; `target.lineItem.suggestedFix` is the internal field of the checkout package. */
export interface Violation {
  severity: 'WARNING' | 'ERROR';
  target: {
    lineItem?: { name: 'LINE_ITEM_DEFAULT'; id: string; suggestedFix?: 'REMOVE_LINE_ITEM' };
    other?: { name: 'OTHER_DEFAULT' };
  };
  description: string;
}

/** `giftCard`: the amount actually redeemed (at most what was left to pay) and the amount requested. */
export interface GiftCard {
  obfuscatedCode: string;
  amount: WirePrice;
  requestedAmount: WirePrice;
  id?: string;
  appId?: string;
}

/** What `estimateTotals` returns: the estimate-totals response without `cart`. */
export interface EstimateTotals {
  currency: string;
  weightUnit: WeightUnit;
  calculatedLineItems: CalculatedLineItem[];
  priceSummary: PriceSummary;
  taxSummary: TaxSummary;
  shippingInfo: ShippingInformation;
  appliedDiscounts: AppliedDiscount[];
  additionalFees: AdditionalFee[];
  payNow: PriceSummary;
  payLater: PriceSummary;
  membershipOptions: MembershipOptions;
  /** Present only when something could not be calculated (rule 31); order creation must then fail (rule 45). */
  calculationErrors?: CalculationErrors;
  violations: Violation[];
  giftCard?: GiftCard;
}
