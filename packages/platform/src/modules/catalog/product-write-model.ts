/**
 * Product creation and partial update on the model (business-rules rules 161–167): defaults, option normalisation,
 * variant regeneration and the variant-management rules. Pure; the service persists the result.
 */
import { ApiError } from '../../http/api-error';
import type { ProductPatch } from './product-schema';
import { DEFAULT_VARIANT_ID, type OptionRecord, type ProductState, type ProductType } from './product-state';
import { applyInventoryUpdate } from './product-stock';
import { choiceCombinations, regenerateVariants } from './product-variants';

/** Most variants a product may have; its options' combinations beyond that are refused. */
export const MAX_VARIANTS = 1000;

/** Most variants a product may manage one by one (rule 167). */
export const MAX_MANAGED_VARIANTS = 300;

/** Server-generated values of a new product (rule 162). */
export interface NewProductIdentity {
  id: string;
  numericId: string;
  inventoryItemId: string;
  slug: string;
  /** ISO-8601 creation time. */
  now: string;
}

function toOptions(
  input: NonNullable<ProductPatch['productOptions']>,
  previous: OptionRecord[],
): OptionRecord[] {
  const names = new Set<string>();
  return input.map((option, index) => {
    const field = `product.productOptions[${index}]`;
    if (names.has(option.name)) throw ApiError.invalidField(`${field}.name`, 'is used by another option');
    names.add(option.name);
    const before = previous.find((candidate) => candidate.name === option.name);
    const descriptions = new Set<string>();
    return {
      optionType: option.optionType === 'color' ? 'color' : 'drop_down',
      name: option.name,
      choices: option.choices.map((choice, at) => {
        const description = (choice.description ?? choice.value) as string;
        if (descriptions.has(description)) {
          throw ApiError.invalidField(`${field}.choices[${at}].description`, 'is used by another choice');
        }
        descriptions.add(description);
        const kept = before?.choices.find((candidate) => candidate.description === description);
        return { value: choice.value ?? description, description, mediaIds: kept?.mediaIds ?? [] };
      }),
    };
  });
}

function checkVariantCount(state: ProductState): void {
  const count = choiceCombinations(state.productOptions).length;
  if (count > MAX_VARIANTS) {
    throw ApiError.invalidField(
      'product.productOptions',
      `the options make ${count} variants; at most ${MAX_VARIANTS}`,
      'MAX_SIZE',
      {
        max: MAX_VARIANTS,
      },
    );
  }
  if (state.manageVariants && count > MAX_MANAGED_VARIANTS) {
    throw ApiError.invalidField(
      'product.manageVariants',
      `variants can be managed for at most ${MAX_MANAGED_VARIANTS} variants; the options make ${count}`,
      'VALIDATION',
      { max: MAX_MANAGED_VARIANTS },
    );
  }
}

function productTypeOf(input: ProductPatch['productType']): ProductType {
  return input === 'digital' ? 'digital' : 'physical';
}

/**
 * A new product from a validated create input (rule 162: server-generated values; rule 172: stock defaults
 * `trackInventory: false, inStock: true`).
 * @param input - the validated `product`
 * @param identity - id, numeric id, inventory item id, slug and time
 */
export function createProductState(input: ProductPatch, identity: NewProductIdentity): ProductState {
  const price = input.priceData?.price ?? input.price?.price ?? 0;
  const trackInventory = input.stock?.trackInventory ?? false;
  const quantity = trackInventory ? (input.stock?.quantity ?? 0) : undefined;
  const inStock = input.stock?.inStock ?? true;
  const state: ProductState = {
    id: identity.id,
    numericId: identity.numericId,
    inventoryItemId: identity.inventoryItemId,
    name: input.name ?? '',
    slug: identity.slug,
    description: input.description ?? '',
    productType: productTypeOf(input.productType),
    visible: input.visible ?? true,
    sku: input.sku ?? '',
    ...(input.weight != null && { weight: input.weight }),
    price,
    ...(input.costAndProfitData && { cost: input.costAndProfitData.itemCost }),
    discount:
      input.discount && input.discount.type !== 'UNDEFINED'
        ? { type: input.discount.type, value: input.discount.value }
        : { type: 'NONE', value: 0 },
    ...(input.pricePerUnitData && { pricePerUnitData: input.pricePerUnitData }),
    ...(input.productDimensions && { productDimensions: input.productDimensions }),
    ...(input.packageDimensions && { packageDimensions: input.packageDimensions }),
    additionalInfoSections: input.additionalInfoSections ?? [],
    customTextFields: (input.customTextFields ?? []).map((field) => ({
      ...field,
      mandatory: field.mandatory ?? false,
    })),
    ...(input.seoData && { seoData: input.seoData }),
    ribbon: input.ribbon ?? input.ribbons?.[0]?.text ?? '',
    ...(input.brand && { brand: input.brand }),
    manageVariants: input.manageVariants ?? false,
    productOptions: toOptions(input.productOptions ?? [], []),
    media: [],
    trackInventory,
    ...(quantity !== undefined && { quantity }),
    inStock,
    variants: [],
    createdDate: identity.now,
    lastUpdated: identity.now,
  };
  checkVariantCount(state);
  // Managed variants each start with the product's stock (the demo catalog's convention, demo/README.md).
  state.variants = regenerateVariants(state, { ...(quantity !== undefined && { quantity }), inStock });
  return state;
}

function optional<T>(value: T | null | undefined, current: T | undefined): T | undefined {
  if (value === undefined) return current;
  return value === null ? undefined : value;
}

/**
 * Applies a partial update: given fields change, `null` clears optional ones, everything else stays. Changing the
 * options regenerates the variants, keeping the data of combinations that survive (rule 166).
 * @param state - the product
 * @param patch - the validated `product` of the update
 * @param now - ISO-8601 update time
 * @returns the new state and the names of the fields the request set (`changedFields` of ProductChanged)
 * @throws ApiError - 400 for duplicate options or too many variants; 428 when managed variants cannot be turned off
 */
export function applyProductPatch(
  state: ProductState,
  patch: ProductPatch,
  now: string,
): { state: ProductState; changedFields: string[] } {
  const changedFields = Object.keys(patch).filter((key) => patch[key as keyof ProductPatch] !== undefined);
  const price = patch.priceData?.price ?? patch.price?.price;
  let next: ProductState = {
    ...state,
    name: patch.name ?? state.name,
    slug: patch.slug ?? state.slug,
    visible: patch.visible ?? state.visible,
    description: patch.description === undefined ? state.description : (patch.description ?? ''),
    sku: patch.sku === undefined ? state.sku : (patch.sku ?? ''),
    weight: optional(patch.weight, state.weight),
    price: price ?? state.price,
    cost: patch.costAndProfitData === undefined ? state.cost : patch.costAndProfitData?.itemCost,
    discount:
      patch.discount === undefined
        ? state.discount
        : patch.discount === null || patch.discount.type === 'UNDEFINED'
          ? { type: 'NONE', value: 0 }
          : { type: patch.discount.type, value: patch.discount.value },
    pricePerUnitData: optional(patch.pricePerUnitData, state.pricePerUnitData),
    productDimensions: optional(patch.productDimensions, state.productDimensions),
    packageDimensions: optional(patch.packageDimensions, state.packageDimensions),
    additionalInfoSections:
      patch.additionalInfoSections ??
      (patch.additionalInfoSections === null ? [] : state.additionalInfoSections),
    customTextFields:
      patch.customTextFields === undefined
        ? state.customTextFields
        : (patch.customTextFields ?? []).map((field) => ({ ...field, mandatory: field.mandatory ?? false })),
    seoData: optional(patch.seoData, state.seoData),
    ribbon:
      patch.ribbon !== undefined
        ? (patch.ribbon ?? '')
        : patch.ribbons !== undefined
          ? (patch.ribbons?.[0]?.text ?? '')
          : state.ribbon,
    brand: patch.brand === undefined ? state.brand : patch.brand || undefined,
    lastUpdated: now,
  };
  if (patch.manageVariants != null && patch.manageVariants !== state.manageVariants) {
    next = switchVariantManagement(next, patch.manageVariants);
  }
  if (patch.productOptions !== undefined) {
    next.productOptions = toOptions(patch.productOptions ?? [], state.productOptions);
    checkVariantCount(next);
    const fresh = next.trackInventory ? { quantity: 0, inStock: false } : { inStock: true };
    next.variants = regenerateVariants(next, fresh);
  } else {
    checkVariantCount(next);
  }
  if (patch.stock) next = applyInventoryUpdate(next, patch.stock, 'product.stock');
  return { state: next, changedFields };
}

function switchVariantManagement(state: ProductState, manage: boolean): ProductState {
  if (manage) {
    // Each variant starts from the product-level values it showed until now.
    return {
      ...state,
      manageVariants: true,
      variants: state.variants.map((variant) => ({
        ...variant,
        quantity: state.trackInventory ? (state.quantity ?? 0) : undefined,
        inStock: state.inStock,
      })),
    };
  }
  const onlyDefault = state.variants.length === 1 && state.variants[0]?.id === DEFAULT_VARIANT_ID;
  if (!onlyDefault) {
    throw ApiError.precondition(
      'CANNOT_DISABLE_VARIANT_MANAGEMENT',
      'Variant management can only be turned off for a product without options (rule 167)',
    );
  }
  const variant = state.variants[0]!;
  return {
    ...state,
    manageVariants: false,
    quantity: state.trackInventory ? (variant.quantity ?? 0) : undefined,
    inStock: variant.inStock,
    variants: [{ id: variant.id, choices: {}, quantity: variant.quantity, inStock: variant.inStock }],
  };
}
