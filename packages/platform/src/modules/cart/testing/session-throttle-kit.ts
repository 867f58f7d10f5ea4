/**
 * What the session-write throttle tests share (cart-write-throttle.ts): a cart test kit with small limits, requests
 * from a chosen client address, and the check of a 429.
 */
import { expect } from 'vitest';
import type { CartThrottleConfig } from '../../../config';
import { type CartTestKit, createCartTestKit, type TestBuyer } from './cart-test-kit';

/** A JSON answer with its headers. */
export interface ThrottleReply {
  status: number;
  body: any;
  headers: Headers;
}

/**
 * A kit whose session-write throttle has small limits (60 s window, none exempt unless given), so a test reaches them
 * in a few requests; `trustProxy` lets a test pick its client address.
 * @param cartThrottle - the limits that differ
 */
export function throttledCartKit(cartThrottle: Partial<CartThrottleConfig>): Promise<CartTestKit> {
  return createCartTestKit({
    config: {
      trustProxy: true,
      cartThrottle: { windowSeconds: 60, maxPerSession: 3, exemptAddresses: [], ...cartThrottle },
    },
  });
}

/**
 * Sends a JSON request as `who` (a buyer or an API key) from client address `ip`.
 * @param kit - the kit
 * @param who - the buyer, or a raw Authorization value
 * @param method - HTTP method
 * @param path - the path
 * @param body - the JSON body, if any
 * @param ip - the client address (`X-Forwarded-For`)
 */
export async function callFrom(
  kit: CartTestKit,
  who: TestBuyer | string,
  method: string,
  path: string,
  body?: unknown,
  ip = '198.51.100.1',
): Promise<ThrottleReply> {
  const res = await kit.platform.request(path, {
    method,
    headers: {
      authorization: typeof who === 'string' ? who : who.token,
      'x-forwarded-for': ip,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/**
 * Expects the throttle's 429: `THROTTLED_FEATURE` with `retryAfterSeconds`, and `Retry-After`.
 * @param res - the answer
 * @param retryAfterSeconds - the seconds expected
 */
export function expectThrottled(res: ThrottleReply, retryAfterSeconds: number): void {
  expect(res.status).toBe(429);
  expect(res.body.details.applicationError).toMatchObject({
    code: 'THROTTLED_FEATURE',
    data: { retryAfterSeconds },
  });
  expect(res.headers.get('retry-after')).toBe(String(retryAfterSeconds));
}
