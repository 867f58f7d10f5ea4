import { collections } from '@bazaar/sdk';
import { createModuleQueries } from '../modules/create-module-queries';

/**
 * Query factories of the `collections` module (catalog read API v2): `queryCollections`, `getCollection`,
 * `getCollectionBySlug`.
 *
 * @example
 * const page = await queryClient.fetchQuery(collectionQueries.queryOptions.queryCollections(client));
 */
export const collectionQueries = createModuleQueries('collections', collections);
