import { ApplicationError, type Product } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import {
  applyStockMoves,
  explainStockRefusal,
  parseStockChange,
  receiveStockData,
  stockLinesOf,
  stockMovesOf,
  toStockAdjustment,
} from './stock-adjustment';

const cap: Product = {
  _id: 'cap',
  name: 'Cap',
  manageVariants: true,
  variants: [
    { _id: 'v-s', choices: { Size: 'S', Shade: 'Sand' }, stock: { trackQuantity: true, quantity: 4 } },
    { _id: 'v-m', choices: { Size: 'M', Shade: 'Moss' }, stock: { trackQuantity: true } },
  ],
};
const lantern: Product = {
  _id: 'lantern',
  name: 'Lantern',
  manageVariants: false,
  variants: [{ _id: '00000000-0000-0000-0000-000000000000', choices: {}, stock: { trackQuantity: true } }],
  stock: { trackInventory: true, quantity: 7 },
};
const poster: Product = { _id: 'poster', name: 'Poster', stock: { trackInventory: false, inStock: true } };

describe('stockLinesOf', () => {
  it('lists each managed variant by its choices, a missing count being 0', () => {
    expect(stockLinesOf(cap)).toEqual([
      { productId: 'cap', variantId: 'v-s', name: 'S / Sand', tracked: true, quantity: 4 },
      { productId: 'cap', variantId: 'v-m', name: 'M / Moss', tracked: true, quantity: 0 },
    ]);
  });

  it('counts a product without managed variants as one line, without a variant id', () => {
    expect(stockLinesOf(lantern)).toEqual([
      { productId: 'lantern', name: 'Lantern', tracked: true, quantity: 7 },
    ]);
    expect(stockLinesOf(poster)).toEqual([
      { productId: 'poster', name: 'Poster', tracked: false, quantity: undefined },
    ]);
  });
});

describe('parseStockChange', () => {
  it('reads signed whole units, the typographic minus included', () => {
    expect(parseStockChange(' +5 ')).toEqual({ units: 5 });
    expect(parseStockChange('12')).toEqual({ units: 12 });
    expect(parseStockChange('-3')).toEqual({ units: -3 });
    expect(parseStockChange('\u22123')).toEqual({ units: -3 });
  });

  it('refuses blanks, fractions, words, zero and more than the platform holds', () => {
    for (const text of ['', '1.5', '+', 'five', '5-'])
      expect(parseStockChange(text).problem).toBe('Enter whole units: +5 to receive, -3 to write off');
    expect(parseStockChange('-0').problem).toBe('Enter a change other than 0');
    expect(parseStockChange('100000').problem).toBe('At most 99,999 units at once');
    expect(parseStockChange('-99999')).toEqual({ units: -99999 });
  });
});

describe('toStockAdjustment', () => {
  it('receives through incrementInventory and writes off through decrementInventory, by units', () => {
    const [small] = stockLinesOf(cap);
    expect(toStockAdjustment(small!, 5)).toEqual({
      call: 'incrementInventory',
      data: [{ productId: 'cap', variantId: 'v-s', incrementBy: 5 }],
    });
    expect(toStockAdjustment(small!, -3)).toEqual({
      call: 'decrementInventory',
      data: [{ productId: 'cap', variantId: 'v-s', decrementBy: 3 }],
    });
  });

  it('names only the product when its variants are not managed', () => {
    const [line] = stockLinesOf(lantern);
    expect(toStockAdjustment(line!, -2)).toEqual({
      call: 'decrementInventory',
      data: [{ productId: 'lantern', decrementBy: 2 }],
    });
  });
});

describe('receiveStockData', () => {
  it('adds the units to every tracked line of the products and skips untracked ones', () => {
    expect(receiveStockData([cap, poster, lantern], 10)).toEqual([
      { productId: 'cap', variantId: 'v-s', incrementBy: 10 },
      { productId: 'cap', variantId: 'v-m', incrementBy: 10 },
      { productId: 'lantern', incrementBy: 10 },
    ]);
    expect(receiveStockData([poster], 10)).toEqual([]);
  });
});

describe('explainStockRefusal', () => {
  const refusal = (data: Record<string, unknown>) =>
    new ApplicationError('Precondition failed: Some items do not have enough units in stock', {
      code: 'INSUFFICIENT_INVENTORY',
      status: 428,
      description: 'Some items do not have enough units in stock',
      data,
    });

  it('adds the counts the platform reports to its refusal', () => {
    const error = refusal({ items: [{ productId: 'cap', variantId: 'v-s', requested: 9, available: 4 }] });
    const explained = explainStockRefusal(error) as Error;
    expect(explained.message).toBe(
      'Some items do not have enough units in stock: 4 in stock, 9 to write off. Nothing was changed.',
    );
    expect(explained.cause).toBe(error);
  });

  it('leaves other errors, and a refusal without counts, as they are', () => {
    const bare = refusal({});
    expect(explainStockRefusal(bare)).toBe(bare);
    const other = new Error('Network down');
    expect(explainStockRefusal(other)).toBe(other);
  });
});

describe('stockMovesOf', () => {
  const [small, medium] = stockLinesOf(cap);

  it('moves each changed line by the difference from its loaded count and leaves the others out', () => {
    expect(
      stockMovesOf([
        { line: small!, typed: '1' },
        { line: medium!, typed: '3' },
      ]),
    ).toEqual({
      decrement: [{ productId: 'cap', variantId: 'v-s', decrementBy: 3 }],
      increment: [{ productId: 'cap', variantId: 'v-m', incrementBy: 3 }],
    });
    expect(stockMovesOf([{ line: small!, typed: ' 4 ' }])).toEqual({ decrement: [], increment: [] });
    expect(stockMovesOf(stockLinesOf(poster).map((line) => ({ line, typed: '9' })))).toEqual({
      decrement: [],
      increment: [],
    });
  });

  it('refuses counts that are not whole units from 0 up', () => {
    for (const typed of ['-1', '2.5', 'ten', '', '100000'])
      expect(() => stockMovesOf([{ line: small!, typed }])).toThrow(/^Enter the units in stock of S \/ Sand/);
  });
});

describe('applyStockMoves', () => {
  const moves = {
    decrement: [{ productId: 'cap', variantId: 'v-s', decrementBy: 3 }],
    increment: [{ productId: 'cap', variantId: 'v-m', incrementBy: 3 }],
  };

  it('writes off before receiving, and says whether anything moved', async () => {
    const calls: string[] = [];
    const record = (name: string) => async (data: unknown[]) => {
      calls.push(`${name} ${data.length}`);
    };
    expect(
      await applyStockMoves(moves, { decrement: record('decrement'), increment: record('increment') }),
    ).toBe(true);
    expect(calls).toEqual(['decrement 1', 'increment 1']);
    expect(
      await applyStockMoves(
        { decrement: [], increment: [] },
        { decrement: record('no'), increment: record('no') },
      ),
    ).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('receives nothing when a write-off is refused, and explains the refusal', async () => {
    const refusal = new ApplicationError('Precondition failed', {
      code: 'INSUFFICIENT_INVENTORY',
      status: 428,
      description: 'Some items do not have enough units in stock',
      data: { items: [{ productId: 'cap', variantId: 'v-s', requested: 3, available: 1 }] },
    });
    let received = false;
    await expect(
      applyStockMoves(moves, {
        decrement: () => Promise.reject(refusal),
        increment: async () => {
          received = true;
        },
      }),
    ).rejects.toThrow(
      'Some items do not have enough units in stock: 1 in stock, 3 to write off. Nothing was changed.',
    );
    expect(received).toBe(false);
  });
});
