/**
 * Conversion paths of the catalog calls (transforms.md §5), in wire names. Outgoing Dates need no list (see
 * `ConversionPaths.timestamps`); floats only matter for `NaN`/`Infinity`, which travel as strings.
 */
import type { ConversionPaths } from '../endpoint';

// The catalog's path lists (here and in products.ts) are written out in full with brace groups, expanded when an
// endpoint is first called (convert/expand-paths.ts), rather than joined at load from shared lists: gzip stores the
// repeats once. Each group multiplies the strings expanded (innermost first), so a product's floats are three paths
// expanding to 72 strings: compiled once per client, on an endpoint's first call, in about 0.13 ms (0.045 ms for the
// 32 strings of the shared lists; four paths, 46 strings: 0.08 ms and 6 B more; two paths, 252 strings: 0.9 ms and
// 7 B less). A price's floats are {price,pricePerUnit,discountedPrice}; a variant's (VariantDataWithNoStock) weight,
// {priceData,convertedPriceData}.<a price's> and costAndProfitData.{itemCost,profit,profitMargin}; a product's a
// variant's, price.<a price's>, its three ranges, pricePerUnitData, discount.value and variants.variant.<a variant's>.
// The sort origin of platform queries (FL-req-12) is query.sort.origin.{latitude,longitude}.

/** TS-res-15 / FL-res-9: every answer that carries `product` (its floats are also those of a product sent, FL-req-13). */
export const PRODUCT_RESPONSE: ConversionPaths = {
  timestamps: ['product.{lastUpdated,createdDate}'],
  floats: [
    'product.{,variants.variant.}{weight,costAndProfitData.{itemCost,profit,profitMargin}}',
    'product.{price,{,variants.variant.}{priceData,convertedPriceData}}.{price,pricePerUnit,discountedPrice}',
    'product.{{weightRange,priceRange,costRange}.{minValue,maxValue},pricePerUnitData.{totalQuantity,baseQuantity},discount.value}',
  ],
};
