/**
 * A stored checkout as callers see it (entities.md "Checkout"): its lines resolved against the catalog and priced
 * with shipping, tax and fees for its addresses and delivery option (rule 42), turned into the wire checkout.
 */
import type { Queryable } from '../../db/database';
import type { CartDeps } from '../cart/cart-view';
import type { BuyerInfo } from '../cart/cart-wire';
import { estimateForLines } from '../cart/estimate-for-lines';
import { toWireLineItem } from '../cart/line-wire';
import { loadPricedInputs } from '../cart/priced-inputs';
import type { ResolvedLine } from '../cart/resolve-lines';
import type { CheckoutRecord } from './checkout-store';
import type { EstimateTotals, StorePricingConfig } from './pricing';

/** Everything a wire checkout is made of. */
export interface CheckoutView {
  checkout: CheckoutRecord;
  lines: ResolvedLine[];
  totals: EstimateTotals;
  store: StorePricingConfig;
  buyer: BuyerInfo;
}

/**
 * Resolves and prices a checkout: lines, coupon (with its usage), merchant discounts, the shipping destination and
 * delivery option, and the billing address (tax when nothing ships).
 * @param deps - cart dependencies
 * @param db - database or transaction
 * @param checkout - the stored checkout
 * @param store - the store's pricing configuration
 */
export async function loadCheckoutView(
  deps: CartDeps,
  db: Queryable,
  checkout: CheckoutRecord,
  store: StorePricingConfig,
): Promise<CheckoutView> {
  const { state } = checkout;
  const { lines, buyer, couponUsage } = await loadPricedInputs(
    deps.catalog,
    db,
    checkout.owner,
    state,
    store,
  );
  const shippingAddress = state.shippingDestination?.address;
  const billingAddress = state.billingInfo?.address;
  const totals = estimateForLines({
    store,
    lines,
    now: deps.clock.now(),
    ...(state.couponCode && { couponCode: state.couponCode }),
    ...(couponUsage && { couponUsage }),
    ...(state.merchantDiscounts && { merchantDiscounts: state.merchantDiscounts }),
    ...(state.selectedShippingOption && { selectedShippingOption: state.selectedShippingOption }),
    ...(shippingAddress && { shippingAddress }),
    ...(billingAddress && { billingAddress }),
    isMember: checkout.owner.kind === 'member',
  });
  return { checkout, lines, totals, store, buyer };
}

/**
 * Builds the wire checkout.
 * @param view - the checkout, its lines and prices, the store configuration and the buyer
 * @param context - storefront URL for line item page URLs
 */
export function toWireCheckout(
  view: CheckoutView,
  context: { storefrontUrl: string },
): Record<string, unknown> {
  const { checkout, totals } = view;
  const { state } = checkout;
  const calculated = new Map(totals.calculatedLineItems.map((line) => [line.lineItemId, line]));
  const { region, selectedCarrierServiceOption, carrierServiceOptions } = totals.shippingInfo;
  return {
    id: checkout.id,
    lineItems: view.lines.map((line) =>
      toWireLineItem(line, calculated.get(line.line.id), context, 'checkout'),
    ),
    ...(state.billingInfo && { billingInfo: state.billingInfo }),
    shippingInfo: {
      ...(state.shippingDestination && { shippingDestination: state.shippingDestination }),
      ...(selectedCarrierServiceOption && { selectedCarrierServiceOption }),
      ...(region && { region }),
      carrierServiceOptions,
    },
    ...(state.buyerNote && { buyerNote: state.buyerNote }),
    buyerInfo: view.buyer,
    conversionCurrency: totals.currency,
    priceSummary: totals.priceSummary,
    ...(totals.calculationErrors && { calculationErrors: totals.calculationErrors }),
    appliedDiscounts: totals.appliedDiscounts,
    customFields: [],
    weightUnit: totals.weightUnit,
    taxSummary: totals.taxSummary,
    currency: totals.currency,
    channelType: checkout.channelType,
    siteLanguage: 'en',
    buyerLanguage: 'en',
    completed: checkout.completed,
    taxIncludedInPrice: view.store.tax?.taxIncludedInPrices ?? false,
    createdBy: state.createdBy,
    createdDate: checkout.createdAt.toISOString(),
    updatedDate: checkout.updatedAt.toISOString(),
    payNow: totals.payNow,
    payLater: totals.payLater,
    membershipOptions: totals.membershipOptions,
    additionalFees: totals.additionalFees,
    ...(checkout.cartId && { cartId: checkout.cartId }),
    violations: totals.violations,
    purchaseFlowId: state.purchaseFlowId,
    ...(state.businessLocationId && { businessLocationId: state.businessLocationId }),
    paymentCurrency: totals.currency,
    ...(totals.giftCard && { giftCard: totals.giftCard }),
  };
}
