import type { Product } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT_DRAFT,
  splitChoices,
  toProductDraft,
  toProductInput,
  toProductUpdate,
} from './product-draft';

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

describe('toProductUpdate', () => {
  const mug: Product = {
    _id: 'mug',
    name: 'Mug',
    priceData: { price: 12 },
    stock: { trackInventory: true, quantity: 10 },
  };
  const loaded = toProductDraft(mug);

  it('sends a changed count as a move by the difference from the loaded count, never as a quantity', () => {
    const more = toProductUpdate(mug, '10', { ...loaded, quantity: '12' });
    expect(more.input).not.toHaveProperty('stock');
    expect(more.moves).toEqual({ decrement: [], increment: [{ productId: 'mug', incrementBy: 2 }] });
    const less = toProductUpdate(mug, '10', { ...loaded, quantity: ' 7 ' });
    expect(less.input).not.toHaveProperty('stock');
    expect(less.moves).toEqual({ decrement: [{ productId: 'mug', decrementBy: 3 }], increment: [] });
  });

  it('leaves an untouched count out, whatever the product read says now', () => {
    const { input, moves } = toProductUpdate(mug, '10', { ...loaded, name: 'Big mug' });
    expect(input).toMatchObject({ name: 'Big mug' });
    expect(input).not.toHaveProperty('stock');
    expect(moves).toEqual({ decrement: [], increment: [] });
    // After a move was applied the form starts from the typed count: saving again moves nothing.
    expect(toProductUpdate(mug, '12', { ...loaded, quantity: '12' }).moves).toEqual({
      decrement: [],
      increment: [],
    });
  });

  it('sends starting or stopping the count with the product', () => {
    const poster: Product = {
      _id: 'poster',
      name: 'Poster',
      stock: { trackInventory: false, inStock: true },
    };
    const start = toProductUpdate(poster, '', { ...toProductDraft(poster), quantity: '5' });
    expect(start.input.stock).toEqual({ trackInventory: true, quantity: 5 });
    expect(start.moves).toEqual({ decrement: [], increment: [] });
    const stop = toProductUpdate(mug, '10', { ...loaded, quantity: '' });
    expect(stop.input.stock).toEqual({ trackInventory: false, inStock: true });
    expect(toProductUpdate(poster, '', toProductDraft(poster)).input).not.toHaveProperty('stock');
  });

  it('refuses a changed count that is not whole units instead of untracking the stock', () => {
    expect(() => toProductUpdate(mug, '10', { ...loaded, quantity: '1.5' })).toThrow(
      'Enter the units in stock of Mug as a whole number from 0 to 99999',
    );
  });
});
