import {
  type Decimal,
  type Money,
  multiplyDecimal,
  subtract,
  sum,
  sumDecimals,
  toWirePrice,
} from '../../../money';
import { computeAdditionalFees } from './additional-fees';
import { applyShippingDiscounts } from './apply-discounts';
import { availabilityViolations } from './availability-violations';
import { buildShippingInfo } from './build-shipping-info';
import { buildTaxDetails } from './build-tax-details';
import { computeTaxes, type TaxableItem } from './compute-tax';
import { appliedDiscountsOf, depositOf, discountLines, linePrices, netOf } from './discounted-lines';
import type { EstimateTotalsInput } from './estimate-totals-input';
import type { CalculatedLineItem, EstimateTotals } from './estimate-totals-output';
import type { PricedLine } from './price-lines';
import { type SummaryAmounts, totalOf, toWireSummary } from './price-summary';
import { readAmount } from './pricing-input-error';
import { quoteShipping, type ShippingQuote } from './quote-shipping';
import { type ResolvedTaxRate, rateForGroup, resolveTaxRate } from './resolve-tax-rate';
import { splitPayments } from './split-payments';
import type { PricingAddress } from './store-pricing-config';
import { taxableAddress } from './tax-address';

const NO_RATE = { units: 0n, scale: 0 };

function taxAddress(
  input: EstimateTotalsInput,
  quote: ShippingQuote,
  shipsSomething: boolean,
): PricingAddress | undefined {
  const pickup = quote.status === 'QUOTED' ? quote.selected.config.pickup?.address : undefined;
  return taxableAddress(
    {
      ...(pickup && { pickup }),
      ...(input.shippingAddress && { shipping: input.shippingAddress }),
      ...(input.billingAddress && { billing: input.billingAddress }),
      ...(input.store.defaultAddress && { storeDefault: input.store.defaultAddress }),
    },
    shipsSomething,
  );
}

// Helpers of estimateTotals at module level rather than named closures inside it: tsx (esbuild's keepNames) gives
// every named closure its name with Object.defineProperty each time it is made, a sixth of the engine's time.

/** The tax rate of a line (none without a rate or for gift cards). */
function lineRate(rate: ResolvedTaxRate | undefined, line: PricedLine): Decimal {
  return !rate || line.itemType === 'GIFT_CARD' ? NO_RATE : rateForGroup(rate, line.taxGroupId);
}

/**
 * Computes the estimate-totals answer for a cart (business-rules §1D–1E): line prices (rule 23–25), memberships
 * (rule 32), merchant discounts, discount rules and the coupon (rules 34–37), shipping (rule 30), additional fees,
 * tax (rule 33), the price summary (rule 28), pay now / pay later (rule 29), availability violations and the
 * calculation errors (rule 31). Pure: the same input always gives the same output; time comes from `input.now`.
 * Every amount has the store currency's precision, line discounts add up exactly to the discounts, and the total
 * is never negative.
 * @param input - store configuration, cart lines and the estimate request
 * @returns the estimate-totals response fields, in wire shape
 * @throws PricingInputError for malformed configuration or lines (a bug or corrupt data, not a business answer)
 * @example
 * const totals = estimateTotals({ store: demoStorePricing, lineItems, couponCode: 'WELCOME10', now: clock.now() });
 * const blocked = totals.calculationErrors !== undefined; // order creation must then fail (rule 45)
 */
export function estimateTotals(input: EstimateTotalsInput): EstimateTotals {
  const { store } = input;
  const taxIncluded = store.tax?.taxIncludedInPrices ?? false;
  const { currency, strategy, nothing, errors, memberships, lines, subtotal, planned, itemDiscounts } =
    discountLines(input);
  const discounted = itemDiscounts.lineDiscounts;

  const shippable = lines.filter((l) => l.shippable && l.quantity > 0n);
  const quote: ShippingQuote =
    input.calculateShipping === false
      ? { status: 'NOT_REQUIRED' }
      : quoteShipping({
          config: store.shipping,
          address: input.shippingAddress ?? store.defaultAddress,
          metrics: {
            weight: sumDecimals(shippable.map((l) => multiplyDecimal(l.weight, l.quantity))),
            itemsAmount: sum(
              shippable.map((l) => netOf(l, discounted, nothing)),
              currency,
            ),
            quantity: shippable.reduce((n, l) => n + l.quantity, 0n),
          },
          hasShippableItems: shippable.length > 0,
          requested: input.selectedShippingOption,
          currency,
        });
  if (quote.status === 'FAILED') errors.generalShippingCalculationError = quote.error;
  const shippingPrice = quote.status === 'QUOTED' ? quote.selected.price : nothing;
  const shippingDiscounts = applyShippingDiscounts(shippingPrice, planned, strategy);
  const shippingNet = subtract(shippingPrice, shippingDiscounts.total);

  const fees =
    input.calculateAdditionalFees === false
      ? []
      : computeAdditionalFees(store.additionalFees ?? [], {
          lines: lines.map((l) => ({
            id: l.id,
            net: netOf(l, discounted, nothing),
            shippable: l.shippable && l.quantity > 0n,
          })),
          delivered: quote.status === 'QUOTED' && !quote.selected.config.pickup,
          currency,
          strategy,
        });

  const calculateTax = input.calculateTax !== false;
  const rate = calculateTax
    ? resolveTaxRate(store.tax, taxAddress(input, quote, shippable.length > 0))
    : undefined;
  if (rate?.error) errors.taxCalculationError = rate.error;
  const shippingRate = rate?.taxShipping ? rate.rate : NO_RATE;
  const taxables: TaxableItem[] = [
    ...lines.map((l) => ({ amount: netOf(l, discounted, nothing), rate: lineRate(rate, l) })),
    { amount: shippingNet, rate: shippingRate },
    ...fees.map((f) => ({ amount: f.price, rate: rate && f.config.taxable ? rate.rate : NO_RATE })),
  ];
  const taxes = calculateTax
    ? computeTaxes(taxables, { inclusive: taxIncluded, strategy, currency })
    : taxables.map(() => nothing);
  const taxName = rate?.name ?? 'Tax';
  const taxed = taxables.map((t, i) =>
    buildTaxDetails(t.amount, taxes[i] ?? nothing, t.rate, taxName, taxIncluded),
  );
  const lineTaxed = taxed.slice(0, lines.length);
  const shippingTaxed =
    taxed[lines.length] ?? buildTaxDetails(nothing, nothing, NO_RATE, taxName, taxIncluded);
  const feeTaxed = taxed.slice(lines.length + 1);

  const parts = {
    subtotal,
    shipping: shippingPrice,
    tax: sum(taxes, currency),
    discount: sum([...itemDiscounts.lineDiscounts.values(), shippingDiscounts.total], currency),
    additionalFees: sum(
      fees.map((f) => f.price),
      currency,
    ),
  };
  const giftCardRequested = input.giftCard
    ? readAmount(input.giftCard.amount, currency, 'giftCard.amount')
    : nothing;
  const { total, giftCardApplied } = totalOf(parts, giftCardRequested, taxIncluded);
  const summary: SummaryAmounts = { ...parts, total };

  const deposits = lines.map((l) => depositOf(l, discounted, nothing));
  const { payNow, payLater } = splitPayments({
    lines: lines.map((l, i) => ({
      paymentOption: l.paymentOption,
      lineItemPrice: l.lineItemPrice,
      discount: discounted.get(l.id) ?? nothing,
      tax: taxes[i] ?? nothing,
      ...(deposits[i] && { deposit: deposits[i] }),
    })),
    shipping: {
      price: shippingPrice,
      discount: shippingDiscounts.total,
      tax: taxes[lines.length] ?? nothing,
    },
    fees: { price: parts.additionalFees, tax: sum(taxes.slice(lines.length + 1), currency) },
    giftCardApplied,
    summary,
    taxIncluded,
    currency,
  });

  const calculatedLineItems: CalculatedLineItem[] = lines.map((l, i) => {
    const t = lineTaxed[i] ?? buildTaxDetails(nothing, nothing, NO_RATE, taxName, taxIncluded);
    const deposit: Money | undefined = deposits[i];
    return {
      lineItemId: l.id,
      pricesBreakdown: {
        ...linePrices(l),
        totalDiscount: toWirePrice(discounted.get(l.id) ?? nothing),
        totalPriceBeforeTax: toWirePrice(t.beforeTax),
        totalPriceAfterTax: toWirePrice(t.afterTax),
        taxDetails: t.details,
        ...(deposit && { depositAmount: toWirePrice(deposit) }),
      },
      paymentOption: l.paymentOption,
    };
  });

  const taxableAmount = sum(
    taxed.filter((_, i) => taxables[i]?.rate.units !== 0n).map((t) => t.beforeTax),
    currency,
  );
  return {
    currency,
    weightUnit: store.weightUnit ?? 'KG',
    calculatedLineItems,
    priceSummary: toWireSummary(summary),
    taxSummary: {
      taxableAmount: toWirePrice(taxableAmount),
      totalTax: toWirePrice(summary.tax),
      ...(rate && {
        calculationDetails: {
          rateType: rate.rateType,
          ...(rate.manualRateReason && { manualRateReason: rate.manualRateReason }),
          ...(rate.fallbackReason && { autoTaxFallbackDetails: { fallbackReason: rate.fallbackReason } }),
        },
      }),
    },
    shippingInfo: buildShippingInfo(quote, shippingDiscounts.total, shippingTaxed),
    appliedDiscounts: appliedDiscountsOf(planned, [...itemDiscounts.applied, ...shippingDiscounts.applied]),
    additionalFees: fees.map((f, i) => {
      const t = feeTaxed[i] ?? buildTaxDetails(f.price, nothing, NO_RATE, taxName, taxIncluded);
      return {
        code: f.config.code,
        name: f.config.name,
        translatedName: f.config.name,
        price: toWirePrice(f.price),
        priceBeforeTax: toWirePrice(t.beforeTax),
        priceAfterTax: toWirePrice(t.afterTax),
        taxDetails: t.details,
        lineItemIds: f.lineIds,
        source: f.source,
      };
    }),
    payNow: toWireSummary(payNow),
    payLater: toWireSummary(payLater),
    membershipOptions: memberships.options,
    ...(Object.keys(errors).length > 0 && { calculationErrors: errors }),
    violations: availabilityViolations(lines),
    ...(input.giftCard && {
      giftCard: {
        obfuscatedCode: input.giftCard.obfuscatedCode,
        amount: toWirePrice(giftCardApplied),
        requestedAmount: toWirePrice(giftCardRequested),
        ...(input.giftCard.id !== undefined && { id: input.giftCard.id }),
        ...(input.giftCard.appId !== undefined && { appId: input.giftCard.appId }),
      },
    }),
  };
}
