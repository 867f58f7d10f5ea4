import { useCollections, useProducts } from '@bazaar/react';
import { Alert, Button, Drawer, EmptyState, PageHeader, Pagination, SelectField, Stack } from '@bazaar/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterIcon, SearchIcon } from '../layout/icons';
import { ALL_COLLECTIONS, findCollection } from '../lib/catalog-queries';
import {
  type ListingState,
  PAGE_SIZE,
  readListingState,
  SORTS,
  toListingParams,
  toProductQuery,
  withFilters,
} from './listing-params';
import { ProductGrid } from './product-grid';
import { ShopFilters } from './shop-filters';

/**
 * The product listing: search, collection, price and stock filters, sort and pages, all kept in the URL (links
 * can be shared, back and forward work). The previous result stays on screen, dimmed, while the next loads.
 *
 * @returns the page
 */
export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const state = readListingState(params);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const collections = useCollections(ALL_COLLECTIONS);
  const collection = findCollection(collections.data?.items, state.collection);
  const unknownCollection = !!state.collection && collections.isSuccess && !collection;
  const products = useProducts(toProductQuery(state, collection?._id), undefined, {
    enabled: !state.collection || !!collection,
    placeholderData: keepPreviousData,
  });
  const change = (next: ListingState) => setParams(toListingParams(next));
  // Filters keep the scroll position (the shopper is looking at them); another page starts at the results' top.
  const resultsRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page number is the trigger
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else if (resultsRef.current && resultsRef.current.getBoundingClientRect().top < 0)
      resultsRef.current.scrollIntoView({ block: 'start' });
  }, [state.page]);
  const total = products.data?.totalCount;
  const pageCount = total !== undefined ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : undefined;
  const hrefForPage = (page: number) => {
    const next = toListingParams({ ...state, page });
    return `/shop${next.size ? `?${next}` : ''}`;
  };
  const title = collection?.name ?? (state.q ? `Results for “${state.q}”` : 'All products');
  const filters = (idPrefix: string) => (
    <ShopFilters
      state={state}
      collections={collections.data?.items ?? []}
      onChange={(next) => {
        setFiltersOpen(false);
        change(next);
      }}
      idPrefix={idPrefix}
    />
  );

  return (
    <Stack gap={5}>
      <title>{`${title} · Bazaar Outfitters`}</title>
      <PageHeader
        headingLevel={1}
        eyebrow="Shop"
        title={title}
        // In a collection the title is the collection's: the search goes under it.
        description={
          collection && state.q ? `Results for “${state.q}”` : collection?.description || undefined
        }
      />
      <div className="app-shop">
        <aside className="app-shop__filters" aria-label="Filters">
          {filters('side')}
        </aside>
        <div className="app-shop__results" ref={resultsRef}>
          {/* The cards' names are level-3 headings: this one keeps the outline without a skipped level. */}
          <h2 className="bz-sr">Products</h2>
          <div className="app-shop__toolbar">
            <p className="bz-muted" aria-live="polite">
              {total === undefined ? '\u00a0' : `${total} ${total === 1 ? 'product' : 'products'}`}
            </p>
            <div className="bz-cluster">
              <Button
                variant="secondary"
                size="sm"
                className="app-shop__filter-button"
                onClick={() => setFiltersOpen(true)}
              >
                <FilterIcon /> Filters
              </Button>
              <SelectField
                label="Sort by"
                hideLabel
                className="app-shop__sort"
                value={state.sort}
                onChange={(event) =>
                  change(withFilters(state, { sort: event.target.value as ListingState['sort'] }))
                }
                options={SORTS.map((sort) => ({ value: sort.value, label: sort.label }))}
              />
            </div>
          </div>
          {unknownCollection ? (
            <Alert tone="warning" title="No such collection">
              The collection “{state.collection}” does not exist (any more). Showing nothing from it.
            </Alert>
          ) : products.isError ? (
            <Alert tone="error" title="Products could not be loaded">
              {products.error.message}
            </Alert>
          ) : products.data && products.data.items.length === 0 ? (
            <EmptyState
              icon={<SearchIcon />}
              title="No products match"
              description="Try other words, or fewer filters."
              action={
                <Button variant="secondary" onClick={() => change({ ...state, ...EMPTY_FILTERS, page: 1 })}>
                  Clear search and filters
                </Button>
              }
            />
          ) : (
            <ProductGrid
              label={title}
              products={products.data?.items}
              placeholders={PAGE_SIZE}
              stale={products.isPlaceholderData}
              eager={state.page === 1 ? 4 : 0}
            />
          )}
          {pageCount !== undefined && pageCount > 1 ? (
            <Pagination
              page={state.page}
              pageCount={pageCount}
              hrefForPage={hrefForPage}
              label="Product pages"
            />
          ) : null}
        </div>
      </div>
      <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)} title="Filters" side="start">
        {filters('drawer')}
      </Drawer>
    </Stack>
  );
}

const EMPTY_FILTERS: Omit<ListingState, 'sort' | 'page'> = {
  q: '',
  collection: '',
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
};
