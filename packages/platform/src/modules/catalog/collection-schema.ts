/** Input of the collection write calls (business-rules rules 176–177). */
import { z } from 'zod';
import { mediaUrlSchema } from './media-url';

/** A media reference on a collection (a Bazaar extension: media is read-only in the official API). */
const collectionMediaItem = z.object({
  id: z.string().max(100).optional(),
  image: z.object({ url: mediaUrlSchema }).optional(),
});

const collectionFields = {
  name: z.string().trim().min(1).max(50).nullish(),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens')
    .nullish(),
  description: z.string().max(600).nullish(),
  visible: z.boolean().nullish(),
  media: z
    .object({
      mainMedia: collectionMediaItem.optional(),
      items: z.array(collectionMediaItem).max(20).optional(),
    })
    .nullish(),
};

/** `collection` of an update. */
export const collectionPatchSchema = z.object(collectionFields);

/** A validated collection update. */
export type CollectionPatch = z.output<typeof collectionPatchSchema>;

/** `POST /stores/v1/collections {collection}`: a name is required. */
export const createCollectionRequestSchema = z.object({
  collection: collectionPatchSchema.refine((collection) => collection.name != null, {
    message: 'is required',
    path: ['name'],
    params: { violatedRule: 'REQUIRED_FIELD' },
  }),
});

/** `PATCH /stores/v1/collections/{collection.id}`. */
export const updateCollectionRequestSchema = z.object({ collection: collectionPatchSchema.optional() });

/** `POST /stores/v1/collections/{id}/productIds` and `…/productIds/delete`: `productIds` required, ≤1000. */
export const productIdsRequestSchema = z.object({ productIds: z.array(z.guid()).max(1000) });
