import { describe, expect, it } from 'vitest';
import {
  addCatalogLines,
  addCustomLines,
  type CartState,
  customTextFieldsOf,
  mergeCartStates,
  type NewCatalogLine,
  removeLines,
  setQuantities,
} from './cart-model';

const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const snapshot = { name: 'Mug', price: 10, fullPrice: 12, productType: 'physical' as const };
const mug = (quantity: number, variantId = 'v-red', texts?: Record<string, string>): NewCatalogLine => ({
  quantity,
  catalogReference: { appId: STORES, catalogItemId: 'p-mug', options: { variantId } },
  variantId,
  ...(texts && { customTextFields: texts }),
  snapshot,
});
const empty = (): CartState => ({ lineItems: [] });

describe('addCatalogLines', () => {
  it('raises the quantity of the line of the same variant and custom texts, else adds a line (rule 14)', () => {
    const first = addCatalogLines(empty(), [mug(1)]);
    const next = addCatalogLines(first.state, [mug(2), mug(1, 'v-blue'), mug(1, 'v-red', { Name: 'Ada' })]);
    expect(
      next.state.lineItems.map((line) => [line.variantId, line.quantity, line.customTextFields]),
    ).toEqual([
      ['v-red', 3, undefined],
      ['v-blue', 1, undefined],
      ['v-red', 1, { Name: 'Ada' }],
    ]);
    expect(next.lineIds[0]).toBe(first.lineIds[0]);
    // The input state is not changed.
    expect(first.state.lineItems[0]!.quantity).toBe(1);
  });

  it('caps a line at 100000 units (rule 9)', () => {
    const { state } = addCatalogLines(addCatalogLines(empty(), [mug(99_999)]).state, [mug(5)]);
    expect(state.lineItems[0]!.quantity).toBe(100_000);
  });
});

describe('customTextFieldsOf', () => {
  it('keeps the non-empty texts as strings, in a stable order', () => {
    const reference = {
      appId: STORES,
      catalogItemId: 'p',
      options: { customTextFields: { b: 2, a: 'x', c: '' } },
    };
    expect(customTextFieldsOf(reference)).toEqual({ a: 'x', b: '2' });
    expect(JSON.stringify(customTextFieldsOf(reference))).toBe('{"a":"x","b":"2"}');
    expect(customTextFieldsOf({ appId: STORES, catalogItemId: 'p' })).toBeUndefined();
  });
});

describe('removeLines and setQuantities', () => {
  it('remove only the named lines and set only the named quantities', () => {
    const { state, lineIds } = addCatalogLines(empty(), [mug(1), mug(1, 'v-blue')]);
    expect(removeLines(state, [lineIds[0]!, 'unknown']).lineItems.map((line) => line.id)).toEqual([
      lineIds[1],
    ]);
    expect(setQuantities(state, new Map([[lineIds[1]!, 4]])).lineItems.map((line) => line.quantity)).toEqual([
      1, 4,
    ]);
  });
});

describe('mergeCartStates (a visitor logs in, rule 7)', () => {
  it('adds the visitor lines to the member cart and keeps what the member set', () => {
    const member: CartState = {
      ...addCatalogLines(empty(), [mug(1)]).state,
      couponCode: 'SAVE5',
      buyerNote: 'mine',
    };
    const visitor: CartState = {
      ...addCustomLines(addCatalogLines(empty(), [mug(2), mug(1, 'v-blue')]).state, [
        {
          quantity: 1,
          price: '3',
          productName: { original: 'Wrap' },
          itemType: { preset: 'PHYSICAL' },
          descriptionLines: [],
        },
      ]),
      couponCode: 'WELCOME10',
      contactInfo: { address: { country: 'US' } },
    };
    const merged = mergeCartStates(member, visitor);
    expect(
      merged.lineItems.map((line) => [line.variantId ?? line.custom?.productName.original, line.quantity]),
    ).toEqual([
      ['v-red', 3],
      ['v-blue', 1],
      ['Wrap', 1],
    ]);
    expect(merged).toMatchObject({
      couponCode: 'SAVE5',
      buyerNote: 'mine',
      contactInfo: { address: { country: 'US' } },
    });
    expect(new Set(merged.lineItems.map((line) => line.id)).size).toBe(3);
  });
});

describe('changes leave the state they are given alone', () => {
  // A process keeps the last cart it wrote and hands its state to the next change (known-carts.ts).
  it('works on a deeply frozen state', () => {
    const freeze = <T>(value: T): T => {
      if (typeof value === 'object' && value !== null) {
        for (const child of Object.values(value)) freeze(child);
        Object.freeze(value);
      }
      return value;
    };
    const state = freeze(addCatalogLines(empty(), [mug(1), mug(1, 'v-blue')]).state);
    const [red, blue] = state.lineItems;
    expect(addCatalogLines(state, [mug(2)]).state.lineItems[0]!.quantity).toBe(3);
    expect(setQuantities(state, new Map([[red!.id, 5]])).lineItems[0]!.quantity).toBe(5);
    expect(removeLines(state, [blue!.id]).lineItems).toHaveLength(1);
    expect(mergeCartStates(state, state).lineItems[0]!.quantity).toBe(2);
    expect(state.lineItems[0]!.quantity).toBe(1);
  });
});
