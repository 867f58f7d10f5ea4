/**
 * A `DEMO_SEEDERS` step: the demo store's shipping, tax and coupons (`createDemoStorePricing`, pricing/README.md
 * "Demo store"), after the catalog so the collection-scoped coupon `CAMP15` can name the Camp Kitchen collection.
 * Skipped once the store has a pricing configuration.
 */
import type { PlatformDeps } from '../../context';
import { type CouponDefinition, createDemoStorePricing } from './pricing';
import { saveCoupons, saveStorePricing } from './store-pricing';

/**
 * The demo coupons and what they do, as `bazaar dev` prints them.
 * @param coupons - the coupons (default: the demo store's, without the collection-scoped one)
 */
export function describeDemoCoupons(
  coupons: readonly CouponDefinition[] = createDemoStorePricing({ collectionId: () => 'camp-kitchen' })
    .coupons ?? [],
): string[] {
  return coupons.map((coupon) => `${coupon.code.padEnd(11)} ${coupon.name}`);
}

/**
 * Seeds the demo store's pricing configuration and coupons.
 * @param deps - platform dependencies
 */
export async function seedDemoStorePricing(deps: PlatformDeps): Promise<void> {
  const existing = await deps.db.query("select 1 from store_pricing where id = 'store'");
  if (existing.length > 0) return;
  const collections = await deps.db.query<{ id: string; slug: string }>(
    'select id, slug from catalog_collections',
  );
  const bySlug = new Map(collections.map((row) => [row.slug, row.id]));
  const pricing = createDemoStorePricing({ collectionId: (key) => bySlug.get(key) });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The demo amounts are in dollars; a store in another currency keeps the same numbers in its own currency.
    await saveStorePricing(tx, { ...pricing, currency: deps.config.currency }, now);
    await saveCoupons(tx, pricing.coupons ?? [], now);
  });
}
