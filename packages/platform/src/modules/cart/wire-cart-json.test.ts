import { describe, expect, it } from 'vitest';
import { cartAnswerJson, wireCartJson } from './wire-cart-json';

describe('wireCartJson', () => {
  it('is JSON.stringify of the cart, and of {cart} for the answer', () => {
    const cart = { id: 'c1', lineItems: [{ id: 'l1', quantity: 2 }], note: 'a "quoted" é' };
    expect(wireCartJson(cart)).toBe(JSON.stringify(cart));
    expect(cartAnswerJson(cart)).toBe(JSON.stringify({ cart }));
  });

  it('serialises a cart once, and each new cart on its own', () => {
    const first = { id: 'c1', revision: '1' };
    expect(wireCartJson(first)).toBe(wireCartJson(first));
    const next = { ...first, revision: '2' };
    expect(JSON.parse(wireCartJson(next)).revision).toBe('2');
    expect(JSON.parse(wireCartJson(first)).revision).toBe('1');
  });
});
