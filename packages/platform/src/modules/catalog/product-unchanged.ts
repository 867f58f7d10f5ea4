import type { ProductState } from './product-state';

/** JSON text with object keys sorted, so two documents built in different key orders compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * Whether a change left a product as it was (its `lastUpdated` aside). A write that changes nothing — a PATCH with
 * the values the product has, removing a brand it does not have — is no change: it is not saved and appends no
 * `product_updated` / `ProductChanged` (events emitted for nothing would make subscribers re-sync for nothing).
 * @param before - the product before
 * @param after - the product the change built
 */
export function productUnchanged(before: ProductState, after: ProductState): boolean {
  return canonical({ ...before, lastUpdated: '' }) === canonical({ ...after, lastUpdated: '' });
}
