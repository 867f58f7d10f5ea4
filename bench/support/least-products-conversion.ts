// The least response conversion a client keeping the contract could run on a product query page
// (`queryProducts().find()`): the reference row "floor + timeout + the least conforming conversion" of
// products-query.bench.ts, written by hand like least-cart-conversion.ts:
//   - §3: renames at every depth (least-rename.ts);
//   - §5 TS-res-18 and FL-res-14: each product's two timestamps become Dates and its 32 float paths turn
//     "NaN"/"Infinity"/"-Infinity" into numbers, wherever the key exists — written out by hand.
// Its output equals our SDK's page items up to key order (least-products-conversion.test.ts).
import { renameEveryKey } from './least-rename';
import { float, timestamp } from './least-values';

type Json = Record<string, any>;

/** FL-res-14 under a price object: `price`, `pricePerUnit`, `discountedPrice`. */
function convertPrice(price: Json | undefined): void {
  if (!price) return;
  if ('price' in price) price.price = float(price.price);
  if ('pricePerUnit' in price) price.pricePerUnit = float(price.pricePerUnit);
  if ('discountedPrice' in price) price.discountedPrice = float(price.discountedPrice);
}

/** FL-res-14 under a `costAndProfitData`: `itemCost`, `profit`, `profitMargin`. */
function convertCost(cost: Json | undefined): void {
  if (!cost) return;
  if ('itemCost' in cost) cost.itemCost = float(cost.itemCost);
  if ('profit' in cost) cost.profit = float(cost.profit);
  if ('profitMargin' in cost) cost.profitMargin = float(cost.profitMargin);
}

/** FL-res-14 under a range: `minValue`, `maxValue`. */
function convertRange(range: Json | undefined): void {
  if (!range) return;
  if ('minValue' in range) range.minValue = float(range.minValue);
  if ('maxValue' in range) range.maxValue = float(range.maxValue);
}

/**
 * Converts the values at TS-res-18 and FL-res-14 (wire names) of one product, in place.
 *
 * @param product - one of the page's `products`
 */
function convertProductValues(product: Json): void {
  if ('lastUpdated' in product) product.lastUpdated = timestamp(product.lastUpdated);
  if ('createdDate' in product) product.createdDate = timestamp(product.createdDate);
  if ('weight' in product) product.weight = float(product.weight);
  convertPrice(product.price);
  convertPrice(product.priceData);
  convertPrice(product.convertedPriceData);
  convertCost(product.costAndProfitData);
  convertRange(product.weightRange);
  convertRange(product.priceRange);
  convertRange(product.costRange);
  const perUnit = product.pricePerUnitData;
  if (perUnit) {
    if ('totalQuantity' in perUnit) perUnit.totalQuantity = float(perUnit.totalQuantity);
    if ('baseQuantity' in perUnit) perUnit.baseQuantity = float(perUnit.baseQuantity);
  }
  const discount = product.discount;
  if (discount && 'value' in discount) discount.value = float(discount.value);
  const variants = product.variants;
  if (!Array.isArray(variants)) return;
  for (let i = 0; i < variants.length; i++) {
    const variant = variants[i].variant;
    if (!variant) continue;
    if ('weight' in variant) variant.weight = float(variant.weight);
    convertPrice(variant.priceData);
    convertPrice(variant.convertedPriceData);
    convertCost(variant.costAndProfitData);
  }
}

/**
 * The least conforming conversion of a product query page.
 *
 * @param body - the parsed answer (`{ products, metadata, totalResults }`), converted in place where it can be
 * @returns the converted answer (its `products` are the page's items)
 */
export function leastProductsConversion(body: Json): Json {
  const products = body.products;
  if (Array.isArray(products)) for (let i = 0; i < products.length; i++) convertProductValues(products[i]);
  return renameEveryKey(body, false);
}
