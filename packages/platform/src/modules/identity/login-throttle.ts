import type { Clock } from '../../clock';
import type { LoginThrottleConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { identityErrors } from './identity-errors';

/**
 * Throttles failed logins per account and per client address within a sliding window, so neither one account nor
 * one address can be brute-forced. Failures are kept in `login_failures`; a success clears the account's.
 */
export interface LoginThrottle {
  /**
   * @throws ApiError 429 `THROTTLED_FEATURE` (with `retryAfterSeconds`) when either limit is reached
   */
  check(accountKey: string, address: string): Promise<void>;
  recordFailure(accountKey: string, address: string): Promise<void>;
  clear(accountKey: string): Promise<void>;
}

/**
 * Creates the throttle.
 * @param db - database
 * @param clock - the clock
 * @param config - window and limits
 */
export function createLoginThrottle(db: Queryable, clock: Clock, config: LoginThrottleConfig): LoginThrottle {
  const windowStart = () => new Date(clock.now().getTime() - config.windowSeconds * 1000);
  const retryAfter = (oldest: Date) =>
    Math.max(1, Math.ceil((oldest.getTime() + config.windowSeconds * 1000 - clock.now().getTime()) / 1000));

  return {
    async check(accountKey, address) {
      const rows = await db.query<{ scope: string; failures: number; oldest: Date | null }>(
        `select 'account' as scope, count(*)::int as failures, min(failed_at) as oldest
           from login_failures where account_key = $1 and failed_at > $3
         union all
         select 'address', count(*)::int, min(failed_at)
           from login_failures where address = $2 and failed_at > $3`,
        [accountKey, address, windowStart()],
      );
      for (const row of rows) {
        const limit = row.scope === 'account' ? config.maxFailuresPerAccount : config.maxFailuresPerAddress;
        if (row.failures >= limit && row.oldest) throw identityErrors.throttled(retryAfter(row.oldest));
      }
    },
    async recordFailure(accountKey, address) {
      await db.query('insert into login_failures (account_key, address, failed_at) values ($1, $2, $3)', [
        accountKey,
        address,
        clock.now(),
      ]);
      // Old failures no longer count; dropping them keeps the table small.
      await db.query('delete from login_failures where account_key = $1 and failed_at <= $2', [
        accountKey,
        windowStart(),
      ]);
    },
    async clear(accountKey) {
      await db.query('delete from login_failures where account_key = $1', [accountKey]);
    },
  };
}
