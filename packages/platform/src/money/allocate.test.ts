import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { fromMinor, money } from './money';
import { MoneyError } from './money-error';

const usd = (amount: string) => money(amount, 'USD');

describe('allocate', () => {
  it('splits $10 three ways as $3.34 + $3.33 + $3.33', () => {
    expect(allocate(usd('10'), [1, 1, 1])).toEqual([usd('3.34'), usd('3.33'), usd('3.33')]);
  });

  it('splits in proportion to amounts and gives leftover cents to the largest remainders', () => {
    // $5 over $20 / $10 / $7: exact shares 2.7027…, 1.3513…, 0.9459… → floors 2.70, 1.35, 0.94 (4.99);
    // the last cent goes to the largest remainder (0.9459 → 0.95).
    expect(allocate(usd('5'), [usd('20'), usd('10'), usd('7')])).toEqual([
      usd('2.70'),
      usd('1.35'),
      usd('0.95'),
    ]);
  });

  it('splits evenly when every weight is zero, and negative totals like their absolute value', () => {
    expect(allocate(usd('0.05'), [0, 0])).toEqual([usd('0.03'), usd('0.02')]);
    expect(allocate(usd('-0.05'), [1, 1])).toEqual([fromMinor(-3, 'USD'), fromMinor(-2, 'USD')]);
  });

  it('rejects negative weights and a non-zero amount with nowhere to go', () => {
    expect(() => allocate(usd('1'), [1, -1])).toThrow(MoneyError);
    expect(() => allocate(usd('1'), [])).toThrow(MoneyError);
    expect(allocate(usd('0'), [])).toEqual([]);
  });

  it('always sums exactly to the total, each part within one minor unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocate(fromMinor(total, 'USD'), weights);
          expect(parts.reduce((a, p) => a + p.minor, 0n)).toBe(total);
          const whole = weights.reduce((a, b) => a + b, 0n);
          parts.forEach((part, i) => {
            const exactTimesWhole = whole === 0n ? total : total * (weights[i] ?? 0n);
            const scaled = part.minor * (whole === 0n ? BigInt(weights.length) : whole);
            const diff = scaled - exactTimesWhole;
            const bound = whole === 0n ? BigInt(weights.length) : whole;
            expect(diff > -bound && diff < bound).toBe(true);
          });
        },
      ),
    );
  });

  it('never gives a part more than its weight when the total fits within the weights', () => {
    // The discount allocation relies on this: no line is discounted below zero.
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 7n }), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, share) => {
          const whole = weights.reduce((a, b) => a + b, 0n);
          if (whole === 0n) return;
          const total = (whole * BigInt(Math.floor(share * 1000))) / 1000n;
          allocate(fromMinor(total, 'USD'), weights).forEach((part, i) => {
            expect(part.minor <= (weights[i] ?? 0n)).toBe(true);
          });
        },
      ),
    );
  });
});
