import type { Collection } from '@bazaar/sdk';
import { Button, Checkbox, RadioGroup, Stack, TextField } from '@bazaar/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { type ListingState, withFilters } from './listing-params';

/** Props of {@link ShopFilters}. */
export interface ShopFiltersProps {
  state: ListingState;
  /** The collections to choose from ("All Products" included). */
  collections: Collection[];
  onChange: (state: ListingState) => void;
  /** Distinguishes the ids of the sidebar's and the drawer's copy. */
  idPrefix: string;
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));
const readPrice = (text: string) => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};

/**
 * The shop's filters: collection, price range (applied with its button, so typing does not reload the list at
 * every key) and stock. Every change goes back to the first page.
 *
 * @param props - the state, the collections and the change handler
 * @returns the filters
 */
export function ShopFilters({ state, collections, onChange, idPrefix }: ShopFiltersProps) {
  const [min, setMin] = useState(priceText(state.minPrice));
  const [max, setMax] = useState(priceText(state.maxPrice));
  useEffect(() => setMin(priceText(state.minPrice)), [state.minPrice]);
  useEffect(() => setMax(priceText(state.maxPrice)), [state.maxPrice]);
  const minValue = readPrice(min);
  const maxValue = readPrice(max);
  const rangeError =
    minValue !== undefined && maxValue !== undefined && minValue > maxValue
      ? 'The lowest price is above the highest.'
      : undefined;
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) onChange(withFilters(state, { minPrice: minValue, maxPrice: maxValue }));
  };
  const filtered =
    state.collection !== '' || state.minPrice !== undefined || state.maxPrice !== undefined || state.inStock;
  return (
    <Stack gap={5} className="app-filters">
      <RadioGroup
        legend="Collection"
        name={`${idPrefix}-collection`}
        value={state.collection}
        onChange={(collection) => onChange(withFilters(state, { collection }))}
        options={collections.map((collection) => ({
          // "All Products" is every product: no filter.
          value: collection.slug === 'all-products' ? '' : (collection.slug ?? ''),
          label: collection.name ?? '',
        }))}
      />
      <form onSubmit={applyPrice} className="app-filters__price" aria-label="Price range">
        <fieldset className="bz-fieldset">
          <legend className="bz-label">Price</legend>
          <div className="app-filters__price-row">
            <TextField
              label="Lowest"
              id={`${idPrefix}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={min}
              onChange={(event) => setMin(event.target.value)}
            />
            <TextField
              label="Highest"
              id={`${idPrefix}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={max}
              onChange={(event) => setMax(event.target.value)}
              error={rangeError}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm" disabled={!!rangeError}>
            Apply price
          </Button>
        </fieldset>
      </form>
      <Checkbox
        label="In stock only"
        id={`${idPrefix}-in-stock`}
        checked={state.inStock}
        onChange={(event) => onChange(withFilters(state, { inStock: event.target.checked }))}
      />
      {filtered ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            onChange(
              withFilters(state, {
                collection: '',
                minPrice: undefined,
                maxPrice: undefined,
                inStock: false,
              }),
            )
          }
        >
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
