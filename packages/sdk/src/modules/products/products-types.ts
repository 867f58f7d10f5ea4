import type { PagingMetadata } from '../../query/query-result';
import type {
  Collection,
  Dimensions,
  DiscountType,
  Media,
  OptionType,
  PriceData,
  Product,
  ProductOption,
  ProductType,
  StoreVariant,
  Variant,
} from './product-types';

/** A product option as written: each choice needs a value or a description (colour options: hex and name). */
export interface ProductOptionInput {
  optionType?: OptionType;
  name: string;
  choices: { value?: string; description?: string }[];
}

/** The writable fields of a product (`createProduct`, `updateProduct`); read-only fields are ignored if sent. */
export interface ProductInput {
  name?: string;
  slug?: string;
  visible?: boolean;
  /** Only `physical` products can be created through the API. */
  productType?: ProductType;
  description?: string;
  sku?: string;
  weight?: number | null;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
  priceData?: { price?: number };
  costAndProfitData?: { itemCost?: number };
  pricePerUnitData?: {
    totalQuantity: number;
    totalMeasurementUnit: string;
    baseQuantity: number;
    baseMeasurementUnit: string;
  };
  discount?: { type: DiscountType; value: number };
  additionalInfoSections?: { title: string; description: string }[];
  customTextFields?: { title: string; maxLength: number; mandatory?: boolean }[];
  ribbon?: string;
  brand?: string;
  manageVariants?: boolean;
  productOptions?: ProductOptionInput[];
  /** Bazaar extension (stock is read-only in the official API): tracking, quantity or in-stock flag. */
  stock?: { trackInventory?: boolean; quantity?: number; inStock?: boolean };
  [field: string]: unknown;
}

/** `createProduct`'s product: a name and a price are required. */
export type CreateProductInput = ProductInput & { name: string; priceData: { price: number } };

/** `{product}`: what product reads and writes return. */
export interface ProductResponse {
  product?: Product;
}

/** Options of `getProduct`. */
export interface GetProductOptions {
  /** Cost and profit data (staff only). */
  includeMerchantSpecificData?: boolean;
}

/**
 * Extra fields of the `queryProducts` request (Bazaar extensions beside the official builder): variants,
 * hidden products and merchant data (the last two for staff only).
 */
export interface QueryProductsOptions {
  includeVariants?: boolean;
  includeHiddenProducts?: boolean;
  includeMerchantSpecificData?: boolean;
}

/** The data of the selected variant in `getProductOptionsAvailability`. */
export interface VariantData {
  price?: PriceData;
  convertedPriceData?: PriceData;
  weight?: number;
  sku?: string;
  quantity?: number;
  inStock?: boolean;
  visible?: boolean;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
}

/** The answer of `getProductOptionsAvailability`. */
export interface ProductOptionsAvailabilityResponse {
  /** Only when every option is chosen. */
  selectedVariant?: VariantData;
  media?: Media;
  /** The options, each choice's `inStock`/`visible` recomputed for the selection. */
  productOptions?: ProductOption[];
  availableForPurchase?: boolean;
}

/** Options of `queryProductVariants`. */
export interface QueryProductVariantsOptions {
  /** Option name → choice description; may be partial. */
  choices?: Record<string, string>;
  variantIds?: string[];
  paging?: { limit?: number; offset?: number };
  includeMerchantSpecificData?: boolean;
}

/** The answer of `queryProductVariants`. */
export interface QueryProductVariantsResponse {
  variants?: Variant[];
  metadata?: { items?: number; offset?: number };
  totalResults?: number;
}

/** A query in the platform's query language (filter, sort, offset or cursor paging). */
export interface PlatformQuery {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[];
  paging?: { limit?: number; offset?: number };
  cursorPaging?: { limit?: number; cursor?: string };
}

/** The answer of `queryStoreVariants`. */
export interface QueryStoreVariantsResponse {
  variants?: StoreVariant[];
  metadata?: PagingMetadata;
}

/** The answer of `getStoreVariant`. */
export interface GetStoreVariantResponse {
  variant?: StoreVariant;
}

/** Changes to the variants matching (possibly partial) `choices` or listed in `variantIds`; `null` resets a value. */
export interface VariantOverride {
  choices?: Record<string, string>;
  variantIds?: string[];
  price?: number | null;
  cost?: number | null;
  weight?: number | null;
  sku?: string | null;
  visible?: boolean | null;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
}

/** The answer of `updateProductVariants`: every variant of the product. */
export interface UpdateVariantsResponse {
  variants?: Variant[];
}

/** A media item to add: an uploaded media id or a URL, optionally for one choice. */
export interface MediaDataForWrite {
  mediaId?: string;
  url?: string;
  choice?: { option: string; choice: string };
}

/** Media of the product assigned to (or removed from) one choice. */
export interface MediaAssignmentToChoice {
  option: string;
  choice: string;
  mediaIds?: string[];
}

/** The writable fields of a collection. */
export interface CollectionInput {
  name?: string;
  slug?: string;
  description?: string;
  visible?: boolean;
  /** Bazaar extension (media is read-only in the official API): an uploaded media id or an image URL. */
  media?: { mainMedia?: { _id?: string; image?: { url: string } } };
  [field: string]: unknown;
}

/** `{collection}`. */
export interface CollectionResponse {
  collection?: Collection;
}

/** The one property `bulkUpdateProductsProperty` sets ("" removes the ribbon or brand). */
export interface SetValue {
  price?: number;
  cost?: number;
  weight?: number;
  ribbon?: string;
  brand?: string;
}

/** How to change a number: add an amount, or a percentage (`rate: 10` = +10%). */
export interface PropertyAdjustmentData {
  amount?: number;
  percentage?: { rate?: number; roundToInt?: boolean };
}

/** The one property `bulkAdjustProductProperty` adjusts. */
export interface AdjustValue {
  price?: PropertyAdjustmentData;
  cost?: PropertyAdjustmentData;
  weight?: PropertyAdjustmentData;
}

/** The answer of the bulk calls: one result per id, in order. */
export interface BulkProductsResponse {
  results?: {
    itemMetadata?: {
      _id?: string;
      originalIndex?: number;
      success?: boolean;
      error?: { code?: string; description?: string; data?: Record<string, unknown> };
    };
  }[];
  bulkActionMetadata?: { totalSuccesses?: number; totalFailures?: number; undetailedFailures?: number };
}
