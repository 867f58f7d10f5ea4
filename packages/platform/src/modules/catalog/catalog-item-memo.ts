/**
 * The resolved variants and catalog items of product rows, made once per row: every add-to-cart resolves its new
 * lines and then the whole cart against the catalog, and resolving a product's variants and building each item
 * (prices formatted, image picked) was done again on every call although the row had not changed. Rows are never
 * mutated (product-row-cache.ts): a changed product is a new row object, so what is kept here goes with the row
 * (weakly) and is never that of an older product. The variants and items are shared, so they are frozen: a caller
 * changing one by mistake throws instead of changing it for every later call.
 */
import { deepFreeze } from '../../deep-freeze';
import type { ProductRow } from './product-store';
import { type ResolvedVariant, resolveVariants } from './product-variants';

/** Variants and items per row. */
export interface CatalogItemMemo<TItem> {
  /** `resolveVariants(row.state)`, once per row. */
  variantsOf(row: ProductRow): ResolvedVariant[];
  /** The item of one of the row's variants (from {@link variantsOf}), built once per variant. */
  itemOf(row: ProductRow, variant: ResolvedVariant): TItem;
}

/**
 * Creates an empty memo.
 * @param build - makes the item of a row's variant (the same inputs always give an equal item)
 */
export function createCatalogItemMemo<TItem>(
  build: (row: ProductRow, variant: ResolvedVariant) => TItem,
): CatalogItemMemo<TItem> {
  const variants = new WeakMap<ProductRow, ResolvedVariant[]>();
  const items = new WeakMap<ResolvedVariant, TItem>();
  return {
    variantsOf(row) {
      let resolved = variants.get(row);
      if (!resolved) {
        resolved = deepFreeze(resolveVariants(row.state));
        variants.set(row, resolved);
      }
      return resolved;
    },
    itemOf(row, variant) {
      let item = items.get(variant);
      if (item === undefined) {
        item = deepFreeze(build(row, variant));
        items.set(variant, item);
      }
      return item;
    },
  };
}
