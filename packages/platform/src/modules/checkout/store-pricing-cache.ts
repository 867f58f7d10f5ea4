/**
 * The store's pricing configuration (store_pricing + store_coupons) kept between calls: every cart and checkout
 * call prices with it, and it changes only when the merchant configures the store. Every write to those tables
 * goes through `saveStorePricing` / `saveCoupons`, which call {@link storePricingChanged}; a configuration read
 * under an older generation, or older than `CACHE_TTL_MS` (writes by other processes), is read again.
 */
import type { PlatformConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { CACHE_TTL_MS, createWriteGeneration } from '../../db/write-generation';
import { deepFreeze } from '../../deep-freeze';
import type { StorePricingConfig } from './pricing';

const generation = createWriteGeneration();

/**
 * Records a write to the pricing configuration or the coupons on `tx`.
 * @param tx - the transaction (or database) of the write
 */
export function storePricingChanged(tx: Queryable): void {
  generation.changed(tx);
}

/**
 * A reader of the pricing configuration that keeps what it read (one per service: per platform instance).
 * @param load - reads the configuration from the database
 * @returns the reader; what it returns is deeply frozen and shared between calls (copy before changing it)
 */
export function createStorePricingReader(
  load: (db: Queryable, config: Pick<PlatformConfig, 'currency'>) => Promise<StorePricingConfig>,
  config: Pick<PlatformConfig, 'currency'>,
): (db: Queryable) => Promise<StorePricingConfig> {
  let cached: { value: StorePricingConfig; generation: number; expires: number } | undefined;
  return async (db) => {
    const now = performance.now();
    const seen = generation.current();
    if (cached && cached.generation === seen && cached.expires > now) return cached.value;
    // Frozen rather than copied per call: every cart and checkout call prices with it, and a copy was a visible
    // share of their CPU; a caller changing it by mistake now throws instead of corrupting the others' copy.
    const value = deepFreeze(await load(db, config));
    if (generation.current() === seen) cached = { value, generation: seen, expires: now + CACHE_TTL_MS };
    return value;
  };
}
