/**
 * The store's pricing configuration as the database keeps it: shipping, tax, fees and rounding in `store_pricing`
 * (one row), coupons in `store_coupons`. What the cart and the checkout pass to `estimateTotals` unchanged.
 */
import type { PlatformConfig } from '../../config';
import type { Queryable } from '../../db/database';
import type { CouponDefinition, StorePricingConfig } from './pricing';
import { storePricingChanged } from './store-pricing-cache';

/** The configuration without coupons, as stored. */
export type StoredPricingConfig = Omit<StorePricingConfig, 'coupons'>;

/**
 * Reads the store's pricing configuration with its coupons. A store that was never configured sells in the
 * platform currency with no shipping and no tax (rule 33: `NO_TAX_COLLECTED`). The currency is always the
 * platform's (`BAZAAR_CURRENCY`), the currency catalog prices are in.
 * @param db - database or transaction
 * @param config - platform configuration (the currency)
 */
export async function loadStorePricing(
  db: Queryable,
  config: Pick<PlatformConfig, 'currency'>,
): Promise<StorePricingConfig> {
  const rows = await db.query<{ kind: string; body: Record<string, unknown> }>(
    `select 'config' as kind, config as body from store_pricing where id = 'store'
     union all
     select 'coupon' as kind, definition as body from (select definition from store_coupons order by created_at, id) c`,
  );
  const stored = rows.find((row) => row.kind === 'config')?.body as StoredPricingConfig | undefined;
  const coupons = rows
    .filter((row) => row.kind === 'coupon')
    .map((row) => row.body as unknown as CouponDefinition);
  return { ...stored, currency: config.currency, coupons };
}

/**
 * The store's weight unit (`weightUnit` of its pricing configuration, `KG` when never configured) — the unit carts,
 * checkouts and the orders placed from them are in.
 * @param db - database or transaction
 */
export async function loadStoreWeightUnit(db: Queryable): Promise<string> {
  const rows = await db.query<{ unit: string | null }>(
    `select config->>'weightUnit' as unit from store_pricing where id = 'store'`,
  );
  return rows[0]?.unit ?? 'KG';
}

/**
 * Replaces the store's pricing configuration (not its coupons).
 * @param db - database or transaction
 * @param pricing - shipping, tax, fees, rounding, default address (a `coupons` field is ignored)
 * @param now - the clock's time
 */
export async function saveStorePricing(
  db: Queryable,
  pricing: StorePricingConfig | StoredPricingConfig,
  now: Date,
): Promise<void> {
  const { coupons: _coupons, ...config } = pricing as StorePricingConfig;
  await db.query(
    `insert into store_pricing (id, config, updated_at) values ('store', $1, $2)
     on conflict (id) do update set config = excluded.config, updated_at = excluded.updated_at`,
    [JSON.stringify(config), now],
  );
  storePricingChanged(db);
}

/**
 * Adds coupons, or replaces the definition of those whose code exists (codes compare case-insensitively; the
 * existing coupon keeps its id, which its redemptions refer to).
 * @param db - database or transaction
 * @param coupons - the coupons
 * @param now - the clock's time
 */
export async function saveCoupons(
  db: Queryable,
  coupons: readonly CouponDefinition[],
  now: Date,
): Promise<void> {
  for (const coupon of coupons) {
    await db.query(
      `insert into store_coupons (id, code, definition, created_at) values ($1, $2, $3, $4)
       on conflict (upper(code)) do update
         set definition = jsonb_set(excluded.definition, '{id}', to_jsonb(store_coupons.id::text))`,
      [coupon.id, coupon.code, JSON.stringify(coupon), now],
    );
  }
  storePricingChanged(db);
}
