import { describe, expect, it } from 'vitest';
import { asciiJson } from './ascii-json';

describe('asciiJson', () => {
  it('escapes the few non-ASCII characters of a mostly ASCII body, keeping its value', () => {
    const value = {
      name: 'Mug – 350 ml × 2',
      note: 'served at 60 °C',
      emoji: 'gift 🎁',
      plain: 'x'.repeat(400),
    };
    const text = asciiJson(JSON.stringify(value));
    expect(text).not.toMatch(/[\u0080-\uffff]/);
    expect(text).toContain('Mug \\u2013 350 ml \\u00d7 2');
    expect(text).toContain('\\ud83c\\udf81');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('leaves an ASCII body as it is (the same string)', () => {
    const text = JSON.stringify({ name: 'Mug', price: '12.50' });
    expect(asciiJson(text)).toBe(text);
  });

  it('leaves a mostly non-ASCII body as it is, where escapes would grow it by more than 1/16', () => {
    const text = JSON.stringify({ name: 'Κούπα καφέ', description: 'Κεραμική κούπα για καφέ και τσάι' });
    expect(asciiJson(text)).toBe(text);
  });

  it('escapes up to the growth limit and no further', () => {
    // Each "é" grows by 4 bytes when escaped; a body of n characters may grow by n / 16.
    const body = (accents: number) => JSON.stringify({ a: 'é'.repeat(accents), b: 'x'.repeat(300) });
    const within = body(5); // 5 × 4 = 20 ≤ 316 / 16
    const beyond = body(25); // 25 × 4 = 100 > 336 / 16
    expect(asciiJson(within)).not.toBe(within);
    expect(asciiJson(beyond)).toBe(beyond);
  });
});
