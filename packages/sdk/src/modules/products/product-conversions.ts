/**
 * Conversion paths of the catalog calls (transforms.md §5), in wire names. Outgoing Dates need no list (see
 * `ConversionPaths.timestamps`); floats only matter for `NaN`/`Infinity`, which travel as strings.
 */
import type { ConversionPaths } from '../endpoint';

/** Prefixes every path. */
export const under = (prefix: string, paths: readonly string[]): string[] =>
  paths.map((path) => prefix + path);

// The lists use brace groups (expanded once per call, convert/expand-paths.ts): a group per list entry, not nested
// inside another entry's group — nested groups multiply the strings expanded.

/** The float fields of a `PriceData`. */
export const PRICE_FLOATS = ['{price,pricePerUnit,discountedPrice}'];

/** The float fields of a `VariantDataWithNoStock` (FL-res-11 without `variants.variant.`). */
export const VARIANT_FLOATS = [
  'weight',
  ...under('{priceData,convertedPriceData}.', PRICE_FLOATS),
  'costAndProfitData.{itemCost,profit,profitMargin}',
];

/** The float fields of a product: FL-res-9 / FL-req-13 / FL-res-14 without their `product.` / `products.` prefix. */
export const PRODUCT_FLOATS = [
  ...VARIANT_FLOATS,
  ...under('price.', PRICE_FLOATS),
  '{weightRange,priceRange,costRange}.{minValue,maxValue}',
  'pricePerUnitData.{totalQuantity,baseQuantity}',
  'discount.value',
  ...under('variants.variant.', VARIANT_FLOATS),
];

/** The timestamps of a product (TS-res-15 / TS-res-18 without their prefix). */
export const PRODUCT_DATES = ['lastUpdated', 'createdDate'];

/** TS-res-15 / FL-res-9: every answer that carries `product`. */
export const PRODUCT_RESPONSE: ConversionPaths = {
  timestamps: under('product.', PRODUCT_DATES),
  floats: under('product.', PRODUCT_FLOATS),
};

/** TS-res-13: every answer that carries `collection`. */
export const COLLECTION_RESPONSE: ConversionPaths = { timestamps: ['collection.lastUpdated'] };

/** FL-req-12: the (geo) sort origin of platform queries. */
export const QUERY_REQUEST: ConversionPaths = {
  floats: ['query.sort.origin.{latitude,longitude}'],
};

/**
 * TS-res-16/17 and FL-res-12/13: the media of store variants.
 * @param root - `variants` (query) or `variant` (get)
 */
export function storeVariantMedia(root: string): ConversionPaths {
  return {
    timestamps: [
      `${root}.media.{image,video,video.resolutions,video.resolutions.poster,video.posters}.urlExpirationDate`,
    ],
    floats: [`${root}.media.{image,video.resolutions.poster,video.posters}.focalPoint.{x,y}`],
  };
}
