import type {
  GetProductOptions,
  Product,
  ProductOptionsAvailabilityResponse,
  QueryProductsOptions,
} from '@bazaar/sdk';
import { useQuery } from '@tanstack/react-query';
import type { BuildQuery } from '../modules/create-module-queries';
import type { QueryPage } from '../modules/query-page';
import { useModuleClient } from '../modules/use-module-client';
import type { QueryHookOptions } from '../options-types';
import { productQueries } from './product-queries';

/**
 * One page of products: the query narrowed by `build` (filters, sort, `limit`/`skip`), as a plain page.
 *
 * @param build - narrows the query builder
 * @param extra - options sent beside the query (`includeVariants`, …)
 * @param options - `useQuery` options (`placeholderData: keepPreviousData` keeps the page while the next loads)
 * @returns the query; `data` is `{ items, totalCount, pageSize, hasNext, hasPrev, cursors }`
 * @example
 * const { data } = useProducts((q) => q.contains('name', 'mug').ascending('price').limit(12).skip(12));
 */
export const useProducts = (
  build?: BuildQuery<Product>,
  extra?: QueryProductsOptions,
  options?: QueryHookOptions<QueryPage<Product>>,
) =>
  useQuery({
    ...productQueries.queryOptions.queryProducts(useModuleClient(productQueries), build, extra),
    ...options,
  });

/**
 * A product with its variants (`{ product }`).
 *
 * @param id - the product id
 * @param getOptions - `includeMerchantSpecificData` (staff)
 * @returns the query
 * @example
 * const { data } = useProduct(id); // data.product
 */
export const useProduct = (id: string, getOptions?: GetProductOptions) =>
  useQuery(productQueries.queryOptions.getProduct(useModuleClient(productQueries), id, getOptions));

/**
 * Availability of a (partial) choice selection: each choice's `inStock`/`visible` recomputed, the selected
 * variant (price, stock) once every option is chosen, and `availableForPurchase`.
 *
 * @param id - the product id
 * @param choices - option name → choice description (`{ Size: 'M', Color: 'Forest' }`)
 * @param options - `useQuery` options (keep the previous answer while the next selection loads)
 * @returns the query
 * @example
 * const { data } = useProductOptionsAvailability(product._id, { Size: 'M' }, { placeholderData: keepPreviousData });
 */
export const useProductOptionsAvailability = (
  id: string,
  choices: Record<string, string>,
  options?: QueryHookOptions<ProductOptionsAvailabilityResponse>,
) =>
  useQuery({
    ...productQueries.queryOptions.getProductOptionsAvailability(
      useModuleClient(productQueries),
      id,
      choices,
    ),
    ...options,
  });
