import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { addressListed, plainAddress } from '../../http/client-address';
import { createThrottle } from '../identity/throttle';

// Same code and shape as the login and mail throttles (`THROTTLED_FEATURE`, `retryAfterSeconds`, `Retry-After`),
// so a client that handles one handles all.
const visitorsThrottled = (retryAfterSeconds: number) =>
  ApiError.exhausted(
    'THROTTLED_FEATURE',
    'Too many new visitor sessions from this client address; try again later',
    { retryAfterSeconds },
  );

/**
 * Counts one new visitor session against the caller's client address (`visitorThrottle` config), in the transaction
 * that creates it: a refused or rolled-back grant counts nothing, and a refused one creates nothing.
 * @param tx - the transaction creating the visitor and its session
 * @param deps - platform dependencies
 * @param address - the caller's client address
 * @throws ApiError 429 `THROTTLED_FEATURE` with `retryAfterSeconds` when the address reached its limit
 */
export async function countNewVisitor(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
  address: string,
): Promise<void> {
  const { windowSeconds, maxPerAddress, exemptAddresses } = deps.config.visitorThrottle;
  const client = plainAddress(address);
  if (maxPerAddress === 0 || addressListed(exemptAddresses)(client)) return;
  // The address is the subject too: old events are pruned per subject, and there is no other subject to count.
  const throttle = createThrottle(
    tx,
    deps.clock,
    'visitor',
    { windowSeconds, maxPerSubject: maxPerAddress, maxPerAddress: 0 },
    visitorsThrottled,
  );
  await throttle.take(client, client);
}
