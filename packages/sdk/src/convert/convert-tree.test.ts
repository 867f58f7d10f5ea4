import { describe, expect, it } from 'vitest';
import { compilePaths, convertTree } from './convert-tree';
import {
  fromWireFieldMask,
  fromWireFloat,
  fromWireTimestamp,
  toWireFieldMask,
  toWireFloat,
} from './value-converters';

const incoming = (timestamps: string[] = [], floats: string[] = [], fieldMasks: string[] = []) =>
  compilePaths(
    { timestamps, floats, fieldMasks },
    { timestamps: fromWireTimestamp, floats: fromWireFloat, fieldMasks: fromWireFieldMask },
  );
const outgoing = (floats: string[] = [], fieldMasks: string[] = []) =>
  compilePaths({ floats, fieldMasks }, { floats: toWireFloat, fieldMasks: toWireFieldMask });

describe('convertTree (wire → caller)', () => {
  it('renames id, createdDate and updatedDate at every depth, inside arrays too', () => {
    const wire = {
      cart: {
        id: 'c1',
        createdDate: 'x',
        lineItems: [{ id: 'l1', catalogReference: { catalogItemId: 'p' } }],
      },
      metadata: { id: 'm' },
    };
    expect(convertTree(wire, undefined, false)).toEqual({
      cart: {
        _id: 'c1',
        _createdDate: 'x',
        lineItems: [{ _id: 'l1', catalogReference: { catalogItemId: 'p' } }],
      },
      metadata: { _id: 'm' },
    });
  });

  it('keeps key order when it renames', () => {
    expect(Object.keys(convertTree({ a: 1, id: 'x', b: 2 }, undefined, false))).toEqual(['a', '_id', 'b']);
  });

  it('renames only the three exact keys', () => {
    const wire = { checkoutId: 'c', lastUpdated: 'l', purchasedDate: 'p', ids: ['a'] };
    expect(convertTree({ ...wire }, undefined, false)).toEqual(wire);
  });

  it('leaves both keys alone when the target key already exists', () => {
    expect(convertTree({ id: '1', _id: '2' }, undefined, false)).toEqual({ id: '1', _id: '2' });
  });

  it('renames dotted keys segment by segment', () => {
    expect(convertTree({ modifiedFields: { 'lineItems.id': 1 } }, undefined, false)).toEqual({
      modifiedFields: { 'lineItems._id': 1 },
    });
  });

  it('turns timestamps at the listed paths into Dates, fanning out over arrays, and null into undefined', () => {
    const paths = incoming([
      'cart.createdDate',
      'cart.lineItems.serviceProperties.scheduledDate',
      'cart.updatedDate',
    ]);
    const result = convertTree(
      {
        cart: {
          createdDate: '2024-01-02T03:04:05.678Z',
          updatedDate: null,
          lineItems: [
            { serviceProperties: { scheduledDate: '2024-05-06T00:00:00Z' } },
            { serviceProperties: {} },
          ],
          otherDate: '2024-01-01T00:00:00Z',
        },
      },
      paths,
      false,
    );
    expect(result.cart._createdDate).toEqual(new Date('2024-01-02T03:04:05.678Z'));
    expect(result.cart._updatedDate).toBeUndefined();
    expect('_updatedDate' in result.cart).toBe(true);
    expect(result.cart.lineItems[0].serviceProperties.scheduledDate).toEqual(
      new Date('2024-05-06T00:00:00Z'),
    );
    expect(result.cart.lineItems[1].serviceProperties).toEqual({});
    // Timestamps outside the listed paths stay strings (transforms.md §2).
    expect(result.cart.otherDate).toBe('2024-01-01T00:00:00Z');
  });

  it('converts "NaN", "Infinity" and "-Infinity" at float paths, and nothing else', () => {
    const paths = incoming([], ['geo.latitude', 'geo.longitude', 'weights', 'plain']);
    expect(
      convertTree(
        { geo: { latitude: 'NaN', longitude: '-Infinity' }, weights: ['Infinity', 1.5], plain: '1.5' },
        paths,
        false,
      ),
    ).toEqual({
      geo: { latitude: Number.NaN, longitude: Number.NEGATIVE_INFINITY },
      weights: [Number.POSITIVE_INFINITY, 1.5],
      plain: '1.5',
    });
  });

  it('splits field masks, also from the object form', () => {
    const paths = incoming([], [], ['mask', 'objectMask', 'empty']);
    expect(convertTree({ mask: 'a,b.c', objectMask: { paths: ['x'] }, empty: '' }, paths, false)).toEqual({
      mask: ['a', 'b.c'],
      objectMask: ['x'],
      empty: [],
    });
  });

  it('fans out over map values with * and name{}', () => {
    const star = incoming(['additionalData.*.dateValue']);
    const braces = incoming(['additionalData{}.dateValue']);
    const wire = () => ({ additionalData: { a: { dateValue: '2024-01-01T00:00:00Z' }, b: { numValue: 1 } } });
    for (const paths of [star, braces]) {
      const result = convertTree(wire(), paths, false);
      expect(result.additionalData.a.dateValue).toEqual(new Date('2024-01-01T00:00:00Z'));
      expect(result.additionalData.b).toEqual({ numValue: 1 });
    }
  });

  it('expands brace groups in paths, map markers inside them included', () => {
    const grouped = incoming(['cart.{createdDate,lineItems.{image.urlExpirationDate,dates{}.value}}']);
    const result = convertTree(
      {
        cart: {
          createdDate: '2024-01-01T00:00:00Z',
          lineItems: [
            {
              image: { urlExpirationDate: '2024-01-02T00:00:00Z' },
              dates: { a: { value: '2024-01-03T00:00:00Z' } },
            },
          ],
          updatedDate: '2024-01-04T00:00:00Z',
        },
      },
      grouped,
      false,
    );
    expect(result.cart._createdDate).toEqual(new Date('2024-01-01T00:00:00Z'));
    expect(result.cart.lineItems[0].image.urlExpirationDate).toEqual(new Date('2024-01-02T00:00:00Z'));
    expect(result.cart.lineItems[0].dates.a.value).toEqual(new Date('2024-01-03T00:00:00Z'));
    expect(result.cart._updatedDate).toBe('2024-01-04T00:00:00Z');
  });

  it('follows a path named like an Object.prototype member only where the object has that key', () => {
    const paths = incoming([], ['constructor.x', 'toString']);
    expect(convertTree({ constructor: { x: 'NaN' } }, paths, false)).toEqual({
      constructor: { x: Number.NaN },
    });
    expect(Object.keys(convertTree({ a: 1 }, paths, false))).toEqual(['a']);
  });

  it('renames sort[].fieldName values but not sorting[].fieldName', () => {
    expect(
      convertTree(
        { query: { sort: [{ fieldName: 'createdDate' }], sorting: [{ fieldName: 'createdDate' }] } },
        undefined,
        false,
      ),
    ).toEqual({
      query: { sort: [{ fieldName: '_createdDate' }], sorting: [{ fieldName: 'createdDate' }] },
    });
  });
});

describe('convertTree (caller → wire)', () => {
  it('renames _id/_createdDate/_updatedDate everywhere, filter keys and sort values included', () => {
    const request = {
      query: {
        filter: { $and: [{ _id: 'a' }, { 'lineItems._id': { $in: ['x'] } }] },
        sort: [{ fieldName: '_createdDate', order: 'ASC' }],
      },
      lineItems: [{ _id: 'l1', quantity: 2 }],
    };
    expect(convertTree(request, undefined, true)).toEqual({
      query: {
        filter: { $and: [{ id: 'a' }, { 'lineItems.id': { $in: ['x'] } }] },
        sort: [{ fieldName: 'createdDate', order: 'ASC' }],
      },
      lineItems: [{ id: 'l1', quantity: 2 }],
    });
  });

  it('never mutates the caller’s objects', () => {
    const request = { lineItems: [{ _id: 'l1' }], nested: { _id: 'n' } };
    const copy = structuredClone(request);
    const wire = convertTree(request, undefined, true);
    expect(request).toEqual(copy);
    expect(wire.lineItems).not.toBe(request.lineItems);
  });

  it('copies arrays with their holes (sparse arrays stay sparse)', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    const items = [, { _id: 'a' }];
    const wire = convertTree({ items }, undefined, true);
    expect(wire.items).not.toBe(items);
    expect(0 in wire.items).toBe(false);
    expect(wire.items[1]).toEqual({ id: 'a' });
  });

  it('drops undefined fields and keeps Dates as Dates (JSON turns them into ISO strings)', () => {
    const date = new Date('2024-01-02T03:04:05.678Z');
    const wire = convertTree({ a: undefined, when: date, nested: { b: undefined } }, undefined, true);
    expect(wire).toEqual({ when: date, nested: {} });
    expect(JSON.stringify(wire)).toBe('{"when":"2024-01-02T03:04:05.678Z","nested":{}}');
  });

  it('sends non-finite floats as strings at the listed paths (matching wire names after renaming)', () => {
    const paths = outgoing(['lineItems.physicalProperties.weight', 'address.geocode.latitude']);
    expect(
      convertTree(
        {
          lineItems: [{ _id: 'x', physicalProperties: { weight: Number.NaN } }],
          address: { geocode: { latitude: Number.POSITIVE_INFINITY } },
          other: Number.NaN,
        },
        paths,
        true,
      ),
    ).toEqual({
      lineItems: [{ id: 'x', physicalProperties: { weight: 'NaN' } }],
      address: { geocode: { latitude: 'Infinity' } },
      other: Number.NaN,
    });
  });

  it('keeps class instances as they are, unconverted inside and never mutated', () => {
    class Geocode {
      latitude = Number.NaN;
    }
    const geocode = new Geocode();
    const wire = convertTree({ address: { geocode } }, outgoing(['address.geocode.latitude']), true);
    expect(wire.address.geocode).toBe(geocode);
    expect(geocode.latitude).toBeNaN();
  });

  it('joins field masks with commas', () => {
    expect(
      convertTree({ cartFieldmask: ['buyerNote', 'lineItems'] }, outgoing([], ['cartFieldmask']), true),
    ).toEqual({
      cartFieldmask: 'buyerNote,lineItems',
    });
  });
});
