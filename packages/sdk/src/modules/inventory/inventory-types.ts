// The types of the `inventory` module (the Inventory API v2 of @wix/stores `inventory`), in the official names.

/** Stock of one variant of an inventory item. */
export interface InventoryVariantV2 {
  variantId?: string;
  inStock?: boolean | null;
  /** Units left, when the quantity is tracked. */
  quantity?: number | null;
  /** Always false here: preorder is not sold. */
  availableForPreorder?: boolean;
}

/** Preorder settings (always disabled here). */
export interface PreorderInfo {
  enabled?: boolean;
  message?: string | null;
  limit?: number | null;
}

/** A product's inventory item: one per product, holding each variant's stock. */
export interface InventoryItemV2 {
  _id?: string | null;
  productId?: string | null;
  trackQuantity?: boolean | null;
  variants?: InventoryVariantV2[];
  lastUpdated?: Date | null;
  numericId?: string;
  preorderInfo?: PreorderInfo;
}

/** `updateInventoryVariants`' item: tracking (for the whole product) and per-variant stock. */
export interface UpdateInventoryVariantsInventoryItem {
  trackQuantity?: boolean | null;
  variants?: InventoryVariantV2[];
  preorderInfo?: PreorderInfo;
}

/** One entry of `decrementInventory`: an inventory item id or a product id, and a variant. */
export interface DecrementData {
  inventoryId?: string;
  productId?: string;
  variantId?: string;
  decrementBy?: number;
  /** Accepted for compatibility; preorder is not sold, so it changes nothing. */
  preorderRequest?: boolean;
}

/** One entry of `incrementInventory`: an inventory item id or a product id, and a variant. */
export interface IncrementData {
  inventoryId?: string;
  productId?: string;
  variantId?: string;
  incrementBy?: number;
}

/** `getInventoryVariants` options: the product id instead of the inventory id, and only some variants. */
export interface GetInventoryVariantsOptions {
  productId?: string;
  variantIds?: string[];
}

/** `getInventoryVariants`' answer. */
export interface GetInventoryVariantsResponse {
  inventoryItem?: InventoryItemV2;
}

/** The legacy query: `filter` and `sort` as JSON strings (objects are accepted too). */
export interface InventoryQuery {
  paging?: { limit?: number | null; offset?: number | null };
  filter?: string | Record<string, unknown> | null;
  sort?: string | Record<string, unknown>[] | null;
}

/** `queryInventory` options. */
export interface QueryInventoryOptions {
  query?: InventoryQuery;
}

/** `queryInventory`' answer. */
export interface QueryInventoryResponse {
  inventoryItems?: InventoryItemV2[];
  metadata?: { items?: number; offset?: number };
  totalResults?: number;
}
