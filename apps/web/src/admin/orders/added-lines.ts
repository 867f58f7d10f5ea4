import type { CommitDeltasOptions, Product } from '@bazaar/sdk';
import { toCatalogReference } from '../../lib/catalog-reference';

/** A catalog line staff are adding to an order, as the edit form holds it until the commit. */
export interface AddedLineDraft {
  productId: string;
  variantId: string;
  name: string;
  /** Option name → choice ("Size" → "L"); empty for a product without options. */
  choices: Record<string, string>;
  quantity: number;
  /** The catalog's price of one unit, formatted ("$15.00"): what the platform will charge. */
  formattedPrice: string;
}

/** A variant staff can pick for a new line. */
export interface VariantChoice {
  variantId: string;
  /** "Size: L, Color: Red" — or the product name when it has no options. */
  label: string;
  choices: Record<string, string>;
  formattedPrice: string;
  inStock: boolean;
}

/**
 * The variants of a product staff can add to an order: the visible ones, each with its catalog price (the
 * discounted one, which the platform charges) and whether it is in stock. Products read with `includeVariants`.
 *
 * @param product - the product
 * @returns the choices, in catalog order
 * @example
 * variantChoicesOf(shirt); // [{ variantId: '…', label: 'Size: L', formattedPrice: '$15.00', inStock: true, … }]
 */
export function variantChoicesOf(product: Product): VariantChoice[] {
  const productPrice =
    product.priceData?.formatted?.discountedPrice ?? product.priceData?.formatted?.price ?? '';
  return (product.variants ?? [])
    .filter((variant) => variant.variant?.visible !== false && variant._id)
    .map((variant) => {
      const choices = variant.choices ?? {};
      const entries = Object.entries(choices);
      const formatted = variant.variant?.priceData?.formatted;
      return {
        variantId: variant._id!,
        label: entries.length
          ? entries.map(([name, value]) => `${name}: ${value}`).join(', ')
          : (product.name ?? ''),
        choices,
        formattedPrice: formatted?.discountedPrice ?? formatted?.price ?? productPrice,
        inStock: variant.stock?.inStock !== false,
      };
    });
}

/**
 * The added lines with one more: the same variant added again raises its quantity (one pending line per variant).
 *
 * @param lines - the lines added so far
 * @param line - the new one
 * @returns the new list
 */
export function withAddedLine(lines: readonly AddedLineDraft[], line: AddedLineDraft): AddedLineDraft[] {
  const same = lines.find(
    (candidate) => candidate.variantId === line.variantId && candidate.productId === line.productId,
  );
  if (!same) return [...lines, line];
  return lines.map((candidate) =>
    candidate === same ? { ...candidate, quantity: candidate.quantity + line.quantity } : candidate,
  );
}

/**
 * How an added line reads in the list of pending changes: "Linen Shirt (Size: L) × 2 at $15.00 each".
 *
 * @param line - the added line
 * @returns the text
 */
export function describeAddedLine(line: AddedLineDraft): string {
  const choices = Object.entries(line.choices).map(([name, value]) => `${name}: ${value}`);
  const name = choices.length ? `${line.name} (${choices.join(', ')})` : line.name;
  return `${name} × ${line.quantity} at ${line.formattedPrice} each`;
}

/**
 * The `commitDeltas` line-item deltas of the added lines: a catalog reference and a quantity only — the platform
 * prices and names the line from its catalog and takes the stock (it ignores prices sent with an added line).
 *
 * @param lines - the added lines
 * @returns one `lineItemAdded` delta per line
 */
export function toAddedLineDeltas(
  lines: readonly AddedLineDraft[],
): NonNullable<NonNullable<CommitDeltasOptions['changes']>['lineItems']> {
  return lines.map((line) => ({
    lineItemAdded: true,
    lineItem: {
      catalogReference: toCatalogReference(line.productId, line.variantId),
      quantity: line.quantity,
    },
  }));
}
