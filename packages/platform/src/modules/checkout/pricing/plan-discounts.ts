import { compare, type Decimal, type Money, toWirePrice } from '../../../money';
import type { CartDiscountInput, DiscountType } from './estimate-totals-input';
import type { CalculationErrorDetails } from './estimate-totals-output';
import type { PricedLine } from './price-lines';
import { PricingInputError, readAmount, readDecimal } from './pricing-input-error';
import type { CouponDefinition } from './store-pricing-config';

/** How a discount computes its amount (spec §3 discount rule types, plus free shipping). */
export type DiscountRule =
  | { kind: 'PERCENTAGE'; percent: Decimal }
  | { kind: 'AMOUNT'; amount: Money }
  | { kind: 'FIXED_PRICE'; unitPrice: Money }
  | { kind: 'FREE_SHIPPING' };

/** Where a discount comes from; decides its `appliedDiscounts[]` key (rule 36). */
export type DiscountOrigin =
  | { kind: 'COUPON'; coupon: CouponDefinition }
  | { kind: 'MERCHANT'; percentage?: number }
  | { kind: 'DISCOUNT_RULE'; id: string; name: string };

/** A discount that applies to this cart, with the lines it may discount (none for SHIPPING). */
export interface PlannedDiscount {
  origin: DiscountOrigin;
  discountType: DiscountType;
  rule: DiscountRule;
  lineIds: readonly string[];
}

/** The discounts to apply, in order, and why any could not be. */
export interface DiscountPlan {
  planned: PlannedDiscount[];
  couponError?: CalculationErrorDetails;
  discountsError?: CalculationErrorDetails;
}

function couponStatusError(coupon: CouponDefinition, reason: string, extra: Record<string, unknown> = {}) {
  return {
    applicationError: {
      code: 'INVALID_COUPON_STATUS',
      description:
        reason === 'MIN_SUBTOTAL_NOT_REACHED'
          ? `Coupon ${coupon.code} needs a higher subtotal.`
          : `Coupon ${coupon.code} does not apply to any item in the cart.`,
      data: { couponCode: coupon.code, reason, ...extra },
    },
  };
}

function inScope(line: PricedLine, coupon: CouponDefinition): boolean {
  const scope = coupon.scope;
  if (!scope) return true;
  if (line.productId !== undefined && scope.productIds?.includes(line.productId)) return true;
  return line.collectionIds.some((id) => scope.collectionIds?.includes(id));
}

function couponRule(coupon: CouponDefinition, currency: string, at: string): DiscountRule {
  if (coupon.type === 'FREE_SHIPPING') return { kind: 'FREE_SHIPPING' };
  if (coupon.value === undefined)
    throw new PricingInputError(`${at}.value`, `required for ${coupon.type} coupons`);
  if (coupon.type === 'PERCENTAGE')
    return { kind: 'PERCENTAGE', percent: readDecimal(coupon.value, `${at}.value`, 100) };
  const amount = readAmount(coupon.value, currency, `${at}.value`);
  return coupon.type === 'FIXED_AMOUNT'
    ? { kind: 'AMOUNT', amount }
    : { kind: 'FIXED_PRICE', unitPrice: amount };
}

/**
 * Plans the coupon's discount (rule 36): the order subtotal must reach the coupon's minimum, and an item coupon
 * needs at least one line in its scope. Gift cards are never discounted by coupons (rule 37). A whole-order coupon
 * is GLOBAL, a scoped one SPECIFIC_ITEMS, free shipping SHIPPING. Failures become `couponCalculationError` with
 * the cart v2 code `INVALID_COUPON_STATUS` and its reasons (`MIN_SUBTOTAL_NOT_REACHED`,
 * `NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS`).
 * @param coupon - a coupon that passed `validateCoupon`
 * @param lines - the priced lines
 * @param subtotal - the order subtotal before cart discounts
 * @param currency - the store currency
 */
export function planCouponDiscount(
  coupon: CouponDefinition,
  lines: readonly PricedLine[],
  subtotal: Money,
  currency: string,
): { planned?: PlannedDiscount; error?: CalculationErrorDetails } {
  const at = `store.coupons[${coupon.code}]`;
  const rule = couponRule(coupon, currency, at);
  if (coupon.minimumSubtotal !== undefined) {
    const minimum = readAmount(coupon.minimumSubtotal, currency, `${at}.minimumSubtotal`);
    if (compare(subtotal, minimum) < 0) {
      return {
        error: couponStatusError(coupon, 'MIN_SUBTOTAL_NOT_REACHED', {
          minSubtotalNotReachedDetails: { requiredMinimumSubtotal: { amount: toWirePrice(minimum).amount } },
        }),
      };
    }
  }
  const origin: DiscountOrigin = { kind: 'COUPON', coupon };
  if (rule.kind === 'FREE_SHIPPING')
    return { planned: { origin, discountType: 'SHIPPING', rule, lineIds: [] } };
  const lineIds = lines.filter((l) => l.itemType !== 'GIFT_CARD' && inScope(l, coupon)).map((l) => l.id);
  if (lineIds.length === 0)
    return { error: couponStatusError(coupon, 'NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS') };
  return { planned: { origin, discountType: coupon.scope ? 'SPECIFIC_ITEMS' : 'GLOBAL', rule, lineIds } };
}

/**
 * Plans merchant discounts and automatic discount rules, in the order given. A SPECIFIC_ITEMS discount naming no
 * line of the cart is skipped and reported in `discountsCalculationError`.
 * @param discounts - the cart's discounts
 * @param lines - the priced lines
 * @param currency - the store currency
 * @throws PricingInputError when a discount has neither or both of amount and percentage
 */
export function planCartDiscounts(
  discounts: readonly CartDiscountInput[],
  lines: readonly PricedLine[],
  currency: string,
): { planned: PlannedDiscount[]; error?: CalculationErrorDetails } {
  const planned: PlannedDiscount[] = [];
  let error: CalculationErrorDetails | undefined;
  discounts.forEach((discount, index) => {
    const at = `discounts[${index}]`;
    if ((discount.amount === undefined) === (discount.percentage === undefined)) {
      throw new PricingInputError(at, 'needs exactly one of amount and percentage');
    }
    const rule: DiscountRule =
      discount.amount !== undefined
        ? { kind: 'AMOUNT', amount: readAmount(discount.amount, currency, `${at}.amount`) }
        : { kind: 'PERCENTAGE', percent: readDecimal(discount.percentage ?? 0, `${at}.percentage`, 100) };
    const origin: DiscountOrigin =
      discount.source === 'MERCHANT'
        ? {
            kind: 'MERCHANT',
            ...(discount.percentage !== undefined && { percentage: Number(discount.percentage) }),
          }
        : { kind: 'DISCOUNT_RULE', id: discount.id ?? '', name: discount.name ?? '' };
    let lineIds: string[] = [];
    if (discount.discountType === 'GLOBAL') lineIds = lines.map((l) => l.id);
    if (discount.discountType === 'SPECIFIC_ITEMS') {
      const wanted = new Set(discount.lineItemIds ?? []);
      lineIds = lines.filter((l) => wanted.has(l.id)).map((l) => l.id);
      if (lineIds.length === 0) {
        error ??= {
          applicationError: {
            code: 'DISCOUNT_LINE_ITEMS_NOT_FOUND',
            description: 'A discount for specific items names no item of this cart.',
            data: { index, lineItemIds: [...wanted] },
          },
        };
        return;
      }
    }
    planned.push({ origin, discountType: discount.discountType, rule, lineIds });
  });
  return { planned, ...(error && { error }) };
}
