import { describe, expect, it } from 'vitest';
import type { CouponDefinition } from './store-pricing-config';
import { findCoupon, validateCoupon } from './validate-coupon';

const coupons: CouponDefinition[] = [
  { id: 'c1', code: 'WELCOME10', name: '10% off', type: 'PERCENTAGE', value: 10 },
  {
    id: 'c2',
    code: 'SUMMER',
    name: 'Summer',
    type: 'PERCENTAGE',
    value: 20,
    startTime: '2025-06-01T00:00:00.000Z',
    expirationTime: '2025-09-01T00:00:00.000Z',
  },
  {
    id: 'c3',
    code: 'LIMITED',
    name: 'Limited',
    type: 'FIXED_AMOUNT',
    value: 5,
    usageLimit: 100,
    limitPerCustomer: 2,
  },
];
const june = new Date('2025-06-15T00:00:00.000Z');

describe('validateCoupon', () => {
  it('accepts a valid code, typed in any case and with stray spaces', () => {
    expect(validateCoupon(' welcome10 ', coupons, { now: june })).toEqual({ ok: true, coupon: coupons[0] });
    expect(findCoupon(coupons, 'Summer')?.id).toBe('c2');
  });

  it('answers ERROR_COUPON_DOES_NOT_EXIST with 404 for an unknown code (rule 35)', () => {
    expect(validateCoupon('NOPE', coupons, { now: june })).toEqual({
      ok: false,
      error: {
        code: 'ERROR_COUPON_DOES_NOT_EXIST',
        status: 404,
        description: 'Coupon NOPE does not exist.',
        data: { couponCode: 'NOPE' },
      },
    });
    expect(validateCoupon('WELCOME10', undefined, { now: june })).toMatchObject({ ok: false });
  });

  it('is not active before its start time and expired from its expiration time on, with 428', () => {
    const at = (iso: string) => validateCoupon('SUMMER', coupons, { now: new Date(iso) });
    expect(at('2025-05-31T23:59:59.999Z')).toMatchObject({
      ok: false,
      error: { code: 'ERROR_COUPON_IS_NOT_ACTIVE_YET', status: 428 },
    });
    expect(at('2025-06-01T00:00:00.000Z')).toMatchObject({ ok: true });
    expect(at('2025-08-31T23:59:59.999Z')).toMatchObject({ ok: true });
    expect(at('2025-09-01T00:00:00.000Z')).toMatchObject({
      ok: false,
      error: { code: 'ERROR_COUPON_HAS_EXPIRED', status: 428 },
    });
  });

  it('checks the total and the per-customer usage limits against the given counts', () => {
    const use = (total: number, byCustomer?: number) =>
      validateCoupon('LIMITED', coupons, {
        now: june,
        usage: { total, ...(byCustomer !== undefined && { byCustomer }) },
      });
    expect(use(99, 1)).toMatchObject({ ok: true });
    expect(use(100, 0)).toMatchObject({
      ok: false,
      error: { code: 'ERROR_COUPON_USAGE_EXCEEDED', status: 428 },
    });
    expect(use(5, 2)).toMatchObject({
      ok: false,
      error: { code: 'ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED', status: 428 },
    });
    // Without counts, limits cannot be checked and the coupon is accepted.
    expect(validateCoupon('LIMITED', coupons, { now: june })).toMatchObject({ ok: true });
  });
});
