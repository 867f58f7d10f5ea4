import type { Context } from 'hono';
import { getCaller } from '../../auth/caller';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { ApiError } from '../../http/api-error';
import { addressListed, clientAddress } from '../../http/client-address';
import { createWindowCounter } from '../identity/throttle';
import { cartOwnerOf } from './buyer-info';
import { cartOwnerKey } from './cart-store';

// Same code and shape as the login, mail and visitor throttles (`THROTTLED_FEATURE`, `retryAfterSeconds`,
// `Retry-After`), so a client that handles one handles all.
const cartWritesThrottled = (retryAfterSeconds: number) =>
  ApiError.exhausted('THROTTLED_FEATURE', 'Too many cart changes from this session; try again later', {
    retryAfterSeconds,
  });

/**
 * The cart-write throttle of one platform instance (`cartThrottle` config): counts the writes of each session
 * (the visitor or member whose current cart it is) in memory. Reads are never counted; callers from an exempt
 * address (loopback under `bazaar dev` and in the benchmarks) are never counted.
 * @param deps - platform dependencies
 * @returns the check to call first thing in a write route, after the route's guard
 */
export function createCartWriteThrottle(
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
): (c: Context<PlatformEnv>) => void {
  const { windowSeconds, maxPerSession, exemptAddresses } = deps.config.cartThrottle;
  if (maxPerSession === 0) return () => {};
  const counter = createWindowCounter(deps.clock, { windowSeconds, max: maxPerSession });
  const exempt = exemptAddresses.length > 0 ? addressListed(exemptAddresses) : undefined;
  const { trustProxy } = deps.config;
  /** @throws ApiError 429 `THROTTLED_FEATURE` with `retryAfterSeconds` when the session reached its limit */
  return (c) => {
    if (exempt?.(clientAddress(c, trustProxy))) return;
    const retryAfterSeconds = counter.take(cartOwnerKey(cartOwnerOf(getCaller(c))));
    if (retryAfterSeconds > 0) throw cartWritesThrottled(retryAfterSeconds);
  };
}
