import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  decimalToString,
  multiplyDecimal,
  parsedDecimal,
  parseExactDecimal,
  sumDecimals,
} from './decimal';
import { MoneyError } from './money-error';

describe('parseExactDecimal', () => {
  it('reads decimal text exactly and normalises trailing zeros', () => {
    expect(parseExactDecimal('85.50')).toEqual({ units: 855n, scale: 1 });
    expect(parseExactDecimal('-0.0725')).toEqual({ units: -725n, scale: 4 });
    expect(parseExactDecimal('0.000')).toEqual({ units: 0n, scale: 0 });
    expect(parseExactDecimal('1e-3')).toEqual({ units: 1n, scale: 3 });
    expect(parseExactDecimal('2.5E2')).toEqual({ units: 250n, scale: 0 });
  });

  it('reads a JSON number through its decimal text, not its binary value', () => {
    // 10.5 and 0.1 are not exact binary floats; their shortest text is what the JSON carried.
    expect(parseExactDecimal(10.5)).toEqual({ units: 105n, scale: 1 });
    expect(parseExactDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(parseExactDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseExactDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
  });

  it('rejects NaN, infinities and anything that is not plain decimal text', () => {
    for (const bad of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      '',
      ' 1',
      '1.',
      '.5',
      '1,5',
      'abc',
      '0x10',
      'NaN',
      'Infinity',
      '1e99999',
    ]) {
      expect(() => parseExactDecimal(bad)).toThrow(MoneyError);
    }
  });

  it('round-trips through decimalToString', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: 0, max: 12 }),
        (units, scale) => {
          const d = parseExactDecimal(decimalToString({ units, scale }));
          expect(compareDecimal(d, { units, scale })).toBe(0);
        },
      ),
    );
  });
});

describe('parsedDecimal', () => {
  it('keeps the decimal of an input, frozen, and parses a number and its text alike', () => {
    const kept = parseExactDecimal(19.99);
    expect(kept).toEqual({ units: 1999n, scale: 2 });
    expect(parseExactDecimal(19.99)).toBe(kept);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(parseExactDecimal('19.990')).toEqual(kept);
  });

  it('starts over when full and still parses every input correctly', () => {
    const parsed = Array.from({ length: 5 }, (_, i) => parsedDecimal(`${i}.5`, 3));
    expect(parsed.map(decimalToString)).toEqual(['0.5', '1.5', '2.5', '3.5', '4.5']);
    expect(parsedDecimal('-7.25', 3)).toEqual({ units: -725n, scale: 2 });
  });

  it('keeps nothing that did not parse', () => {
    expect(() => parseExactDecimal('1.2.3')).toThrow(MoneyError);
    expect(() => parseExactDecimal('1.2.3')).toThrow(MoneyError);
    expect(() => parseExactDecimal(Number.NaN)).toThrow(MoneyError);
  });
});

describe('decimal arithmetic', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(decimalToString(sumDecimals([parseExactDecimal(0.1), parseExactDecimal(0.2)]))).toBe('0.3');
  });

  it('compares values of different scales exactly', () => {
    expect(compareDecimal(parseExactDecimal('1.50'), parseExactDecimal('1.5'))).toBe(0);
    expect(compareDecimal(parseExactDecimal('0.999'), parseExactDecimal('1'))).toBe(-1);
    expect(compareDecimal(parseExactDecimal('-1'), parseExactDecimal('-1.0001'))).toBe(1);
  });

  it('multiplies a per-unit weight by a quantity exactly', () => {
    // 0.45 kg × 3 = 1.35 kg (as floats, 0.45 * 3 = 1.35000000000000008882…).
    expect(decimalToString(multiplyDecimal(parseExactDecimal(0.45), 3n))).toBe('1.35');
  });

  it('prints rates without exponent or trailing zeros', () => {
    expect(decimalToString({ units: 725n, scale: 4 })).toBe('0.0725');
    expect(decimalToString({ units: 1200n, scale: 2 })).toBe('12');
    expect(decimalToString({ units: -5n, scale: 1 })).toBe('-0.5');
  });
});
