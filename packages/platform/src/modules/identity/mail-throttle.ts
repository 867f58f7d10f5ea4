import type { PlatformDeps } from '../../context';
import type { Database, Queryable } from '../../db/database';
import { identityErrors } from './identity-errors';
import { normalizeEmail } from './identity-store';
import { createThrottle } from './throttle';

/**
 * Counts one mail an anonymous or member caller makes the platform send to `email` (a verification code, a
 * password-reset link), per recipient and per client address (`mailThrottle` config), so the endpoints cannot be
 * used to flood an inbox or burn the shop's mail quota. Call it where the mail is about to be sent, after the input
 * was validated, in the mail's transaction: a refused or rolled-back request counts nothing.
 * @param db - the transaction that sends the mail (or the database, when the mail is sent later or not at all)
 * @param deps - platform dependencies
 * @param email - the recipient
 * @param address - the caller's client address
 * @throws ApiError 429 `THROTTLED_FEATURE` with `retryAfterSeconds` when either limit is reached (nothing is counted)
 */
export async function countMail(
  db: Queryable | Database,
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
  email: string,
  address: string,
): Promise<void> {
  const { windowSeconds, maxPerEmail, maxPerAddress } = deps.config.mailThrottle;
  const throttle = createThrottle(
    db,
    deps.clock,
    'mail',
    { windowSeconds, maxPerSubject: maxPerEmail, maxPerAddress },
    identityErrors.mailThrottled,
  );
  await throttle.take(normalizeEmail(email), address);
}
