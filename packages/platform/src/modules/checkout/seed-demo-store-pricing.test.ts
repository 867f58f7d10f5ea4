import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEEDERS } from '../../seed/seed-demo';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { seedDemoCatalog } from '../catalog/seed-demo-catalog';
import { describeDemoCoupons, seedDemoStorePricing } from './seed-demo-store-pricing';
import { loadStorePricing, saveStorePricing } from './store-pricing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

describe('seedDemoStorePricing', () => {
  it('is a demo seeder step, after the catalog', () => {
    expect(DEMO_SEEDERS.indexOf(seedDemoStorePricing)).toBeGreaterThan(DEMO_SEEDERS.indexOf(seedDemoCatalog));
  });

  it('seeds shipping, tax and the demo coupons, CAMP15 scoped to the Camp Kitchen collection', async () => {
    expect((await loadStorePricing(platform.db, platform.config)).shipping).toBeUndefined();
    await seedDemoCatalog(platform.deps);
    await seedDemoStorePricing(platform.deps);
    const pricing = await loadStorePricing(platform.db, platform.config);
    expect(pricing.currency).toBe('USD');
    expect(pricing.shipping?.regions.map((region) => region.name)).toEqual([
      'United States',
      'International',
    ]);
    expect(pricing.tax?.fallbackRate).toBe('0.05');
    const kitchen = await platform.db.query<{ id: string }>(
      "select id from catalog_collections where slug = 'camp-kitchen'",
    );
    expect(pricing.coupons?.map((coupon) => coupon.code)).toEqual([
      'WELCOME10',
      'SAVE5',
      'FREESHIP',
      'SUMMER23',
      'LAUNCH25',
      'NEWCENTURY',
      'CAMP15',
    ]);
    expect(pricing.coupons?.at(-1)?.scope).toEqual({ collectionIds: [kitchen[0]!.id] });
  });

  it('leaves a store that already has a configuration alone', async () => {
    await saveStorePricing(
      platform.db,
      { currency: 'USD', tax: { fallbackRate: '0.2' } },
      platform.clock.now(),
    );
    await seedDemoStorePricing(platform.deps);
    expect((await loadStorePricing(platform.db, platform.config)).tax).toEqual({ fallbackRate: '0.2' });
  });

  it('describes the demo coupons for `bazaar dev`', () => {
    const lines = describeDemoCoupons();
    expect(lines[0]).toBe('WELCOME10   10% off your order');
    expect(lines.some((line) => line.startsWith('CAMP15'))).toBe(true);
  });
});
