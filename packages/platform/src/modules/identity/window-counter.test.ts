import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../testing/fake-clock';
import { createWindowCounter } from './throttle';

describe('window counter reservations', () => {
  it('gives a reserved event back once, into the window that counted it only', () => {
    const clock = createFakeClock();
    const counter = createWindowCounter(clock, { windowSeconds: 60, max: 2 });
    const first = counter.reserve('a');
    expect(counter.reserve('a').retryAfterSeconds).toBe(0);
    expect(counter.take('a')).toBe(60);
    first.giveBack();
    first.giveBack();
    // One place freed, not two.
    expect(counter.reserve('a').retryAfterSeconds).toBe(0);
    expect(counter.take('a')).toBe(60);
    // Given back after its window ended: the next window is not credited.
    const late = counter.reserve('b');
    clock.advance({ seconds: 60 });
    expect(counter.take('b')).toBe(0);
    expect(counter.take('b')).toBe(0);
    late.giveBack();
    expect(counter.take('b')).toBe(60);
  });

  it('gives nothing back for a refused event', () => {
    const counter = createWindowCounter(createFakeClock(), { windowSeconds: 60, max: 1 });
    counter.take('a');
    const refused = counter.reserve('a');
    expect(refused.retryAfterSeconds).toBe(60);
    refused.giveBack();
    expect(counter.take('a')).toBe(60);
  });
});
