import type { Cart } from '@bazaar/sdk';

// Apart from cart-math.ts: the header shows the count on every page, the totals are only on the cart's pages.

/**
 * How many items the cart holds (the header's count): the sum of the line quantities.
 *
 * @param cart - the cart, or null before there is one
 * @returns the count
 */
export function itemCount(cart: Cart | null | undefined): number {
  return (cart?.lineItems ?? []).reduce((sum, line) => sum + (line.quantity ?? 0), 0);
}
