import { describe, expect, it } from 'vitest';
import { colorOption, dropDownOption } from './demo-options';
import type { DemoProduct } from './demo-types';
import { demoInventoryStatus, expandDemoVariants, toVariantOverrideInputs } from './demo-variants';

function shirt(overrides: Partial<DemoProduct> = {}, manageVariants = true): DemoProduct {
  return {
    key: 'test-shirt',
    collections: [],
    art: { shape: 'tee', color: '#2f5d50' },
    product: {
      name: 'Test Shirt',
      slug: 'test-shirt',
      description: '<p>Test.</p>',
      productType: 'physical',
      priceData: { price: 20 },
      costAndProfitData: { itemCost: 8 },
      sku: 'TS',
      weight: 0.2,
      visible: true,
      productOptions: [dropDownOption('Size', ['S', 'L']), colorOption('Red', 'Blue')],
      manageVariants,
    },
    stock: { trackInventory: true, quantity: 5 },
    ...overrides,
  };
}

describe('expandDemoVariants', () => {
  it('builds one variant per choice combination, keyed by choice descriptions, inheriting product data', () => {
    const variants = expandDemoVariants(shirt());
    expect(variants.map((variant) => variant.choices)).toEqual([
      { Size: 'S', Color: 'Red' },
      { Size: 'S', Color: 'Blue' },
      { Size: 'L', Color: 'Red' },
      { Size: 'L', Color: 'Blue' },
    ]);
    expect(variants[0]).toEqual({
      choices: { Size: 'S', Color: 'Red' },
      price: 20,
      cost: 8,
      sku: 'TS',
      weight: 0.2,
      visible: true,
      trackQuantity: true,
      quantity: 5,
      inStock: true,
    });
  });

  it('gives a product without options a single variant with empty choices', () => {
    const demo = shirt();
    const variants = expandDemoVariants({ ...demo, product: { ...demo.product, productOptions: [] } });
    expect(variants.map((variant) => variant.choices)).toEqual([{}]);
  });

  it('applies partial overrides to every matching variant, later overrides winning', () => {
    const variants = expandDemoVariants(
      shirt({
        variants: [
          { choices: { Size: 'L' }, price: 25, quantity: 2 },
          { choices: { Size: 'L', Color: 'Blue' }, sku: 'TS-L-B', quantity: 0, visible: false },
        ],
      }),
    );
    expect(
      variants.map((variant) => [variant.price, variant.sku, variant.quantity, variant.inStock]),
    ).toEqual([
      [20, 'TS', 5, true],
      [20, 'TS', 5, true],
      [25, 'TS', 2, true],
      [25, 'TS-L-B', 0, false],
    ]);
    expect(variants[3]?.visible).toBe(false);
  });

  it('ignores overrides when variants are not managed', () => {
    const variants = expandDemoVariants(shirt({ variants: [{ choices: { Size: 'L' }, price: 99 }] }, false));
    expect(variants.every((variant) => variant.price === 20)).toBe(true);
  });

  it('uses in-stock flags instead of quantities for untracked products', () => {
    const variants = expandDemoVariants(
      shirt({
        stock: { trackInventory: false, inStock: true },
        variants: [{ choices: { Color: 'Red' }, inStock: false, quantity: 3 }],
      }),
    );
    expect(variants.map((variant) => [variant.quantity, variant.inStock])).toEqual([
      [undefined, false],
      [undefined, true],
      [undefined, false],
      [undefined, true],
    ]);
  });
});

describe('demoInventoryStatus', () => {
  it('reports IN_STOCK, PARTIALLY_OUT_OF_STOCK and OUT_OF_STOCK from the variants', () => {
    expect(demoInventoryStatus(shirt())).toBe('IN_STOCK');
    expect(demoInventoryStatus(shirt({ variants: [{ choices: { Size: 'S' }, quantity: 0 }] }))).toBe(
      'PARTIALLY_OUT_OF_STOCK',
    );
    expect(demoInventoryStatus(shirt({ stock: { trackInventory: true, quantity: 0 } }))).toBe('OUT_OF_STOCK');
    expect(demoInventoryStatus(shirt({ stock: { trackInventory: false, inStock: false } }))).toBe(
      'OUT_OF_STOCK',
    );
  });
});

describe('toVariantOverrideInputs', () => {
  it('drops inventory fields and overrides that only change stock', () => {
    const demo = shirt({
      variants: [
        { choices: { Size: 'L' }, price: 25, quantity: 2 },
        { choices: { Color: 'Blue' }, quantity: 0 },
      ],
    });
    expect(toVariantOverrideInputs(demo)).toEqual([{ choices: { Size: 'L' }, price: 25 }]);
  });
});
