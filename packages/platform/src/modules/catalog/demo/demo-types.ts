/**
 * Types of the demo catalog records.
 *
 * Each record keeps the exact Stores catalog v1 write-API INPUT shape in one field (`product`,
 * `collection`), so the seed can pass it to the catalog service unchanged, and puts what the API
 * does not accept on create (stable keys, collection membership, stock, variant overrides, art)
 * beside it. Field names follow `reference/entities.md` "Product (stores catalog v1)" and the
 * `VariantOverride` of `PATCH /v1/products/{id}/variants` (business-rules §6A rule 168).
 */

/** The illustrations `demo-images.ts` knows how to draw. */
export type DemoShape =
  | 'jacket'
  | 'hoodie'
  | 'tee'
  | 'vest'
  | 'pants'
  | 'socks'
  | 'beanie'
  | 'hat'
  | 'glove'
  | 'mug'
  | 'bottle'
  | 'kettle'
  | 'plate'
  | 'cutlery'
  | 'skillet'
  | 'jar'
  | 'bowl'
  | 'tent'
  | 'sleeping-bag'
  | 'pad'
  | 'hammock'
  | 'pillow'
  | 'backpack'
  | 'tote'
  | 'dry-bag'
  | 'pouch'
  | 'poles'
  | 'compass'
  | 'map'
  | 'blanket'
  | 'candle'
  | 'lantern'
  | 'chair'
  | 'board'
  | 'frame'
  | 'flame'
  | 'book'
  | 'tablet'
  | 'cards';

/** One option choice; for colour options `value` is a `#rrggbb` colour and `description` its name (rule 164). */
export interface DemoChoice {
  value: string;
  description: string;
}

/** A product option as sent on create: `productOptions[]` (rule 164). */
export interface DemoProductOption {
  optionType: 'drop_down' | 'color';
  name: string;
  choices: DemoChoice[];
}

/** `discount` of a product; the discounted price is `price − value` (AMOUNT) or `price × (1 − value/100)` (PERCENT). */
export interface DemoDiscount {
  type: 'AMOUNT' | 'PERCENT';
  value: number;
}

/** The body of `POST /stores/v1/products {product}` (writable fields only; prices in USD as JSON numbers). */
export interface DemoProductInput {
  name: string;
  slug: string;
  description: string;
  productType: 'physical' | 'digital';
  priceData: { price: number };
  costAndProfitData?: { itemCost: number };
  /** Default SKU; with managed variants every variant inherits it until an override sets its own (rule 165). */
  sku?: string;
  /** Kilograms; physical products only. */
  weight?: number;
  visible: boolean;
  brand?: string;
  ribbon?: string;
  discount?: DemoDiscount;
  productOptions?: DemoProductOption[];
  manageVariants?: boolean;
  additionalInfoSections?: { title: string; description: string }[];
}

/**
 * Inventory of a product. `stock` is read-only on the product entity (rule 172), so the seed applies
 * it after create: tracked products get a quantity, untracked ones an in-stock flag (rule 173). With
 * managed variants `quantity`/`inStock` is the starting value of EACH variant; otherwise it is the
 * product's own.
 */
export type DemoStock =
  | { trackInventory: true; quantity: number }
  | { trackInventory: false; inStock: boolean };

/**
 * A per-variant override of a managed-variants product: the `VariantOverride` of
 * `PATCH /stores/v1/products/{id}/variants {variants}` plus the variant's inventory. `choices` maps
 * option name → choice description and may be partial: it then applies to every matching variant
 * (rule 168). Overrides apply in order, later ones winning.
 */
export interface DemoVariantOverride {
  choices: Record<string, string>;
  price?: number;
  cost?: number;
  sku?: string;
  weight?: number;
  visible?: boolean;
  /** Inventory quantity of the matching variants (tracked products). */
  quantity?: number;
  /** In-stock flag of the matching variants (untracked products). */
  inStock?: boolean;
}

/** How the demo image renderer draws a product: a shape filled with a main colour. */
export interface DemoArt {
  shape: DemoShape;
  /** `#rrggbb`; the background gradient is derived from it. */
  color: string;
}

/** One demo product: the API input plus what the seed applies after create. */
export interface DemoProduct {
  /** Stable, URL-safe key (never contains `--`); image keys start with it. */
  key: string;
  /** Keys of the `demoCollections` the product is added to (besides "All Products", rule 175). */
  collections: string[];
  art: DemoArt;
  product: DemoProductInput;
  stock: DemoStock;
  /** Only with `product.manageVariants: true`. */
  variants?: DemoVariantOverride[];
}

/** The body of `POST /stores/v1/collections {collection}`. */
export interface DemoCollectionInput {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
}

/** One demo collection; its image is the demo image `collection--<key>` (media is read-only on create). */
export interface DemoCollection {
  key: string;
  /** `#rrggbb` tone of the collection banner. */
  color: string;
  collection: DemoCollectionInput;
}
