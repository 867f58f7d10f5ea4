/**
 * The JSON text of a wire cart, made once: a change's cart is serialised for its event (`cart_updated` carries the
 * whole cart) and again for the answer, and stringifying the cart was a visible part of an add-to-cart's CPU. The
 * text is kept per wire cart object (weakly: it goes with the object); every change builds a new wire cart
 * (cart-wire.ts), so a text is never that of an older cart. Wire carts are not changed once built.
 */

const texts = new WeakMap<object, string>();

/**
 * `JSON.stringify(cart)`, computed at most once per wire cart object.
 * @param cart - a wire cart (not changed after it was built)
 */
export function wireCartJson(cart: Record<string, unknown>): string {
  let text = texts.get(cart);
  if (text === undefined) {
    text = JSON.stringify(cart);
    texts.set(cart, text);
  }
  return text;
}

/**
 * The `{cart}` answer body of a wire cart, as `JSON.stringify({cart})` would write it.
 * @param cart - a wire cart
 */
export function cartAnswerJson(cart: Record<string, unknown>): string {
  return `{"cart":${wireCartJson(cart)}}`;
}
