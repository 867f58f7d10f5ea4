/**
 * Variant calls (business-rules rules 168, 174): update and reset variant data (writes), query a product's variants
 * and compute option availability for a (partial) selection of choices (reads).
 */
import type { Caller } from '../../auth/caller';
import { isStaff } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import { toWireMedia, toWireProduct, toWireVariant } from './product-document';
import { mediaOfChoices } from './product-media';
import { toPriceData } from './product-pricing';
import { catalogContext, changeProduct } from './product-service';
import type { ProductState } from './product-state';
import { loadProduct, productNotFound } from './product-store';
import {
  applyVariantOverrides,
  assertChoicesExist,
  matchesChoices,
  resetVariantData,
  resolveVariants,
  type VariantOverrideInput,
} from './product-variants';

/** Largest page of `variants/query` (Stores paging). */
const MAX_VARIANT_PAGE = 100;
const OVERRIDE_FIELDS = [
  'price',
  'cost',
  'weight',
  'sku',
  'visible',
  'productDimensions',
  'packageDimensions',
];

/**
 * Loads a product a caller may read: hidden products exist only for staff (rule 171).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param id - the product id
 * @throws ApiError - 404 `PRODUCT_NOT_FOUND`
 */
export async function readableProduct(deps: PlatformDeps, caller: Caller, id: string): Promise<ProductState> {
  const row = await loadProduct(deps.db, id);
  if (!row || (!row.state.visible && !isStaff(caller))) throw productNotFound(id);
  return row.state;
}

/**
 * `PATCH /stores/v1/products/{id}/variants`: applies overrides to the matching variants (rule 168).
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param id - the product id
 * @param overrides - the validated overrides
 * @returns `{variants}`: every variant of the product, with merchant data
 * @throws ApiError - 404; 428 when variants are not managed; 400 for unknown choices or variant ids
 */
export async function updateProductVariants(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  overrides: readonly VariantOverrideInput[],
): Promise<{ variants: unknown }> {
  const fields = OVERRIDE_FIELDS.filter((field) =>
    overrides.some((override) => override[field as keyof VariantOverrideInput] !== undefined),
  );
  const product = await changeProduct(deps, caller, id, (state) => {
    const { variants, changed } = applyVariantOverrides(state, overrides);
    return { state: { ...state, variants }, changedFields: ['variants'], variants: { ids: changed, fields } };
  });
  return { variants: product.variants };
}

/**
 * `POST /stores/v1/products/{id}/variants/resetToDefault`: every variant takes the product's values again.
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param id - the product id
 * @throws ApiError - 404 `PRODUCT_NOT_FOUND`
 */
export async function resetAllVariantData(deps: PlatformDeps, caller: Caller, id: string): Promise<void> {
  await changeProduct(deps, caller, id, (state) => ({
    state: { ...state, variants: resetVariantData(state) },
    changedFields: ['variants'],
    variants: { ids: new Set(state.variants.map((variant) => variant.id)), fields: OVERRIDE_FIELDS },
  }));
}

/** The request of `POST /stores-reader/v1/products/{id}/variants/query`, validated. */
export interface VariantQueryInput {
  choices?: Record<string, string>;
  variantIds?: string[];
  paging?: { limit?: number; offset?: number };
  includeMerchantSpecificData?: boolean;
}

/**
 * `POST /stores-reader/v1/products/{id}/variants/query`: the product's variants matching (possibly partial)
 * `choices` and/or `variantIds`, one page at a time.
 * @param deps - platform dependencies
 * @param caller - the caller (merchant data for staff only)
 * @param id - the product id
 * @param input - filters and paging
 * @returns `{variants, metadata: {items, offset}, totalResults}`
 * @throws ApiError - 404 `PRODUCT_NOT_FOUND`; 400 for unknown options or choices
 */
export async function queryProductVariants(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  input: VariantQueryInput,
): Promise<Record<string, unknown>> {
  const state = await readableProduct(deps, caller, id);
  if (input.choices) assertChoicesExist(state, input.choices, 'choices');
  const matching = resolveVariants(state).filter(
    (variant) =>
      (!input.choices || matchesChoices(variant.choices, input.choices)) &&
      (!input.variantIds?.length || input.variantIds.includes(variant.id)),
  );
  const limit = Math.min(input.paging?.limit ?? MAX_VARIANT_PAGE, MAX_VARIANT_PAGE);
  const offset = input.paging?.offset ?? 0;
  const merchant = (input.includeMerchantSpecificData ?? false) && isStaff(caller);
  const context = catalogContext(deps);
  return {
    variants: matching
      .slice(offset, offset + limit)
      .map((variant) => toWireVariant(variant, context, state, merchant)),
    metadata: { items: limit, offset },
    totalResults: matching.length,
  };
}

/**
 * `POST /stores-reader/v1/products/{id}/productOptionsAvailability` (rule 174): for a partial selection, which choices
 * still lead to a visible, in-stock variant; with every option chosen, the selected variant and whether it can be
 * bought.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param id - the product id
 * @param selection - option name → choice description
 * @returns `{selectedVariant?, media, productOptions, availableForPurchase}`
 * @throws ApiError - 404 `PRODUCT_NOT_FOUND`; 400 for unknown options or choices
 */
export async function productOptionsAvailability(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  selection: Record<string, string>,
): Promise<Record<string, unknown>> {
  const state = await readableProduct(deps, caller, id);
  assertChoicesExist(state, selection, 'options');
  const context = catalogContext(deps);
  const variants = resolveVariants(state);
  const document = toWireProduct(state, context);
  const productOptions = (document.productOptions as Record<string, unknown>[]).map((option) => {
    const name = option.name as string;
    const { [name]: _own, ...others } = selection;
    const choices = (option.choices as Record<string, unknown>[]).map((choice) => {
      const candidates = variants.filter(
        (variant) => variant.choices[name] === choice.description && matchesChoices(variant.choices, others),
      );
      return {
        ...choice,
        inStock: candidates.some((variant) => variant.inStock),
        visible: candidates.some((variant) => variant.visible),
      };
    });
    return { ...option, choices };
  });
  const complete = state.productOptions.every((option) => selection[option.name] !== undefined);
  const selected = complete
    ? variants.find((variant) => matchesChoices(variant.choices, selection))
    : undefined;
  const choiceMedia = mediaOfChoices(state, selection);
  const response: Record<string, unknown> = {
    media: toWireMedia(choiceMedia.length > 0 ? choiceMedia : state.media),
    productOptions,
    availableForPurchase: !!selected && selected.visible && selected.inStock && state.visible,
  };
  if (selected) {
    const price = toPriceData(selected.price, state.discount, context.currency, state.pricePerUnitData);
    response.selectedVariant = {
      price,
      convertedPriceData: price,
      weight: selected.weight ?? 0,
      sku: selected.sku,
      ...(selected.quantity !== undefined && { quantity: selected.quantity }),
      inStock: selected.inStock,
      visible: selected.visible,
      ...(selected.productDimensions && { productDimensions: selected.productDimensions }),
      ...(selected.packageDimensions && { packageDimensions: selected.packageDimensions }),
    };
  }
  return response;
}
