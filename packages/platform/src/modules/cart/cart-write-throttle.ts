/**
 * The session-write throttle (`cartThrottle` config): every cart and checkout write a visitor or member session
 * makes — cart changes, create-checkout, checkout updates (details, coupon, gift card), remove-coupon, placing the
 * order, mark-as-completed, and the hosted checkout page's forms — counts against ONE budget per session, in memory
 * per platform instance. One budget because a shopper's session doing cart and checkout writes is one client: two
 * budgets would let a script write twice as much by alternating. Reads are never counted; API keys (server-to-server
 * callers holding a secret) are not sessions and are never counted, nor are callers from an exempt address
 * (loopback under `bazaar dev` and in the benchmarks).
 */
import type { Context } from 'hono';
import { type Caller, getCaller } from '../../auth/caller';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { ApiError } from '../../http/api-error';
import { addressListed, clientAddress } from '../../http/client-address';
import { createWindowCounter } from '../identity/throttle';
import { cartOwnerOf } from './buyer-info';
import { cartOwnerKey } from './cart-store';

/**
 * The 429 of a throttled session write: same code and shape as the login, mail and visitor throttles
 * (`THROTTLED_FEATURE`, `retryAfterSeconds`, `Retry-After`), so a client that handles one handles all.
 * @param retryAfterSeconds - the seconds until the session's window ends
 */
export const sessionWritesThrottled = (retryAfterSeconds: number) =>
  ApiError.exhausted(
    'THROTTLED_FEATURE',
    'Too many cart and checkout changes from this session; try again later',
    {
      retryAfterSeconds,
    },
  );

/** Counts one write of a session; see the module comment. */
export type SessionWriteThrottle = (c: Context<PlatformEnv>, caller: Caller) => number;

// Per platform instance: its configuration object is created once and shared by every module's deps, so the cart
// routes, the checkout routes and the hosted checkout page count into the same budget.
const throttles = new WeakMap<PlatformDeps['config'], SessionWriteThrottle>();

/**
 * The session-write throttle of this platform instance.
 * @param deps - clock and configuration
 * @returns the count: given the request and the caller (the session whose write it is), 0 when the write may go on
 *   (counted, or not counted at all), else the seconds until the session's window ends (nothing counted)
 * @throws ApiError 401/403 from the count for a caller that is neither a visitor, a member nor an API key
 */
export function sessionWriteThrottle(deps: Pick<PlatformDeps, 'clock' | 'config'>): SessionWriteThrottle {
  let throttle = throttles.get(deps.config);
  if (!throttle) {
    throttle = createSessionWriteThrottle(deps);
    throttles.set(deps.config, throttle);
  }
  return throttle;
}

function createSessionWriteThrottle(deps: Pick<PlatformDeps, 'clock' | 'config'>): SessionWriteThrottle {
  const { windowSeconds, maxPerSession, exemptAddresses } = deps.config.cartThrottle;
  if (maxPerSession === 0) return () => 0;
  const counter = createWindowCounter(deps.clock, { windowSeconds, max: maxPerSession });
  const exempt = exemptAddresses.length > 0 ? addressListed(exemptAddresses) : undefined;
  const { trustProxy } = deps.config;
  return (c, caller) => {
    if (caller.kind === 'apiKey' || exempt?.(clientAddress(c, trustProxy))) return 0;
    return counter.take(cartOwnerKey(cartOwnerOf(caller)));
  };
}

/**
 * The session-write check of an API route: counts the request's caller.
 * @param deps - clock and configuration
 * @returns the check to call first thing in a write route, after the route's guard
 */
export function createSessionWriteCheck(
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
): (c: Context<PlatformEnv>) => void {
  const count = sessionWriteThrottle(deps);
  /** @throws ApiError 429 `THROTTLED_FEATURE` with `retryAfterSeconds` when the session reached its limit */
  return (c) => {
    const retryAfterSeconds = count(c, getCaller(c));
    if (retryAfterSeconds > 0) throw sessionWritesThrottled(retryAfterSeconds);
  };
}
