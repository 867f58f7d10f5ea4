import type { AddToCurrentCartOptions, Cart, CartLineItem, LineItemQuantityUpdate } from '@bazaar/sdk';

/** A change shown in the cached cart while its request is in flight. */
export type CartChange = (cart: Cart | null) => Cart | null;

/** What a pending line item may show before the server fills it from the catalog (name, price, image…). */
export type LineItemPreview = Partial<Omit<CartLineItem, '_id' | 'quantity' | 'catalogReference'>>;

/** Options of `useAddToCart`'s mutation: the SDK's, plus what to show for lines the cart does not have yet. */
export interface AddToCartVariables extends AddToCurrentCartOptions {
  /** Per entry of `lineItems` (same index): fields shown on its pending line until the server answers. */
  previews?: Array<LineItemPreview | undefined>;
}

/** Prefix of the ids of lines shown before the server created them. */
export const PENDING_LINE_PREFIX = 'pending:';

/**
 * Tells a line shown optimistically (not in the server's cart yet) from a real one, e.g. to disable its controls.
 *
 * @param line - a line item of the cached cart
 * @returns whether the line is pending
 */
export function isPendingLineItem(line: CartLineItem): boolean {
  return typeof line._id === 'string' && line._id.startsWith(PENDING_LINE_PREFIX);
}

// Deterministic: the same value with keys in another order is the same catalog choice.
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/**
 * Whether two catalog references name the same item: same app, item and options (business-rules 14: adding such
 * an item again raises the existing line's quantity).
 *
 * @param a - a catalog reference
 * @param b - another one
 * @returns whether they match
 */
export function isSameCatalogItem(
  a: CartLineItem['catalogReference'],
  b: CartLineItem['catalogReference'],
): boolean {
  return (
    !!a &&
    !!b &&
    a.appId === b.appId &&
    a.catalogItemId === b.catalogItemId &&
    canonical(a.options ?? {}) === canonical(b.options ?? {})
  );
}

let pendingLines = 0;

/**
 * The optimistic effect of `addToCurrentCart`: an item already in the cart gets its quantity raised; a new item
 * appears as a pending line (see {@link isPendingLineItem}) showing its preview. Adding to a cart that does not
 * exist yet (`null`) shows a cart with the pending lines. Custom line items appear as pending lines too.
 *
 * @param variables - what is being added
 * @returns the change
 */
export function addToCartChange(variables: AddToCartVariables): CartChange {
  // Ids are fixed when the change is made, so re-applying it (on every server answer) keeps the same keys in lists.
  const ids = [...(variables.lineItems ?? []), ...(variables.customLineItems ?? [])].map(
    () => `${PENDING_LINE_PREFIX}${++pendingLines}`,
  );
  return (cart) => {
    const lineItems = [...(cart?.lineItems ?? [])];
    (variables.lineItems ?? []).forEach((item, i) => {
      // A pending line of the same item counts too: the server merges them (business-rules 14).
      const index = lineItems.findIndex((line) =>
        isSameCatalogItem(line.catalogReference, item.catalogReference),
      );
      const existing = index >= 0 ? lineItems[index] : undefined;
      if (existing) {
        lineItems[index] = { ...existing, quantity: (existing.quantity ?? 0) + item.quantity };
      } else {
        lineItems.push({
          ...variables.previews?.[i],
          _id: ids[i],
          quantity: item.quantity,
          catalogReference: item.catalogReference,
        });
      }
    });
    const offset = variables.lineItems?.length ?? 0;
    (variables.customLineItems ?? []).forEach((item, i) => {
      lineItems.push({
        _id: ids[offset + i],
        quantity: item.quantity,
        productName: item.productName,
        price: { amount: item.price },
        customLineItem: true,
      });
    });
    return { ...cart, lineItems };
  };
}

/**
 * The optimistic effect of `updateCurrentCartLineItemQuantity`: the given lines take the given quantities.
 *
 * @param updates - the new quantities
 * @returns the change
 */
export function quantityChange(updates: readonly LineItemQuantityUpdate[]): CartChange {
  const quantities = new Map(updates.map((update) => [update._id, update.quantity]));
  return (cart) =>
    cart && {
      ...cart,
      lineItems: cart.lineItems.map((line) =>
        line._id !== undefined && quantities.has(line._id)
          ? { ...line, quantity: quantities.get(line._id) }
          : line,
      ),
    };
}

/**
 * The optimistic effect of `removeLineItemsFromCurrentCart`: the lines disappear.
 *
 * @param lineItemIds - the lines to remove
 * @returns the change
 */
export function removalChange(lineItemIds: readonly string[]): CartChange {
  const removed = new Set(lineItemIds);
  return (cart) =>
    cart && { ...cart, lineItems: cart.lineItems.filter((line) => !removed.has(line._id ?? '')) };
}

/**
 * The optimistic effect of applying a coupon: the cart holds one coupon at a time, so it replaces any other
 * (business-rules 34). Amounts stay as they were until the server answers.
 *
 * @param code - the coupon code
 * @returns the change
 */
export function couponChange(code: string): CartChange {
  return (cart) =>
    cart && {
      ...cart,
      appliedDiscounts: [
        ...(cart.appliedDiscounts ?? []).filter((discount) => !discount.coupon),
        { coupon: { code } },
      ],
    };
}

/**
 * The optimistic effect of `removeCouponFromCurrentCart`.
 *
 * @returns the change
 */
export function couponRemovalChange(): CartChange {
  return (cart) =>
    cart && {
      ...cart,
      appliedDiscounts: (cart.appliedDiscounts ?? []).filter((discount) => !discount.coupon),
    };
}
