import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_DRAFT, splitChoices, toProductDraft, toProductInput } from './product-draft';

describe('splitChoices', () => {
  it('trims and drops blanks and repeats', () => {
    expect(splitChoices(' S, M ,,M, L ')).toEqual(['S', 'M', 'L']);
  });
});

describe('toProductInput', () => {
  it('makes a product with options manage its variants, without product-level stock', () => {
    const input = toProductInput({
      ...EMPTY_PRODUCT_DRAFT,
      name: ' Tee ',
      price: '20',
      cost: '8',
      quantity: '5',
      options: [
        { name: 'Size', choices: 'S, M' },
        { name: 'Colour', choices: 'Red' },
        { name: ' ', choices: 'ignored' },
      ],
    });
    expect(input).toMatchObject({
      name: 'Tee',
      priceData: { price: 20 },
      costAndProfitData: { itemCost: 8 },
      manageVariants: true,
      productOptions: [
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'M', description: 'M' },
          ],
        },
        { name: 'Colour', choices: [{ value: 'Red', description: 'Red' }] },
      ],
    });
    expect(input.stock).toBeUndefined();
  });

  it('tracks product stock only when a quantity is given', () => {
    expect(toProductInput({ ...EMPTY_PRODUCT_DRAFT, name: 'Mug', quantity: '3' }).stock).toEqual({
      trackInventory: true,
      quantity: 3,
    });
    expect(toProductInput({ ...EMPTY_PRODUCT_DRAFT, name: 'Mug' }).stock).toEqual({
      trackInventory: false,
      inStock: true,
    });
  });

  it('round-trips a product read back into the editor', () => {
    const draft = toProductDraft({
      name: 'Tee',
      priceData: { price: 20 },
      costAndProfitData: { itemCost: 8 },
      weight: 0.2,
      ribbon: 'New',
      productOptions: [
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'M', description: 'M' },
          ],
        },
      ],
    });
    expect(draft).toMatchObject({ price: '20', cost: '8', weight: '0.2', ribbon: 'New' });
    expect(draft.options).toEqual([{ name: 'Size', choices: 'S, M' }]);
  });
});
