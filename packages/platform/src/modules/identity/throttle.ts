import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import type { ApiError } from '../../http/api-error';

/** Limits of one throttle; a limit of 0 turns that side off. */
export interface ThrottleLimits {
  windowSeconds: number;
  /** Events per subject (an account, a recipient email) within the window. */
  maxPerSubject: number;
  /** Events per client address within the window. */
  maxPerAddress: number;
}

/**
 * Counts events of one kind per subject and per client address within a sliding window (table `throttle_events`),
 * so that neither one subject nor one address can go past its limit: failed logins, mail sent on a caller's request.
 */
export interface Throttle {
  /**
   * Checks both limits and records an event, as one step: concurrent requests of one subject or address take their
   * turns (a check followed by a separate insert let a burst of parallel requests all pass the check first).
   * @returns the event's id, for {@link Throttle.release}
   * @throws ApiError (the throttle's error, with the seconds until the limit frees up) when either limit is reached;
   *   nothing is recorded then
   */
  take(subject: string, address: string): Promise<string>;
  /** Forgets one event taken for a request that turned out not to count (a login refused for its captcha). */
  release(eventId: string): Promise<void>;
  /** Forgets the subject's events (a successful login clears its failures). */
  clear(subject: string): Promise<void>;
}

/**
 * Creates a throttle.
 * @param db - the database (each take is a transaction of its own), or the transaction whose change the event
 *   stands or falls with (the take's locks are then held until it ends)
 * @param clock - the clock
 * @param kind - what is counted (`login`, `mail`)
 * @param limits - window and limits
 * @param refuse - the error to throw, given the seconds after which a retry can succeed
 */
export function createThrottle(
  db: Queryable | Database,
  clock: Clock,
  kind: string,
  limits: ThrottleLimits,
  refuse: (retryAfterSeconds: number) => ApiError,
): Throttle {
  const windowStart = () => new Date(clock.now().getTime() - limits.windowSeconds * 1000);
  async function take(tx: Queryable, subject: string, address: string) {
    // One lock per subject and per address, always taken in the same order (no deadlock between two requests),
    // released when the transaction ends: the second of two parallel requests counts the first one's event.
    for (const key of [`${kind} subject ${subject}`, `${kind} address ${address}`].sort()) {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
    }
    // The limit-th newest event inside the window, per side: while it exists the limit is reached, and once it
    // leaves the window a retry succeeds (exact even when more events than the limit were counted).
    const rows = await tx.query<{ at: Date }>(
      `(select at from throttle_events where kind = $1 and subject = $2 and at > $4 and $5::int > 0
         order by at desc offset greatest($5::int - 1, 0) limit 1)
       union all
       (select at from throttle_events where kind = $1 and address = $3 and at > $4 and $6::int > 0
         order by at desc offset greatest($6::int - 1, 0) limit 1)`,
      [kind, subject, address, windowStart(), limits.maxPerSubject, limits.maxPerAddress],
    );
    if (rows.length > 0) {
      const freedAt = Math.max(...rows.map((row) => row.at.getTime() + limits.windowSeconds * 1000));
      throw refuse(Math.max(1, Math.ceil((freedAt - clock.now().getTime()) / 1000)));
    }
    const [event] = await tx.query<{ id: string }>(
      'insert into throttle_events (kind, subject, address, at) values ($1, $2, $3, $4) returning id::text as id',
      [kind, subject, address, clock.now()],
    );
    // Old events no longer count; dropping them keeps the table small.
    await tx.query('delete from throttle_events where kind = $1 and subject = $2 and at <= $3', [
      kind,
      subject,
      windowStart(),
    ]);
    return event!.id;
  }
  return {
    take: (subject, address) =>
      'transaction' in db ? db.transaction((tx) => take(tx, subject, address)) : take(db, subject, address),
    async release(eventId) {
      await db.query('delete from throttle_events where id = $1', [eventId]);
    },
    async clear(subject) {
      await db.query('delete from throttle_events where kind = $1 and subject = $2', [kind, subject]);
    },
  };
}

/**
 * Counts events per key in this process's memory, in fixed windows that start with a key's first event: for limits
 * checked on hot paths (a cart write) where a database round trip per request would cost more than what it guards.
 * Per process: N processes sharing a database let up to N × the limit through, and a restart forgets the counts.
 */
export interface WindowCounter {
  /**
   * Counts one event of `key` when the key is below the limit.
   * @returns 0 when counted; else the seconds until the key's window ends (nothing is counted)
   */
  take(key: string): number;
  /**
   * Counts one event of `key` like {@link WindowCounter.take}, for an event that may turn out not to have happened
   * (the order whose mail it counts rolls back).
   * @returns `retryAfterSeconds` as `take` returns it, and `giveBack`, which uncounts the event (nothing when it was
   *   refused, is given back already, or its window has ended since)
   */
  reserve(key: string): { retryAfterSeconds: number; giveBack(): void };
}

const NOTHING_TO_GIVE_BACK = () => {};

/**
 * Creates a counter (`max` 0 = never refuses, counts nothing).
 * @param clock - the clock
 * @param limits - the window and the events allowed per key within it
 */
export function createWindowCounter(
  clock: Clock,
  limits: { windowSeconds: number; max: number },
): WindowCounter {
  const windowMs = limits.windowSeconds * 1000;
  // key → its window: start (ms) and events counted in it; windows that ended are swept once per window length.
  const windows = new Map<string, { start: number; count: number }>();
  let sweepAt = 0;
  // The window that counted the event, or the seconds until the key's window ends (0 when the counter is off).
  function count(key: string): { start: number; count: number } | number {
    if (limits.max === 0) return 0;
    const now = clock.now().getTime();
    if (now >= sweepAt) {
      for (const [swept, { start }] of windows) if (now - start >= windowMs) windows.delete(swept);
      sweepAt = now + windowMs;
    }
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    } else if (window.count >= limits.max) {
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    }
    window.count++;
    return window;
  }
  return {
    take(key) {
      const counted = count(key);
      return typeof counted === 'number' ? counted : 0;
    },
    reserve(key) {
      const counted = count(key);
      if (typeof counted === 'number') return { retryAfterSeconds: counted, giveBack: NOTHING_TO_GIVE_BACK };
      let given = false;
      return {
        retryAfterSeconds: 0,
        giveBack() {
          // Once, and only into the window that counted it: a later window of the key starts from zero anyway.
          if (given || windows.get(key) !== counted) return;
          given = true;
          counted.count--;
        },
      };
    },
  };
}
