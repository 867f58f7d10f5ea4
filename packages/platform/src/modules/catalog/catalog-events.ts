/**
 * The catalog's events (events.md), appended to the outbox in the caller's transaction. Two families:
 * - domain events (`wix.stores.catalog.v3.*`, the spec §7 "Events handled" list): `payload` is the DomainEvent body
 *   (`createdEvent` / `updatedEvent` / `deletedEvent` / `actionEvent`);
 * - legacy non-domain events (`com.wix.ecommerce.*`, the types the official v1 `products` and `inventory` modules
 *   handle): `payload` is the raw event data, delivered as-is.
 */
import type { Caller } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { appendEvent, type EventActor } from '../../outbox/append-event';
import type { ProductState } from './product-state';
import type { InventoryChange } from './product-stock';
import { toProductV3Entity } from './product-v3-entity';
import { resolveVariants } from './product-variants';

/** Who made a catalog change, for the event's identity. */
export function actorOf(caller: Caller | undefined): EventActor | undefined {
  if (!caller) return undefined;
  if (caller.kind === 'apiKey') return { identityType: 'APP', appId: caller.apiKeyId };
  if (caller.kind === 'member') return { identityType: 'MEMBER', memberId: caller.memberId };
  if (caller.kind === 'visitor')
    return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: caller.visitorId };
  return undefined;
}

/** What every catalog event needs. */
export interface EventContext {
  tx: Queryable;
  clock: Clock;
  actor?: EventActor;
}

const PRODUCT_FQDN = 'wix.stores.catalog.v3.product';
const INVENTORY_FQDN = 'wix.stores.catalog.v3.inventory_item';
const V1 = 'com.wix.ecommerce.catalog.api.v1';
const INVENTORY_V1 = 'com.wix.ecommerce.inventory.api.v1';

async function domain(
  ctx: EventContext,
  fqdn: string,
  slug: string,
  entityId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await appendEvent(
    ctx.tx,
    { type: `${fqdn}_${slug}`, entityFqdn: fqdn, entityId, slug, payload, actor: ctx.actor },
    ctx.clock,
  );
}

async function legacy(
  ctx: EventContext,
  type: string,
  entity: string,
  entityId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  // Non-domain events have no entity FQDN of their own; the last part of the type names the change.
  const slug = type.slice(type.lastIndexOf('.') + 1);
  await appendEvent(
    ctx.tx,
    { type, entityFqdn: entity, entityId, slug, payload, actor: ctx.actor },
    ctx.clock,
  );
}

/** The product entity of domain events: the v3 product (v3 consumers read v3 fields, product-v3-entity.ts). */
function entityOf(product: Record<string, unknown>): Record<string, unknown> {
  return toProductV3Entity(product);
}

/**
 * A product was created: `wix.stores.catalog.v3.product_created` and `…v1.ProductCreated`.
 * @param ctx - transaction, clock, actor
 * @param product - the product document (with merchant data)
 */
export async function productCreated(ctx: EventContext, product: Record<string, unknown>): Promise<void> {
  const id = String(product.id);
  await domain(ctx, PRODUCT_FQDN, 'created', id, { createdEvent: { entity: entityOf(product) } });
  const { name, priceData, visible, media, sku, productPageUrl, brand, costAndProfitData, slug } = product;
  await legacy(ctx, `${V1}.ProductCreated`, 'wix.stores.catalog.v1.product', id, {
    productId: id,
    ...{ name, price: priceData, visible, media, sku, productPageUrl, brand, costAndProfitData, slug },
    originatedFromVersion: 'V1_CATALOG',
  });
}

/**
 * A product changed: `wix.stores.catalog.v3.product_updated` — the v3 product and, as `modifiedFields`, the previous
 * value of each top-level v3 field that changed (events.md §4 `updatedEvent`) — and `…v1.ProductChanged`.
 * @param ctx - transaction, clock, actor
 * @param before - the product document before the change
 * @param product - the product document after the change
 * @param changedFields - the fields the request changed
 */
export async function productUpdated(
  ctx: EventContext,
  before: Record<string, unknown>,
  product: Record<string, unknown>,
  changedFields: readonly string[],
): Promise<void> {
  const id = String(product.id);
  const previous = entityOf(before);
  const currentEntity = entityOf(product);
  const modifiedFields: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(currentEntity)])) {
    if (JSON.stringify(previous[key]) !== JSON.stringify(currentEntity[key]))
      modifiedFields[key] = previous[key] ?? null;
  }
  await domain(ctx, PRODUCT_FQDN, 'updated', id, { updatedEvent: { currentEntity, modifiedFields } });
  await legacy(ctx, `${V1}.ProductChanged`, 'wix.stores.catalog.v1.product', id, {
    productId: id,
    changedFields,
    originatedFromVersion: 'V1_CATALOG',
  });
}

/**
 * A product was deleted: `wix.stores.catalog.v3.product_deleted` and `…v1.ProductDeleted`.
 * @param ctx - transaction, clock, actor
 * @param product - the deleted product's document
 */
export async function productDeleted(ctx: EventContext, product: Record<string, unknown>): Promise<void> {
  const id = String(product.id);
  await domain(ctx, PRODUCT_FQDN, 'deleted', id, { deletedEvent: { deletedEntity: entityOf(product) } });
  await legacy(ctx, `${V1}.ProductDeleted`, 'wix.stores.catalog.v1.product', id, {
    productId: id,
    originatedFromVersion: 'V1_CATALOG',
  });
}

/**
 * Variants changed (`PATCH …/variants`, reset): `…v1.VariantsChanged`.
 * @param ctx - transaction, clock, actor
 * @param state - the product after the change
 * @param variantIds - the variants that changed
 * @param changedFields - the variant fields the request set
 */
export async function variantsChanged(
  ctx: EventContext,
  state: ProductState,
  variantIds: ReadonlySet<string>,
  changedFields: readonly string[],
): Promise<void> {
  const variants = state.variants
    .filter((variant) => variantIds.has(variant.id))
    .map((variant) => ({ variantId: variant.id, choices: variant.choices, changedFields }));
  if (variants.length === 0) return;
  await legacy(ctx, `${V1}.VariantsChanged`, 'wix.stores.catalog.v1.product', state.id, {
    productId: state.id,
    variants,
    originatedFromVersion: 'V1_CATALOG',
  });
}

/**
 * A collection changed: `…v1.CollectionCreated`, `CollectionChanged` or `CollectionDeleted` (the only collection
 * events there are, events.md "Stores catalog v1 products").
 * @param ctx - transaction, clock, actor
 * @param kind - what happened
 * @param collection - the collection document (created), or its id and changed fields
 */
export async function collectionEvent(
  ctx: EventContext,
  kind: 'Created' | 'Changed' | 'Deleted',
  collection: { id: string; changedFields?: string[]; doc?: Record<string, unknown> },
): Promise<void> {
  const data: Record<string, unknown> = { collection_Id: collection.id };
  if (kind === 'Created' && collection.doc) {
    const { name, media, slug, visible } = collection.doc;
    Object.assign(data, { name, media, slug, visible });
  }
  if (kind === 'Changed') data.changedFields = collection.changedFields ?? [];
  data.originatedFromVersion = 'V1_CATALOG';
  await legacy(ctx, `${V1}.Collection${kind}`, 'wix.stores.catalog.v1.collection', collection.id, data);
}

/**
 * Inventory changed (rules 172–173, 52): per variant whose stock changed, `inventory_item_updated` (v3, with the
 * previous values as `modifiedFields`), `inventory_item_updated_with_reason` (with the reason) and, when it went in
 * or out of stock, `inventory_item_stock_status_updated`; per product,
 * `InventoryVariantsChanged` (v1), and `InventoryItemChanged` (v1) when tracking was switched.
 * @param ctx - transaction, clock, actor
 * @param state - the product after the change
 * @param changes - the variants whose stock changed
 * @param options - the reason, and whether tracking was switched
 */
export async function inventoryChanged(
  ctx: EventContext,
  state: ProductState,
  changes: readonly InventoryChange[],
  options: { reason: 'ORDER' | 'MANUAL' | 'REVERT_INVENTORY_CHANGE'; trackingChanged?: boolean },
): Promise<void> {
  const updatedDate = ctx.clock.now().toISOString();
  if (options.trackingChanged) {
    await legacy(
      ctx,
      `${INVENTORY_V1}.InventoryItemChanged`,
      'wix.stores.inventory.v1.inventory_item',
      state.inventoryItemId,
      {
        inventoryItemId: state.inventoryItemId,
        productId: state.id,
        trackInventory: state.trackInventory,
        // A protobuf JSON FieldMask: one comma-separated string on the wire (transforms.md "Field mask"); the
        // official client splits it into paths and reads an array as no mask at all.
        fieldMask: 'trackInventory',
        updatedDate,
      },
    );
  }
  if (changes.length === 0) return;
  const resolved = new Map(resolveVariants(state).map((variant) => [variant.id, variant]));
  for (const change of changes) {
    const variant = resolved.get(change.variantId);
    if (!variant) continue;
    const currentEntity = inventoryItemOf(state, variant, updatedDate);
    const id = currentEntity.id;
    // The plain `updated` event too: a subscriber of onInventoryItemUpdated hears of every stock change, with the
    // previous values of what changed (the reason is only in `updated_with_reason`).
    const modifiedFields: Record<string, unknown> = {};
    if (change.oldValue.quantity !== change.newValue.quantity)
      modifiedFields.quantity = change.oldValue.quantity ?? null;
    if (change.oldValue.inStock !== change.newValue.inStock) {
      modifiedFields.inStock = change.oldValue.inStock;
      modifiedFields.availabilityStatus = availabilityOf(change.oldValue.inStock);
    }
    await domain(ctx, INVENTORY_FQDN, 'updated', id, { updatedEvent: { currentEntity, modifiedFields } });
    await domain(ctx, INVENTORY_FQDN, 'updated_with_reason', id, {
      actionEvent: { body: { currentEntity, reason: options.reason } },
    });
    if (change.oldValue.inStock !== change.newValue.inStock) {
      await domain(ctx, INVENTORY_FQDN, 'stock_status_updated', id, {
        actionEvent: { body: { inStock: change.newValue.inStock } },
      });
    }
  }
  await legacy(
    ctx,
    `${INVENTORY_V1}.InventoryVariantsChanged`,
    'wix.stores.inventory.v1.inventory_item',
    state.inventoryItemId,
    {
      inventoryItemId: state.inventoryItemId,
      productId: state.id,
      variants: changes.map((change) => ({
        id: change.variantId,
        oldValue: change.oldValue,
        newValue: change.newValue,
      })),
      updatedDate,
    },
  );
}

const availabilityOf = (inStock: boolean) => (inStock ? 'IN_STOCK' : 'OUT_OF_STOCK');

/**
 * The v3 inventory item of a variant (one per variant; its id joins the product and variant ids).
 * @param state - the product
 * @param variant - the resolved variant
 * @param updatedDate - ISO time of the change
 */
function inventoryItemOf(
  state: ProductState,
  variant: ReturnType<typeof resolveVariants>[number],
  updatedDate: string,
): Record<string, unknown> & { id: string } {
  return {
    id: `${state.id}-${variant.id}`,
    variantId: variant.id,
    productId: state.id,
    trackQuantity: variant.trackQuantity,
    ...(variant.quantity !== undefined && { quantity: variant.quantity }),
    inStock: variant.inStock,
    availabilityStatus: availabilityOf(variant.inStock),
    createdDate: state.createdDate,
    updatedDate,
  };
}

/**
 * Inventory items came or went with their variants (spec §7 "inventory item created / deleted"): a new product, a
 * deleted one, or options that regenerated the variants. `inventory_item_created` with each new item,
 * `inventory_item_deleted` with each removed one.
 * @param ctx - transaction, clock, actor
 * @param before - the product before (undefined for a new product)
 * @param after - the product after (undefined for a deleted product)
 */
export async function inventoryItemsReplaced(
  ctx: EventContext,
  before: ProductState | undefined,
  after: ProductState | undefined,
): Promise<void> {
  const updatedDate = ctx.clock.now().toISOString();
  const old = before ? resolveVariants(before) : [];
  const now = after ? resolveVariants(after) : [];
  const kept = new Set(now.map((variant) => variant.id));
  for (const variant of old) {
    if (kept.has(variant.id)) continue;
    const deletedEntity = inventoryItemOf(before!, variant, updatedDate);
    await domain(ctx, INVENTORY_FQDN, 'deleted', deletedEntity.id, { deletedEvent: { deletedEntity } });
  }
  const existed = new Set(old.map((variant) => variant.id));
  for (const variant of now) {
    if (existed.has(variant.id)) continue;
    const entity = inventoryItemOf(after!, variant, updatedDate);
    await domain(ctx, INVENTORY_FQDN, 'created', entity.id, { createdEvent: { entity } });
  }
}
