import type { DemoProduct } from './demo-types';

/** One resolved variant of a demo product: product defaults with the matching overrides applied. */
export interface DemoVariant {
  /** Option name → choice description; `{}` for the single variant of a product without options. */
  choices: Record<string, string>;
  price: number;
  cost?: number;
  sku?: string;
  weight?: number;
  visible: boolean;
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
}

/** The body items of `PATCH /stores/v1/products/{id}/variants {variants}` (rule 168). */
export interface DemoVariantOverrideInput {
  choices: Record<string, string>;
  price?: number;
  cost?: number;
  sku?: string;
  weight?: number;
  visible?: boolean;
}

/** The product-level inventory status the platform reports for a product (rule 172). */
export type DemoInventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';

/**
 * Lists a demo product's variants as the platform will hold them once seeded: the cartesian
 * product of the option choices (business-rules §6A rule 165), each inheriting the product's price,
 * SKU, weight and stock, then every override whose (possibly partial) choices match applied in
 * order (rule 168). The seed can use it to set per-variant inventory.
 *
 * @param demo - the demo product
 */
export function expandDemoVariants(demo: DemoProduct): DemoVariant[] {
  const { product, stock } = demo;
  let combinations: Record<string, string>[] = [{}];
  for (const option of product.productOptions ?? []) {
    combinations = combinations.flatMap((partial) =>
      option.choices.map((choice) => ({ ...partial, [option.name]: choice.description })),
    );
  }
  return combinations.map((choices) => {
    const variant: DemoVariant = {
      choices,
      price: product.priceData.price,
      cost: product.costAndProfitData?.itemCost,
      sku: product.sku,
      weight: product.weight,
      visible: true,
      trackQuantity: stock.trackInventory,
      quantity: stock.trackInventory ? stock.quantity : undefined,
      inStock: stock.trackInventory ? stock.quantity > 0 : stock.inStock,
    };
    for (const override of product.manageVariants ? (demo.variants ?? []) : []) {
      if (!Object.entries(override.choices).every(([name, value]) => choices[name] === value)) continue;
      if (override.price !== undefined) variant.price = override.price;
      if (override.cost !== undefined) variant.cost = override.cost;
      if (override.sku !== undefined) variant.sku = override.sku;
      if (override.weight !== undefined) variant.weight = override.weight;
      if (override.visible !== undefined) variant.visible = override.visible;
      if (override.quantity !== undefined && stock.trackInventory) {
        variant.quantity = override.quantity;
        variant.inStock = override.quantity > 0;
      }
      if (override.inStock !== undefined && !stock.trackInventory) variant.inStock = override.inStock;
    }
    return variant;
  });
}

/**
 * Derives the product's `stock.inventoryStatus` from its variants: all in stock, none, or some
 * (rule 172). Without managed variants every variant shares the product's stock.
 *
 * @param demo - the demo product
 */
export function demoInventoryStatus(demo: DemoProduct): DemoInventoryStatus {
  const variants = expandDemoVariants(demo);
  const inStock = variants.filter((variant) => variant.inStock).length;
  if (inStock === variants.length) return 'IN_STOCK';
  return inStock === 0 ? 'OUT_OF_STOCK' : 'PARTIALLY_OUT_OF_STOCK';
}

/**
 * Strips the inventory fields from a product's overrides, leaving exactly the `VariantOverride`
 * items of `PATCH /stores/v1/products/{id}/variants`; overrides that only change stock are dropped.
 *
 * @param demo - the demo product
 */
export function toVariantOverrideInputs(demo: DemoProduct): DemoVariantOverrideInput[] {
  return (demo.variants ?? []).flatMap(({ quantity: _quantity, inStock: _inStock, ...override }) =>
    Object.keys(override).length > 1 ? [override] : [],
  );
}
