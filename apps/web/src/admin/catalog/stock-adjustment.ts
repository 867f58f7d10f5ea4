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

/** What a saved form does to counted stock: units out and units in, each relative to the stock when applied. */
export interface StockMoves {
  decrement: DecrementData[];
  increment: IncrementData[];
}

/**
 * The moves that carry the counts staff typed on a form: each tracked line whose typed count differs from the count
 * the form loaded moves by the difference, so sales and adjustments made since the form loaded are kept. Lines left
 * as loaded (and untracked ones) move nothing.
 *
 * @param edits - each line as the form loaded it and the count typed for it
 * @returns the moves (both empty when no count was changed)
 * @throws Error - a typed count that is not a whole number of units from 0 up
 * @example
 * // Loaded 10, typed 12, sold 3 meanwhile: +2 leaves 9 in stock, where saving 12 would have lost the sale.
 * stockMovesOf([{ line: { productId: 'p', name: 'Mug', tracked: true, quantity: 10 }, typed: '12' }]);
 */
export function stockMovesOf(edits: readonly { line: StockLine; typed: string }[]): StockMoves {
  const moves: StockMoves = { decrement: [], increment: [] };
  for (const { line, typed } of edits) {
    if (!line.tracked) continue;
    const text = typed.trim();
    if (!/^\d+$/.test(text) || Number(text) > MAX_UNITS)
      throw new Error(`Enter the units in stock of ${line.name} as a whole number from 0 to ${MAX_UNITS}`);
    const units = Number(text) - (line.quantity ?? 0);
    if (units === 0) continue;
    const adjustment = toStockAdjustment(line, units);
    if (adjustment.call === 'incrementInventory') moves.increment.push(...adjustment.data);
    else moves.decrement.push(...adjustment.data);
  }
  return moves;
}

/**
 * Applies stock moves: the write-offs first (the platform refuses them whole when one is short, so then nothing
 * has changed), then the receipts. A refusal is explained with the counts the platform reports.
 *
 * @param moves - what to move
 * @param calls - `decrementInventory` and `incrementInventory`
 * @returns whether anything moved
 */
export async function applyStockMoves(
  moves: StockMoves,
  calls: {
    decrement: (data: DecrementData[]) => Promise<unknown>;
    increment: (data: IncrementData[]) => Promise<unknown>;
  },
): Promise<boolean> {
  try {
    if (moves.decrement.length) await calls.decrement(moves.decrement);
    if (moves.increment.length) await calls.increment(moves.increment);
  } catch (error) {
    throw explainStockRefusal(error);
  }
  return moves.decrement.length + moves.increment.length > 0;
}
