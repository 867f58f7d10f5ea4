import { defineQuery } from '../../query/define-query';
import { OPTIONS } from '../common-args';
import { lazyCalls } from '../lazy-calls';
import type { collectionReads } from '../products/catalog-reads';
import type { Collection } from '../products/product-types';

type CollectionReads = typeof collectionReads;

// The catalog read API v2 has no public mapping on www.wixapis.com: the official client sends the bare proto paths
// (endpoints.md §0 and rows 74–76), and so do we.

// The argument checks of these endpoints are in collections-rules.ts, by endpoint key: loaded with the failure path,
// not up front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * Collections of the catalog (`@wix/stores` `collections`, catalog read API v2). Open to visitors.
 *
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { collections } });
 * const { items } = await client.collections.queryCollections().limit(10).find();
 * const kitchen = await client.collections.getCollection(items[1]!._id!);
 */
export const collections = {
  /** Starts a collection query (offset paging; "All Products" first, then in creation order). */
  queryCollections: defineQuery<Collection>(
    {
      method: 'GET',
      path: '/v2/collections/query',
      complex: true,
      fallback: '/v2/collections/query',
      args: OPTIONS,
      request: { floats: ['query.sort.origin.{latitude,longitude}'] }, // FL-req-12
      response: { timestamps: ['collections.lastUpdated'] }, // TS-res-14
    },
    { items: 'collections' },
  ),
  /**
   * Retrieves a collection by id (`getCollection`): the collection itself, as the official function returns it. By
   * slug (`getCollectionBySlug`): `{ collection }`. Both load on first use (products/catalog-reads.ts): our
   * storefront makes neither call, a name written here costs less up front than a descriptor.
   */
  ...lazyCalls<CollectionReads>(['getCollection', 'getCollectionBySlug'], () =>
    import('../products/catalog-reads').then((module) => module.collectionReads),
  ),
};
