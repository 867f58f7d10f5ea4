import type { Product } from '@bazaar/sdk';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  /** The products; undefined while loading. */
  products: Product[] | undefined;
  /** How many placeholders to show while loading. */
  placeholders?: number;
  /** The accessible name of the list. */
  label: string;
  /** Cards of the first row load eagerly (above the fold). */
  eager?: number;
  /** Dims the grid while a newer result loads (the previous one stays in place). */
  stale?: boolean;
}

/**
 * Products in a responsive grid (2 columns on phones, up to 4 on wide screens), or placeholders of the same size
 * while they load.
 *
 * @param props - products, placeholders, label
 * @returns the grid
 */
export function ProductGrid({ products, placeholders = 8, label, eager = 4, stale }: ProductGridProps) {
  return (
    <ul
      className="app-product-grid"
      aria-label={label}
      aria-busy={!products || stale || undefined}
      data-stale={stale || undefined}
    >
      {products
        ? products.map((product, index) => (
            <li key={product._id}>
              <ProductCard product={product} priority={index < eager} />
            </li>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
