import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

const decodeR = (query: string) => {
  const value = new URLSearchParams(query).get('.r')!;
  expect(value).not.toMatch(/[=+/]/);
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
};

describe('toQueryString', () => {
  it('flattens nested objects with dotted keys and repeats arrays', () => {
    expect(toQueryString({ id: 'm1', fieldsets: ['FULL', 'PUBLIC'], paging: { limit: 10, offset: 0 } })).toBe(
      'id=m1&fieldsets=FULL&fieldsets=PUBLIC&paging.limit=10&paging.offset=0',
    );
  });

  it('drops null and undefined values and arrays of objects', () => {
    expect(toQueryString({ a: null, b: undefined, c: [{ x: 1 }, 'kept'], d: true })).toBe('c=kept&d=true');
  });

  it('sends Dates as ISO strings', () => {
    expect(toQueryString({ from: new Date('2024-01-02T03:04:05.678Z') })).toBe(
      'from=2024-01-02T03%3A04%3A05.678Z',
    );
  });

  it('returns an empty string for an empty request', () => {
    expect(toQueryString({})).toBe('');
  });

  it('sends a complex call with nesting as one .r parameter: base64url JSON without padding', () => {
    const request = { query: { filter: { name: 'x' }, paging: { limit: 2, offset: 0 } } };
    const query = toQueryString(request, true);
    expect(query.startsWith('.r=')).toBe(true);
    expect(decodeR(query)).toEqual(request);
  });

  it('sends a complex call with an array of objects as .r, keeping non-ASCII text intact', () => {
    const request = { sort: [{ fieldName: 'name' }], text: 'déjà vu ✓' };
    expect(decodeR(toQueryString(request, true))).toEqual(request);
  });

  it('encodes a large .r payload, and one with a lone surrogate (JSON escapes it), without throwing', () => {
    const large = {
      query: { filter: { name: { $in: Array.from({ length: 20_000 }, (_, i) => `n${i}é`) } } },
    };
    expect(decodeR(toQueryString(large, true))).toEqual(large);
    const lone = { query: { filter: { name: 'a\uD800b' } } };
    expect(decodeR(toQueryString(lone, true))).toEqual(lone);
  });

  it('keeps a complex call flat when it has no nesting', () => {
    expect(toQueryString({ id: 'a', tags: ['x', 'y'] }, true)).toBe('id=a&tags=x&tags=y');
  });

  it('sends nothing for empty nested objects, and keeps such a complex call flat', () => {
    expect(toQueryString({ a: {}, b: { c: {} } }, true)).toBe('');
    expect(toQueryString({ id: 'x', filter: {} }, true)).toBe('id=x');
  });

  it('keeps a complex call with a Date field flat, and sends one with Dates in an array as .r', () => {
    const when = new Date('2024-01-02T03:04:05.678Z');
    expect(toQueryString({ from: when }, true)).toBe('from=2024-01-02T03%3A04%3A05.678Z');
    expect(toQueryString({ at: [when, 'x'] })).toBe('at=2024-01-02T03%3A04%3A05.678Z&at=x');
    expect(decodeR(toQueryString({ at: [when] }, true))).toEqual({ at: [when.toISOString()] });
  });

  it('sends a complex call whose key itself has a dot as .r', () => {
    expect(toQueryString({ 'a.b': 1 })).toBe('a.b=1');
    expect(decodeR(toQueryString({ 'a.b': 1 }, true))).toEqual({ 'a.b': 1 });
  });
});
