import type { Product, ProductOptionsAvailabilityResponse } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import {
  choiceStates,
  findVariant,
  galleryItems,
  initialChoices,
  missingOptions,
  shownPrice,
  stockState,
} from './product-selection';

const image = (url: string, id = url) => ({ _id: id, image: { url, width: 800, height: 800 } });
const price = (amount: number, discounted = amount) => ({
  currency: 'USD',
  price: amount,
  discountedPrice: discounted,
});

// Shaped like the demo's trail runner jacket: managed variants, a dearer XL, the rust XL sold out.
const jacket: Product = {
  _id: 'p1',
  name: 'Trail Runner Jacket',
  priceData: price(129),
  priceRange: { minValue: 129, maxValue: 139 },
  stock: { trackInventory: true, inStock: true },
  media: { items: [image('/media/demo/jacket.svg'), image('/media/demo/jacket--color-rust.svg')] },
  productOptions: [
    {
      optionType: 'drop_down',
      name: 'Size',
      choices: [
        { value: 'M', description: 'M', inStock: true, visible: true },
        { value: 'XL', description: 'XL', inStock: true, visible: true },
      ],
    },
    {
      optionType: 'color',
      name: 'Color',
      choices: [
        { value: '#2f5d50', description: 'Forest', inStock: true, visible: true },
        {
          value: '#a4532c',
          description: 'Rust',
          inStock: true,
          visible: true,
          media: { items: [image('/media/demo/jacket--color-rust.svg')] },
        },
        { value: '#000', description: 'Hidden', visible: false },
      ],
    },
  ],
  variants: [
    {
      _id: 'v-m-f',
      choices: { Size: 'M', Color: 'Forest' },
      variant: { priceData: price(129), visible: true },
      stock: { trackQuantity: true, quantity: 8, inStock: true },
    },
    {
      _id: 'v-m-r',
      choices: { Size: 'M', Color: 'Rust' },
      variant: { priceData: price(129), visible: true },
      stock: { trackQuantity: true, quantity: 3, inStock: true },
    },
    {
      _id: 'v-xl-f',
      choices: { Size: 'XL', Color: 'Forest' },
      variant: { priceData: price(139, 125.1), visible: true },
      stock: { trackQuantity: true, quantity: 8, inStock: true },
    },
    {
      _id: 'v-xl-r',
      choices: { Size: 'XL', Color: 'Rust' },
      variant: { priceData: price(139), visible: true },
      stock: { trackQuantity: true, quantity: 0, inStock: false },
    },
  ],
};

describe('initialChoices and missingOptions', () => {
  it('preselects options with one visible choice and lists the rest', () => {
    const oneColour: Product = {
      ...jacket,
      productOptions: [
        jacket.productOptions![0]!,
        { name: 'Color', choices: [{ description: 'Forest' }, { description: 'X', visible: false }] },
      ],
    };
    expect(initialChoices(oneColour)).toEqual({ Color: 'Forest' });
    expect(missingOptions(jacket, { Color: 'Rust' })).toEqual(['Size']);
  });
});

describe('findVariant', () => {
  it('finds the variant of a complete selection only', () => {
    expect(findVariant(jacket, { Size: 'XL', Color: 'Forest' })?._id).toBe('v-xl-f');
    expect(findVariant(jacket, { Size: 'XL' })).toBeUndefined();
    const plain: Product = {
      _id: 'p2',
      variants: [{ _id: '00000000-0000-0000-0000-000000000000', choices: {} }],
    };
    expect(findVariant(plain, {})?._id).toBe('00000000-0000-0000-0000-000000000000');
  });
});

describe('choiceStates', () => {
  it('marks the chosen choice, hides hidden ones and takes stock from the availability answer', () => {
    const availability: ProductOptionsAvailabilityResponse = {
      productOptions: [
        {
          name: 'Size',
          choices: [
            { description: 'M', inStock: true },
            { description: 'XL', inStock: false },
          ],
        },
      ],
    };
    expect(choiceStates(jacket, 'Size', { Color: 'Rust' }, availability)).toEqual([
      { key: 'M', label: 'M', selected: false, inStock: true },
      { key: 'XL', label: 'XL', selected: false, inStock: false },
    ]);
    expect(
      choiceStates(jacket, 'Color', { Color: 'Rust' }).map(({ key, swatch, selected }) => [
        key,
        swatch,
        selected,
      ]),
    ).toEqual([
      ['Forest', '#2f5d50', false],
      ['Rust', '#a4532c', true],
    ]);
  });
});

describe('galleryItems', () => {
  it('shows the chosen colour first, without repeating it', () => {
    expect(galleryItems(jacket, { Color: 'Rust' }).map((item) => item.image?.url)).toEqual([
      '/media/demo/jacket--color-rust.svg',
      '/media/demo/jacket.svg',
    ]);
  });
});

describe('shownPrice', () => {
  it('says "From" while variants differ in price and nothing is chosen', () => {
    expect(shownPrice(jacket, {})).toEqual({ amount: 129, compareAt: 129, currency: 'USD', from: true });
  });

  it('shows the chosen variant’s price, the availability answer first', () => {
    expect(shownPrice(jacket, { Size: 'XL', Color: 'Forest' })).toMatchObject({
      amount: 125.1,
      compareAt: 139,
      from: false,
    });
    expect(
      shownPrice(jacket, { Size: 'XL', Color: 'Forest' }, { selectedVariant: { price: price(99) } }),
    ).toMatchObject({ amount: 99 });
  });
});

describe('stockState', () => {
  it('asks for the missing options first', () => {
    expect(stockState(jacket, { Color: 'Rust' })).toEqual({ kind: 'choose', missing: ['Size'] });
  });

  it('says sold out, few left or in stock for a complete selection', () => {
    expect(stockState(jacket, { Size: 'XL', Color: 'Rust' })).toEqual({ kind: 'out-of-stock' });
    expect(stockState(jacket, { Size: 'M', Color: 'Rust' })).toEqual({ kind: 'low', quantity: 3 });
    expect(stockState(jacket, { Size: 'M', Color: 'Forest' })).toEqual({ kind: 'in-stock', quantity: 8 });
    expect(stockState(jacket, { Size: 'M', Color: 'Forest' }, { availableForPurchase: false })).toEqual({
      kind: 'out-of-stock',
    });
  });

  it('says sold out before asking for options when the whole product is', () => {
    expect(stockState({ ...jacket, stock: { inStock: false } }, {})).toEqual({ kind: 'out-of-stock' });
  });
});
