import { type DecrementData, type IncrementData, isApplicationError, type Product } from '@bazaar/sdk';

/**
 * What staff count on: one variant of a product with managed variants, or the product itself (its variants share
 * the product's stock). `variantId` is left out for the product, so the platform picks its only variant.
 */
export interface StockLine {
  productId: string;
  variantId?: string;
  /** The variant's choices (`S / Sand`), or the product's name. */
  name: string;
  /** Whether the quantity is counted; untracked stock cannot be adjusted. */
  tracked: boolean;
  /** Units in stock, when tracked. */
  quantity?: number;
}

/** A typed change: a whole number of units other than zero, or why the text is not one. */
export type StockChange = { units: number; problem?: undefined } | { units?: undefined; problem: string };

/** The calls a change becomes: units in through `incrementInventory`, units out through `decrementInventory`. */
export type StockAdjustment =
  | { call: 'incrementInventory'; data: IncrementData[] }
  | { call: 'decrementInventory'; data: DecrementData[] };

/** The platform's ceiling on a quantity: no change can be larger. */
const MAX_UNITS = 99_999;

/**
 * The lines of a product's stock: each variant when it manages its variants, otherwise the product.
 *
 * @param product - the product, read with its variants
 * @returns the lines, in the product's variant order
 */
export function stockLinesOf(product: Product): StockLine[] {
  const productId = product._id ?? '';
  if (product.manageVariants && product.variants?.length)
    return product.variants.map((variant) => ({
      productId,
      variantId: variant._id,
      name: Object.values(variant.choices ?? {}).join(' / '),
      tracked: !!variant.stock?.trackQuantity,
      quantity: variant.stock?.trackQuantity ? (variant.stock.quantity ?? 0) : undefined,
    }));
  const tracked = !!product.stock?.trackInventory;
  return [
    {
      productId,
      name: product.name ?? '',
      tracked,
      quantity: tracked ? (product.stock?.quantity ?? 0) : undefined,
    },
  ];
}

/**
 * Reads a change as staff type it: `+5` or `5` receives five units, `-3` (or `−3`) writes three off.
 *
 * @param text - the field's text
 * @returns the units (negative: written off), or the problem to show on the field
 */
export function parseStockChange(text: string): StockChange {
  const typed = text.trim().replace(/^\u2212/, '-');
  if (!/^[+-]?\d+$/.test(typed)) return { problem: 'Enter whole units: +5 to receive, -3 to write off' };
  const units = Number(typed);
  if (units === 0) return { problem: 'Enter a change other than 0' };
  if (Math.abs(units) > MAX_UNITS)
    return { problem: `At most ${MAX_UNITS.toLocaleString('en-US')} units at once` };
  return { units };
}

const target = ({ productId, variantId }: StockLine) =>
  variantId ? { productId, variantId } : { productId };

/**
 * The call that moves a line's stock by a number of units, relative to what it is when the platform applies it, so
 * sales made in between are kept (setting an absolute quantity would overwrite them).
 *
 * @param line - the variant or product
 * @param units - the change: positive receives, negative writes off
 * @returns the call and its data
 */
export function toStockAdjustment(line: StockLine, units: number): StockAdjustment {
  return units > 0
    ? { call: 'incrementInventory', data: [{ ...target(line), incrementBy: units }] }
    : { call: 'decrementInventory', data: [{ ...target(line), decrementBy: -units }] };
}

/**
 * `incrementInventory`'s data that receives the same number of units on every tracked line of some products;
 * untracked ones have no count and are left out.
 *
 * @param products - the products, read with their variants
 * @param units - units to receive per line
 * @returns the entries (empty when no product tracks its stock)
 */
export function receiveStockData(products: readonly Product[], units: number): IncrementData[] {
  return products
    .flatMap(stockLinesOf)
    .filter((line) => line.tracked)
    .map((line) => ({ ...target(line), incrementBy: units }));
}

/**
 * The platform's refusal of a write-off larger than the stock (428 `INSUFFICIENT_INVENTORY`), with the counts it
 * reports, so staff see how many units there are; other errors are returned as they are.
 *
 * @param error - what the call threw
 * @returns the error to show
 */
export function explainStockRefusal(error: unknown): unknown {
  if (!isApplicationError(error) || error.code !== 'INSUFFICIENT_INVENTORY') return error;
  const [short] = (error.data.items ?? []) as { requested?: number; available?: number }[];
  if (short?.available === undefined || short.requested === undefined) return error;
  return new Error(
    `${error.description}: ${short.available} in stock, ${short.requested} to write off. Nothing was changed.`,
    { cause: error },
  );
}
