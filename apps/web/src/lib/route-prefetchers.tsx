import {
  type AnyBazaarClient,
  type BuildQuery,
  collectionQueries,
  productQueries,
  useBazaarClient,
} from '@bazaar/react';
import type { Product } from '@bazaar/sdk';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { readListingState, toProductQuery } from '../shop/listing-params';
import type { AppClient } from './bazaar-client';
import {
  ALL_COLLECTIONS,
  BEST_SELLERS,
  findCollection,
  ON_SALE,
  productBySlug,
  WITH_VARIANTS,
} from './catalog-queries';

// Rendered just before a lazy page (through route-prefetch.tsx), these start the page's queries while its code
// downloads, with the page's own factories and arguments, so the page finds them in flight instead of starting them
// after its chunk arrived. They render nothing.

const useAppClient = () => useBazaarClient<AnyBazaarClient & AppClient>();

/** Starts the home page's queries: collections, best sellers, sale. */
export function HomePrefetch() {
  const client = useAppClient();
  usePrefetchQuery(collectionQueries.queryOptions.queryCollections(client, ALL_COLLECTIONS));
  usePrefetchQuery(productQueries.queryOptions.queryProducts(client, BEST_SELLERS));
  usePrefetchQuery(productQueries.queryOptions.queryProducts(client, ON_SALE));
  return null;
}

/** Starts the shop page's queries: the collections, and the products when their filter is known already. */
export function ShopPrefetch() {
  const client = useAppClient();
  const [params] = useSearchParams();
  const state = readListingState(params);
  const collections = collectionQueries.queryOptions.queryCollections(client, ALL_COLLECTIONS);
  usePrefetchQuery(collections);
  const collection = findCollection(
    useQueryClient().getQueryData(collections.queryKey)?.items,
    state.collection,
  );
  // A collection filter needs the collection's id: until the collections are here the page asks itself.
  if (state.collection && !collection) return null;
  return <ProductsPrefetch build={toProductQuery(state, collection?._id)} />;
}

function ProductsPrefetch({ build }: { build: BuildQuery<Product> }) {
  usePrefetchQuery(productQueries.queryOptions.queryProducts(useAppClient(), build));
  return null;
}

/** Starts the product page's query. */
export function ProductPrefetch() {
  const client = useAppClient();
  const { slug = '' } = useParams();
  usePrefetchQuery(productQueries.queryOptions.queryProducts(client, productBySlug(slug), WITH_VARIANTS));
  return null;
}
