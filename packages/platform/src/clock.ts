/**
 * Time as the platform sees it. Every rule that depends on time (token expiry, code expiry, throttling) asks the
 * injected clock, so tests move time forward instead of sleeping (STYLE.md "Tests").
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** Whole seconds since the epoch (JWT `iat`/`exp`). */
export function epochSeconds(clock: Clock): number {
  return Math.floor(clock.now().getTime() / 1000);
}

/**
 * The instant `seconds` after now.
 * @param clock - the clock
 * @param seconds - offset in seconds
 */
export function secondsFromNow(clock: Clock, seconds: number): Date {
  return new Date(clock.now().getTime() + seconds * 1000);
}
