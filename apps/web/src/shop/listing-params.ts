import type { BuildQuery } from '@bazaar/react';
import type { Product } from '@bazaar/sdk';

/** How the product list is sorted. */
export type ListingSort = 'newest' | 'price-asc' | 'price-desc' | 'name-asc' | 'name-desc';

/** The choices of the shop page, kept in its URL (`/shop?q=mug&collection=camp-kitchen&sort=price-asc&page=2`). */
export interface ListingState {
  /** Search text (name or brand). */
  q: string;
  /** A collection's slug; '' for every product. */
  collection: string;
  /** Lowest price paid, or undefined. */
  minPrice: number | undefined;
  /** Highest price paid, or undefined. */
  maxPrice: number | undefined;
  /** Only products in stock. */
  inStock: boolean;
  sort: ListingSort;
  /** 1-based. */
  page: number;
}

/** Products per page. */
export const PAGE_SIZE = 12;

/** The sort choices, in the order the shop offers them. */
export const SORTS: ReadonlyArray<{ value: ListingSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
];

const isSort = (value: string | null): value is ListingSort => SORTS.some((sort) => sort.value === value);

function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : undefined;
}

/**
 * Reads the shop's state from its URL; anything malformed falls back to the default (a shared or hand-edited
 * link never breaks the page).
 *
 * @param params - the URL's search parameters
 * @returns the state
 */
export function readListingState(params: URLSearchParams): ListingState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    collection: params.get('collection') ?? '',
    minPrice: readPrice(params.get('min')),
    maxPrice: readPrice(params.get('max')),
    inStock: params.get('inStock') === '1',
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * Writes the shop's state as URL search parameters, leaving out defaults so links stay short.
 *
 * @param state - the state
 * @returns the parameters
 */
export function toListingParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.collection) params.set('collection', state.collection);
  if (state.minPrice !== undefined) params.set('min', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('max', String(state.maxPrice));
  if (state.inStock) params.set('inStock', '1');
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * A change of filters: back to the first page, since the old page number means nothing in the new result.
 *
 * @param state - the current state
 * @param change - the filters that change
 * @returns the new state
 */
export function withFilters(state: ListingState, change: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...change, page: 1 };
}

// Prices the shopper pays: the discounted price (equal to the price without a discount).
const PAID = 'priceData.discountedPrice';

/**
 * The product query of a state: search on name or brand, collection, price range on the price paid, stock,
 * sort and the page. Newest first is the server's default order (no sort sent).
 *
 * @param state - the state
 * @param collectionId - the id of `state.collection`, when it is set
 * @returns a function narrowing the products query builder (for `useProducts`)
 */
export function toProductQuery(state: ListingState, collectionId: string | undefined): BuildQuery<Product> {
  return (base) => {
    let query = base;
    if (state.q) query = query.and(base.contains('name', state.q).or(base.contains('brand', state.q)));
    if (collectionId) query = query.hasSome('collectionIds', collectionId);
    if (state.minPrice !== undefined) query = query.ge(PAID, state.minPrice);
    if (state.maxPrice !== undefined) query = query.le(PAID, state.maxPrice);
    if (state.inStock) query = query.eq('stock.inStock', true);
    if (state.sort === 'price-asc') query = query.ascending(PAID);
    if (state.sort === 'price-desc') query = query.descending(PAID);
    if (state.sort === 'name-asc') query = query.ascending('name');
    if (state.sort === 'name-desc') query = query.descending('name');
    return query.limit(PAGE_SIZE).skip((state.page - 1) * PAGE_SIZE);
  };
}
