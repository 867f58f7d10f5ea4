/**
 * The wire line item (entities.md Cart `lineItems[]`, Checkout `lineItems[]`) of a resolved line and its prices:
 * name, page URL, description lines, image, weight, item type and availability from the catalog (rule 13), prices
 * from the pricing engine (rule 23).
 */
import type { CalculatedLineItem, CartCalculatedLineItem, LineItemPricesData } from '../checkout/pricing';
import type { ResolvedLine } from './resolve-lines';

/** Where product pages live (the storefront, `BAZAAR_WEB_URL`). */
export interface LineWireContext {
  storefrontUrl: string;
}

const isFullPrices = (prices: CartCalculatedLineItem['pricesBreakdown']): prices is LineItemPricesData =>
  'taxDetails' in prices;

const text = (original: string) => ({ original, translated: original });

function descriptionLines(resolved: ResolvedLine): Record<string, unknown>[] {
  const { line, item } = resolved;
  if (line.custom) return line.custom.descriptionLines.map((entry) => ({ ...entry }));
  // One line per chosen option (rule 13). The catalog service does not say which options are colours, so every
  // choice is plain text.
  const choices = Object.entries(item?.choices ?? {}).map(([name, choice]) => ({
    name: text(name),
    plainText: text(choice),
    lineType: 'PLAIN_TEXT',
  }));
  const texts = Object.entries(line.customTextFields ?? {}).map(([name, value]) => ({
    name: text(name),
    plainText: text(value),
    lineType: 'PLAIN_TEXT',
  }));
  return [...choices, ...texts];
}

function imageOf(resolved: ResolvedLine): Record<string, unknown> | undefined {
  const image = resolved.item?.image ?? resolved.line.custom?.media;
  if (!image?.url) return undefined;
  return {
    id: image.id ?? image.url,
    url: image.url,
    ...(image.height !== undefined && { height: image.height }),
    ...(image.width !== undefined && { width: image.width }),
    ...(image.altText !== undefined && { altText: image.altText }),
  };
}

function physicalProperties(resolved: ResolvedLine): Record<string, unknown> {
  const { line, item, pricing } = resolved;
  const sku = item?.sku ?? line.custom?.physicalProperties?.sku ?? line.snapshot?.sku;
  const out: Record<string, unknown> = {};
  if (pricing.weight !== undefined) out.weight = Number(pricing.weight);
  if (sku) out.sku = sku;
  out.shippable = pricing.shippable ?? false;
  return out;
}

/**
 * Builds one wire line item.
 * @param resolved - the line with its catalog item
 * @param calculated - its prices from the engine (a cart's own prices for `cart`, the full estimate's for `checkout`)
 * @param context - storefront URL
 * @param shape - `cart` (image in `image`) or `checkout` (image in `media`, plus tax and discount totals)
 */
export function toWireLineItem(
  resolved: ResolvedLine,
  calculated: CalculatedLineItem | CartCalculatedLineItem | undefined,
  context: LineWireContext,
  shape: 'cart' | 'checkout',
): Record<string, unknown> {
  const { line, item, pricing } = resolved;
  const prices = calculated?.pricesBreakdown;
  // A checkout line also shows its tax and discount totals, which only the full estimate has.
  const taxed = shape === 'checkout' && prices && isFullPrices(prices) ? prices : undefined;
  const custom = line.custom;
  const path = item?.pagePath;
  const image = imageOf(resolved);
  const itemType = custom
    ? {
        ...(custom.itemType.preset ? { preset: custom.itemType.preset } : { custom: custom.itemType.custom }),
      }
    : { preset: pricing.itemType };
  // Built key by key in the order of the wire format (the JSON text follows insertion order): optional keys are
  // set when present rather than spread from `cond && {…}`, which copied a temporary object per optional key.
  const out: Record<string, unknown> = { id: line.id, quantity: line.quantity };
  if (line.catalogReference) out.catalogReference = line.catalogReference;
  out.productName = text(pricing.name ?? '');
  if (path) out.url = { relativePath: path, url: `${context.storefrontUrl}${path}` };
  if (prices) {
    out.price = prices.price;
    out.fullPrice = prices.fullPrice;
    out.priceBeforeDiscounts = prices.priceBeforeDiscounts;
    out.lineItemPrice = prices.lineItemPrice;
  }
  out.descriptionLines = descriptionLines(resolved);
  if (image) out[shape === 'cart' ? 'image' : 'media'] = image;
  out.availability = resolved.availability;
  out.physicalProperties = physicalProperties(resolved);
  out.itemType = itemType;
  out.paymentOption = calculated?.paymentOption ?? pricing.paymentOption ?? 'FULL_PAYMENT_ONLINE';
  if (item) out.rootCatalogItemId = item.productId;
  if (custom?.priceDescription) out.priceDescription = custom.priceDescription;
  if (prices?.depositAmount) out.depositAmount = prices.depositAmount;
  out.customLineItem = custom !== undefined;
  if (taxed) {
    out.totalPriceAfterTax = taxed.totalPriceAfterTax;
    out.totalPriceBeforeTax = taxed.totalPriceBeforeTax;
    out.taxDetails = taxed.taxDetails;
    out.discount = taxed.totalDiscount;
  }
  return out;
}
