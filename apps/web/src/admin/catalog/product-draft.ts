import type { CreateProductInput, Product } from '@bazaar/sdk';
import { type StockMoves, stockLinesOf, stockMovesOf } from './stock-adjustment';

/** One option as the editor holds it: a name and its choices, comma separated. */
export interface OptionDraft {
  name: string;
  choices: string;
}

/** The product editor's form state (text fields as typed). */
export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  cost: string;
  weight: string;
  sku: string;
  ribbon: string;
  brand: string;
  visible: boolean;
  /** Product-level stock, when the product has no managed variants: blank = not tracked. */
  quantity: string;
  options: OptionDraft[];
}

/** An empty product. */
export const EMPTY_PRODUCT_DRAFT: ProductDraft = {
  name: '',
  description: '',
  price: '',
  cost: '',
  weight: '',
  sku: '',
  ribbon: '',
  brand: '',
  visible: true,
  quantity: '',
  options: [],
};

const numberOr = (text: string): number | undefined => {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
};

/**
 * The choices of an option draft: trimmed, blanks and repeats dropped.
 *
 * @param choices - the comma-separated text
 * @returns the choice values
 */
export function splitChoices(choices: string): string[] {
  return [
    ...new Set(
      choices
        .split(',')
        .map((choice) => choice.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The editor's state of a product.
 *
 * @param product - the product as read (with merchant data)
 * @returns the draft
 */
export function toProductDraft(product: Product): ProductDraft {
  const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));
  return {
    name: product.name ?? '',
    description: product.description ?? '',
    price: text(product.priceData?.price),
    cost: text(product.costAndProfitData?.itemCost),
    weight: text(product.weight),
    sku: product.sku ?? '',
    ribbon: product.ribbon ?? product.ribbons?.[0]?.text ?? '',
    brand: product.brand ?? '',
    visible: product.visible !== false,
    quantity: product.stock?.trackInventory ? text(product.stock.quantity) : '',
    options: (product.productOptions ?? []).map((option) => ({
      name: option.name ?? '',
      choices: (option.choices ?? []).map((choice) => choice.description ?? choice.value ?? '').join(', '),
    })),
  };
}

/**
 * The create/update request of a draft. Options with choices make the product manage its variants (each
 * combination gets its own price, cost, weight, SKU and stock); stock is set here only for products without options.
 *
 * @param draft - the editor's state
 * @returns the product input
 * @example
 * toProductInput({ ...EMPTY_PRODUCT_DRAFT, name: 'Mug', price: '12' }); // { name: 'Mug', priceData: { price: 12 }, … }
 */
export function toProductInput(draft: ProductDraft): CreateProductInput {
  const options = draft.options
    .map((option) => ({ name: option.name.trim(), choices: splitChoices(option.choices) }))
    .filter((option) => option.name && option.choices.length);
  const cost = numberOr(draft.cost);
  const weight = numberOr(draft.weight);
  const quantity = numberOr(draft.quantity);
  return {
    name: draft.name.trim(),
    description: draft.description,
    priceData: { price: numberOr(draft.price) ?? 0 },
    ...(cost === undefined ? {} : { costAndProfitData: { itemCost: cost } }),
    ...(weight === undefined ? {} : { weight }),
    sku: draft.sku.trim(),
    ribbon: draft.ribbon.trim(),
    brand: draft.brand.trim(),
    visible: draft.visible,
    productType: 'physical',
    manageVariants: options.length > 0,
    productOptions: options.map((option) => ({
      name: option.name,
      optionType: 'drop_down',
      choices: option.choices.map((choice) => ({ value: choice, description: choice })),
    })),
    ...(options.length === 0
      ? {
          stock:
            quantity === undefined
              ? { trackInventory: false, inStock: true }
              : { trackInventory: true, quantity },
        }
      : {}),
  };
}

/**
 * The update request of a draft of a saved product, and the stock moves that go with it. A product-level count that
 * was tracked when the form loaded (`loadedQuantity`) and still is never travels as a quantity: a changed count
 * becomes a move by the difference (so units sold since the form loaded are kept), an unchanged one is left out.
 * Starting or stopping the count (blank on one side) is sent with the product, as there is no count to lose.
 *
 * @param product - the product as the form loaded it
 * @param loadedQuantity - the count the form's quantity field started from (`''`: not tracked)
 * @param draft - the editor's state
 * @returns the product input and the stock moves
 * @throws Error - a changed count that is not a whole number of units
 */
export function toProductUpdate(
  product: Product,
  loadedQuantity: string,
  draft: ProductDraft,
): { input: CreateProductInput; moves: StockMoves } {
  const { stock, ...input } = toProductInput(draft);
  const none: StockMoves = { decrement: [], increment: [] };
  // Dropping all options of a product that managed its variants gives it a count of its own: a new count, sent whole.
  if (!stock || product.manageVariants) return { input: stock ? { ...input, stock } : input, moves: none };
  const typed = draft.quantity.trim();
  const loaded = loadedQuantity.trim();
  if (!typed && !loaded) return { input, moves: none };
  if (!typed || !loaded) return { input: { ...input, stock }, moves: none };
  const [line] = stockLinesOf(product);
  const moves = stockMovesOf([{ line: { ...line!, tracked: true, quantity: Number(loaded) }, typed }]);
  return { input, moves };
}
