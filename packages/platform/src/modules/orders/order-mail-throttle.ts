/**
 * The order-mail throttle (`orderMailThrottle` config): how many order confirmations buyers may make the platform
 * send to one address per window, counted in memory per platform instance. A visitor types any email into a checkout,
 * so without it one script could mail an address it names once per (tiny) order, without bound. Past the limit the
 * order is still placed — nothing acknowledged is lost — and its activities record the skipped mail.
 *
 * A mail is counted when its order decides to send it (inside the order's transaction), so concurrent orders to one
 * address cannot all pass; an order whose transaction then fails gives its mail back, as neither the order nor the
 * mail (queued in that transaction) exists. An order placed while another one's mail is counted but not yet
 * committed sees that mail as sent: a failed order can make a concurrent one skip its mail, never the other way.
 */
import type { PlatformDeps } from '../../context';
import { afterRollback } from '../../db/after-commit';
import type { Queryable } from '../../db/database';
import { normalizeEmail } from '../identity/identity-store';
import { createWindowCounter, type WindowCounter } from '../identity/throttle';

// Per platform instance: its configuration object is created once and shared by every module's deps.
const counters = new WeakMap<PlatformDeps['config'], WindowCounter>();

/**
 * Counts one order mail to `email` when the address is below its limit, until the transaction `tx` fails.
 * @param tx - the order's transaction (the mail is queued in it): when it fails, the mail is uncounted
 * @param deps - clock and configuration
 * @param email - the recipient
 * @returns 0 when counted (send the mail); else the seconds until mail to the address is allowed again
 */
export function takeOrderMail(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
  email: string,
): number {
  let counter = counters.get(deps.config);
  if (!counter) {
    const { windowSeconds, maxPerEmail } = deps.config.orderMailThrottle;
    counter = createWindowCounter(deps.clock, { windowSeconds, max: maxPerEmail });
    counters.set(deps.config, counter);
  }
  const { retryAfterSeconds, giveBack } = counter.reserve(normalizeEmail(email));
  if (retryAfterSeconds === 0) afterRollback(tx, giveBack);
  return retryAfterSeconds;
}

/**
 * The content of the `CUSTOM_ACTIVITY` that tells staff a buyer mail was not sent because the throttle stopped it
 * (the official activities have no type for it).
 * @param mailKind - the mail that was skipped (`order-placed`)
 * @param to - its recipient
 */
export function buyerMailThrottledActivity(mailKind: string, to: string): Record<string, unknown> {
  return {
    type: 'BUYER_MAIL_THROTTLED',
    additionalData: { mailKind, to, reason: 'Too many order mails to this address; the mail was not sent' },
  };
}
