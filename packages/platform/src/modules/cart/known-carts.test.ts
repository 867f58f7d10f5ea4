import { describe, expect, it } from 'vitest';
import type { VersionedCart } from './cart-store';
import { createKnownCarts } from './known-carts';

const owner = (id: string) => ({ kind: 'visitor' as const, id });
const entry = (version: string) => ({ version }) as VersionedCart;

describe('createKnownCarts', () => {
  it('keeps at most `limit` carts and drops the least recently written first', () => {
    const known = createKnownCarts(2);
    known.set(owner('a'), entry('1'));
    known.set(owner('b'), entry('1'));
    known.set(owner('a'), entry('2'));
    known.set(owner('c'), entry('1'));
    expect(known.get(owner('b'))).toBeUndefined();
    expect(known.get(owner('a'))?.version).toBe('2');
    expect(known.get(owner('c'))?.version).toBe('1');
    known.forget(owner('a'));
    expect(known.get(owner('a'))).toBeUndefined();
  });

  it('tells visitors and members with the same id apart', () => {
    const known = createKnownCarts();
    known.set(owner('x'), entry('1'));
    expect(known.get({ kind: 'member', id: 'x' })).toBeUndefined();
  });
});
