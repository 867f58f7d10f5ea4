import type { Product } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { describeAddedLine, variantChoicesOf, withAddedLine } from './added-lines';

const shirt: Product = {
  _id: 'p1',
  name: 'Linen Shirt',
  priceData: { price: 10, formatted: { price: '$10.00', discountedPrice: '$10.00' } },
  variants: [
    {
      _id: 's',
      choices: { Size: 'S' },
      variant: { priceData: { formatted: { price: '$10.00', discountedPrice: '$9.00' } }, visible: true },
      stock: { inStock: false },
    },
    {
      _id: 'l',
      choices: { Size: 'L' },
      variant: { priceData: { formatted: { price: '$15.00' } } },
      stock: { inStock: true },
    },
    { _id: 'x', choices: { Size: 'XL' }, variant: { visible: false } },
  ],
};

describe('variantChoicesOf', () => {
  it('lists the visible variants with the price the platform charges and their stock', () => {
    expect(variantChoicesOf(shirt)).toEqual([
      { variantId: 's', label: 'Size: S', choices: { Size: 'S' }, formattedPrice: '$9.00', inStock: false },
      { variantId: 'l', label: 'Size: L', choices: { Size: 'L' }, formattedPrice: '$15.00', inStock: true },
    ]);
  });

  it('names the single variant of a product without options after the product, at the product price', () => {
    const mug: Product = {
      _id: 'p2',
      name: 'Mug',
      priceData: { formatted: { price: '$8.00', discountedPrice: '$6.00' } },
      variants: [{ _id: '00000000-0000-0000-0000-000000000000', choices: {} }],
    };
    expect(variantChoicesOf(mug)).toEqual([
      {
        variantId: '00000000-0000-0000-0000-000000000000',
        label: 'Mug',
        choices: {},
        formattedPrice: '$6.00',
        inStock: true,
      },
    ]);
  });
});

describe('describeAddedLine', () => {
  it('reads as the pending change staff will commit', () => {
    const line = {
      productId: 'p1',
      variantId: 'l',
      name: 'Linen Shirt',
      quantity: 2,
      formattedPrice: '$15.00',
    };
    expect(describeAddedLine({ ...line, choices: { Size: 'L' } })).toBe(
      'Linen Shirt (Size: L) × 2 at $15.00 each',
    );
    expect(describeAddedLine({ ...line, choices: {} })).toBe('Linen Shirt × 2 at $15.00 each');
  });
});

describe('withAddedLine', () => {
  it('raises the quantity of a variant added again, and keeps other variants apart', () => {
    const large = {
      productId: 'p1',
      variantId: 'l',
      name: 'Shirt',
      choices: {},
      quantity: 2,
      formattedPrice: '$15.00',
    };
    const small = { ...large, variantId: 's', quantity: 1 };
    const lines = withAddedLine(withAddedLine([large], small), { ...large, quantity: 3 });
    expect(lines.map((line) => [line.variantId, line.quantity])).toEqual([
      ['l', 5],
      ['s', 1],
    ]);
  });
});
