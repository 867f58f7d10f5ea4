import { describe, expect, it } from 'vitest';
import { createCatalogItemMemo } from './catalog-item-memo';
import type { ProductRow } from './product-store';
import { resolveVariants } from './product-variants';
import { applyProductPatch } from './product-write-model';
import { productFixture } from './testing/product-fixture';

describe('createCatalogItemMemo', () => {
  it('resolves a row’s variants and builds each variant’s item once, however often they are asked for', () => {
    const built: string[] = [];
    const memo = createCatalogItemMemo((row, variant) => {
      built.push(variant.id);
      return { name: row.state.name, variantId: variant.id, price: variant.price };
    });
    const row: ProductRow = { state: productFixture(), collectionIds: [] };
    const variants = memo.variantsOf(row);
    expect(variants).toEqual(resolveVariants(row.state));
    expect(memo.variantsOf(row)).toBe(variants);
    const first = memo.itemOf(row, variants[0]!);
    expect(memo.itemOf(row, memo.variantsOf(row)[0]!)).toBe(first);
    memo.itemOf(row, variants[1]!);
    expect(built).toEqual([variants[0]!.id, variants[1]!.id]);
  });

  // A changed product is a new row object (rows are never mutated): its items are built from the new state.
  it('builds the items of a changed product anew', () => {
    const memo = createCatalogItemMemo((row, variant) => ({ name: row.state.name, price: variant.price }));
    const before: ProductRow = { state: productFixture(), collectionIds: [] };
    const after: ProductRow = {
      state: applyProductPatch(
        before.state,
        { name: 'Tee', priceData: { price: 25 } },
        '2025-01-02T00:00:00.000Z',
      ).state,
      collectionIds: [],
    };
    expect(memo.itemOf(before, memo.variantsOf(before)[0]!)).toEqual({ name: 'Shirt', price: 20 });
    expect(memo.itemOf(after, memo.variantsOf(after)[0]!)).toEqual({ name: 'Tee', price: 25 });
  });

  // Shared between calls, so frozen: a caller changing one by mistake throws instead of changing later answers.
  it('hands out frozen variants and items', () => {
    const memo = createCatalogItemMemo((row, variant) => ({
      name: row.state.name,
      price: { amount: variant.price },
    }));
    const row: ProductRow = { state: productFixture(), collectionIds: [] };
    const [variant] = memo.variantsOf(row);
    const item = memo.itemOf(row, variant!);
    expect(() => {
      (item as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      (item.price as { amount: unknown }).amount = 0;
    }).toThrow(TypeError);
    expect(() => memo.variantsOf(row).push(variant!)).toThrow(TypeError);
    expect(memo.itemOf(row, variant!).name).toBe('Shirt');
  });
});
