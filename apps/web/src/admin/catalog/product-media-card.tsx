import type { Product } from '@bazaar/sdk';
import { Button, Card, FormError, ProductImage } from '@bazaar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../admin-client';
import { productAdminQueries } from '../admin-queries';
import { uploadMedia } from './upload-media';

/**
 * The product's images: upload new ones to the platform (then add them to the product) and remove existing ones.
 *
 * @param props - the product
 * @returns the card
 */
export function ProductMediaCard({ product }: { product: Product }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const changed = () => queryClient.invalidateQueries({ queryKey: productAdminQueries.key() });
  const add = useMutation(productAdminQueries.mutationOptions.addProductMedia(client));
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const uploaded = await Promise.all(files.map((file) => uploadMedia(client, file)));
      await add.mutateAsync([product._id!, uploaded.map((media) => ({ mediaId: media.id }))]);
    },
    onSuccess: changed,
  });
  const remove = useMutation({
    ...productAdminQueries.mutationOptions.removeProductMedia(client),
    onSuccess: changed,
  });
  const items = product.media?.items ?? [];
  return (
    <Card as="section" title="Media">
      <div className="admin-actions">
        {items.map((item) => (
          <figure key={item._id} className="admin-media">
            <ProductImage
              src={item.image?.url}
              alt={item.title ?? product.name ?? ''}
              width={96}
              height={96}
            />
            <Button size="sm" variant="ghost" onClick={() => remove.mutate([product._id!, [item._id!]])}>
              Remove
            </Button>
          </figure>
        ))}
        {items.length ? null : <span className="admin-reason">No images yet.</span>}
      </div>
      <label className="bz-field">
        <span className="bz-label">Upload images</span>
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          disabled={upload.isPending}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length) upload.mutate(files);
            event.target.value = '';
          }}
        />
      </label>
      <FormError error={upload.error ?? remove.error} title="Could not change the media" />
    </Card>
  );
}
