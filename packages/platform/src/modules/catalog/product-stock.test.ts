import { describe, expect, it } from 'vitest';
import { adjustTrackedQuantity, applyInventoryUpdate, inventoryChanges, productStock } from './product-stock';
import { variantIdFor } from './product-variants';
import { productFixture } from './testing/product-fixture';

const SMALL_RED = variantIdFor({ Size: 'S', Color: 'Red' });

describe('productStock', () => {
  it('defaults to untracked and in stock (rule 172)', () => {
    expect(productStock(productFixture())).toEqual({
      trackInventory: false,
      inStock: true,
      inventoryStatus: 'IN_STOCK',
    });
  });

  it('sums tracked variant quantities and reports some variants out as PARTIALLY_OUT_OF_STOCK', () => {
    const state = applyInventoryUpdate(
      productFixture({ manageVariants: true, stock: { trackInventory: true, quantity: 3 } }),
      { variants: [{ variantId: SMALL_RED, quantity: 0 }] },
    );
    expect(productStock(state)).toEqual({
      trackInventory: true,
      quantity: 9,
      inStock: true,
      inventoryStatus: 'PARTIALLY_OUT_OF_STOCK',
    });
  });

  it('reports a tracked quantity of 0 as OUT_OF_STOCK, not in stock', () => {
    const state = productFixture({ stock: { trackInventory: true, quantity: 0 } });
    expect(productStock(state)).toMatchObject({
      quantity: 0,
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
    });
  });
});

describe('applyInventoryUpdate', () => {
  it('sets the product-level stock through any variant id when variants are not managed (rule 173)', () => {
    const state = applyInventoryUpdate(productFixture({ stock: { trackInventory: true, quantity: 5 } }), {
      variants: [{ variantId: SMALL_RED, quantity: 2 }],
    });
    expect(state.quantity).toBe(2);
    expect(productStock(state).quantity).toBe(2);
  });

  it('keeps what shoppers saw when tracking is switched off', () => {
    const state = applyInventoryUpdate(productFixture({ stock: { trackInventory: true, quantity: 0 } }), {
      trackInventory: false,
    });
    expect(productStock(state)).toMatchObject({ trackInventory: false, inStock: false });
  });

  it('lists the variants whose stock changed', () => {
    const before = productFixture({ manageVariants: true, stock: { trackInventory: true, quantity: 3 } });
    const after = applyInventoryUpdate(before, { variants: [{ variantId: SMALL_RED, quantity: 0 }] });
    expect(inventoryChanges(before, after)).toEqual([
      {
        variantId: SMALL_RED,
        oldValue: { quantity: 3, inStock: true },
        newValue: { quantity: 0, inStock: false },
      },
    ]);
  });

  it('refuses quantities above 99999 and unknown variants', () => {
    expect(() => applyInventoryUpdate(productFixture(), { quantity: 100_000 })).toThrow('from 0 to 99999');
    expect(() =>
      applyInventoryUpdate(productFixture(), {
        variants: [{ variantId: '00000000-0000-0000-0000-000000000001' }],
      }),
    ).toThrow('not a variant');
  });
});

describe('adjustTrackedQuantity', () => {
  it('takes units from the variant and refuses to go below zero', () => {
    const state = productFixture({ manageVariants: true, stock: { trackInventory: true, quantity: 2 } });
    const taken = adjustTrackedQuantity(state, SMALL_RED, 2);
    expect(taken?.variants.find((variant) => variant.id === SMALL_RED)?.quantity).toBe(0);
    expect(adjustTrackedQuantity(taken!, SMALL_RED, 1)).toBeUndefined();
  });

  it('shares one quantity between the variants of a product that does not manage them', () => {
    const state = productFixture({ stock: { trackInventory: true, quantity: 3 } });
    const taken = adjustTrackedQuantity(state, SMALL_RED, 2);
    expect(adjustTrackedQuantity(taken!, variantIdFor({ Size: 'L', Color: 'Blue' }), 2)).toBeUndefined();
  });
});
