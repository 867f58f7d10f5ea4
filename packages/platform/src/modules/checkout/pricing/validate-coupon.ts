import type { CouponUsage } from './estimate-totals-input';
import type { CouponDefinition } from './store-pricing-config';

/** Coupon application errors (business-rules rule 35, from the checkout package's `UpdateCheckoutApplicationErrors`). */
export type CouponErrorCode =
  | 'ERROR_COUPON_DOES_NOT_EXIST'
  | 'ERROR_COUPON_HAS_EXPIRED'
  | 'ERROR_COUPON_IS_NOT_ACTIVE_YET'
  | 'ERROR_COUPON_USAGE_EXCEEDED'
  | 'ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED';

/**
 * Why a coupon cannot be applied, with the HTTP status the cart module answers with: 404 when no coupon has the
 * code, 428 (failed precondition, business-rules X2) for the others — rule 35's inferred mapping.
 */
export interface CouponError {
  code: CouponErrorCode;
  status: 404 | 428;
  description: string;
  data: { couponCode: string };
}

/** Result of {@link validateCoupon}. */
export type CouponValidation = { ok: true; coupon: CouponDefinition } | { ok: false; error: CouponError };

/** What validity depends on besides the coupon itself. */
export interface CouponValidationContext {
  /** The current instant (injected clock). */
  now: Date;
  /** Redemptions so far; without it usage limits are not checked. */
  usage?: CouponUsage;
}

/**
 * The coupon with this code. Codes are matched case-insensitively and without surrounding spaces, since buyers type
 * them ([INFERRED]; Wix does not document case sensitivity).
 * @param coupons - the store's coupons
 * @param code - the code as typed
 */
export function findCoupon(
  coupons: readonly CouponDefinition[] | undefined,
  code: string,
): CouponDefinition | undefined {
  const wanted = code.trim().toUpperCase();
  return coupons?.find((coupon) => coupon.code.toUpperCase() === wanted);
}

function fail(code: CouponErrorCode, couponCode: string, description: string): CouponValidation {
  return {
    ok: false,
    error: {
      code,
      status: code === 'ERROR_COUPON_DOES_NOT_EXIST' ? 404 : 428,
      description,
      data: { couponCode },
    },
  };
}

/**
 * Checks that a coupon can be applied now: it exists, its validity window contains `now` (start inclusive,
 * expiration exclusive), and neither its total nor its per-customer usage limit is used up. Cart-dependent
 * conditions (minimum subtotal, scope) are not checked here: they can change with the cart, so `estimateTotals`
 * reports them in `calculationErrors.couponCalculationError` instead of refusing the code.
 * @param code - the code as typed
 * @param coupons - the store's coupons
 * @param context - the current instant and the usage counts
 * @example
 * const result = validateCoupon('welcome10', store.coupons, { now: clock.now(), usage: { total: 3, byCustomer: 0 } });
 * if (!result.ok) throw new ApiError(result.error.status, result.error.code, result.error.description, result.error.data);
 */
export function validateCoupon(
  code: string,
  coupons: readonly CouponDefinition[] | undefined,
  context: CouponValidationContext,
): CouponValidation {
  const coupon = findCoupon(coupons, code);
  if (!coupon) return fail('ERROR_COUPON_DOES_NOT_EXIST', code, `Coupon ${code} does not exist.`);
  const now = context.now.getTime();
  if (coupon.startTime && now < Date.parse(coupon.startTime)) {
    return fail('ERROR_COUPON_IS_NOT_ACTIVE_YET', coupon.code, `Coupon ${coupon.code} is not active yet.`);
  }
  if (coupon.expirationTime && now >= Date.parse(coupon.expirationTime)) {
    return fail('ERROR_COUPON_HAS_EXPIRED', coupon.code, `Coupon ${coupon.code} has expired.`);
  }
  const usage = context.usage;
  if (usage && coupon.usageLimit !== undefined && usage.total >= coupon.usageLimit) {
    return fail(
      'ERROR_COUPON_USAGE_EXCEEDED',
      coupon.code,
      `Coupon ${coupon.code} has reached its usage limit.`,
    );
  }
  if (usage?.byCustomer !== undefined && coupon.limitPerCustomer !== undefined) {
    if (usage.byCustomer >= coupon.limitPerCustomer) {
      return fail(
        'ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED',
        coupon.code,
        `Coupon ${coupon.code} was already used the maximum number of times by this customer.`,
      );
    }
  }
  return { ok: true, coupon };
}
