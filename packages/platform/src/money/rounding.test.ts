import { describe, expect, it } from 'vitest';
import { divideRounded, roundingStep } from './rounding';

describe('divideRounded', () => {
  it.each([
    // numerator, denominator, half-up, half-even
    [125n, 10n, 13n, 12n],
    [135n, 10n, 14n, 14n],
    [124n, 10n, 12n, 12n],
    [126n, 10n, 13n, 13n],
    [-125n, 10n, -13n, -12n],
    [5n, 10n, 1n, 0n],
    [15n, 10n, 2n, 2n],
    [1n, 3n, 0n, 0n],
    [2n, 3n, 1n, 1n],
    [7n, -2n, -4n, -4n],
  ])('%i / %i is %i half-up and %i half-even', (n, d, halfUp, halfEven) => {
    expect(divideRounded(n, d, 'HALF_UP')).toBe(halfUp);
    expect(divideRounded(n, d, 'HALF_EVEN')).toBe(halfEven);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow('Division by zero');
  });
});

describe('roundingStep', () => {
  it('rounds to the minor unit except for NEAREST_WHOLE_NUMBER, which rounds to a whole currency unit', () => {
    expect(roundingStep('USD', 'CURRENCY_PRECISION')).toBe(1n);
    expect(roundingStep('USD', 'NO_ROUNDING')).toBe(1n);
    expect(roundingStep('USD', 'NEAREST_WHOLE_NUMBER')).toBe(100n);
    expect(roundingStep('KWD', 'NEAREST_WHOLE_NUMBER')).toBe(1000n);
    expect(roundingStep('JPY', 'NEAREST_WHOLE_NUMBER')).toBe(1n);
  });
});
