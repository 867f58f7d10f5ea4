import type { Collection } from '../products/product-types';

/** The answer of `getCollectionBySlug` (catalog read API v2): `{collection}`. */
export interface GetCollectionBySlugResponse {
  collection?: Collection;
}
