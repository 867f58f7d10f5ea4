import { demoCollections } from './demo-collections';
import type { DemoCollection, DemoProduct } from './demo-types';
import { apparelProducts } from './products/apparel-products';
import { guideProducts } from './products/guide-products';
import { homeProducts } from './products/home-products';
import { kitchenProducts } from './products/kitchen-products';
import { packProducts } from './products/pack-products';
import { shelterProducts } from './products/shelter-products';

export type {
  DemoChoice,
  DemoCollection,
  DemoCollectionInput,
  DemoDiscount,
  DemoProduct,
  DemoProductInput,
  DemoProductOption,
  DemoStock,
  DemoVariantOverride,
} from './demo-types';
export { demoCollections };

/**
 * The 60 products of the demo store "Bazaar Outfitters" (an outdoor and cabin goods shop), in the
 * order the seed should create them. See this folder's README for what the seed does with each
 * field.
 *
 * @example
 * for (const demo of demoProducts) {
 *   const { product } = await catalog.createProduct(demo.product);
 *   // then: update variants, set inventory, add media, add to demo.collections
 * }
 */
export const demoProducts: DemoProduct[] = [
  ...apparelProducts,
  ...kitchenProducts,
  ...shelterProducts,
  ...packProducts,
  ...homeProducts,
  ...guideProducts,
];

/**
 * Finds a demo product by its stable key.
 *
 * @param key - the product key, e.g. `trail-runner-jacket`
 */
export function findDemoProduct(key: string): DemoProduct | undefined {
  return demoProducts.find((demo) => demo.key === key);
}

/**
 * Finds a demo collection by its stable key.
 *
 * @param key - the collection key, e.g. `camp-kitchen`
 */
export function findDemoCollection(key: string): DemoCollection | undefined {
  return demoCollections.find((demo) => demo.key === key);
}

/**
 * Lists the keys of the demo products a collection holds, in catalog order (the seed's
 * add-products-to-collection call, rule 177).
 *
 * @param collectionKey - the collection key
 */
export function demoProductKeysIn(collectionKey: string): string[] {
  return demoProducts.filter((demo) => demo.collections.includes(collectionKey)).map((demo) => demo.key);
}
