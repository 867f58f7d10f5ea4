import { describe, expect, it } from 'vitest';
import { isApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { parseAddToCart, plainAddToCart } from './add-to-cart-input';
import { addToCartSchema } from './schema';

const APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const line = (extra: Record<string, unknown> = {}, reference: Record<string, unknown> = {}) => ({
  catalogReference: { appId: APP, catalogItemId: 'p1', ...reference },
  quantity: 2,
  ...extra,
});

/** What the schema answers: its output, or the violations it throws. */
function outcome(parse: (body: unknown) => unknown, body: unknown): unknown {
  try {
    return { data: parse(body) };
  } catch (error) {
    if (isApiError(error)) return { error: error.toBody() };
    throw error;
  }
}

// Bodies the plain check takes itself: its output must be the schema's, key for key.
const plain: Record<string, unknown> = {
  'one line': { lineItems: [line()] },
  'several lines': { lineItems: [line(), line({ quantity: 100_000 }, { catalogItemId: 'p2' })] },
  'a variant': { lineItems: [line({}, { options: { variantId: 'v1' } })] },
  'option choices': { lineItems: [line({}, { options: { options: { Size: 'M', Color: 'Red' } } })] },
  'empty options': { lineItems: [line({}, { options: {} })] },
  'no custom lines': { lineItems: [line()], customLineItems: [] },
  'a location': { lineItems: [line()], businessLocationId: 'loc-1' },
  'an empty location': { lineItems: [line()], businessLocationId: '' },
  'the longest ids': { lineItems: [line({}, { appId: 'a'.repeat(100), catalogItemId: 'b'.repeat(100) })] },
  'the most lines': { lineItems: Array.from({ length: 100 }, (_, i) => line({ quantity: i + 1 })) },
};

// Bodies left to the schema: errors, stripped fields, custom lines, defaults.
const others: Record<string, unknown> = {
  'no body': undefined,
  'an array': [line()],
  'an empty object': {},
  'no lines': { lineItems: [] },
  'too many lines': { lineItems: Array.from({ length: 101 }, () => line()) },
  'lines not a list': { lineItems: line() },
  'an unknown field': { lineItems: [line()], extra: 1 },
  'an unknown line field': { lineItems: [line({ price: '1.00' })] },
  'an unknown reference field': { lineItems: [line({}, { variantId: 'v1' })] },
  'a prototype key': JSON.parse(`{"lineItems":[${JSON.stringify(line())}],"__proto__":{"x":1}}`),
  'quantity zero': { lineItems: [line({ quantity: 0 })] },
  'quantity too large': { lineItems: [line({ quantity: 100_001 })] },
  'quantity not whole': { lineItems: [line({ quantity: 1.5 })] },
  'quantity as text': { lineItems: [line({ quantity: '2' })] },
  'quantity missing': { lineItems: [{ catalogReference: { appId: APP, catalogItemId: 'p1' } }] },
  'reference missing': { lineItems: [{ quantity: 1 }] },
  'reference null': { lineItems: [{ catalogReference: null, quantity: 1 }] },
  'an empty app id': { lineItems: [line({}, { appId: '' })] },
  'an item id too long': { lineItems: [line({}, { catalogItemId: 'b'.repeat(101) })] },
  'an item id as a number': { lineItems: [line({}, { catalogItemId: 7 })] },
  'options null': { lineItems: [line({}, { options: null })] },
  'options a list': { lineItems: [line({}, { options: ['v1'] })] },
  'a line null': { lineItems: [null] },
  'a location too long': { lineItems: [line()], businessLocationId: 'x'.repeat(101) },
  'a location as a number': { lineItems: [line()], businessLocationId: 5 },
  'custom lines': {
    customLineItems: [
      { quantity: 1, price: '5', productName: { original: 'Gift' }, itemType: { preset: 'DIGITAL' } },
    ],
  },
  'custom lines null': { lineItems: [line()], customLineItems: null },
};

describe('parseAddToCart', () => {
  it.each(Object.entries(plain))('answers the schema’s output without it for %s', (_name, body) => {
    expect(plainAddToCart(body)).toBeDefined();
    expect(outcome(parseAddToCart, body)).toStrictEqual(outcome((b) => parseInput(addToCartSchema, b), body));
  });

  it.each(Object.entries(others))('leaves %s to the schema, with its answer', (_name, body) => {
    expect(plainAddToCart(body)).toBeUndefined();
    expect(outcome(parseAddToCart, body)).toStrictEqual(outcome((b) => parseInput(addToCartSchema, b), body));
  });

  it('copies the options it is given, like the schema', () => {
    const options = { variantId: 'v1' };
    const parsed = parseAddToCart({ lineItems: [line({}, { options })] });
    expect(parsed.lineItems[0]?.catalogReference.options).not.toBe(options);
  });
});
