import { toWirePrice } from '../../../money';
import type { AppliedAmount } from './apply-discounts';
import type { AppliedDiscount } from './estimate-totals-output';

/**
 * The wire `appliedDiscounts[]` (rule 36): one entry per applied discount, in the order they were applied, keyed by
 * origin — `coupon {id, code, name, amount}`, `merchantDiscount {amount, percentage?}` or
 * `discountRule {id, name, amount}` — with the discount type and the lines it applies to (none for SHIPPING).
 * @param applied - item and shipping discounts with their amounts, in application order
 */
export function buildAppliedDiscounts(applied: readonly AppliedAmount[]): AppliedDiscount[] {
  return applied.map(({ discount, amount }) => {
    const base = { discountType: discount.discountType, lineItemIds: [...discount.lineIds] };
    const origin = discount.origin;
    if (origin.kind === 'COUPON') {
      return {
        ...base,
        coupon: {
          id: origin.coupon.id,
          code: origin.coupon.code,
          name: origin.coupon.name,
          amount: toWirePrice(amount),
        },
      };
    }
    if (origin.kind === 'MERCHANT') {
      return {
        ...base,
        merchantDiscount: {
          amount: toWirePrice(amount),
          ...(origin.percentage !== undefined && { percentage: origin.percentage }),
        },
      };
    }
    return {
      ...base,
      discountRule: {
        id: origin.id,
        name: { original: origin.name, translated: origin.name },
        amount: toWirePrice(amount),
      },
    };
  });
}
