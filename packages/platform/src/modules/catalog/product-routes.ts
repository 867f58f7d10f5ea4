/**
 * Product calls at their public paths (endpoints.md rows 77, 79–97, 101–102): reads under `/stores-reader/v1` open to
 * everyone, writes under `/stores/v1` for staff (owners, contributors, API keys — spec §6 "catalog writes are
 * owner-level"). The Inventory API is in inventory-routes.ts.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { getCaller } from '../../auth/caller';
import { requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { readQuery } from '../../http/read-query';
import { GUID, parseInput } from '../../http/validate';
import { bulkAdjustProducts, bulkUpdateProducts } from './bulk-service';
import { createDocumentRefresh } from './document-refresh';
import { resolveMediaItems } from './media-store';
import { addMedia, assignChoiceMedia, removeMedia, unassignChoiceMedia } from './product-media';
import { getProduct, isTrue, queryProducts } from './product-query';
import { createProductRequestSchema, updateProductRequestSchema } from './product-schema';
import {
  changeProduct,
  clearProductLabel,
  createProduct,
  deleteProduct,
  deleteProductOptions,
  updateProduct,
} from './product-service';
import {
  addMediaRequestSchema,
  bulkAdjustRequestSchema,
  bulkUpdateRequestSchema,
  choiceMediaRequestSchema,
  removeMediaRequestSchema,
  updateVariantsRequestSchema,
} from './request-schema';
import { getStoreVariant, queryStoreVariants } from './store-variant-query';
import {
  productOptionsAvailability,
  queryProductVariants,
  resetAllVariantData,
  updateProductVariants,
} from './variant-service';

const READER = '/stores-reader/v1';
const WRITER = '/stores/v1';

const idSchema = z.object({ id: z.guid() });
const variantQuerySchema = z.object({
  choices: z.record(z.string(), z.string()).optional(),
  variantIds: z.array(z.guid()).max(1000).optional(),
  paging: z
    .object({
      limit: z.coerce.number().int().min(0).max(100).optional(),
      offset: z.coerce.number().int().min(0).optional(),
    })
    .optional(),
  includeMerchantSpecificData: z.boolean().optional(),
});
const availabilitySchema = z.object({ options: z.record(z.string(), z.string()).default({}) });

/** The path's product id. @throws ApiError - 400 when it is not a GUID */
export function productIdOf(c: Context<PlatformEnv>, name = 'id'): string {
  const id = c.req.param(name);
  // A GUID is what the schema gives back unchanged; anything else goes to zod for its 400.
  return id !== undefined && GUID.test(id) ? id : parseInput(idSchema, { id }).id;
}

/**
 * A 200 whose body is JSON text assembled without re-serialising stored documents. Sent as bytes (text encoded here
 * with `Buffer.from`, cached reads already encoded): a string body makes the Response scan the whole text for lone
 * surrogates and encode it again, which profiled at a quarter of a 50-product query's CPU
 * (bench/results/platform-load.md).
 */
function jsonText(c: Context<PlatformEnv>, body: string | Uint8Array): Response {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/json' });
}

/**
 * The product routes.
 * @param deps - platform dependencies
 */
export function createProductRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const mediaBase = deps.config.publicUrl ?? '';
  // Prices, costs and AMOUNT discounts are validated against the store currency's minor unit.
  const { currency } = deps.config;
  // Stored documents follow the configuration they were built with; the first query brings them up to date.
  const refresh = createDocumentRefresh(deps);

  // Reads. The query is a complex GET (`.r`) with a POST fallback above 4000 characters (endpoints.md §0).
  app.get(`${READER}/products/query-platformized`, async (c) => {
    await refresh();
    return jsonText(c, await queryProducts(deps, getCaller(c), readQuery(c)));
  });
  app.post(`${READER}/products/query-platformized`, async (c) => {
    await refresh();
    return jsonText(c, await queryProducts(deps, getCaller(c), await readBody(c)));
  });
  app.get(`${READER}/products/:id`, async (c) =>
    jsonText(
      c,
      await getProduct(deps, getCaller(c), productIdOf(c), isTrue(readQuery(c).includeMerchantSpecificData)),
    ),
  );
  app.post(`${READER}/products/:id/productOptionsAvailability`, async (c) => {
    const { options } = parseInput(availabilitySchema, await readBody(c));
    return c.json(await productOptionsAvailability(deps, getCaller(c), productIdOf(c), options));
  });
  app.post(`${READER}/products/:id/variants/query`, async (c) => {
    const input = parseInput(variantQuerySchema, await readBody(c));
    return c.json(await queryProductVariants(deps, getCaller(c), productIdOf(c), input));
  });
  app.post(`${READER}/variants/query`, async (c) =>
    jsonText(c, await queryStoreVariants(deps, getCaller(c), (await readBody(c)).query)),
  );
  app.get(`${READER}/variants/:id`, async (c) =>
    jsonText(c, await getStoreVariant(deps, getCaller(c), c.req.param('id'))),
  );

  // Writes.
  const staff = requireStaff();
  app.post(`${WRITER}/products`, staff, async (c) => {
    const { product } = parseInput(createProductRequestSchema(currency), await readBody(c));
    return c.json({ product: await createProduct(deps, getCaller(c), product) });
  });
  app.patch(`${WRITER}/products/:id`, staff, async (c) => {
    const { product = {} } = parseInput(updateProductRequestSchema(currency), await readBody(c));
    return c.json({ product: await updateProduct(deps, getCaller(c), productIdOf(c), product) });
  });
  app.delete(`${WRITER}/products/:id`, staff, async (c) => {
    await deleteProduct(deps, getCaller(c), productIdOf(c));
    return c.json({});
  });
  app.patch(`${WRITER}/products/:id/variants`, staff, async (c) => {
    const { variants } = parseInput(updateVariantsRequestSchema(currency), await readBody(c));
    return c.json(await updateProductVariants(deps, getCaller(c), productIdOf(c), variants));
  });
  app.post(`${WRITER}/products/:id/variants/resetToDefault`, staff, async (c) => {
    await resetAllVariantData(deps, getCaller(c), productIdOf(c));
    return c.json({});
  });
  app.post(`${WRITER}/products/:id/media`, staff, async (c) => {
    const { media } = parseInput(addMediaRequestSchema, await readBody(c));
    const records = await resolveMediaItems(deps.db, media, mediaBase);
    const items = records.map((record, index) => ({ record, choice: media[index]?.choice }));
    await changeProduct(deps, getCaller(c), productIdOf(c), (state) => ({
      state: addMedia(state, items),
      changedFields: ['media'],
    }));
    return c.json({});
  });
  app.post(`${WRITER}/products/:id/media/delete`, staff, async (c) => {
    const { mediaIds } = parseInput(removeMediaRequestSchema, await readBody(c));
    await changeProduct(deps, getCaller(c), productIdOf(c), (state) => ({
      state: removeMedia(state, mediaIds),
      changedFields: ['media'],
    }));
    return c.json({});
  });
  app.patch(`${WRITER}/products/:id/choices/media`, staff, async (c) => {
    const { media } = parseInput(choiceMediaRequestSchema, await readBody(c));
    await changeProduct(deps, getCaller(c), productIdOf(c), (state) => ({
      state: assignChoiceMedia(state, media),
      changedFields: ['productOptions'],
    }));
    return c.json({});
  });
  app.post(`${WRITER}/products/:id/choices/media/delete`, staff, async (c) => {
    const { media } = parseInput(choiceMediaRequestSchema, await readBody(c));
    await changeProduct(deps, getCaller(c), productIdOf(c), (state) => ({
      state: unassignChoiceMedia(state, media),
      changedFields: ['productOptions'],
    }));
    return c.json({});
  });
  app.delete(`${WRITER}/products/:id/options`, staff, async (c) => {
    await deleteProductOptions(deps, getCaller(c), productIdOf(c));
    return c.json({});
  });
  app.post(`${WRITER}/products/:id/remove-brand`, staff, async (c) => {
    await clearProductLabel(deps, getCaller(c), productIdOf(c), 'brand');
    return c.json({});
  });
  app.post(`${WRITER}/products/:id/remove-ribbon`, staff, async (c) => {
    await clearProductLabel(deps, getCaller(c), productIdOf(c), 'ribbon');
    return c.json({});
  });
  app.post(`${WRITER}/bulk/products/update`, staff, async (c) => {
    const { ids, set } = parseInput(bulkUpdateRequestSchema(currency), await readBody(c));
    return c.json(await bulkUpdateProducts(deps, getCaller(c), ids, set));
  });
  app.post(`${WRITER}/bulk/products/adjust-properties`, staff, async (c) => {
    const { ids, adjust } = parseInput(bulkAdjustRequestSchema, await readBody(c));
    return c.json(await bulkAdjustProducts(deps, getCaller(c), ids, adjust));
  });
  return app;
}
