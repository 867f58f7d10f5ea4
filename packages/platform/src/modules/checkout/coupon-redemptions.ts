/**
 * Coupon usage (business-rules rule 35): every order placed with a coupon records one redemption, and the usage
 * limits (`usageLimit`, `limitPerCustomer`) count them.
 */
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { type CouponDefinition, type CouponUsage, findCoupon, validateCoupon } from './pricing';

/** Who a buyer is for the per-customer limit. */
export interface CouponCustomer {
  memberId?: string;
  email?: string;
  visitorId?: string;
}

/**
 * How often a coupon was redeemed, by everyone and by this customer.
 * @param db - database or transaction
 * @param couponId - the coupon
 * @param customer - the buyer
 */
export async function couponUsage(
  db: Queryable,
  couponId: string,
  customer: CouponCustomer,
): Promise<CouponUsage> {
  // The same customer: the same member, the same visitor, or the same email ([INFERRED]: Wix counts per contact;
  // a visitor who gives the email of an earlier order is that contact again).
  const rows = await db.query<{ total: number; mine: number }>(
    `select count(*)::int as total,
       count(*) filter (where member_id = $2::uuid or visitor_id = $3::uuid or email = $4)::int as mine
     from coupon_redemptions where coupon_id = $1`,
    [
      couponId,
      customer.memberId ?? null,
      customer.visitorId ?? null,
      customer.email?.trim().toLowerCase() ?? null,
    ],
  );
  return { total: rows[0]?.total ?? 0, byCustomer: rows[0]?.mine ?? 0 };
}

/**
 * The usage of the coupon with this code, or nothing when no coupon has it.
 * @param db - database or transaction
 * @param coupons - the store's coupons
 * @param code - the code as typed
 * @param customer - the buyer
 */
export async function usageOfCode(
  db: Queryable,
  coupons: readonly CouponDefinition[] | undefined,
  code: string | undefined,
  customer: CouponCustomer,
): Promise<CouponUsage | undefined> {
  const coupon = code ? findCoupon(coupons, code) : undefined;
  return coupon ? couponUsage(db, coupon.id, customer) : undefined;
}

/**
 * Checks that a coupon can be applied now (it exists, is active, and its limits are not used up) and returns it.
 * @param db - database or transaction
 * @param coupons - the store's coupons
 * @param code - the code as typed
 * @param customer - the buyer
 * @param now - the clock's time
 * @throws ApiError 404 `ERROR_COUPON_DOES_NOT_EXIST`, 428 `ERROR_COUPON_HAS_EXPIRED`, `…IS_NOT_ACTIVE_YET`,
 *   `…USAGE_EXCEEDED`, `…LIMIT_PER_CUSTOMER_EXCEEDED` (rule 35)
 */
export async function assertCouponApplicable(
  db: Queryable,
  coupons: readonly CouponDefinition[] | undefined,
  code: string,
  customer: CouponCustomer,
  now: Date,
): Promise<CouponDefinition> {
  const usage = await usageOfCode(db, coupons, code, customer);
  const result = validateCoupon(code, coupons, { now, ...(usage && { usage }) });
  if (!result.ok) {
    const { status, code: errorCode, description, data } = result.error;
    throw new ApiError(status, errorCode, description, data);
  }
  return result.coupon;
}

/**
 * Records one redemption inside the order's transaction, after checking the limits again under a lock on the
 * coupon: two orders racing for the last use cannot both get it.
 * @param tx - the order's transaction
 * @param coupons - the store's coupons
 * @param code - the checkout's coupon code
 * @param redemption - buyer, checkout and order
 * @throws ApiError 428 like {@link assertCouponApplicable} when the coupon can no longer be used
 */
export async function redeemCoupon(
  tx: Queryable,
  coupons: readonly CouponDefinition[] | undefined,
  code: string,
  redemption: { customer: CouponCustomer; checkoutId: string; orderId: string; now: Date },
): Promise<CouponDefinition> {
  const coupon = findCoupon(coupons, code);
  if (coupon) await tx.query('select id from store_coupons where id = $1 for update', [coupon.id]);
  const applicable = await assertCouponApplicable(tx, coupons, code, redemption.customer, redemption.now);
  await tx.query(
    `insert into coupon_redemptions (coupon_id, member_id, visitor_id, email, checkout_id, order_id, redeemed_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      applicable.id,
      redemption.customer.memberId ?? null,
      redemption.customer.visitorId ?? null,
      redemption.customer.email?.trim().toLowerCase() ?? null,
      redemption.checkoutId,
      redemption.orderId,
      redemption.now,
    ],
  );
  return applicable;
}
