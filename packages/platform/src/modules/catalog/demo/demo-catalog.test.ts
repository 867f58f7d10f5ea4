import { describe, expect, it } from 'vitest';
import { discountedPrice } from '../product-pricing';
import { demoCollections, demoProductKeysIn, demoProducts, findDemoProduct } from './demo-catalog';
import { isHexColor } from './demo-tones';
import { demoInventoryStatus, expandDemoVariants } from './demo-variants';

const NO_DISCOUNT = { type: 'NONE', value: 0 } as const;

// These are the invariants the seed relies on when it feeds the records to the catalog service;
// limits are those of business-rules §6A–6C (rules 161, 164, 167, 170, 172, 176).

const products = demoProducts.map((demo) => demo.product);
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function duplicates(values: string[]): string[] {
  return values.filter((value, i) => values.indexOf(value) !== i);
}

describe('demoCatalog', () => {
  it('holds about 60 products in 6 collections', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(55);
    expect(demoProducts.length).toBeLessThanOrEqual(65);
    expect(demoCollections).toHaveLength(6);
  });

  it('gives every product and collection a unique URL-safe key and slug', () => {
    const keys = [...demoProducts.map((demo) => demo.key), ...demoCollections.map((demo) => demo.key)];
    expect(duplicates(keys)).toEqual([]);
    // `--` separates a product key from its image view (demo-images.ts).
    for (const key of keys) expect(key).toMatch(slugPattern);
    expect(duplicates(products.map((product) => product.slug))).toEqual([]);
    expect(duplicates(demoCollections.map((demo) => demo.collection.slug))).toEqual([]);
    for (const product of products) expect(product.slug).toMatch(slugPattern);
    for (const demo of demoCollections) expect(demo.collection.slug).toMatch(slugPattern);
  });

  it('never repeats a SKU, counting the SKUs set on variants', () => {
    const skus = demoProducts.flatMap((demo) => [
      ...(demo.product.sku ? [demo.product.sku] : []),
      ...(demo.variants ?? []).flatMap((override) => (override.sku ? [override.sku] : [])),
    ]);
    expect(duplicates(skus)).toEqual([]);
    for (const sku of skus) expect(sku.length).toBeLessThanOrEqual(40);
  });

  it('puts every product in existing collections and leaves no collection empty', () => {
    const collectionKeys = new Set(demoCollections.map((demo) => demo.key));
    for (const demo of demoProducts) {
      expect(demo.collections.length).toBeGreaterThan(0);
      for (const key of demo.collections) expect(collectionKeys.has(key), `${demo.key} → ${key}`).toBe(true);
    }
    for (const demo of demoCollections) expect(demoProductKeysIn(demo.key).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps names, descriptions, ribbons, brands and info sections within the API limits', () => {
    for (const product of products) {
      expect(product.name.length).toBeGreaterThan(0);
      expect(product.name.length).toBeLessThanOrEqual(80);
      expect(product.description.length).toBeGreaterThan(0);
      if (product.ribbon !== undefined) expect(product.ribbon.length).toBeLessThanOrEqual(30);
      if (product.brand !== undefined) expect(product.brand.length).toBeLessThanOrEqual(50);
      for (const section of product.additionalInfoSections ?? []) {
        expect(section.title.length).toBeLessThanOrEqual(50);
        expect(section.description.length).toBeGreaterThan(0);
      }
    }
    for (const { collection } of demoCollections) {
      expect(collection.name.length).toBeLessThanOrEqual(50);
      expect(collection.description.length).toBeLessThanOrEqual(600);
    }
  });

  it('prices every product and variant at zero or more, and keeps discounted prices above zero', () => {
    for (const demo of demoProducts) {
      const { discount } = demo.product;
      if (discount?.type === 'PERCENT') expect(discount.value).toBeGreaterThan(0);
      if (discount?.type === 'PERCENT') expect(discount.value).toBeLessThan(100);
      for (const variant of expandDemoVariants(demo)) {
        expect(variant.price).toBeGreaterThanOrEqual(0);
        expect(variant.price).toBeLessThanOrEqual(999_999_999.99);
        expect(variant.cost ?? 0).toBeGreaterThanOrEqual(0);
        expect(discountedPrice(variant.price, discount ?? NO_DISCOUNT, 'USD'), demo.key).toBeGreaterThan(0);
      }
    }
  });

  it('weighs physical products only', () => {
    for (const product of products) {
      if (product.productType === 'physical') expect(product.weight, product.slug).toBeGreaterThan(0);
      else expect(product.weight, product.slug).toBeUndefined();
    }
  });

  it('offers at most two options of 2–5 distinct choices, colours as hex values', () => {
    for (const product of products) {
      const options = product.productOptions ?? [];
      expect(options.length).toBeLessThanOrEqual(2);
      expect(duplicates(options.map((option) => option.name))).toEqual([]);
      // Choice media may be assigned under one option only, so one colour option at most.
      expect(options.filter((option) => option.optionType === 'color').length).toBeLessThanOrEqual(1);
      for (const option of options) {
        expect(option.choices.length).toBeGreaterThanOrEqual(2);
        expect(option.choices.length).toBeLessThanOrEqual(5);
        expect(duplicates(option.choices.map((choice) => choice.description))).toEqual([]);
        for (const choice of option.choices) {
          expect(choice.description.length).toBeLessThanOrEqual(50);
          expect(choice.value.length).toBeLessThanOrEqual(50);
          if (option.optionType === 'color') expect(isHexColor(choice.value), choice.value).toBe(true);
        }
      }
    }
  });

  it('overrides only the variants of managed products, by existing options and choices', () => {
    for (const demo of demoProducts) {
      const options = demo.product.productOptions ?? [];
      if (demo.variants?.length) expect(demo.product.manageVariants, demo.key).toBe(true);
      if (demo.product.manageVariants) expect(options.length, demo.key).toBeGreaterThan(0);
      for (const override of demo.variants ?? []) {
        for (const [name, description] of Object.entries(override.choices)) {
          const option = options.find((candidate) => candidate.name === name);
          expect(option, `${demo.key}: ${name}`).toBeDefined();
          expect(option?.choices.map((choice) => choice.description)).toContain(description);
        }
        // A SKU set through a partial selection would be shared by several variants.
        if (override.sku) expect(Object.keys(override.choices).length, override.sku).toBe(options.length);
        if (override.quantity !== undefined) expect(demo.stock.trackInventory, demo.key).toBe(true);
        if (override.inStock !== undefined) expect(demo.stock.trackInventory, demo.key).toBe(false);
      }
    }
  });

  it('keeps stock within the inventory limits and never tracks digital products', () => {
    for (const demo of demoProducts) {
      if (demo.stock.trackInventory) {
        expect(Number.isInteger(demo.stock.quantity)).toBe(true);
        expect(demo.stock.quantity).toBeGreaterThanOrEqual(0);
        expect(demo.stock.quantity).toBeLessThanOrEqual(99_999);
      }
      if (demo.product.productType === 'digital') expect(demo.stock.trackInventory, demo.key).toBe(false);
      for (const override of demo.variants ?? []) {
        if (override.quantity !== undefined) expect(Number.isInteger(override.quantity)).toBe(true);
      }
    }
  });

  it('stays under the 300-variant limit of managed products', () => {
    for (const demo of demoProducts.filter((candidate) => candidate.product.manageVariants)) {
      expect(expandDemoVariants(demo).length).toBeLessThanOrEqual(300);
    }
  });

  it('covers the storefront cases: options, managed variants, stock states, discounts, ribbons, hidden', () => {
    const statuses = demoProducts.map(demoInventoryStatus);
    const count = (predicate: (demo: (typeof demoProducts)[number]) => boolean) =>
      demoProducts.filter(predicate).length;
    expect(count((demo) => (demo.product.productOptions?.length ?? 0) > 0)).toBeGreaterThanOrEqual(30);
    expect(count((demo) => demo.product.manageVariants === true)).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((status) => status === 'OUT_OF_STOCK').length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((status) => status === 'PARTIALLY_OUT_OF_STOCK').length).toBeGreaterThanOrEqual(3);
    expect(count((demo) => demo.product.discount !== undefined)).toBeGreaterThanOrEqual(6);
    expect(count((demo) => demo.product.ribbon !== undefined)).toBeGreaterThanOrEqual(6);
    expect(count((demo) => demo.product.brand !== undefined)).toBeGreaterThanOrEqual(6);
    expect(count((demo) => demo.product.productType === 'digital')).toBeGreaterThanOrEqual(3);
    expect(count((demo) => !demo.product.visible)).toBeGreaterThanOrEqual(1);
    expect(count((demo) => (demo.product.additionalInfoSections?.length ?? 0) > 0)).toBeGreaterThanOrEqual(6);
  });
});

describe('findDemoProduct', () => {
  it('finds a product by key and returns undefined for unknown keys', () => {
    expect(findDemoProduct('enamel-camp-mug')?.product.name).toBe('Enamel Camp Mug');
    expect(findDemoProduct('no-such-product')).toBeUndefined();
  });
});
