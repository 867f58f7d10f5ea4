import type { MediaItem, PriceData, Product, ProductOptionsAvailabilityResponse, Variant } from '@bazaar/sdk';

/** The shopper's choices: option name → choice description (`{ Size: 'M', Color: 'Forest' }`). */
export type Choices = Record<string, string>;

/** The key of a choice inside its option: the description (a colour's name), as variants and carts use it. */
export const choiceKey = (choice: { description?: string; value?: string }) =>
  choice.description ?? choice.value ?? '';

/**
 * The selection a product page starts with: options with a single visible choice are chosen already.
 *
 * @param product - the product
 * @returns the choices
 */
export function initialChoices(product: Product): Choices {
  const choices: Choices = {};
  for (const option of product.productOptions ?? []) {
    const visible = (option.choices ?? []).filter((choice) => choice.visible !== false);
    if (option.name && visible.length === 1) choices[option.name] = choiceKey(visible[0]!);
  }
  return choices;
}

/**
 * The options the shopper still has to choose.
 *
 * @param product - the product
 * @param choices - the current choices
 * @returns the names of the options without a choice
 */
export function missingOptions(product: Product, choices: Choices): string[] {
  return (product.productOptions ?? []).map((option) => option.name ?? '').filter((name) => !choices[name]);
}

/**
 * The variant of a complete selection (a product without options has exactly one).
 *
 * @param product - the product, with its variants (`getProduct`, or a query with `includeVariants`)
 * @param choices - the choices
 * @returns the variant, or undefined while the selection is incomplete or matches none
 */
export function findVariant(product: Product, choices: Choices): Variant | undefined {
  if (missingOptions(product, choices).length > 0) return undefined;
  const names = (product.productOptions ?? []).map((option) => option.name ?? '');
  return (product.variants ?? []).find((variant) =>
    names.every((name) => variant.choices?.[name] === choices[name]),
  );
}

/** How one choice is shown: chosen, sold out (given the other choices), hidden. */
export interface ChoiceState {
  key: string;
  label: string;
  /** The colour of a colour choice. */
  swatch?: string;
  selected: boolean;
  inStock: boolean;
}

/**
 * The choices of an option as the page shows them: stock recomputed for the rest of the selection when the
 * availability answer is there (`getProductOptionsAvailability`), else the product's own flags; hidden choices
 * left out.
 *
 * @param product - the product
 * @param optionName - the option
 * @param choices - the current choices
 * @param availability - the availability answer for `choices`, if loaded
 * @returns the choices to show
 */
export function choiceStates(
  product: Product,
  optionName: string,
  choices: Choices,
  availability?: ProductOptionsAvailabilityResponse,
): ChoiceState[] {
  const option = product.productOptions?.find((candidate) => candidate.name === optionName);
  const recomputed = availability?.productOptions?.find((candidate) => candidate.name === optionName);
  return (option?.choices ?? [])
    .filter((choice) => choice.visible !== false)
    .map((choice) => {
      const key = choiceKey(choice);
      const fresh = recomputed?.choices?.find((candidate) => choiceKey(candidate) === key);
      return {
        key,
        label: choice.description ?? choice.value ?? '',
        ...(option?.optionType === 'color' && choice.value ? { swatch: choice.value } : {}),
        selected: choices[optionName] === key,
        inStock: (fresh ?? choice).inStock !== false,
      };
    });
}

/**
 * The gallery: the chosen colour's images first, then the product's other images, without repeats.
 *
 * @param product - the product
 * @param choices - the current choices
 * @returns the media items to show, in order
 */
export function galleryItems(product: Product, choices: Choices): MediaItem[] {
  const chosen = (product.productOptions ?? []).flatMap((option) => {
    const choice = option.choices?.find((candidate) => choiceKey(candidate) === choices[option.name ?? '']);
    return choice?.media?.items ?? [];
  });
  const all = [...chosen, ...(product.media?.items ?? [])];
  const seen = new Set<string>();
  return all.filter((item) => {
    const key = item._id ?? item.image?.url ?? '';
    if (!item.image?.url || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The price a product page shows. */
export interface ShownPrice {
  amount: number;
  /** The price before the discount (shown struck through when higher). */
  compareAt: number | undefined;
  currency: string;
  /** "From": variants differ in price and none is chosen yet. */
  from: boolean;
}

function fromPriceData(data: PriceData | undefined, fallbackCurrency: string) {
  const price = data?.price ?? 0;
  return {
    amount: data?.discountedPrice ?? price,
    compareAt: data?.price,
    currency: data?.currency ?? fallbackCurrency,
  };
}

/**
 * The price to show: the selected variant's (from the availability answer, else the product's variants), or the
 * product's price with "From" when its variants differ in price.
 *
 * @param product - the product
 * @param choices - the current choices
 * @param availability - the availability answer for `choices`, if loaded
 * @returns the price
 */
export function shownPrice(
  product: Product,
  choices: Choices,
  availability?: ProductOptionsAvailabilityResponse,
): ShownPrice {
  const currency = product.priceData?.currency ?? 'USD';
  const variantPrice =
    availability?.selectedVariant?.price ?? findVariant(product, choices)?.variant?.priceData;
  if (variantPrice) return { ...fromPriceData(variantPrice, currency), from: false };
  const range = product.priceRange;
  const varies =
    range?.minValue !== undefined && range.maxValue !== undefined && range.minValue !== range.maxValue;
  return { ...fromPriceData(product.priceData, currency), from: varies };
}

/** What the page says about stock. */
export type StockState =
  | { kind: 'choose'; missing: string[] }
  | { kind: 'in-stock'; quantity: number | undefined }
  | { kind: 'low'; quantity: number }
  | { kind: 'out-of-stock' }
  | { kind: 'unavailable' };

/** At or under this many units left, the page says how many. */
export const LOW_STOCK = 5;

/**
 * The stock message of the current selection.
 *
 * @param product - the product
 * @param choices - the current choices
 * @param availability - the availability answer for `choices`, if loaded
 * @returns what to say (and whether the selection can be bought)
 */
export function stockState(
  product: Product,
  choices: Choices,
  availability?: ProductOptionsAvailabilityResponse,
): StockState {
  const missing = missingOptions(product, choices);
  if (missing.length > 0) {
    return product.stock?.inStock === false ? { kind: 'out-of-stock' } : { kind: 'choose', missing };
  }
  const variant = findVariant(product, choices);
  if (!variant || variant.variant?.visible === false) return { kind: 'unavailable' };
  const selected = availability?.selectedVariant;
  const inStock = availability?.availableForPurchase ?? selected?.inStock ?? variant.stock?.inStock ?? true;
  if (!inStock) return { kind: 'out-of-stock' };
  const tracked = variant.stock?.trackQuantity ?? product.stock?.trackInventory ?? false;
  const quantity = tracked ? (selected?.quantity ?? variant.stock?.quantity) : undefined;
  if (quantity !== undefined && quantity <= LOW_STOCK) return { kind: 'low', quantity };
  return { kind: 'in-stock', quantity };
}
