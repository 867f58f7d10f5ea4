import { products } from '@bazaar/sdk';
import { createModuleQueries } from '../modules/create-module-queries';

/**
 * Query and mutation factories of the `products` module (keys `['bazaar', 'products', fn, args]`): `queryProducts`
 * (a query builder, resolving to a plain page), `getProduct`, `getProductOptionsAvailability`, and the staff writes.
 *
 * @example
 * await queryClient.prefetchQuery(productQueries.queryOptions.getProduct(client, id));
 * queryClient.invalidateQueries({ queryKey: productQueries.key() }); // after a catalog write
 */
export const productQueries = createModuleQueries('products', products);
