import type { Collection } from '@bazaar/sdk';
import { useQuery } from '@tanstack/react-query';
import type { BuildQuery } from '../modules/create-module-queries';
import type { QueryPage } from '../modules/query-page';
import { useModuleClient } from '../modules/use-module-client';
import type { QueryHookOptions } from '../options-types';
import { collectionQueries } from './collection-queries';

// Collections have their own module (not product-hooks.ts): the header's navigation lists them on every page, and
// the products module's code should come only with the pages that show products.

/**
 * One page of collections ("All Products" first, then in creation order).
 *
 * @param build - narrows the query builder (default: the first 50)
 * @param options - `useQuery` options
 * @returns the query
 * @example
 * const { data } = useCollections(); // data.items
 */
export const useCollections = (
  build?: BuildQuery<Collection>,
  options?: QueryHookOptions<QueryPage<Collection>>,
) =>
  useQuery({
    ...collectionQueries.queryOptions.queryCollections(useModuleClient(collectionQueries), build),
    ...options,
  });
