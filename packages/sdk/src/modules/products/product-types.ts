// Catalog shapes as the caller sees them (entities.md "Product", "Collection", "Variant", "StoreVariant"): wire JSON
// with `id/createdDate/updatedDate` renamed to `_id/_createdDate/_updatedDate` at every depth and timestamps as `Date`.
// Catalog v1 money is JSON numbers with formatted strings beside them (business-rules X6). Images keep their wire
// shapes (the official client turns store-variant images into `wix:image://v1/…` strings). Only commonly used fields
// are typed; the index signatures let the rest through.

/** `physical` or `digital` (the API's enums are lower-case). */
export type ProductType = 'unspecified_product_type' | 'physical' | 'digital';

/** Option type. */
export type OptionType = 'unspecified_option_type' | 'drop_down' | 'color';

/** Product-level stock status. */
export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';

/** Discount type. */
export type DiscountType = 'UNDEFINED' | 'NONE' | 'AMOUNT' | 'PERCENT';

/** Media item type. */
export type MediaItemType = 'unspecified_media_item_type' | 'image' | 'video' | 'audio' | 'document' | 'zip';

/** A price with its display strings; amounts are numbers in the store currency. */
export interface PriceData {
  currency?: string;
  price?: number;
  discountedPrice?: number;
  pricePerUnit?: number;
  formatted?: { price?: string; discountedPrice?: string; pricePerUnit?: string };
}

/** Cost and profit (merchant data: staff with `includeMerchantSpecificData`). */
export interface CostAndProfitData {
  itemCost?: number;
  formattedItemCost?: string;
  profit?: number;
  formattedProfit?: string;
  profitMargin?: number;
}

/** `{minValue, maxValue}`. */
export interface NumericPropertyRange {
  minValue?: number;
  maxValue?: number;
}

/** A URL with its pixel size. */
export interface MediaItemUrlAndSize {
  url?: string;
  width?: number;
  height?: number;
  format?: string;
  altText?: string;
}

/** One image or video of a product, a choice or a collection. */
export interface MediaItem {
  _id?: string;
  image?: MediaItemUrlAndSize;
  video?: { files?: MediaItemUrlAndSize[]; stillFrameMediaId?: string };
  thumbnail?: MediaItemUrlAndSize;
  mediaType?: MediaItemType;
  title?: string;
}

/** Media: the main item and every item, in order. */
export interface Media {
  mainMedia?: MediaItem;
  items?: MediaItem[];
}

/** A choice of an option; for colour options `value` is the colour and `description` its name. */
export interface Choice {
  value?: string;
  description?: string;
  media?: Media;
  /** Whether some variant with this choice is in stock. */
  inStock?: boolean;
  /** Whether some variant with this choice is visible. */
  visible?: boolean;
}

/** A product option (Size, Color…). */
export interface ProductOption {
  optionType?: OptionType;
  name?: string;
  choices?: Choice[];
}

/** Product-level stock. */
export interface Stock {
  trackInventory?: boolean;
  quantity?: number;
  inStock?: boolean;
  inventoryStatus?: InventoryStatus;
}

/** Stock of one variant. */
export interface VariantStock {
  trackQuantity?: boolean;
  quantity?: number;
  inStock?: boolean;
}

/** Product or package dimensions (decimal strings). */
export interface Dimensions {
  length?: string;
  width?: string;
  height?: string;
  unit?: 'UNKNOWN_DIMENSIONS_UNIT' | 'MM' | 'CM' | 'M' | 'IN' | 'FT' | 'YD';
}

/** A product variant: one combination of choices (option name → choice description). */
export interface Variant {
  _id?: string;
  choices?: Record<string, string>;
  variant?: {
    priceData?: PriceData;
    convertedPriceData?: PriceData;
    costAndProfitData?: CostAndProfitData;
    weight?: number;
    sku?: string;
    visible?: boolean;
    productDimensions?: Dimensions;
    packageDimensions?: Dimensions;
  };
  stock?: VariantStock;
}

/** A catalog product (Stores catalog v1). */
export interface Product {
  _id?: string;
  name?: string;
  slug?: string;
  visible?: boolean;
  productType?: ProductType;
  description?: string;
  sku?: string;
  weight?: number;
  weightRange?: NumericPropertyRange;
  stock?: Stock;
  /** Deprecated twin of `priceData`. */
  price?: PriceData;
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  priceRange?: NumericPropertyRange;
  costAndProfitData?: CostAndProfitData;
  costRange?: NumericPropertyRange;
  pricePerUnitData?: {
    totalQuantity?: number;
    totalMeasurementUnit?: string;
    baseQuantity?: number;
    baseMeasurementUnit?: string;
  };
  additionalInfoSections?: { title?: string; description?: string }[];
  ribbons?: { text?: string }[];
  media?: Media;
  customTextFields?: { title?: string; maxLength?: number; mandatory?: boolean }[];
  manageVariants?: boolean;
  productOptions?: ProductOption[];
  productPageUrl?: { base?: string; path?: string };
  /** An int64 as a string. */
  numericId?: string;
  inventoryItemId?: string;
  discount?: { type?: DiscountType; value?: number };
  collectionIds?: string[];
  /** With `getProduct`, and with `includeVariants` on queries. */
  variants?: Variant[];
  lastUpdated?: Date;
  _createdDate?: Date;
  ribbon?: string;
  brand?: string;
  [field: string]: unknown;
}

/** A collection of products (v1 and v2 reads have the same fields). */
export interface Collection {
  _id?: string;
  name?: string;
  media?: Media;
  numberOfProducts?: number;
  description?: string;
  slug?: string;
  visible?: boolean;
  lastUpdated?: Date;
  [field: string]: unknown;
}

/** A variant as a flat catalog entity (`{productId}-{variantId}`). */
export interface StoreVariant {
  /** `{productId}-{variantId}`. */
  _id?: string;
  variantId?: string;
  productId?: string;
  variantName?: string;
  productName?: string;
  managedVariant?: boolean;
  sku?: string;
  stock?: VariantStock;
  choices?: Record<string, string>;
  collectionIds?: string[];
  /** The variant's image in its WIRE shape (`{_id, url, width, height, altText?}`), or a video. */
  media?: {
    image?: {
      _id?: string;
      url?: string;
      width?: number;
      height?: number;
      altText?: string;
      filename?: string;
    };
    video?: { _id?: string; resolutions?: MediaItemUrlAndSize[]; filename?: string };
  };
  preorderInfo?: { enabled?: boolean; message?: string; limit?: number };
}
