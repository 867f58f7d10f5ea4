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
 * The key a customer's redemptions are counted under: the member, else the email given at checkout, else the
 * visitor ([INFERRED]: Wix counts per contact; a member is one contact, a visitor becomes one through the email).
 * @param customer - member, email and visitor of the buyer
 */
export function customerKey(customer: CouponCustomer): string {
  if (customer.memberId) return `member:${customer.memberId}`;
  if (customer.email) return `email:${customer.email.trim().toLowerCase()}`;
  return `visitor:${customer.visitorId ?? 'unknown'}`;
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
  const rows = await db.query<{ total: number; mine: number }>(
    `select count(*)::int as total, count(*) filter (where customer_key = $2)::int as mine
     from coupon_redemptions where coupon_id = $1`,
    [couponId, customerKey(customer)],
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
    `insert into coupon_redemptions (coupon_id, customer_key, checkout_id, order_id, redeemed_at)
     values ($1, $2, $3, $4, $5)`,
    [
      applicable.id,
      customerKey(redemption.customer),
      redemption.checkoutId,
      redemption.orderId,
      redemption.now,
    ],
  );
  return applicable;
}
