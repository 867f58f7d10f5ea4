import type { BuildQuery } from '@bazaar/react';
import type { Collection, Product, QueryProductsOptions } from '@bazaar/sdk';

/** The "All Products" collection (every product is in it, rule 175): the shop's default, never a filter. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

/** The collections the shop lists: all of them (the demo has seven); the query's default page. */
export const ALL_COLLECTIONS: BuildQuery<Collection> = (query) => query.limit(50);

/** The home page's "Best sellers" row. */
export const BEST_SELLERS: BuildQuery<Product> = (query) => query.eq('ribbon', 'Best seller').limit(8);

/** The home page's "On sale" row. */
export const ON_SALE: BuildQuery<Product> = (query) => query.eq('ribbon', 'Sale').limit(4);

/**
 * The product of a product page, by its slug (the page's URL is `/product-page/<slug>`, the `productPageUrl` and
 * cart line URLs of the catalog).
 *
 * @param slug - the product's slug
 * @returns the query narrowing
 */
export const productBySlug =
  (slug: string): BuildQuery<Product> =>
  (query) =>
    query.eq('slug', slug).limit(1);

/** The product page needs the variants (to find the chosen one's id for the cart). */
export const WITH_VARIANTS: QueryProductsOptions = { includeVariants: true };

/**
 * The collection a slug names, among the collections listed.
 *
 * @param collections - the listed collections
 * @param slug - the slug ('' for none)
 * @returns the collection, or undefined
 */
export function findCollection(collections: Collection[] | undefined, slug: string): Collection | undefined {
  return slug ? collections?.find((collection) => collection.slug === slug) : undefined;
}
