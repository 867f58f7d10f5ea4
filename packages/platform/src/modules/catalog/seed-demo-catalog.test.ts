import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEEDERS, seedDemo } from '../../seed/seed-demo';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { demoCollections, demoProducts } from './demo/demo-catalog';
import { demoInventoryStatus, expandDemoVariants } from './demo/demo-variants';
import { discountedPrice } from './product-pricing';
import { seedDemoCatalog } from './seed-demo-catalog';

const NO_DISCOUNT = { type: 'NONE', value: 0 } as const;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ config: { publicUrl: 'http://shop.test:4000' } });
  await seedDemo(platform.deps);
});
afterAll(() => platform.close());

interface Row {
  slug: string;
  visible: boolean;
  inventory_status: string;
  discounted_price: string;
  ribbon: string;
  product_type: string;
  doc: string;
}

describe('seedDemoCatalog', () => {
  it('is a demo seeding step, run by seedDemo on first start', async () => {
    expect(DEMO_SEEDERS).toContain(seedDemoCatalog);
    const [count] = await platform.db.query<{ products: number; variants: number; collections: number }>(
      `SELECT (SELECT count(*)::int FROM catalog_products) AS products, (SELECT count(*)::int FROM catalog_variants) AS variants,
              (SELECT count(*)::int FROM catalog_collections) AS collections`,
    );
    expect(count).toEqual({
      products: demoProducts.length,
      variants: demoProducts.reduce((sum, demo) => sum + expandDemoVariants(demo).length, 0),
      collections: demoCollections.length + 1,
    });
  });

  it('stores every product with the stock, discount, ribbon, type and visibility of its demo record', async () => {
    const rows = await platform.db.query<Row>(
      'SELECT slug, visible, inventory_status, discounted_price, ribbon, product_type, doc FROM catalog_products',
    );
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const demo of demoProducts) {
      const row = bySlug.get(demo.product.slug)!;
      expect([
        demo.key,
        row.visible,
        row.inventory_status,
        Number(row.discounted_price),
        row.ribbon,
        row.product_type,
      ]).toEqual([
        demo.key,
        demo.product.visible,
        demoInventoryStatus(demo),
        discountedPrice(demo.product.priceData.price, demo.product.discount ?? NO_DISCOUNT, 'USD'),
        demo.product.ribbon ?? '',
        demo.product.productType,
      ]);
    }
  });

  it('points product and collection images at the platform public URL', async () => {
    const [jacket] = await platform.db.query<{ doc: string }>(
      "SELECT doc FROM catalog_products WHERE slug = 'trail-runner-jacket'",
    );
    const doc = JSON.parse(jacket!.doc);
    expect(doc.media.mainMedia.image.url).toBe('http://shop.test:4000/media/demo/trail-runner-jacket.svg');
    expect(doc.productOptions[1].choices.map((choice: any) => choice.media.mainMedia.image.url)).toEqual([
      'http://shop.test:4000/media/demo/trail-runner-jacket--color-forest.svg',
      'http://shop.test:4000/media/demo/trail-runner-jacket--color-slate.svg',
      'http://shop.test:4000/media/demo/trail-runner-jacket--color-rust.svg',
    ]);
    const [kitchen] = await platform.db.query<{ media: { url: string }[] }>(
      "SELECT media FROM catalog_collections WHERE slug = 'camp-kitchen'",
    );
    expect(kitchen?.media[0]?.url).toBe('http://shop.test:4000/media/demo/collection--camp-kitchen.svg');
  });

  it('does nothing when run again', async () => {
    await seedDemoCatalog(platform.deps);
    const [count] = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalog_products');
    expect(count?.n).toBe(demoProducts.length);
  });
});
