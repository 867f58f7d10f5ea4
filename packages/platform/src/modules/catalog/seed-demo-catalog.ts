/**
 * Seeds the demo catalog ("Bazaar Outfitters", demo/README.md) on first start: 6 collections and 60 products with
 * their options, managed variants, stock, discounts, ribbons and images, through the same model and store as the
 * API (so the documents are exactly what a write through the API would produce) but in one transaction, one
 * statement per product.
 */
import { ANONYMOUS } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import { parseInput } from '../../http/validate';
import { createCollection } from './collection-service';
import { demoCollections, demoProducts } from './demo/demo-catalog';
import { collectionImageKey, demoImageUrl, demoProductMedia } from './demo/demo-images';
import type { DemoProduct } from './demo/demo-types';
import { expandDemoVariants, toVariantOverrideInputs } from './demo/demo-variants';
import { markDocumentsCurrent } from './document-refresh';
import { resolveMediaItems } from './media-store';
import { addMedia } from './product-media';
import { productCreateSchema } from './product-schema';
import { insertNewProduct } from './product-service';
import type { ProductState } from './product-state';
import { applyInventoryUpdate } from './product-stock';
import { applyVariantOverrides, variantIdFor } from './product-variants';

function withVariantData(state: ProductState, demo: DemoProduct): ProductState {
  if (!state.manageVariants) return state;
  const { variants } = applyVariantOverrides(state, toVariantOverrideInputs(demo));
  // Per-variant stock (a sold-out size, a flagged colour) comes from the overrides' quantity / inStock.
  return applyInventoryUpdate(
    { ...state, variants },
    {
      variants: expandDemoVariants(demo).map((variant) => ({
        variantId: variantIdFor(variant.choices),
        ...(variant.trackQuantity ? { quantity: variant.quantity ?? 0 } : { inStock: variant.inStock }),
      })),
    },
  );
}

/**
 * The demo catalog seeder (a `DEMO_SEEDERS` step). Idempotent: does nothing once the first demo product exists.
 * Images point at `/media/demo/<key>.svg` on the public URL (root-relative without one).
 * @param deps - platform dependencies
 */
export async function seedDemoCatalog(deps: PlatformDeps): Promise<void> {
  const first = demoProducts[0]!.product.slug;
  if ((await deps.db.query('SELECT 1 FROM catalog_products WHERE slug = $1', [first])).length > 0) return;
  const mediaBase = deps.config.publicUrl ?? '';
  await deps.db.transaction(async (tx) => {
    const start = deps.clock.now().getTime();
    const collectionIds = new Map<string, string>();
    for (const [index, demo] of demoCollections.entries()) {
      const banner = { mainMedia: { image: { url: demoImageUrl(mediaBase, collectionImageKey(demo.key)) } } };
      // One millisecond apart, so the default sort (creation order) keeps the demo's order.
      const { collection } = await createCollection(
        deps,
        ANONYMOUS,
        { ...demo.collection, media: banner },
        {
          now: new Date(start + index),
          tx,
        },
      );
      collectionIds.set(demo.key, collection.id as string);
    }
    for (const [index, demo] of demoProducts.entries()) {
      // The demo amounts are in dollars; a store in another currency keeps the same numbers, which the catalog rounds
      // to its minor unit wherever it computes or shows money (19.99 → ¥20).
      const input = parseInput(productCreateSchema('USD'), { ...demo.product, stock: demo.stock }, 'product');
      const images = demoProductMedia(demo);
      const records = await resolveMediaItems(
        tx,
        images.map((image) => ({ url: demoImageUrl(mediaBase, image.imageKey) })),
        mediaBase,
      );
      await insertNewProduct(tx, deps, input, {
        collectionIds: demo.collections.map((key) => collectionIds.get(key)!),
        // The first product is the newest, so the default sort (newest first) lists the catalog in its order.
        now: new Date(start - index * 1000),
        prepare: (state) =>
          addMedia(
            withVariantData(state, demo),
            records.map((record, at) => ({ record, choice: images[at]?.choice })),
          ),
      });
    }
    await markDocumentsCurrent(tx, deps);
  });
}
