import type { Product } from '@bazaar/sdk';
import { Card, Checkbox, FormError } from '@bazaar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../admin-client';
import { collectionAdminQueries, productAdminQueries } from '../admin-queries';

/** The "All Products" collection holds every product and cannot be left (catalog README). */
const ALL_PRODUCTS = '00000000-000000-000000-000000000001';

/**
 * Which collections the product is in, one checkbox per collection.
 *
 * @param props - the product
 * @returns the card
 */
export function ProductCollections({ product }: { product: Product }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const collections = useQuery(
    collectionAdminQueries.queryOptions.queryCollections(client, (query) => query.limit(100)),
  );
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productAdminQueries.key() }),
      queryClient.invalidateQueries({ queryKey: collectionAdminQueries.key() }),
    ]);
  const add = useMutation({
    ...productAdminQueries.mutationOptions.addProductsToCollection(client),
    onSuccess: changed,
  });
  const remove = useMutation({
    ...productAdminQueries.mutationOptions.removeProductsFromCollection(client),
    onSuccess: changed,
  });
  const member = new Set(product.collectionIds ?? []);
  return (
    <Card as="section" title="Collections">
      {(collections.data?.items ?? []).map((collection) => (
        <Checkbox
          key={collection._id}
          label={collection.name}
          checked={member.has(collection._id!) || collection._id === ALL_PRODUCTS}
          disabled={collection._id === ALL_PRODUCTS || add.isPending || remove.isPending}
          onChange={(event) =>
            (event.target.checked ? add : remove).mutate([collection._id!, [product._id!]])
          }
        />
      ))}
      <FormError
        error={collections.error ?? add.error ?? remove.error}
        title="Could not change the collections"
      />
    </Card>
  );
}
