/**
 * The pricing engine of cart and checkout: pure computation of estimate totals (business-rules §1C–1E) from plain
 * data — no database, no HTTP. The cart module assembles an `EstimateTotalsInput`, calls `estimateTotals`, and
 * turns `validateCoupon` failures into 404/428 answers. See README.md in this folder.
 */
export { AUTO_TAX_RATES } from './auto-tax-rates';
export {
  createDemoStorePricing,
  DEMO_DIGITAL_TAX_GROUP,
  DEMO_PICKUP_ADDRESS,
  DEMO_SHIPPING_REGION_IDS,
  demoStorePricing,
} from './demo/demo-store-pricing';
export {
  type CartCalculatedLineItem,
  type CartTotals,
  type CartTotalsInput,
  estimateCartTotals,
} from './estimate-cart-totals';
export { estimateTotals } from './estimate-totals';
export type {
  AvailabilityStatus,
  CartDiscountInput,
  CouponUsage,
  DiscountType,
  EstimateTotalsInput,
  GiftCardInput,
  ItemType,
  MembershipInput,
  PaymentOption,
  PricingLineItem,
  SelectedMembershipInput,
} from './estimate-totals-input';
export type {
  AdditionalFee,
  AppliedDiscount,
  CalculatedLineItem,
  CalculationErrorDetails,
  CalculationErrors,
  DeliveryLogistics,
  EstimateTotals,
  GiftCard,
  ItemTaxFullDetails,
  LineItemPricesData,
  MembershipOption,
  MembershipOptions,
  PriceSummary,
  SelectedCarrierServiceOption,
  ShippingInformation,
  ShippingOption,
  TaxRateBreakdown,
  TaxSummary,
  Violation,
} from './estimate-totals-output';
export { PricingInputError } from './pricing-input-error';
export { findShippingRegion, STORE_CARRIER_ID } from './quote-shipping';
export type {
  AdditionalFeeChargeType,
  AdditionalFeeConfig,
  CouponDefinition,
  CouponScope,
  CouponType,
  DeliveryOptionConfig,
  PickupMethod,
  PricingAddress,
  ShippingConfig,
  ShippingDestination,
  ShippingRateRule,
  ShippingRegionConfig,
  ShippingTier,
  StorePricingConfig,
  TaxConfig,
  TaxRateType,
  TaxRegionConfig,
  WeightUnit,
} from './store-pricing-config';
export { type TaxAddresses, taxableAddress } from './tax-address';
export {
  type CouponError,
  type CouponErrorCode,
  type CouponValidation,
  type CouponValidationContext,
  findCoupon,
  validateCoupon,
} from './validate-coupon';
