/**
 * The writable model of a cart (`carts.state`) and the pure changes on it: adding lines (the same item raises the
 * quantity, rule 14), removing them, setting quantities. Line items keep a catalog reference and the resolved
 * variant; names, prices, images and availability are read from the catalog whenever the cart is shown.
 */
import { randomUUID } from 'node:crypto';
import type { AddressWithContact, SelectedShippingOption } from '../checkout/address-schema';
import type { CustomLineItemInput, MerchantDiscountInput } from './schema';
import { MAX_LINE_QUANTITY } from './schema';

/** `catalogReference` of a line (rule 10–11). */
export interface CatalogReference {
  appId: string;
  catalogItemId: string;
  options?: Record<string, unknown>;
}

/** What the catalog said when the item was added: shown (and priced) when the item has left the catalog. */
export interface LineSnapshot {
  name: string;
  price: number;
  fullPrice: number;
  productType: 'physical' | 'digital';
  sku?: string;
  weight?: number;
}

/** A line item as stored. Exactly one of `variantId` (a catalog item) and `custom` (a custom line item). */
export interface StoredLineItem {
  id: string;
  quantity: number;
  catalogReference?: CatalogReference;
  /** The catalog variant the reference resolved to when added. */
  variantId?: string;
  /** Text entered for the product's custom text fields (`options.customTextFields`). */
  customTextFields?: Record<string, string>;
  snapshot?: LineSnapshot;
  /** A custom line item's own description (rule 16). */
  custom?: Omit<CustomLineItemInput, 'quantity' | 'catalogReference'>;
}

/** The cart's writable state. */
export interface CartState {
  lineItems: StoredLineItem[];
  buyerNote?: string;
  /** Email the buyer gave (members default to their login email). */
  email?: string;
  contactId?: string;
  contactInfo?: AddressWithContact;
  selectedShippingOption?: SelectedShippingOption;
  /** One coupon at a time (rule 34). */
  couponCode?: string;
  merchantDiscounts?: MerchantDiscountInput[];
  businessLocationId?: string;
}

/** A catalog line to add, after the catalog resolved its variant. */
export interface NewCatalogLine {
  quantity: number;
  catalogReference: CatalogReference;
  variantId: string;
  customTextFields?: Record<string, string>;
  snapshot: LineSnapshot;
}

/** An empty cart state. */
export function emptyCartState(): CartState {
  return { lineItems: [] };
}

/** The text fields of `catalogReference.options.customTextFields`, as strings. */
export function customTextFieldsOf(reference: CatalogReference): Record<string, string> | undefined {
  const fields = reference.options?.customTextFields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return undefined;
  const entries = Object.entries(fields as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && String(value) !== '')
    .map(([key, value]) => [key, String(value).slice(0, 500)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

// Two lines are the same item when they name the same variant of the same product of the same catalog with the
// same custom texts (rule 14).
function sameItem(line: StoredLineItem, added: NewCatalogLine): boolean {
  return (
    line.custom === undefined &&
    line.catalogReference?.appId === added.catalogReference.appId &&
    line.catalogReference?.catalogItemId === added.catalogReference.catalogItemId &&
    line.variantId === added.variantId &&
    JSON.stringify(line.customTextFields ?? {}) === JSON.stringify(added.customTextFields ?? {})
  );
}

/**
 * Adds catalog lines: an item already in the cart gets the added quantity on its line (rule 14, capped at the
 * largest line quantity), anything else becomes a new line with a new GUID (rule 15).
 * @param state - the cart state
 * @param added - resolved catalog lines, in request order
 * @returns the new state and the ids of the lines touched
 */
export function addCatalogLines(
  state: CartState,
  added: readonly NewCatalogLine[],
): { state: CartState; lineIds: string[] } {
  const lineItems = state.lineItems.map((line) => ({ ...line }));
  const lineIds: string[] = [];
  for (const item of added) {
    const existing = lineItems.find((line) => sameItem(line, item));
    if (existing) {
      existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + item.quantity);
      existing.snapshot = item.snapshot;
      lineIds.push(existing.id);
      continue;
    }
    const id = randomUUID();
    lineItems.push({
      id,
      quantity: item.quantity,
      catalogReference: item.catalogReference,
      variantId: item.variantId,
      ...(item.customTextFields && { customTextFields: item.customTextFields }),
      snapshot: item.snapshot,
    });
    lineIds.push(id);
  }
  return { state: { ...state, lineItems }, lineIds };
}

/**
 * Adds custom line items; each becomes its own line.
 * @param state - the cart state
 * @param added - validated custom line items
 */
export function addCustomLines(state: CartState, added: readonly CustomLineItemInput[]): CartState {
  const lines = added.map(
    ({ quantity, catalogReference, ...custom }): StoredLineItem => ({
      id: randomUUID(),
      quantity,
      ...(catalogReference && { catalogReference }),
      custom,
    }),
  );
  return { ...state, lineItems: [...state.lineItems, ...lines] };
}

/**
 * Removes lines by id; ids not in the cart are ignored, so a retried removal succeeds. Removing the last line leaves
 * an empty cart (rule 19).
 * @param state - the cart state
 * @param ids - line item ids
 */
export function removeLines(state: CartState, ids: readonly string[]): CartState {
  const removed = new Set(ids);
  return { ...state, lineItems: state.lineItems.filter((line) => !removed.has(line.id)) };
}

/**
 * Sets line quantities (absolute values).
 * @param state - the cart state
 * @param quantities - line id → new quantity (already clamped to stock by the caller, rule 18)
 */
export function setQuantities(state: CartState, quantities: ReadonlyMap<string, number>): CartState {
  return {
    ...state,
    lineItems: state.lineItems.map((line) =>
      quantities.has(line.id) ? { ...line, quantity: quantities.get(line.id)! } : line,
    ),
  };
}

/**
 * Moves a visitor cart's lines into the member's cart when a visitor logs in (rule 7): catalog items already in the
 * member's cart add up, everything else is appended; the member's coupon, notes and addresses win, the visitor's
 * fill what the member's cart lacks.
 * @param member - the member's cart state
 * @param visitor - the visitor's cart state
 */
export function mergeCartStates(member: CartState, visitor: CartState): CartState {
  const catalogLines = visitor.lineItems.filter((line) => line.custom === undefined && line.variantId);
  const merged = addCatalogLines(
    member,
    catalogLines.map((line) => ({
      quantity: line.quantity,
      catalogReference: line.catalogReference!,
      variantId: line.variantId!,
      ...(line.customTextFields && { customTextFields: line.customTextFields }),
      snapshot: line.snapshot!,
    })),
  ).state;
  const custom = visitor.lineItems.filter((line) => line.custom !== undefined);
  return {
    ...visitor,
    ...member,
    lineItems: [...merged.lineItems, ...custom.map((line) => ({ ...line, id: randomUUID() }))],
  };
}
