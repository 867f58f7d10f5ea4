import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePaths, convertTree, type PathNode } from './convert-tree';
import { renamePath } from './rename-keys';
import { fromWireFieldMask, fromWireFloat, fromWireTimestamp } from './value-converters';

// A straightforward single-pass walker (one walk converting at paths and renaming as it went, copying an object from
// its first renamed key), kept as the oracle: convertTree from wire (children first, an object rebuilt after them
// only when it has a key to rename) must give the same values, keys and key order.
function singlePassWalker(value: unknown, node: PathNode | undefined, parentKey?: string): any {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = singlePassWalker(value[i], node, parentKey);
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const next = node?.n;
  let out: Record<string, unknown> | undefined;
  for (const key in record) {
    const original = record[key];
    let item = original;
    const child = next && (next.get(key) ?? next.get('*'));
    if (child?.c) item = child.c(item);
    if (item !== null && typeof item === 'object') item = singlePassWalker(item, child, key);
    else if (key === 'fieldName' && parentKey === 'sort' && typeof item === 'string')
      item = renamePath(item, false);
    let newKey = renamePath(key, false);
    if (newKey !== key && newKey in record) newKey = key;
    if (newKey !== key && !out) {
      out = {};
      for (const done in record) {
        if (done === key) break;
        out[done] = record[done];
      }
    }
    if (out) out[newKey] = item;
    else if (item !== original) record[key] = item;
  }
  return out ?? record;
}

// Keys that matter to the walkers: system names and their SDK forms, dotted paths, sort/fieldName, and the path
// segments below, plus any other string.
const SEGMENTS = ['cart', 'lineItems', 'image', 'price', 'weight', 'when', 'mask', 'map', 'value'];
const key = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.constantFrom(
      'id',
      '_id',
      'createdDate',
      '_createdDate',
      'updatedDate',
      '_updatedDate',
      'sort',
      'sorting',
      'fieldName',
      'paths',
      'a.id',
      'id.createdDate',
      'x.updatedDate.y',
      '_id.id',
      ...SEGMENTS,
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const scalar = fc.oneof(
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '2024-01-02T03:04:05.000Z', '', 'a,b', 'id', 'createdDate'),
  fc.constantFrom('lineItems.id', '_createdDate', null, true, 0, 1.5),
  fc.string({ maxLength: 4 }),
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('tree'), { maxLength: 4 }),
    fc.dictionary(key, tie('tree'), { maxKeys: 6 }),
  ),
}));
const path = fc
  .array(fc.oneof(fc.constantFrom(...SEGMENTS, 'id', 'createdDate', 'sort', 'fieldName'), fc.constant('*')), {
    minLength: 1,
    maxLength: 4,
  })
  .map((segments) => segments.join('.'));
const paths = fc.array(path, { maxLength: 5 });

// Entries at every depth, so a difference in key order shows (toEqual ignores it).
const ordered = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !(value instanceof Date)
    ? Array.isArray(value)
      ? value.map(ordered)
      : Object.entries(value).map(([name, item]) => [name, ordered(item)])
    : value;

describe('convertTree from wire (children first, a rebuild after them) against the single-pass walker', () => {
  it('gives the same answer for any JSON and any conversion paths', () => {
    fc.assert(
      fc.property(tree, paths, paths, paths, (wire, timestamps, floats, fieldMasks) => {
        const trie = compilePaths(
          { timestamps, floats, fieldMasks },
          { timestamps: fromWireTimestamp, floats: fromWireFloat, fieldMasks: fromWireFieldMask },
        );
        const text = JSON.stringify({ root: wire, cart: wire });
        const expected = singlePassWalker(JSON.parse(text), trie);
        const actual = convertTree(JSON.parse(text), trie);
        expect(ordered(actual)).toEqual(ordered(expected));
      }),
      { numRuns: 3000 },
    );
  });

  // Objects with more keys than V8 keeps fast when built key by key are copied into a roomier plain object
  // (convert-tree.ts): the same keys, order and values, and still plain objects.
  it('gives the same answer for objects with more than 16 keys, and their copies are plain objects', () => {
    const wideKey = fc.oneof(key, fc.string({ minLength: 1, maxLength: 8 }));
    const wide = fc.dictionary(wideKey, tree, { minKeys: 17, maxKeys: 45 });
    fc.assert(
      fc.property(fc.array(wide, { minLength: 1, maxLength: 3 }), paths, (items, floats) => {
        const trie = compilePaths({ floats }, { floats: fromWireFloat });
        const text = JSON.stringify({ items: items.map((item) => ({ id: 'x', ...item })) });
        const expected = singlePassWalker(JSON.parse(text), trie);
        const actual = convertTree(JSON.parse(text), trie);
        expect(ordered(actual)).toEqual(ordered(expected));
        for (const item of actual.items) {
          expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
          expect(item.constructor).toBe(Object);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same answer on a cart-shaped answer under the cart paths', () => {
    const lineItem = (n: number) => ({
      id: `l${n}`,
      quantity: n,
      catalogReference: { appId: 'a', catalogItemId: `p${n}`, options: { variantId: 'v' } },
      price: { amount: '1.00', formattedAmount: '$1.00' },
      image: { id: `m${n}`, url: 'u', height: 1, width: 1, focalPoint: { x: 'NaN', y: 0.5 } },
      physicalProperties: { weight: 'Infinity', sku: 's' },
      serviceProperties: { scheduledDate: '2024-05-06T00:00:00Z' },
      extra: { nested: [{ id: 'deep', createdDate: 'not a path' }] },
    });
    const wire = {
      cart: {
        id: 'c',
        lineItems: [lineItem(1), lineItem(2)],
        createdDate: '2024-01-01T00:00:00Z',
        updatedDate: null,
        contactInfo: { address: { geocode: { latitude: '-Infinity', longitude: 1 } } },
      },
    };
    const trie = compilePaths(
      {
        timestamps: [
          'cart.{createdDate,updatedDate,lineItems.{image.urlExpirationDate,serviceProperties.{scheduledDate,endDate}}}',
        ],
        floats: [
          'cart.{lineItems.{image.focalPoint.{x,y},physicalProperties.weight},contactInfo.address.geocode.{latitude,longitude}}',
        ],
      },
      { timestamps: fromWireTimestamp, floats: fromWireFloat },
    );
    const expected = singlePassWalker(structuredClone(wire), trie);
    expect(ordered(convertTree(structuredClone(wire), trie))).toEqual(ordered(expected));
    expect(expected.cart.lineItems[0].extra.nested[0]).toEqual({ _id: 'deep', _createdDate: 'not a path' });
  });
});
