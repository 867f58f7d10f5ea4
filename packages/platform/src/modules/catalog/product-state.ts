/**
 * The writable model of a catalog product (Stores catalog v1, business-rules §6A–6B): what the catalog service keeps
 * in `catalog_products.state` and derives everything else from (wire documents, filter columns, variant rows). Pure
 * data; the functions that change it live in `product-*.ts` beside this file.
 */

/** "All Products": every product belongs to it and cannot leave it (rule 175). Not a GUID on purpose. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

/** The single variant of a product without options (rule 165). */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

/** The Wix Stores app id: `catalogReference.appId` of cart line items that point at this catalog. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** Product types (lower-case in this API, entities.md "Product"). */
export type ProductType = 'physical' | 'digital';

/** Option types (rule 164). */
export type OptionType = 'drop_down' | 'color';

/** Discount types of a product (rule 163). */
export type DiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';

/** Product-level inventory status (rule 172). */
export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';

/** Measurement units of price-per-unit data. */
export type MeasurementUnit =
  | 'UNSPECIFIED'
  | 'ML'
  | 'CL'
  | 'L'
  | 'CBM'
  | 'MG'
  | 'G'
  | 'KG'
  | 'MM'
  | 'CM'
  | 'M'
  | 'SQM'
  | 'OZ'
  | 'LB'
  | 'FLOZ'
  | 'PT'
  | 'QT'
  | 'GAL'
  | 'IN'
  | 'FT'
  | 'YD'
  | 'SQFT';

/** `pricePerUnitData` (rule 163). */
export interface PricePerUnitData {
  totalQuantity: number;
  totalMeasurementUnit: MeasurementUnit;
  baseQuantity: number;
  baseMeasurementUnit: MeasurementUnit;
}

/** Product or package dimensions; lengths are decimal strings on the wire. */
export interface Dimensions {
  length?: string;
  width?: string;
  height?: string;
  unit?: 'UNKNOWN_DIMENSIONS_UNIT' | 'MM' | 'CM' | 'M' | 'IN' | 'FT' | 'YD';
}

/** One choice of an option; `mediaIds` are ids of the product's media items assigned to it. */
export interface ChoiceRecord {
  value: string;
  description: string;
  mediaIds: string[];
}

/** One product option (≤ 6 per product, rule 164). */
export interface OptionRecord {
  optionType: OptionType;
  name: string;
  choices: ChoiceRecord[];
}

/** One media item of a product. */
export interface MediaRecord {
  id: string;
  mediaType: 'image' | 'video';
  url: string;
  width: number;
  height: number;
  title?: string;
  altText?: string;
  format?: string;
  /** Videos: the still frame shown before playing. */
  stillFrameMediaId?: string;
}

/**
 * One variant: a combination of choices (option name → choice description, rule 165) with the data it overrides
 * when variants are managed (rule 167), and its inventory (rule 173). Unset overrides inherit the product's values.
 */
export interface VariantRecord {
  id: string;
  choices: Record<string, string>;
  price?: number;
  cost?: number;
  weight?: number;
  sku?: string;
  visible?: boolean;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
  /** Tracked inventory of this variant (managed variants only). */
  quantity?: number;
  /** Untracked in-stock flag of this variant (managed variants only). */
  inStock: boolean;
}

/** The writable model of a product. Money is USD-style decimal numbers with at most 2 decimals. */
export interface ProductState {
  id: string;
  /** int64 as a string (rule 162). */
  numericId: string;
  inventoryItemId: string;
  name: string;
  slug: string;
  description: string;
  productType: ProductType;
  visible: boolean;
  sku: string;
  /** Kilograms. */
  weight?: number;
  price: number;
  cost?: number;
  discount: { type: DiscountType; value: number };
  pricePerUnitData?: PricePerUnitData;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
  additionalInfoSections: { title: string; description: string }[];
  customTextFields: { title: string; maxLength: number; mandatory: boolean }[];
  seoData?: Record<string, unknown>;
  ribbon: string;
  brand?: string;
  manageVariants: boolean;
  productOptions: OptionRecord[];
  /** In display order; the first one is the main media. */
  media: MediaRecord[];
  trackInventory: boolean;
  /** Product-level tracked quantity (variants not managed). */
  quantity?: number;
  /** Product-level untracked in-stock flag (variants not managed). */
  inStock: boolean;
  /** One per choice combination, in option order. */
  variants: VariantRecord[];
  /** ISO-8601. */
  createdDate: string;
  /** ISO-8601. */
  lastUpdated: string;
}

/** The largest price (rule 161). */
export const MAX_PRICE = 999_999_999.99;

/** The largest tracked quantity (rule 172). */
export const MAX_QUANTITY = 99_999;
