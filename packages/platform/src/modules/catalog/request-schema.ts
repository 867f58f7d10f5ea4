/**
 * Input of the product write calls whose bodies are lists (business-rules rules 168–173): variant overrides, media,
 * choice media, bulk updates and adjustments, inventory.
 */
import { z } from 'zod';
import { mediaUrlSchema } from './media-url';
import { dimensionsSchema, perCurrency, priceSchema, weightSchema } from './product-schema';
import { MAX_QUANTITY } from './product-state';

/** `PATCH /stores/v1/products/{id}/variants {variants}` (rule 168); prices and costs fit the store currency. */
export const updateVariantsRequestSchema = perCurrency((currency) =>
  z.object({
    variants: z
      .array(
        z
          .object({
            choices: z.record(z.string(), z.string()).optional(),
            variantIds: z.array(z.guid()).max(1000).optional(),
            price: priceSchema(currency).nullish(),
            cost: priceSchema(currency).nullish(),
            weight: weightSchema.nullish(),
            sku: z.string().trim().max(40).nullish(),
            visible: z.boolean().nullish(),
            productDimensions: dimensionsSchema.optional(),
            packageDimensions: dimensionsSchema.optional(),
          })
          .refine((override) => override.choices !== undefined || (override.variantIds?.length ?? 0) > 0, {
            message: 'needs choices or variantIds',
            params: { violatedRule: 'REQUIRED_ONE_OF_FIELD' },
          }),
      )
      .max(1000),
  }),
);

const optionAndChoice = z.object({ option: z.string().min(1).max(50), choice: z.string().min(1).max(50) });

/** `POST /stores/v1/products/{id}/media {media}`: each item an uploaded media id or a URL. */
export const addMediaRequestSchema = z.object({
  media: z
    .array(
      z
        .object({
          mediaId: z.string().min(1).max(200).optional(),
          url: mediaUrlSchema.optional(),
          choice: optionAndChoice.optional(),
        })
        .refine((item) => (item.mediaId === undefined) !== (item.url === undefined), {
          message: 'needs exactly one of mediaId and url',
          params: { violatedRule: 'ONE_OF_ALIGNMENT' },
        }),
    )
    .min(1)
    .max(50),
});

/**
 * `POST /stores/v1/products/{id}/media/delete {mediaIds}`: required, at most 50; an empty list removes every item
 * (the official `RemoveProductMediaRequest` documents both). A missing list is an error, not "all".
 */
export const removeMediaRequestSchema = z.object({
  mediaIds: z.array(z.string().min(1).max(200)).max(50),
});

/** `PATCH …/choices/media` and `POST …/choices/media/delete {media}`: 1 to 10 assignments (official types). */
export const choiceMediaRequestSchema = z.object({
  media: z
    .array(optionAndChoice.extend({ mediaIds: z.array(z.string().min(1).max(200)).max(100).optional() }))
    .min(1)
    .max(10),
});

/** `POST /stores/v1/bulk/products/update {ids, set}` (rule 169): exactly one property; money fits the currency. */
export const bulkUpdateRequestSchema = perCurrency((currency) =>
  z.object({
    ids: z.array(z.guid()).min(1).max(100),
    set: z
      .object({
        price: priceSchema(currency).optional(),
        cost: priceSchema(currency).optional(),
        weight: weightSchema.optional(),
        ribbon: z.string().trim().max(30).optional(),
        brand: z.string().trim().max(50).optional(),
      })
      .refine((set) => Object.values(set).filter((value) => value !== undefined).length === 1, {
        message: 'must set exactly one of price, cost, weight, ribbon, brand',
        params: { violatedRule: 'ONE_OF_ALIGNMENT' },
      }),
  }),
);

const adjustment = z
  .object({
    amount: z.number().min(-999_999_999).max(999_999_999).optional(),
    percentage: z
      .object({ rate: z.number().min(-100).max(1000), roundToInt: z.boolean().optional() })
      .optional(),
  })
  .refine((value) => (value.amount === undefined) !== (value.percentage === undefined), {
    message: 'needs exactly one of amount and percentage',
    params: { violatedRule: 'ONE_OF_ALIGNMENT' },
  });

/** `POST /stores/v1/bulk/products/adjust-properties {adjust, ids}` (rule 169): exactly one property. */
export const bulkAdjustRequestSchema = z.object({
  ids: z.array(z.guid()).min(1).max(100),
  adjust: z
    .object({ price: adjustment.optional(), cost: adjustment.optional(), weight: adjustment.optional() })
    .refine((value) => Object.values(value).filter((entry) => entry !== undefined).length === 1, {
      message: 'must adjust exactly one of price, cost, weight',
      params: { violatedRule: 'ONE_OF_ALIGNMENT' },
    }),
});

/**
 * `PATCH /stores/v2/inventoryItems/product/{productId} {inventoryItem}` (Inventory API v2, rule 173). Preorder is
 * not sold (spec §4 shows its states only): turning it on is refused rather than answered 200 and dropped, so a
 * shop is not told a setting took that checkout then ignores; `enabled: false` is what every item already has.
 */
export const updateInventoryRequestSchema = z.object({
  inventoryItem: z.object({
    preorderInfo: z
      .object({ enabled: z.boolean().optional() })
      .refine((preorder) => preorder.enabled !== true, {
        message: 'preorder is not available in this store',
        path: ['enabled'],
        params: { violatedRule: 'FIELD_NOT_ALLOWED' },
      })
      .optional(),
    trackQuantity: z.boolean().optional(),
    variants: z
      .array(
        z.object({
          variantId: z.guid(),
          quantity: z.number().int().min(0).max(MAX_QUANTITY).optional(),
          inStock: z.boolean().optional(),
        }),
      )
      .max(1000)
      .default([]),
  }),
});

const inventoryItemRef = {
  inventoryId: z.guid().optional(),
  productId: z.guid().optional(),
  variantId: z.guid().optional(),
};
const units = z.number().int().min(1).max(MAX_QUANTITY);
const oneId = (item: { inventoryId?: string; productId?: string }) =>
  (item.inventoryId === undefined) !== (item.productId === undefined);
const oneIdRule = {
  message: 'needs exactly one of inventoryId and productId',
  params: { violatedRule: 'ONE_OF_ALIGNMENT' },
};

/** `POST /stores/v2/inventoryItems/decrement {decrementData}` (1–300 entries, each an inventory item or product id). */
export const decrementInventoryRequestSchema = z.object({
  decrementData: z
    .array(
      z
        .object({ ...inventoryItemRef, decrementBy: units, preorderRequest: z.boolean().optional() })
        .refine(oneId, oneIdRule)
        .transform(({ decrementBy, preorderRequest: _, ...ref }) => ({ ...ref, by: decrementBy })),
    )
    .min(1)
    .max(300),
});

/** `POST /stores/v2/inventoryItems/increment {incrementData}` (1–300 entries, each an inventory item or product id). */
export const incrementInventoryRequestSchema = z.object({
  incrementData: z
    .array(
      z
        .object({ ...inventoryItemRef, incrementBy: units })
        .refine(oneId, oneIdRule)
        .transform(({ incrementBy, ...ref }) => ({ ...ref, by: incrementBy })),
    )
    .min(1)
    .max(300),
});

/** `POST /stores-reader/v2/inventoryItems/{inventoryId}/getVariants` body: the id one-of's other half. */
export const getInventoryVariantsRequestSchema = z.object({
  productId: z.string().optional(),
  variantIds: z.array(z.string()).max(1000).optional(),
});
