/**
 * The order-mail throttle (`orderMailThrottle` config): how many order confirmations buyers may make the platform
 * send to one address per window, counted in memory per platform instance. A visitor types any email into a checkout,
 * so without it one script could mail an address it names once per (tiny) order, without bound. Past the limit the
 * order is still placed — nothing acknowledged is lost — and its activities record the skipped mail.
 */
import type { PlatformDeps } from '../../context';
import { normalizeEmail } from '../identity/identity-store';
import { createWindowCounter, type WindowCounter } from '../identity/throttle';

// Per platform instance: its configuration object is created once and shared by every module's deps.
const counters = new WeakMap<PlatformDeps['config'], WindowCounter>();

/**
 * Counts one order mail to `email` when the address is below its limit.
 * @param deps - clock and configuration
 * @param email - the recipient
 * @returns 0 when counted (send the mail); else the seconds until mail to the address is allowed again
 */
export function takeOrderMail(deps: Pick<PlatformDeps, 'clock' | 'config'>, email: string): number {
  let counter = counters.get(deps.config);
  if (!counter) {
    const { windowSeconds, maxPerEmail } = deps.config.orderMailThrottle;
    counter = createWindowCounter(deps.clock, { windowSeconds, max: maxPerEmail });
    counters.set(deps.config, counter);
  }
  return counter.take(normalizeEmail(email));
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
