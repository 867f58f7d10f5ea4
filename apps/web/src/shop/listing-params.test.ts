import type { Product } from '@bazaar/sdk';
import { createQueryBuilder } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import {
  type ListingState,
  PAGE_SIZE,
  readListingState,
  toListingParams,
  toProductQuery,
  withFilters,
} from './listing-params';

const DEFAULT: ListingState = {
  q: '',
  collection: '',
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
  sort: 'newest',
  page: 1,
};
const base = () => createQueryBuilder<Product>({ paging: 'offset', fetchPage: async () => ({ items: [] }) });

describe('readListingState and toListingParams', () => {
  it('round-trip every choice through the URL, leaving defaults out', () => {
    const state: ListingState = {
      q: 'mug',
      collection: 'camp-kitchen',
      minPrice: 10,
      maxPrice: 40.5,
      inStock: true,
      sort: 'price-desc',
      page: 3,
    };
    const params = toListingParams(state);
    expect(params.toString()).toBe(
      'q=mug&collection=camp-kitchen&min=10&max=40.5&inStock=1&sort=price-desc&page=3',
    );
    expect(readListingState(params)).toEqual(state);
    expect(toListingParams(DEFAULT).toString()).toBe('');
  });

  it('falls back to defaults for hand-edited values', () => {
    expect(readListingState(new URLSearchParams('page=-2&sort=cheapest&min=abc&max=-1&inStock=yes'))).toEqual(
      DEFAULT,
    );
    expect(readListingState(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

describe('withFilters', () => {
  it('goes back to the first page when a filter changes', () => {
    expect(withFilters({ ...DEFAULT, page: 4 }, { inStock: true })).toEqual({ ...DEFAULT, inStock: true });
  });
});

describe('toProductQuery', () => {
  it('sends the first page newest first (the server’s default order) without filters', () => {
    expect(toProductQuery(DEFAULT, undefined)(base()).query).toEqual({
      filter: {},
      paging: { offset: 0, limit: PAGE_SIZE },
    });
  });

  it('searches name or brand, filters collection, price paid and stock, sorts and pages', () => {
    const state: ListingState = {
      q: 'pine',
      collection: 'camp-kitchen',
      minPrice: 10,
      maxPrice: 50,
      inStock: true,
      sort: 'price-asc',
      page: 2,
    };
    expect(toProductQuery(state, 'c1')(base()).query).toEqual({
      filter: {
        $and: [
          { $or: [{ name: { $contains: 'pine' } }, { brand: { $contains: 'pine' } }] },
          { collectionIds: { $hasSome: ['c1'] } },
          { 'priceData.discountedPrice': { $gte: 10 } },
          { 'priceData.discountedPrice': { $lte: 50 } },
          { 'stock.inStock': true },
        ],
      },
      sort: [{ fieldName: 'priceData.discountedPrice', order: 'ASC' }],
      paging: { offset: PAGE_SIZE, limit: PAGE_SIZE },
    });
  });

  it('sorts by name both ways', () => {
    expect(toProductQuery({ ...DEFAULT, sort: 'name-desc' }, undefined)(base()).query.sort).toEqual([
      { fieldName: 'name', order: 'DESC' },
    ]);
  });
});
