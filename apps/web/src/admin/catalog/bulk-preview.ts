import type { AdjustValue, Product, SetValue } from '@bazaar/sdk';

/** A numeric product property the bulk calls set or adjust. */
export type BulkProperty = 'price' | 'cost' | 'weight';

/** What a bulk change does: set a value, add an amount, or add a percentage. */
export interface BulkChange {
  property: BulkProperty;
  mode: 'set' | 'amount' | 'percentage';
  value: number;
  /** Percentage mode: round the result to a whole number. */
  roundToInt?: boolean;
}

/**
 * A product's current value of a property (the product's own; variants follow it unless they override it).
 *
 * @param product - the product
 * @param property - price, cost or weight
 * @returns the value, or undefined when the product has none
 */
export function currentValue(product: Product, property: BulkProperty): number | undefined {
  if (property === 'price') return product.priceData?.price;
  if (property === 'cost') return product.costAndProfitData?.itemCost;
  return product.weight;
}

const minorDigits = new Map<string, number>();

/**
 * Decimals of a currency's minor unit (JPY 0, USD 2, KWD 3), from `Intl` — where the platform reads them too.
 *
 * @param currency - ISO 4217 code
 * @returns the number of decimals
 */
export function minorUnitDigits(currency: string): number {
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    minorDigits.set(currency, digits);
  }
  return digits;
}

/**
 * The value a property will have after the change, as the platform computes it (catalog/bulk-service.ts):
 * percentages are of the current value, prices and costs are rounded to the store currency's minor unit (cents,
 * whole yen, fils), and a change that would make the value negative fails for that product (undefined here).
 *
 * @param current - the current value (missing counts as 0)
 * @param change - the change
 * @param currency - the store currency of prices and costs (`priceData.currency`)
 * @returns the new value, or undefined when the platform would refuse it
 * @example
 * previewValue(20, { property: 'price', mode: 'percentage', value: 10 }, 'USD'); // 22
 */
export function previewValue(
  current: number | undefined,
  change: BulkChange,
  currency: string,
): number | undefined {
  const base = current ?? 0;
  let next = change.value;
  if (change.mode === 'amount') next = base + change.value;
  if (change.mode === 'percentage') {
    next = base * (1 + change.value / 100);
    if (change.roundToInt) next = Math.round(next);
  }
  if (change.property !== 'weight') {
    const step = 10 ** minorUnitDigits(currency);
    next = Math.round(next * step) / step;
  }
  return next < 0 ? undefined : next;
}

/**
 * The request of the change: `bulkUpdateProductsProperty`'s `set`, or `bulkAdjustProductProperty`'s `adjust`.
 *
 * @param change - the change
 * @returns which call and its value
 */
export function toBulkRequest(change: BulkChange): { set: SetValue } | { adjust: AdjustValue } {
  if (change.mode === 'set') return { set: { [change.property]: change.value } };
  const data =
    change.mode === 'amount'
      ? { amount: change.value }
      : { percentage: { rate: change.value, ...(change.roundToInt ? { roundToInt: true } : {}) } };
  return { adjust: { [change.property]: data } };
}
