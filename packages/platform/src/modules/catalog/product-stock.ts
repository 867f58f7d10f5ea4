/**
 * Inventory of a product (business-rules §6B, rules 172–173): tracked quantities or untracked in-stock flags, per
 * variant when variants are managed, else for the whole product. Pure functions over {@link ProductState}.
 */
import { ApiError } from '../../http/api-error';
import { type InventoryStatus, MAX_QUANTITY, type ProductState } from './product-state';
import { type ResolvedVariant, resolveVariants } from './product-variants';

/** `product.stock` on the wire. */
export interface ProductStock {
  trackInventory: boolean;
  quantity?: number;
  inStock: boolean;
  inventoryStatus: InventoryStatus;
}

/** One variant's inventory before and after a change (the `InventoryVariantsChanged` event, events.md). */
export interface InventoryChange {
  variantId: string;
  oldValue: { quantity?: number; inStock: boolean };
  newValue: { quantity?: number; inStock: boolean };
}

/** A requested inventory update (`PATCH /stores/v2/inventoryItems/product/{productId}`, or a product write). */
export interface InventoryUpdate {
  trackInventory?: boolean;
  /** Applies to every variant (or the product, when variants are not managed). */
  quantity?: number;
  inStock?: boolean;
  /** Per-variant values; without managed variants any variant id addresses the product's own inventory. */
  variants?: { variantId: string; quantity?: number; inStock?: boolean }[];
}

/**
 * The product-level stock (rule 172): tracked quantity is the sum over variants (the product's own quantity when
 * variants are not managed); the status is IN_STOCK when every variant is in stock, OUT_OF_STOCK when none is,
 * PARTIALLY_OUT_OF_STOCK otherwise.
 * @param state - the product
 * @param resolved - its resolved variants (computed when omitted)
 */
export function productStock(state: ProductState, resolved = resolveVariants(state)): ProductStock {
  const inStockCount = resolved.filter((variant) => variant.inStock).length;
  const inventoryStatus: InventoryStatus =
    inStockCount === resolved.length
      ? 'IN_STOCK'
      : inStockCount === 0
        ? 'OUT_OF_STOCK'
        : 'PARTIALLY_OUT_OF_STOCK';
  const stock: ProductStock = {
    trackInventory: state.trackInventory,
    inStock: inStockCount > 0,
    inventoryStatus,
  };
  if (state.trackInventory) {
    stock.quantity = state.manageVariants
      ? resolved.reduce((sum, variant) => sum + (variant.quantity ?? 0), 0)
      : (state.quantity ?? 0);
  }
  return stock;
}

function snapshot(variant: ResolvedVariant): { quantity?: number; inStock: boolean } {
  return variant.quantity !== undefined
    ? { quantity: variant.quantity, inStock: variant.inStock }
    : { inStock: variant.inStock };
}

/**
 * The variants whose effective inventory differs between two versions of a product.
 * @param before - the product before
 * @param after - the product after
 */
export function inventoryChanges(before: ProductState, after: ProductState): InventoryChange[] {
  const old = new Map(resolveVariants(before).map((variant) => [variant.id, variant]));
  const changes: InventoryChange[] = [];
  for (const variant of resolveVariants(after)) {
    const previous = old.get(variant.id);
    if (!previous) continue;
    if (previous.quantity !== variant.quantity || previous.inStock !== variant.inStock) {
      changes.push({ variantId: variant.id, oldValue: snapshot(previous), newValue: snapshot(variant) });
    }
  }
  return changes;
}

function checkQuantity(quantity: number, field: string): number {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY) {
    throw ApiError.invalidField(field, `must be an integer from 0 to ${MAX_QUANTITY}`, 'VALIDATION', {
      max: MAX_QUANTITY,
    });
  }
  return quantity;
}

/**
 * Applies an inventory update (rule 173): tracked items take quantities, untracked ones in-stock flags. Turning
 * tracking on starts untracked items at 0 unless a quantity is given.
 * @param state - the product
 * @param update - what to set
 * @param field - request path for violations
 * @returns the new product state
 * @throws ApiError - 400 for a quantity out of range or a variant id the product does not have
 */
export function applyInventoryUpdate(
  state: ProductState,
  update: InventoryUpdate,
  field = 'inventoryItem',
): ProductState {
  const next: ProductState = { ...state, variants: state.variants.map((variant) => ({ ...variant })) };
  if (update.trackInventory !== undefined && update.trackInventory !== state.trackInventory) {
    next.trackInventory = update.trackInventory;
    if (!update.trackInventory) {
      // Untracking keeps what shoppers saw: in stock exactly when something was left.
      next.inStock = (state.quantity ?? 0) > 0;
      for (const variant of next.variants) variant.inStock = (variant.quantity ?? 0) > 0;
    }
  }
  const all = (quantity: number | undefined, inStock: boolean | undefined) => {
    if (quantity !== undefined) {
      next.quantity = checkQuantity(quantity, `${field}.quantity`);
      for (const variant of next.variants) variant.quantity = quantity;
    }
    if (inStock !== undefined) {
      next.inStock = inStock;
      for (const variant of next.variants) variant.inStock = inStock;
    }
  };
  all(update.quantity, update.inStock);
  update.variants?.forEach((item, index) => {
    const at = `${field}.variants[${index}]`;
    const variant = next.variants.find((candidate) => candidate.id === item.variantId);
    if (!variant)
      throw ApiError.invalidField(`${at}.variantId`, 'is not a variant of this product', 'VALIDATION');
    if (!next.manageVariants) {
      all(item.quantity, item.inStock);
      return;
    }
    if (item.quantity !== undefined) variant.quantity = checkQuantity(item.quantity, `${at}.quantity`);
    if (item.inStock !== undefined) variant.inStock = item.inStock;
  });
  return next;
}

/**
 * Takes `quantity` units of a variant out of tracked inventory (placing an order, business-rules rule 52);
 * untracked variants are not counted.
 * @param state - the product
 * @param variantId - the variant
 * @param quantity - units to take (negative puts them back)
 * @returns the new state, or undefined when the variant has fewer tracked units than asked for
 */
export function adjustTrackedQuantity(
  state: ProductState,
  variantId: string,
  quantity: number,
): ProductState | undefined {
  if (!state.trackInventory) return state;
  if (!state.manageVariants) {
    const left = (state.quantity ?? 0) - quantity;
    return left < 0 ? undefined : { ...state, quantity: Math.min(left, MAX_QUANTITY) };
  }
  const variants = state.variants.map((variant) => {
    if (variant.id !== variantId) return variant;
    return { ...variant, quantity: (variant.quantity ?? 0) - quantity };
  });
  const changed = variants.find((variant) => variant.id === variantId);
  if (!changed || (changed.quantity ?? 0) < 0) return undefined;
  changed.quantity = Math.min(changed.quantity ?? 0, MAX_QUANTITY);
  return { ...state, variants };
}
