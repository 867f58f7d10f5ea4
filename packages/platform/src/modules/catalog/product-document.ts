/**
 * Wire documents of the catalog (entities.md "Product", "Variant", "StoreVariant"), built from a
 * {@link ProductState}. One builder serves every read: the stored public document of a product is this builder's
 * output without variants, merchant data and `collectionIds`, so stored and freshly built documents cannot drift.
 */
import { roundMoney } from './catalog-money';
import { rangeOf, toCostAndProfit, toPriceData } from './product-pricing';
import type { MediaRecord, ProductState } from './product-state';
import { productStock } from './product-stock';
import { type ResolvedVariant, resolveVariants } from './product-variants';

/** What a document depends on besides the product. */
export interface DocumentContext {
  /** Store currency (ISO-4217). */
  currency: string;
  /** The storefront origin: `productPageUrl.base`. */
  storefrontUrl: string;
}

/** Which caller-dependent parts a product document carries. */
export interface DocumentParts {
  /** Cost, profit and cost range (`includeMerchantSpecificData` by staff, rule 163). */
  merchant?: boolean;
  /** `variants` (rule 165). */
  variants?: boolean;
  /** `collectionIds`, when known (rule 162). */
  collectionIds?: readonly string[];
}

/** Size of the `thumbnail` of a media item. */
const THUMBNAIL_SIZE = 100;

function thumbnailUrl(url: string): string {
  // Demo images render at any size (`/media/demo/<key>.svg?w=&h=`); other images are served as uploaded.
  return url.includes('/media/demo/') ? `${url}?w=${THUMBNAIL_SIZE}&h=${THUMBNAIL_SIZE}` : url;
}

/**
 * A `MediaItem` on the wire.
 * @param item - the media record
 */
export function toWireMediaItem(item: MediaRecord): Record<string, unknown> {
  const size = { url: item.url, width: item.width, height: item.height };
  const described = {
    ...size,
    ...(item.format !== undefined && { format: item.format }),
    ...(item.altText !== undefined && { altText: item.altText }),
  };
  return {
    ...(item.mediaType === 'image'
      ? { image: described }
      : { video: { files: [described], stillFrameMediaId: item.stillFrameMediaId ?? '' } }),
    thumbnail: { url: thumbnailUrl(item.url), width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE },
    mediaType: item.mediaType,
    title: item.title ?? '',
    id: item.id,
  };
}

/**
 * A `Media` (`{mainMedia, items}`) of some media records; the first one is the main media.
 * @param items - the records, in order
 */
export function toWireMedia(items: readonly MediaRecord[]): Record<string, unknown> {
  const wire = items.map(toWireMediaItem);
  return wire.length > 0 ? { mainMedia: wire[0], items: wire } : { items: [] };
}

function dimensions(variant: ResolvedVariant): Record<string, unknown> {
  return {
    ...(variant.productDimensions && { productDimensions: variant.productDimensions }),
    ...(variant.packageDimensions && { packageDimensions: variant.packageDimensions }),
  };
}

/**
 * A `Variant` on the wire (product variants, `PATCH …/variants`, `variants/query`).
 * @param variant - the resolved variant
 * @param context - currency
 * @param state - the product (discount, price per unit)
 * @param merchant - include `costAndProfitData`
 */
export function toWireVariant(
  variant: ResolvedVariant,
  context: DocumentContext,
  state: ProductState,
  merchant: boolean,
): Record<string, unknown> {
  const priceData = toPriceData(variant.price, state.discount, context.currency, state.pricePerUnitData);
  return {
    id: variant.id,
    choices: variant.choices,
    variant: {
      priceData,
      convertedPriceData: priceData,
      ...(merchant &&
        variant.cost !== undefined && {
          costAndProfitData: toCostAndProfit(priceData.discountedPrice, variant.cost, context.currency),
        }),
      weight: variant.weight ?? 0,
      sku: variant.sku,
      visible: variant.visible,
      ...dimensions(variant),
    },
    stock: {
      trackQuantity: variant.trackQuantity,
      ...(variant.quantity !== undefined && { quantity: variant.quantity }),
      inStock: variant.inStock,
    },
  };
}

/**
 * A `Product` on the wire.
 * @param state - the product
 * @param context - currency and storefront URL
 * @param parts - merchant data, variants, collection ids
 */
export function toWireProduct(
  state: ProductState,
  context: DocumentContext,
  parts: DocumentParts = {},
): Record<string, unknown> {
  const resolved = resolveVariants(state);
  const priceData = toPriceData(state.price, state.discount, context.currency, state.pricePerUnitData);
  const inStockChoice = (name: string, description: string, flag: 'inStock' | 'visible') =>
    resolved.some((variant) => variant.choices[name] === description && variant[flag]);
  const costs = resolved.flatMap((variant) =>
    variant.cost !== undefined ? [roundMoney(variant.cost, context.currency)] : [],
  );
  return {
    id: state.id,
    name: state.name,
    slug: state.slug,
    visible: state.visible,
    productType: state.productType,
    description: state.description,
    sku: state.sku,
    weight: state.weight ?? 0,
    weightRange: rangeOf(resolved.map((variant) => variant.weight ?? 0)),
    ...(state.productDimensions && { productDimensions: state.productDimensions }),
    ...(state.packageDimensions && { packageDimensions: state.packageDimensions }),
    stock: productStock(state, resolved),
    price: priceData,
    priceData,
    convertedPriceData: priceData,
    priceRange: rangeOf(resolved.map((variant) => roundMoney(variant.price, context.currency))),
    ...(parts.merchant &&
      state.cost !== undefined && {
        costAndProfitData: toCostAndProfit(priceData.discountedPrice, state.cost, context.currency),
      }),
    ...(parts.merchant && costs.length > 0 && { costRange: rangeOf(costs) }),
    ...(state.pricePerUnitData && { pricePerUnitData: state.pricePerUnitData }),
    additionalInfoSections: state.additionalInfoSections,
    ribbons: state.ribbon ? [{ text: state.ribbon }] : [],
    media: toWireMedia(state.media),
    customTextFields: state.customTextFields,
    manageVariants: state.manageVariants,
    productOptions: state.productOptions.map((option) => ({
      optionType: option.optionType,
      name: option.name,
      choices: option.choices.map((choice) => {
        const media = state.media.filter((item) => choice.mediaIds.includes(item.id));
        return {
          value: choice.value,
          description: choice.description,
          ...(media.length > 0 && { media: toWireMedia(media) }),
          inStock: inStockChoice(option.name, choice.description, 'inStock'),
          visible: inStockChoice(option.name, choice.description, 'visible'),
        };
      }),
    })),
    productPageUrl: {
      base: `${context.storefrontUrl.replace(/\/+$/, '')}/`,
      path: `/product-page/${state.slug}`,
    },
    numericId: state.numericId,
    inventoryItemId: state.inventoryItemId,
    discount: state.discount,
    ...(parts.collectionIds && { collectionIds: parts.collectionIds }),
    ...(parts.variants && {
      variants: resolved.map((variant) => toWireVariant(variant, context, state, parts.merchant ?? false)),
    }),
    lastUpdated: state.lastUpdated,
    createdDate: state.createdDate,
    ...(state.seoData && { seoData: state.seoData }),
    ribbon: state.ribbon,
    ...(state.brand !== undefined && { brand: state.brand }),
  };
}

/**
 * Adds JSON members to a stored JSON object text without parsing it (`{"a":1}` + `"b":2` → `{"a":1,"b":2}`).
 * @param objectText - JSON text of a non-empty object
 * @param members - JSON text of members, without braces
 */
export function spliceMembers(objectText: string, members: string): string {
  return `${objectText.slice(0, -1)},${members}}`;
}

/**
 * The variant name of a store variant: its choice descriptions, in option order.
 * @param choices - option name → choice description
 */
export function variantNameOf(choices: Record<string, string>): string {
  return Object.values(choices).join(' | ');
}

/**
 * A `StoreVariant` on the wire, without `collectionIds` (spliced in at read time from the product's collections).
 * @param state - the product
 * @param variant - one of its resolved variants
 * @param image - the variant's image (its choices' media, else the product's main media)
 */
export function toStoreVariant(
  state: ProductState,
  variant: ResolvedVariant,
  image: MediaRecord | undefined,
): Record<string, unknown> {
  return {
    id: `${state.id}-${variant.id}`,
    variantId: variant.id,
    productId: state.id,
    variantName: variantNameOf(variant.choices),
    productName: state.name,
    managedVariant: state.manageVariants,
    sku: variant.sku,
    stock: {
      trackQuantity: variant.trackQuantity,
      ...(variant.quantity !== undefined && { quantity: variant.quantity }),
      inStock: variant.inStock,
    },
    choices: variant.choices,
    ...(image && {
      media:
        image.mediaType === 'image'
          ? {
              image: {
                id: image.id,
                url: image.url,
                height: image.height,
                width: image.width,
                ...(image.altText !== undefined && { altText: image.altText }),
              },
            }
          : {
              video: {
                id: image.id,
                resolutions: [{ url: image.url, height: image.height, width: image.width }],
              },
            },
    }),
    preorderInfo: { enabled: false },
  };
}
