/**
 * The catalog v3 product (`@wix/stores` `productsV3` `V3Product`, spec §3 "Catalog version 3 entities") that the
 * `wix.stores.catalog.v3.product_*` events carry, built from the product's v1 wire document. Subscribers of
 * `onProductCreated / Updated / Deleted` (v3) read v3 fields — `media.main`, `options[].choicesSettings.choices`,
 * `variantsInfo.variants[].price.actualPrice.amount`, `actualPriceRange`, `inventory.availabilityStatus` — so a v1
 * document (`productOptions`, `priceData.price` numbers) would leave them with nothing. Money is the v3 decimal
 * string with the currency's precision.
 */
import { toDecimalString } from '../../money/format';
import { parseDecimal } from '../../money/parse-decimal';

type Json = Record<string, any>;

function amountOf(value: number, currency: string, formatted?: string): Json {
  return {
    amount: toDecimalString(parseDecimal(value, currency, { rounding: 'CURRENCY_PRECISION' })),
    ...(formatted !== undefined && { formattedAmount: formatted }),
  };
}

function mediaItem(item: Json | undefined): Json | undefined {
  if (!item) return undefined;
  const image = item.image as Json | undefined;
  return {
    id: item.id,
    ...(image?.url && { url: image.url }),
    ...(image && { image: { id: item.id, url: image.url, width: image.width, height: image.height } }),
    ...(item.title && { displayName: item.title }),
    mediaType: String(item.mediaType ?? 'image').toUpperCase(),
    ...(item.thumbnail && { thumbnail: item.thumbnail }),
  };
}

/**
 * The v3 product of a v1 wire product document.
 * @param product - the full v1 document (with merchant data)
 */
export function toProductV3Entity(product: Json): Json {
  const currency = String(product.priceData?.currency ?? 'USD');
  const options = (product.productOptions ?? []) as Json[];
  const renderTypeOf = (name: string) =>
    options.find((option) => option.name === name)?.optionType === 'color'
      ? 'SWATCH_CHOICES'
      : 'TEXT_CHOICES';
  const variants = ((product.variants ?? []) as Json[]).map((variant) => {
    const data = variant.variant ?? {};
    const price = data.priceData ?? product.priceData ?? {};
    const compareAt = price.discountedPrice !== undefined && price.discountedPrice !== price.price;
    return {
      id: variant.id,
      visible: data.visible ?? true,
      sku: data.sku ?? '',
      choices: Object.entries((variant.choices ?? {}) as Record<string, string>).map(
        ([optionName, choiceName]) => ({
          optionChoiceNames: { optionName, choiceName, renderType: renderTypeOf(optionName) },
        }),
      ),
      price: compareAt
        ? {
            actualPrice: amountOf(price.discountedPrice, currency, price.formatted?.discountedPrice),
            compareAtPrice: amountOf(price.price, currency, price.formatted?.price),
          }
        : { actualPrice: amountOf(price.price ?? 0, currency, price.formatted?.price) },
      ...(data.weight !== undefined && { physicalProperties: { weight: data.weight } }),
      inventoryStatus: { inStock: Boolean(variant.stock?.inStock), preorderEnabled: false },
    };
  });
  const actual = variants.map((variant) => variant.price.actualPrice);
  const byAmount = (a: Json, b: Json) => Number(a.amount) - Number(b.amount);
  const sorted = [...actual].sort(byAmount);
  const media = product.media ?? {};
  const main = mediaItem(media.mainMedia);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    createdDate: product.createdDate,
    updatedDate: product.lastUpdated,
    ...(product.productPageUrl && {
      url: {
        relativePath: product.productPageUrl.path,
        url: `${String(product.productPageUrl.base).replace(/\/$/, '')}${product.productPageUrl.path}`,
      },
    }),
    plainDescription: product.description ?? '',
    visible: product.visible,
    productType: String(product.productType ?? 'physical').toUpperCase(),
    currency,
    media: {
      ...(main && { main }),
      itemsInfo: { items: ((media.items ?? []) as Json[]).map((item) => mediaItem(item)) },
    },
    options: options.map((option) => ({
      name: option.name,
      optionRenderType: option.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
      choicesSettings: {
        choices: ((option.choices ?? []) as Json[]).map((choice) => ({
          name: choice.description,
          choiceType: option.optionType === 'color' ? 'ONE_COLOR' : 'CHOICE_TEXT',
          ...(option.optionType === 'color' && { colorCode: choice.value }),
          inStock: choice.inStock ?? true,
          visible: choice.visible ?? true,
        })),
      },
    })),
    ...(product.brand && { brand: { name: product.brand } }),
    ...(product.ribbon && { ribbon: { name: product.ribbon } }),
    inventory: {
      availabilityStatus:
        product.stock?.inventoryStatus ?? (product.stock?.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK'),
      preorderStatus: 'DISABLED',
    },
    physicalProperties: {
      ...(product.weightRange && {
        shippingWeightRange: {
          minValue: product.weightRange.minValue,
          maxValue: product.weightRange.maxValue,
        },
      }),
    },
    ...(sorted.length > 0 && { actualPriceRange: { minValue: sorted[0], maxValue: sorted.at(-1) } }),
    variantsInfo: { variants },
  };
}
