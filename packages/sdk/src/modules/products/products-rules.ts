// The argument checks of products.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const READER = '/stores-reader/v1';
const BY_ID = { _id: 'string!' };

/** The checks of `products` (its catalog writes carry theirs: product-writes.ts loads lazily). */
export const productsRules: ArgumentRules = {
  [`GET ${READER}/products/{id}`]: BY_ID,
  [`GET ${READER}/collections/slug/{slug}`]: { slug: 'string!' },
  [`POST ${READER}/products/{id}/productOptionsAvailability`]: { ...BY_ID, options: 'object' },
  [`POST ${READER}/products/{id}/variants/query`]: BY_ID,
  [`POST ${READER}/variants/query`]: { query: 'object' },
  [`GET ${READER}/variants/{id}`]: BY_ID,
};
