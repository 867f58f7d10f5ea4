/**
 * The first half of every estimate: the store currency, memberships (rule 32), line prices (rules 23–25) and the
 * item discounts — merchant discounts, discount rules and the coupon (rules 34–37). `estimateTotals` goes on to
 * shipping, fees, tax and the summaries; `estimateCartTotals` (a cart's own prices, rule 4) stops here.
 */
import {
  assertCurrency,
  isMoneyError,
  type Money,
  min,
  multiply,
  type RoundingStrategy,
  subtract,
  sum,
  toWirePrice,
  zero,
} from '../../../money';
import { type AppliedAmount, applyItemDiscounts } from './apply-discounts';
import { buildAppliedDiscounts } from './build-applied-discounts';
import type { EstimateTotalsInput } from './estimate-totals-input';
import type { AppliedDiscount, CalculationErrors, LineItemPricesData } from './estimate-totals-output';
import { type PlannedDiscount, planCartDiscounts, planCouponDiscount } from './plan-discounts';
import { type PricedLine, priceLines } from './price-lines';
import { PricingInputError } from './pricing-input-error';
import { type MembershipResolution, resolveMemberships } from './resolve-memberships';
import { validateCoupon } from './validate-coupon';

/** Priced and discounted lines, and what the rest of an estimate needs of how they were worked out. */
export interface DiscountedLines {
  currency: string;
  strategy: RoundingStrategy;
  /** Zero in the store currency. */
  nothing: Money;
  /** Errors so far (memberships, discounts, coupon); the caller adds its own. */
  errors: CalculationErrors;
  memberships: MembershipResolution;
  lines: PricedLine[];
  subtotal: Money;
  /** Every planned discount, SHIPPING ones included (applied by the caller to the shipping price). */
  planned: PlannedDiscount[];
  itemDiscounts: { lineDiscounts: Map<string, Money>; applied: AppliedAmount[] };
}

function storeCurrency(code: string): string {
  try {
    return assertCurrency(code);
  } catch (error) {
    if (isMoneyError(error)) throw new PricingInputError('store.currency', error.message, { cause: error });
    throw error;
  }
}

/**
 * What is left of a line after its item discounts.
 * @param line - the priced line
 * @param discounted - each line's item discounts
 * @param nothing - zero in the store currency
 */
export function netOf(line: PricedLine, discounted: ReadonlyMap<string, Money>, nothing: Money): Money {
  return subtract(line.lineItemPrice, discounted.get(line.id) ?? nothing);
}

/**
 * The total deposit of a DEPOSIT_ONLINE line, at most what is left of it after its discounts.
 * @param line - the priced line
 * @param discounted - each line's item discounts
 * @param nothing - zero in the store currency
 */
export function depositOf(
  line: PricedLine,
  discounted: ReadonlyMap<string, Money>,
  nothing: Money,
): Money | undefined {
  return line.paymentOption === 'DEPOSIT_ONLINE' && line.deposit
    ? min(multiply(line.deposit, line.quantity), netOf(line, discounted, nothing))
    : undefined;
}

/**
 * The four prices every `calculatedLineItems[].pricesBreakdown` starts with.
 * @param line - the priced line
 */
export function linePrices(
  line: PricedLine,
): Pick<LineItemPricesData, 'fullPrice' | 'priceBeforeDiscounts' | 'price' | 'lineItemPrice'> {
  return {
    fullPrice: toWirePrice(line.fullPrice),
    priceBeforeDiscounts: toWirePrice(line.priceBeforeDiscounts),
    price: toWirePrice(line.price),
    lineItemPrice: toWirePrice(line.lineItemPrice),
  };
}

/**
 * `appliedDiscounts`: the applied amounts of item and shipping discounts, in the order the discounts were planned.
 * @param planned - the planned discounts
 * @param applied - what the item discounts and then the shipping discounts applied
 */
export function appliedDiscountsOf(
  planned: readonly PlannedDiscount[],
  applied: readonly AppliedAmount[],
): AppliedDiscount[] {
  return buildAppliedDiscounts(planned.flatMap((p) => applied.filter((a) => a.discount === p)));
}

/**
 * Prices the lines and applies the item discounts.
 * @param input - store configuration, cart lines, coupon and discounts
 * @throws PricingInputError for malformed configuration or lines
 */
export function discountLines(input: EstimateTotalsInput): DiscountedLines {
  const { store } = input;
  const currency = storeCurrency(store.currency);
  const strategy = store.roundingStrategy ?? 'CURRENCY_PRECISION';
  const nothing = zero(currency);
  const errors: CalculationErrors = {};

  const memberships = resolveMemberships(
    input.lineItems,
    input.memberships,
    input.selectedMemberships,
    input.now,
  );
  if (memberships.error) errors.membershipError = memberships.error;
  const lines = priceLines(input.lineItems, currency, memberships.coveredLines);
  const subtotal = sum(
    lines.map((l) => l.lineItemPrice),
    currency,
  );

  const cartDiscounts = planCartDiscounts(input.discounts ?? [], lines, currency);
  if (cartDiscounts.error) errors.discountsCalculationError = cartDiscounts.error;
  const planned = [...cartDiscounts.planned];
  if (input.couponCode !== undefined) {
    const validation = validateCoupon(input.couponCode, store.coupons, {
      now: input.now,
      usage: input.couponUsage,
    });
    if (!validation.ok) {
      const { code, description, data } = validation.error;
      errors.couponCalculationError = { applicationError: { code, description, data } };
    } else {
      const coupon = planCouponDiscount(validation.coupon, lines, subtotal, currency);
      if (coupon.planned) planned.push(coupon.planned);
      if (coupon.error) errors.couponCalculationError = coupon.error;
    }
  }
  const itemDiscounts = applyItemDiscounts(lines, planned, currency, strategy);
  return { currency, strategy, nothing, errors, memberships, lines, subtotal, planned, itemDiscounts };
}
