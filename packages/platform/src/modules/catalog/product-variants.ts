/**
 * Variants of a product (business-rules rules 165–168): one per combination of option choices, with stable ids, and
 * per-variant overrides that apply when variants are managed. Pure functions over {@link ProductState}.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../../http/api-error';
import {
  DEFAULT_VARIANT_ID,
  type Dimensions,
  type OptionRecord,
  type ProductState,
  type VariantRecord,
} from './product-state';

/** A variant with every inherited value filled in: what documents, availability and the cart read. */
export interface ResolvedVariant {
  id: string;
  choices: Record<string, string>;
  /** The price as stored; rounded to the store currency where money is computed (`catalog-money.ts`). */
  price: number;
  cost?: number;
  weight?: number;
  sku: string;
  visible: boolean;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
}

/** A `VariantOverride` of `PATCH /v1/products/{id}/variants` (rule 168), validated. */
export interface VariantOverrideInput {
  choices?: Record<string, string>;
  variantIds?: string[];
  price?: number | null;
  cost?: number | null;
  weight?: number | null;
  sku?: string | null;
  visible?: boolean | null;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
}

/**
 * The stable id of a choice combination (rule 166): a hash of its option name → choice description pairs, so the
 * same combination keeps its id across updates that do not change it; the empty combination is the zero GUID.
 * @param choices - option name → choice description
 */
export function variantIdFor(choices: Record<string, string>): string {
  const entries = Object.entries(choices).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) return DEFAULT_VARIANT_ID;
  const hex = createHash('sha256')
    .update(entries.map(([name, value]) => `${name}\u0000${value}`).join('\u0001'))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Every combination of the options' choices, in option order (the cartesian product, rule 165).
 * @param options - the product options
 */
export function choiceCombinations(options: readonly OptionRecord[]): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}];
  for (const option of options) {
    combinations = combinations.flatMap((partial) =>
      option.choices.map((choice) => ({ ...partial, [option.name]: choice.description })),
    );
  }
  return combinations;
}

/**
 * Rebuilds the variant list after the options changed: combinations that still exist keep their record (id, overrides,
 * inventory), new ones start from the given inventory.
 * @param state - the product with its new options
 * @param fresh - inventory of new variants
 */
export function regenerateVariants(
  state: ProductState,
  fresh: { quantity?: number; inStock: boolean },
): VariantRecord[] {
  const existing = new Map(state.variants.map((variant) => [variant.id, variant]));
  return choiceCombinations(state.productOptions).map((choices) => {
    const id = variantIdFor(choices);
    return existing.get(id) ?? { id, choices, ...fresh };
  });
}

/**
 * A variant with the product's values filled in where it overrides nothing (or always, when variants are not
 * managed, rule 167) and its effective inventory (its discounted price depends on the store currency:
 * `discountedPrice` in `product-pricing.ts`).
 * @param state - the product
 * @param variant - one of its variants
 */
export function resolveVariant(state: ProductState, variant: VariantRecord): ResolvedVariant {
  const managed = state.manageVariants;
  const price = (managed ? variant.price : undefined) ?? state.price;
  const tracked = state.trackInventory;
  const quantity = tracked ? ((managed ? variant.quantity : state.quantity) ?? 0) : undefined;
  return {
    id: variant.id,
    choices: variant.choices,
    price,
    cost: (managed ? variant.cost : undefined) ?? state.cost,
    weight: (managed ? variant.weight : undefined) ?? state.weight,
    sku: (managed ? variant.sku : undefined) ?? state.sku,
    visible: (managed ? variant.visible : undefined) ?? true,
    productDimensions: (managed ? variant.productDimensions : undefined) ?? state.productDimensions,
    packageDimensions: (managed ? variant.packageDimensions : undefined) ?? state.packageDimensions,
    trackQuantity: tracked,
    quantity,
    inStock: quantity !== undefined ? quantity > 0 : managed ? variant.inStock : state.inStock,
  };
}

/**
 * Every variant of a product, resolved.
 * @param state - the product
 */
export function resolveVariants(state: ProductState): ResolvedVariant[] {
  return state.variants.map((variant) => resolveVariant(state, variant));
}

/**
 * True when a variant has every choice of a (possibly partial) selection.
 * @param choices - the variant's choices
 * @param selection - option name → choice description
 */
export function matchesChoices(choices: Record<string, string>, selection: Record<string, string>): boolean {
  for (const name in selection) if (choices[name] !== selection[name]) return false;
  return true;
}

/**
 * Checks that a selection names existing options and choices.
 * @param state - the product
 * @param selection - option name → choice description
 * @param field - request path for the violation
 * @throws ApiError - 400 naming the unknown option or choice
 */
export function assertChoicesExist(
  state: ProductState,
  selection: Record<string, string>,
  field: string,
): void {
  for (const [name, description] of Object.entries(selection)) {
    const option = state.productOptions.find((o) => o.name === name);
    if (!option)
      throw ApiError.invalidField(`${field}.${name}`, 'is not an option of this product', 'VALIDATION');
    if (!option.choices.some((choice) => choice.description === description)) {
      throw ApiError.invalidField(
        `${field}.${name}`,
        `"${description}" is not a choice of this option`,
        'VALIDATION',
      );
    }
  }
}

function set<T>(value: T | null | undefined, current: T | undefined): T | undefined {
  if (value === undefined) return current;
  return value === null ? undefined : value;
}

/**
 * Applies variant overrides in order (rule 168): each updates every variant matching its (possibly partial)
 * `choices` or listed in `variantIds`; `null` clears an override so the product value applies again.
 * @param state - the product (variants must be managed)
 * @param overrides - the overrides
 * @returns the new variants and the ids of those that changed
 * @throws ApiError - 428 when variants are not managed; 400 for unknown options, choices or variant ids
 */
export function applyVariantOverrides(
  state: ProductState,
  overrides: readonly VariantOverrideInput[],
): { variants: VariantRecord[]; changed: Set<string> } {
  if (!state.manageVariants) {
    throw ApiError.precondition(
      'VARIANT_MANAGEMENT_DISABLED',
      'Variants can only be updated when the product manages its variants (manageVariants: true)',
    );
  }
  const variants = state.variants.map((variant) => ({ ...variant }));
  const changed = new Set<string>();
  overrides.forEach((override, index) => {
    const field = `variants[${index}]`;
    if (override.choices) assertChoicesExist(state, override.choices, `${field}.choices`);
    for (const id of override.variantIds ?? []) {
      if (!variants.some((variant) => variant.id === id)) {
        throw ApiError.invalidField(
          `${field}.variantIds`,
          `${id} is not a variant of this product`,
          'VALIDATION',
        );
      }
    }
    for (const variant of variants) {
      const byId = override.variantIds?.includes(variant.id) ?? false;
      const byChoices = override.choices !== undefined && matchesChoices(variant.choices, override.choices);
      if (!byId && !byChoices) continue;
      variant.price = set(override.price, variant.price);
      variant.cost = set(override.cost, variant.cost);
      variant.weight = set(override.weight, variant.weight);
      variant.sku = set(override.sku, variant.sku);
      variant.visible = set(override.visible, variant.visible);
      variant.productDimensions = set(override.productDimensions, variant.productDimensions);
      variant.packageDimensions = set(override.packageDimensions, variant.packageDimensions);
      changed.add(variant.id);
    }
  });
  return { variants, changed };
}

/**
 * Resets every variant's data to the product defaults (`POST …/variants/resetToDefault`, rule 168); inventory stays.
 * @param state - the product
 */
export function resetVariantData(state: ProductState): VariantRecord[] {
  return state.variants.map(({ id, choices, quantity, inStock }) => ({ id, choices, quantity, inStock }));
}
