import type { Clock } from '../clock';

/** A clock tests move by hand. */
export interface FakeClock extends Clock {
  /** Jumps to an instant. */
  set(instant: Date | string): void;
  /** Moves forward by milliseconds, or by a duration. */
  advance(by: number | { seconds?: number; minutes?: number; hours?: number; days?: number }): void;
}

/**
 * Creates a fake clock, frozen until moved.
 * @param start - the initial instant (default 2025-01-01T00:00:00Z)
 * @example
 * const clock = createFakeClock();
 * clock.advance({ hours: 4, seconds: 1 }); // the access token has expired
 */
export function createFakeClock(start: Date | string = '2025-01-01T00:00:00.000Z'): FakeClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (instant) => {
      now = new Date(instant).getTime();
    },
    advance: (by) => {
      if (typeof by === 'number') now += by;
      else
        now +=
          (((by.days ?? 0) * 24 + (by.hours ?? 0)) * 60 * 60 + (by.minutes ?? 0) * 60 + (by.seconds ?? 0)) *
          1000;
    },
  };
}
