/**
 * The catalog as other modules see it (the cart, checkout and orders issues): read catalog items for line items, and
 * take units out of (or put them back into) inventory inside the caller's transaction, with row locks so two
 * checkouts cannot both take the last unit. See README.md in this folder.
 */
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { inventoryChanged, productUpdated } from './catalog-events';
import { createCatalogItemMemo } from './catalog-item-memo';
import { formatMoney, roundMoney } from './catalog-money';
import { mediaOfChoices } from './product-media';
import { discountedPrice } from './product-pricing';
import { createProductRowCache } from './product-row-cache';
import { catalogContext, fullDocument } from './product-service';
import type { ProductState, ProductType } from './product-state';
import { adjustTrackedQuantity, inventoryChanges } from './product-stock';
import { lockProducts, type ProductRow, saveProduct } from './product-store';
import { matchesChoices, type ResolvedVariant, resolveVariants } from './product-variants';

/** A reference to a catalog item: a product and one of its variants, by id or by its full choice selection. */
export interface CatalogItemRef {
  productId: string;
  /** The variant id (`catalogReference.options.variantId`). */
  variantId?: string;
  /** Option name → choice description (`catalogReference.options.options`), when no variant id is given. */
  choices?: Record<string, string>;
}

/** What a line item needs to know about a catalog item (prices are catalog numbers in the store currency). */
export interface CatalogItem {
  productId: string;
  variantId: string;
  name: string;
  slug: string;
  productType: ProductType;
  sku: string;
  /** Option name → choice description (empty for a product without options). */
  choices: Record<string, string>;
  /** The variant's price before the product discount. */
  price: number;
  discountedPrice: number;
  formattedPrice: string;
  formattedDiscountedPrice: string;
  currency: string;
  /** Kilograms (physical products). */
  weight?: number;
  /** The variant's image (its choices' media), else the product's main image. */
  image?: { id: string; url: string; width: number; height: number; altText?: string };
  /** False when the product or the variant is hidden: shoppers cannot buy it. */
  visible: boolean;
  trackQuantity: boolean;
  /** Units left, when tracked. */
  quantity?: number;
  inStock: boolean;
  collectionIds: string[];
  /** `productPageUrl` path. */
  pagePath: string;
}

/** Units of one variant to take out or put back. */
export interface InventoryItemQuantity {
  productId: string;
  variantId: string;
  quantity: number;
}

/** Why inventory changes (the reason of `inventory_item_updated_with_reason`, business-rules rule 52). */
export type InventoryReason = 'ORDER' | 'MANUAL' | 'REVERT_INVENTORY_CHANGE';

/** How a change of units is recorded: its reason and who made it (the events' identity). */
export interface InventoryChangeOptions {
  reason?: InventoryReason;
  actor?: EventActor;
  /**
   * Also the product events of each changed product, as a product update of its stock appends them
   * (`product_updated` v3 and `ProductChanged` v1 with `changedFields: ['stock']`, before the inventory events): the
   * Inventory API's decrement and increment, like its `updateInventoryVariants` (inventory-adjustments.ts).
   */
  productEvents?: boolean;
}

/** The catalog service other modules use. */
export interface CatalogService {
  /**
   * Reads catalog items, one per reference, in order; `undefined` where the product, the variant or the choice
   * selection does not exist (the cart's NOT_FOUND availability, business-rules rule 12). Items are built once per
   * product version and shared between calls (catalog-item-memo.ts): callers must not change them.
   */
  getCatalogItems(db: Queryable, refs: readonly CatalogItemRef[]): Promise<(CatalogItem | undefined)[]>;
  /**
   * Takes units out of inventory inside `tx`, locking the products until it ends. Tracked variants lose the units;
   * untracked ones must be in stock (a sale), unless `checkUntracked` is false (the Inventory API's decrement, which
   * leaves untracked items alone). All or nothing: when anything is short, nothing changes and it throws.
   * @throws ApiError - 428 `INSUFFICIENT_INVENTORY` with `data.items[] {productId, variantId, requested, available}`
   */
  decrementInventory(
    tx: Queryable,
    items: readonly InventoryItemQuantity[],
    options?: InventoryChangeOptions & { checkUntracked?: boolean },
  ): Promise<void>;
  /**
   * Locks the products' inventory until `tx` ends, in id order. A transaction that both takes and puts back units
   * (an order edit) locks every product it touches first: taking and restocking lock one set each, and two such
   * transactions in opposite directions would otherwise each hold what the other waits for.
   */
  lockInventory(tx: Queryable, productIds: readonly string[]): Promise<void>;
  /** Puts units back into tracked inventory (a canceled order restocked, rule 52); unknown items are skipped. */
  restockInventory(
    tx: Queryable,
    items: readonly InventoryItemQuantity[],
    options?: InventoryChangeOptions,
  ): Promise<void>;
}

function findVariant(variants: readonly ResolvedVariant[], ref: CatalogItemRef): ResolvedVariant | undefined {
  if (ref.variantId) return variants.find((variant) => variant.id === ref.variantId);
  const choices = ref.choices ?? {};
  return variants.find(
    (variant) =>
      Object.keys(variant.choices).length === Object.keys(choices).length &&
      matchesChoices(variant.choices, choices),
  );
}

function toCatalogItem(row: ProductRow, variant: ResolvedVariant, currency: string): CatalogItem {
  const { state } = row;
  // Lines are priced from these numbers (cart, checkout, order edits), which must fit the currency's minor unit.
  const price = roundMoney(variant.price, currency);
  const discounted = discountedPrice(price, state.discount, currency);
  const image =
    mediaOfChoices(state, variant.choices).find((item) => item.mediaType === 'image') ??
    state.media.find((item) => item.mediaType === 'image');
  return {
    productId: state.id,
    variantId: variant.id,
    name: state.name,
    slug: state.slug,
    productType: state.productType,
    sku: variant.sku,
    choices: variant.choices,
    price,
    discountedPrice: discounted,
    formattedPrice: formatMoney(price, currency),
    formattedDiscountedPrice: formatMoney(discounted, currency),
    currency,
    ...(variant.weight !== undefined && { weight: variant.weight }),
    ...(image && {
      image: {
        id: image.id,
        url: image.url,
        width: image.width,
        height: image.height,
        ...(image.altText !== undefined && { altText: image.altText }),
      },
    }),
    visible: state.visible && variant.visible,
    trackQuantity: variant.trackQuantity,
    ...(variant.quantity !== undefined && { quantity: variant.quantity }),
    inStock: variant.inStock,
    collectionIds: row.collectionIds,
    pagePath: `/product-page/${state.slug}`,
  };
}

function totals(items: readonly InventoryItemQuantity[]): Map<string, InventoryItemQuantity> {
  const byVariant = new Map<string, InventoryItemQuantity>();
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 0) {
      throw ApiError.invalidField('quantity', 'must be a non-negative integer', 'VALIDATION');
    }
    const key = `${item.productId}-${item.variantId}`;
    const seen = byVariant.get(key);
    byVariant.set(key, { ...item, quantity: (seen?.quantity ?? 0) + item.quantity });
  }
  return byVariant;
}

/**
 * Creates the catalog service.
 * @param deps - platform dependencies (clock and configuration for documents and events)
 * @example
 * const catalog = createCatalogService(deps);
 * const [item] = await catalog.getCatalogItems(deps.db, [{ productId, variantId }]);
 * await deps.db.transaction((tx) => catalog.decrementInventory(tx, [{ productId, variantId, quantity: 2 }]));
 */
export function createCatalogService(deps: Pick<PlatformDeps, 'clock' | 'config'>): CatalogService {
  const context = catalogContext(deps);
  // Carts and checkouts resolve the same few products on every call; the catalog changes rarely.
  const products = createProductRowCache();
  const memo = createCatalogItemMemo((row, variant) => toCatalogItem(row, variant, context.currency));

  async function applyQuantities(
    tx: Queryable,
    items: readonly InventoryItemQuantity[],
    sign: 1 | -1,
    {
      reason,
      actor,
      checkUntracked,
      productEvents,
    }: { reason: InventoryReason; actor?: EventActor; checkUntracked: boolean; productEvents?: boolean },
  ): Promise<void> {
    const wanted = totals(items);
    const rows = await lockProducts(
      tx,
      [...wanted.values()].map((item) => item.productId),
    );
    const after = new Map<string, ProductState>();
    const short: Record<string, unknown>[] = [];
    for (const item of wanted.values()) {
      const row = rows.get(item.productId);
      const before = after.get(item.productId) ?? row?.state;
      const variant = before && resolveVariants(before).find((candidate) => candidate.id === item.variantId);
      if (!row || !before || !variant) {
        if (sign === -1)
          short.push({
            productId: item.productId,
            variantId: item.variantId,
            requested: item.quantity,
            available: 0,
          });
        continue;
      }
      if (!variant.trackQuantity) {
        if (sign === -1 && checkUntracked && !variant.inStock && item.quantity > 0) {
          short.push({
            productId: item.productId,
            variantId: item.variantId,
            requested: item.quantity,
            available: 0,
          });
        }
        continue;
      }
      const next = adjustTrackedQuantity(before, item.variantId, -sign * item.quantity);
      if (!next) {
        short.push({
          productId: item.productId,
          variantId: item.variantId,
          requested: item.quantity,
          available: variant.quantity ?? 0,
        });
        continue;
      }
      after.set(item.productId, next);
    }
    if (short.length > 0) {
      throw ApiError.precondition('INSUFFICIENT_INVENTORY', 'Some items do not have enough units in stock', {
        items: short,
      });
    }
    const now = deps.clock.now().toISOString();
    for (const [productId, changed] of after) {
      const row = rows.get(productId)!;
      const state = { ...changed, lastUpdated: now };
      await saveProduct(tx, { state, collectionIds: row.collectionIds }, context);
      const events = { tx, clock: deps.clock, actor };
      if (productEvents) {
        const { collectionIds } = row;
        const previous = fullDocument(row.state, collectionIds, context);
        await productUpdated(events, previous, fullDocument(state, collectionIds, context), ['stock']);
      }
      await inventoryChanged(events, state, inventoryChanges(row.state, state), { reason });
    }
  }

  return {
    async getCatalogItems(db, refs) {
      const ids = [...new Set(refs.map((ref) => ref.productId))].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      const byId = await products.read(db, ids);
      return refs.map((ref) => {
        const row = byId.get(ref.productId);
        const variant = row && findVariant(memo.variantsOf(row), ref);
        return row && variant ? memo.itemOf(row, variant) : undefined;
      });
    },
    decrementInventory: (tx, items, options = {}) =>
      applyQuantities(tx, items, -1, {
        reason: options.reason ?? 'ORDER',
        actor: options.actor,
        checkUntracked: options.checkUntracked ?? true,
        productEvents: options.productEvents,
      }),
    async lockInventory(tx, productIds) {
      await lockProducts(tx, productIds);
    },
    restockInventory: (tx, items, options = {}) =>
      applyQuantities(tx, items, 1, {
        reason: options.reason ?? 'REVERT_INVENTORY_CHANGE',
        actor: options.actor,
        checkUntracked: false,
        productEvents: options.productEvents,
      }),
  };
}
