/**
 * Bulk product writes (business-rules rule 169): set one property on up to 100 products, or adjust a numeric one by
 * an amount or a percentage. With managed variants the change applies to every variant; a change that would make a
 * price negative fails for that product only. Each product succeeds or fails on its own (`results[]`).
 */
import type { Caller } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import {
  decimalToString,
  parseDecimal,
  parseExactDecimal,
  percentOf,
  sumDecimals,
  toDecimal,
} from '../../money';
import { actorOf, productUpdated } from './catalog-events';
import { roundMoney, toCatalogMoney, toCatalogNumber } from './catalog-money';
import { catalogContext, fullDocument } from './product-service';
import { MAX_PRICE, type ProductState } from './product-state';
import { lockProducts, saveProduct } from './product-store';
import { productUnchanged } from './product-unchanged';
import { resolveVariant } from './product-variants';

/** A numeric property a bulk call changes. */
type NumericProperty = 'price' | 'cost' | 'weight';

/** `set` of a bulk update (exactly one property). */
export interface BulkSet {
  price?: number;
  cost?: number;
  weight?: number;
  ribbon?: string;
  brand?: string;
}

/** How one numeric property is adjusted: an amount added, or a percentage (`rate` 10 = +10%). */
export interface Adjustment {
  amount?: number;
  percentage?: { rate: number; roundToInt?: boolean };
}

/** `adjust` of a bulk adjustment (exactly one property). */
export type BulkAdjust = Partial<Record<NumericProperty, Adjustment>>;

/** The response of both bulk calls. */
export interface BulkResponse {
  results: {
    itemMetadata: { id: string; originalIndex: number; success: boolean; error?: Record<string, unknown> };
  }[];
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

class BulkItemError extends Error {
  constructor(
    readonly code: string,
    description: string,
  ) {
    super(description);
  }
}

function setNumber(
  state: ProductState,
  property: NumericProperty,
  value: (current: number) => number,
  currency: string,
): ProductState {
  const next = (current: number) => {
    const result = property === 'weight' ? value(current) : roundMoney(value(current), currency);
    // The bounds a single write enforces (rule 161: 0 to 999,999,999.99; weights share them) hold for bulk too.
    if (result < 0 || result > MAX_PRICE) {
      throw new BulkItemError(
        property === 'weight' ? 'INVALID_WEIGHT' : 'INVALID_PRICE',
        `The ${property} of this product or one of its variants would be ${result < 0 ? 'negative' : `above ${MAX_PRICE}`}`,
      );
    }
    return result;
  };
  const updated: ProductState = { ...state, [property]: next(state[property] ?? 0) };
  if (state.manageVariants) {
    updated.variants = state.variants.map((variant) => {
      const current = resolveVariant(state, variant)[property] ?? 0;
      return { ...variant, [property]: next(current) };
    });
  }
  return updated;
}

function applySet(state: ProductState, set: BulkSet, currency: string): ProductState {
  if (set.ribbon !== undefined) return { ...state, ribbon: set.ribbon };
  if (set.brand !== undefined) return { ...state, brand: set.brand || undefined };
  const property = (['price', 'cost', 'weight'] as const).find((key) => set[key] !== undefined);
  return property ? setNumber(state, property, () => set[property]!, currency) : state;
}

/**
 * A price or cost after an adjustment, computed exactly in the store currency and rounded once (half-up) to its
 * minor unit, or to a whole unit with `roundToInt` (¥1,000 + 12.5% = ¥1,125; 1.234 KWD + 10% = 1.357 KWD).
 * @param current - the current amount
 * @param adjustment - an amount to add or a percentage
 * @param currency - the store currency
 */
export function adjustedAmount(current: number, adjustment: Adjustment, currency: string): number {
  const base = toCatalogMoney(current, currency);
  const { amount, percentage } = adjustment;
  if (amount !== undefined) {
    const exact = sumDecimals([toDecimal(base), parseExactDecimal(amount)]);
    return toCatalogNumber(
      parseDecimal(decimalToString(exact), currency, { rounding: 'CURRENCY_PRECISION' }),
    );
  }
  const percent = sumDecimals([parseExactDecimal(100), parseExactDecimal(percentage?.rate ?? 0)]);
  const strategy = percentage?.roundToInt ? 'NEAREST_WHOLE_NUMBER' : 'CURRENCY_PRECISION';
  return toCatalogNumber(percentOf(base, percent, { strategy }));
}

function applyAdjust(state: ProductState, adjust: BulkAdjust, currency: string): ProductState {
  const property = (['price', 'cost', 'weight'] as const).find((key) => adjust[key] !== undefined);
  if (!property) return state;
  const adjustment = adjust[property]!;
  if (property !== 'weight') {
    return setNumber(state, property, (current) => adjustedAmount(current, adjustment, currency), currency);
  }
  const { amount, percentage } = adjustment;
  return setNumber(
    state,
    property,
    (current) => {
      if (amount !== undefined) return current + amount;
      const scaled = current * (1 + (percentage?.rate ?? 0) / 100);
      return percentage?.roundToInt ? Math.round(scaled) : scaled;
    },
    currency,
  );
}

async function runBulk(
  deps: PlatformDeps,
  caller: Caller,
  ids: readonly string[],
  changedField: string,
  change: (state: ProductState, currency: string) => ProductState,
): Promise<BulkResponse> {
  const context = catalogContext(deps);
  return deps.db.transaction(async (tx) => {
    const rows = await lockProducts(tx, ids);
    const results: BulkResponse['results'] = [];
    const done = new Set<string>();
    for (const [originalIndex, id] of ids.entries()) {
      const row = rows.get(id);
      try {
        if (!row) throw new BulkItemError('PRODUCT_NOT_FOUND', `Product ${id} was not found`);
        if (!done.has(id)) {
          const changed = change(row.state, context.currency);
          // A product the change leaves as it was is not saved and gets no product_updated (product-unchanged.ts).
          if (!productUnchanged(row.state, changed)) {
            const previous = fullDocument(row.state, row.collectionIds, context);
            const state = { ...changed, lastUpdated: deps.clock.now().toISOString() };
            row.state = state;
            await saveProduct(tx, row, context);
            const document = fullDocument(state, row.collectionIds, context);
            await productUpdated({ tx, clock: deps.clock, actor: actorOf(caller) }, previous, document, [
              changedField,
            ]);
          }
          done.add(id);
        }
        results.push({ itemMetadata: { id, originalIndex, success: true } });
      } catch (error) {
        if (!(error instanceof BulkItemError)) throw error;
        results.push({
          itemMetadata: {
            id,
            originalIndex,
            success: false,
            error: { code: error.code, description: error.message, data: {} },
          },
        });
      }
    }
    const totalSuccesses = results.filter((result) => result.itemMetadata.success).length;
    return {
      results,
      bulkActionMetadata: {
        totalSuccesses,
        totalFailures: results.length - totalSuccesses,
        undetailedFailures: 0,
      },
    };
  });
}

/**
 * `POST /stores/v1/bulk/products/update {ids, set}`: sets price, cost, weight, ribbon or brand ("" removes the
 * ribbon or brand).
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param ids - product ids (1–100)
 * @param set - the one property to set
 */
export function bulkUpdateProducts(
  deps: PlatformDeps,
  caller: Caller,
  ids: readonly string[],
  set: BulkSet,
): Promise<BulkResponse> {
  const field = Object.keys(set).find((key) => set[key as keyof BulkSet] !== undefined) ?? 'price';
  return runBulk(deps, caller, ids, field, (state, currency) => applySet(state, set, currency));
}

/**
 * `POST /stores/v1/bulk/products/adjust-properties {adjust, ids}`: adds an amount or a percentage (`rate` 10 = +10%,
 * optionally rounded to whole units) to price, cost or weight.
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param ids - product ids (1–100)
 * @param adjust - the one property to adjust and how
 */
export function bulkAdjustProducts(
  deps: PlatformDeps,
  caller: Caller,
  ids: readonly string[],
  adjust: BulkAdjust,
): Promise<BulkResponse> {
  const field = Object.keys(adjust).find((key) => adjust[key as NumericProperty] !== undefined) ?? 'price';
  return runBulk(deps, caller, ids, field, (state, currency) => applyAdjust(state, adjust, currency));
}
