/**
 * Product writes (spec §7 "Catalog writes", business-rules §6A): create, update, delete, and the smaller changes
 * (options, brand, ribbon, media). Every write runs in one transaction that locks the product, saves the new model
 * and appends its events (catalog-events.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Caller } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import {
  actorOf,
  type EventContext,
  inventoryChanged,
  inventoryItemsReplaced,
  productCreated,
  productDeleted,
  productUpdated,
  variantsChanged,
} from './catalog-events';
import { catalogChanged } from './catalog-read-cache';
import { type DocumentContext, toWireProduct } from './product-document';
import type { ProductPatch } from './product-schema';
import { ALL_PRODUCTS_COLLECTION_ID, type ProductState } from './product-state';
import { inventoryChanges } from './product-stock';
import {
  freeSlug,
  insertProduct,
  lockProduct,
  lockSlugs,
  nextNumericIds,
  saveProduct,
  slugify,
} from './product-store';
import { productUnchanged } from './product-unchanged';
import { regenerateVariants } from './product-variants';
import { applyProductPatch, createProductState } from './product-write-model';

/** The wire JSON of a product. */
export type WireProduct = Record<string, unknown>;

/**
 * What documents depend on in this platform: the store currency and the storefront origin.
 * @param deps - platform dependencies
 */
export function catalogContext(deps: Pick<PlatformDeps, 'config'>): DocumentContext {
  return { currency: deps.config.currency, storefrontUrl: deps.config.webUrl };
}

/**
 * The document a staff write answers with: everything, variants and merchant data included.
 * @param state - the product
 * @param collectionIds - its collections
 * @param context - currency and storefront URL
 */
export function fullDocument(
  state: ProductState,
  collectionIds: readonly string[],
  context: DocumentContext,
): WireProduct {
  return toWireProduct(state, context, { merchant: true, variants: true, collectionIds });
}

async function assertSlugFree(tx: Queryable, slug: string, exceptId?: string): Promise<void> {
  await lockSlugs(tx, 'catalog_products');
  const rows = await tx.query(
    'SELECT 1 FROM catalog_products WHERE slug = $1 AND id IS DISTINCT FROM $2::uuid',
    [slug, exceptId ?? null],
  );
  if (rows.length > 0) {
    throw ApiError.conflict('SLUG_ALREADY_EXISTS', `Another product already uses the slug "${slug}"`, {
      slug,
    });
  }
}

/**
 * Creates a product from a validated input inside a transaction (the seed uses it for the whole demo catalog).
 * @param tx - the transaction
 * @param deps - platform dependencies (clock, config)
 * @param input - the validated `product`
 * @param options - collections to join besides "All Products", an explicit creation time, the event actor
 * @returns the new model and its full document
 * @throws ApiError - 409 `SLUG_ALREADY_EXISTS` for an explicit slug in use
 */
export async function insertNewProduct(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
  input: ProductPatch,
  options: {
    collectionIds?: readonly string[];
    now?: Date;
    actor?: EventContext['actor'];
    prepare?: (state: ProductState) => ProductState;
  } = {},
): Promise<{ state: ProductState; document: WireProduct }> {
  const context = catalogContext(deps);
  await lockSlugs(tx, 'catalog_products');
  let slug: string;
  if (input.slug) {
    await assertSlugFree(tx, input.slug);
    slug = input.slug;
  } else {
    slug = await freeSlug(tx, 'catalog_products', slugify(input.name ?? '', 'product'));
  }
  const [numericId] = await nextNumericIds(tx, 1);
  const now = (options.now ?? deps.clock.now()).toISOString();
  const created = createProductState(input, {
    id: randomUUID(),
    numericId: numericId!,
    inventoryItemId: randomUUID(),
    slug,
    now,
  });
  const state = options.prepare ? options.prepare(created) : created;
  const collectionIds = [ALL_PRODUCTS_COLLECTION_ID, ...(options.collectionIds ?? [])];
  await insertProduct(tx, state, collectionIds, context);
  const document = fullDocument(state, collectionIds, context);
  const events: EventContext = { tx, clock: deps.clock, actor: options.actor };
  await productCreated(events, document);
  await inventoryItemsReplaced(events, undefined, state);
  return { state, document };
}

/**
 * `POST /stores/v1/products`: creates a physical product (rule 161: digital products are not created through the
 * API).
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param input - the validated `product`
 * @returns `{product}` with variants and merchant data
 * @throws ApiError - 400 for a digital product; 409 for a slug in use
 */
export async function createProduct(
  deps: PlatformDeps,
  caller: Caller,
  input: ProductPatch,
): Promise<WireProduct> {
  if (input.productType === 'digital') {
    throw ApiError.invalidField(
      'product.productType',
      'only physical products can be created through the API',
      'INVALID_ENUM_VALUE',
      { allowed: ['physical'] },
    );
  }
  return deps.db.transaction(
    async (tx) => (await insertNewProduct(tx, deps, input, { actor: actorOf(caller) })).document,
  );
}

/** What a change to one product did, for its events. */
export interface ProductChange {
  state: ProductState;
  /** Product fields the request set (ProductChanged). */
  changedFields: readonly string[];
  /** Variants whose data changed, and which of their fields (VariantsChanged). */
  variants?: { ids: ReadonlySet<string>; fields: readonly string[] };
}

/**
 * Changes one product in a transaction: locks it, applies `change` to its model, saves it, and appends
 * `product_updated` (and VariantsChanged / inventory events when variants or stock changed). A change that leaves
 * the product as it was saves nothing and appends nothing.
 * @param deps - platform dependencies
 * @param caller - who changes it
 * @param id - the product id
 * @param change - the pure change (may throw ApiError)
 * @returns the product's new full document
 * @throws ApiError - 404 `PRODUCT_NOT_FOUND`, or whatever `change` throws
 */
export async function changeProduct(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  change: (state: ProductState, tx: Queryable) => ProductChange | Promise<ProductChange>,
): Promise<WireProduct> {
  const context = catalogContext(deps);
  return deps.db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    const result = await change(row.state, tx);
    if (productUnchanged(row.state, result.state)) return fullDocument(row.state, row.collectionIds, context);
    const state = { ...result.state, lastUpdated: deps.clock.now().toISOString() };
    await saveProduct(tx, { state, collectionIds: row.collectionIds }, context);
    const document = fullDocument(state, row.collectionIds, context);
    const events: EventContext = { tx, clock: deps.clock, actor: actorOf(caller) };
    const previous = fullDocument(row.state, row.collectionIds, context);
    await productUpdated(events, previous, document, result.changedFields);
    await inventoryItemsReplaced(events, row.state, state);
    if (result.variants) await variantsChanged(events, state, result.variants.ids, result.variants.fields);
    const trackingChanged = state.trackInventory !== row.state.trackInventory;
    const stock = inventoryChanges(row.state, state);
    if (trackingChanged || stock.length > 0) {
      await inventoryChanged(events, state, stock, { reason: 'MANUAL', trackingChanged });
    }
    return document;
  });
}

/**
 * `PATCH /stores/v1/products/{id}`: updates the given fields.
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param id - the product id
 * @param patch - the validated `product`
 * @returns `{product}`
 * @throws ApiError - 404, 409 (slug in use), 400/428 from the model
 */
export async function updateProduct(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  patch: ProductPatch,
): Promise<WireProduct> {
  const now = deps.clock.now().toISOString();
  return changeProduct(deps, caller, id, async (state, tx) => {
    if (patch.slug && patch.slug !== state.slug) await assertSlugFree(tx, patch.slug, id);
    return applyProductPatch(state, patch, now);
  });
}

/**
 * `DELETE /stores/v1/products/{id}`: deletes the product and its variants (collections keep existing).
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param id - the product id
 * @throws ApiError - 404 `PRODUCT_NOT_FOUND`
 */
export async function deleteProduct(deps: PlatformDeps, caller: Caller, id: string): Promise<void> {
  const context = catalogContext(deps);
  await deps.db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    await tx.query('DELETE FROM catalog_products WHERE id = $1', [id]);
    catalogChanged(tx);
    const document = fullDocument(row.state, row.collectionIds, context);
    const events: EventContext = { tx, clock: deps.clock, actor: actorOf(caller) };
    await productDeleted(events, document);
    await inventoryItemsReplaced(events, row.state, undefined);
  });
}

/**
 * `DELETE /stores/v1/products/{id}/options`: removes every option, leaving the single default variant (rule 167:
 * only while variants are not managed).
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param id - the product id
 * @throws ApiError - 404; 428 `VARIANT_MANAGEMENT_ENABLED`
 */
export async function deleteProductOptions(deps: PlatformDeps, caller: Caller, id: string): Promise<void> {
  await changeProduct(deps, caller, id, (state) => {
    if (state.manageVariants) {
      throw ApiError.precondition(
        'VARIANT_MANAGEMENT_ENABLED',
        'Options can only be deleted when the product does not manage its variants (rule 167)',
      );
    }
    const next = { ...state, productOptions: [] };
    next.variants = regenerateVariants(next, { inStock: state.inStock });
    return { state: next, changedFields: ['productOptions'] };
  });
}

/**
 * `POST …/remove-brand` and `…/remove-ribbon` (rule 170).
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param id - the product id
 * @param field - which one to clear
 */
export async function clearProductLabel(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  field: 'brand' | 'ribbon',
): Promise<void> {
  await changeProduct(deps, caller, id, (state) => ({
    state: field === 'brand' ? { ...state, brand: undefined } : { ...state, ribbon: '' },
    changedFields: [field],
  }));
}
