import { describe, expect, it } from 'vitest';
import { isApiError } from '../../http/api-error';
import { DEFAULT_VARIANT_ID } from './product-state';
import {
  applyVariantOverrides,
  choiceCombinations,
  resetVariantData,
  resolveVariants,
  variantIdFor,
} from './product-variants';
import { applyProductPatch } from './product-write-model';
import { productFixture } from './testing/product-fixture';

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isApiError(error))
      return { status: error.status, code: error.code, fields: error.violations?.map((v) => v.field) };
    throw error;
  }
  throw new Error('expected an ApiError');
};

describe('variantIdFor', () => {
  it('gives the zero GUID to the empty combination and a stable GUID to any other (rule 166)', () => {
    expect(variantIdFor({})).toBe(DEFAULT_VARIANT_ID);
    const id = variantIdFor({ Size: 'S', Color: 'Red' });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // The key order of the combination does not matter; a different choice does.
    expect(variantIdFor({ Color: 'Red', Size: 'S' })).toBe(id);
    expect(variantIdFor({ Size: 'L', Color: 'Red' })).not.toBe(id);
  });
});

describe('choiceCombinations', () => {
  it('is the cartesian product of the choices, keyed by option name and choice description (rule 165)', () => {
    expect(choiceCombinations(productFixture().productOptions)).toEqual([
      { Size: 'S', Color: 'Red' },
      { Size: 'S', Color: 'Blue' },
      { Size: 'L', Color: 'Red' },
      { Size: 'L', Color: 'Blue' },
    ]);
    expect(choiceCombinations([])).toEqual([{}]);
  });
});

describe('product variants', () => {
  it('gives a product without options exactly the default variant', () => {
    const state = productFixture({ productOptions: [] });
    expect(state.variants.map((variant) => [variant.id, variant.choices])).toEqual([
      [DEFAULT_VARIANT_ID, {}],
    ]);
  });

  it('keeps the ids and data of surviving combinations when the options change', () => {
    const managed = productFixture({ manageVariants: true });
    const { variants } = applyVariantOverrides(managed, [
      { choices: { Size: 'L', Color: 'Blue' }, price: 25 },
    ]);
    const before = { ...managed, variants };
    const { state: after } = applyProductPatch(
      before,
      {
        productOptions: [
          { optionType: 'drop_down', name: 'Size', choices: [{ value: 'L' }, { value: 'XL' }] },
          { optionType: 'color', name: 'Color', choices: [{ value: '#00f', description: 'Blue' }] },
        ],
      },
      '2025-01-02T00:00:00.000Z',
    );
    const kept = after.variants.find((variant) => variant.choices.Size === 'L');
    expect(kept?.id).toBe(variantIdFor({ Size: 'L', Color: 'Blue' }));
    expect(kept?.price).toBe(25);
    expect(after.variants.map((variant) => variant.choices)).toEqual([
      { Size: 'L', Color: 'Blue' },
      { Size: 'XL', Color: 'Blue' },
    ]);
  });

  it('inherits every product value while variants are not managed (rule 167)', () => {
    const state = productFixture({ discount: { type: 'AMOUNT', value: 2 } });
    for (const variant of resolveVariants(state)) {
      expect(variant).toMatchObject({
        price: 20,
        cost: 8,
        weight: 0.2,
        sku: 'SH',
        visible: true,
      });
    }
  });
});

describe('applyVariantOverrides', () => {
  const managed = () => productFixture({ manageVariants: true });

  it('updates every variant matching partial choices, later overrides winning (rule 168)', () => {
    const state = managed();
    const { variants, changed } = applyVariantOverrides(state, [
      { choices: { Size: 'L' }, price: 24, weight: 0.3 },
      { choices: { Size: 'L', Color: 'Red' }, price: 26, sku: 'SH-LR' },
    ]);
    const resolved = resolveVariants({ ...state, variants });
    expect(
      resolved.map((variant) => [variant.choices.Size, variant.choices.Color, variant.price, variant.sku]),
    ).toEqual([
      ['S', 'Red', 20, 'SH'],
      ['S', 'Blue', 20, 'SH'],
      ['L', 'Red', 26, 'SH-LR'],
      ['L', 'Blue', 24, 'SH'],
    ]);
    expect(changed.size).toBe(2);
  });

  it('addresses variants by id, and null gives a value back to the product', () => {
    const state = managed();
    const id = state.variants[0]!.id;
    const first = applyVariantOverrides(state, [{ variantIds: [id], price: 30 }]);
    const second = applyVariantOverrides({ ...state, variants: first.variants }, [
      { variantIds: [id], price: null },
    ]);
    expect(resolveVariants({ ...state, variants: second.variants })[0]?.price).toBe(20);
  });

  it('refuses unknown options, choices and variant ids with the field that names them', () => {
    expect(
      failure(() => applyVariantOverrides(managed(), [{ choices: { Fit: 'Slim' }, price: 1 }])),
    ).toMatchObject({
      status: 400,
      fields: ['variants[0].choices.Fit'],
    });
    expect(failure(() => applyVariantOverrides(managed(), [{ choices: { Size: 'XL' } }]))).toMatchObject({
      fields: ['variants[0].choices.Size'],
    });
    expect(
      failure(() => applyVariantOverrides(managed(), [{ variantIds: [DEFAULT_VARIANT_ID] }])),
    ).toMatchObject({
      fields: ['variants[0].variantIds'],
    });
  });

  it('needs managed variants (428)', () => {
    expect(failure(() => applyVariantOverrides(productFixture(), [{ choices: {}, price: 1 }]))).toMatchObject(
      {
        status: 428,
        code: 'VARIANT_MANAGEMENT_DISABLED',
      },
    );
  });
});

describe('resetVariantData', () => {
  it('drops every override but keeps inventory', () => {
    const state = productFixture({ manageVariants: true, stock: { trackInventory: true, quantity: 4 } });
    const { variants } = applyVariantOverrides(state, [{ choices: {}, price: 99, sku: 'X' }]);
    const reset = resolveVariants({ ...state, variants: resetVariantData({ ...state, variants }) });
    expect(
      reset.every((variant) => variant.price === 20 && variant.sku === 'SH' && variant.quantity === 4),
    ).toBe(true);
  });
});
