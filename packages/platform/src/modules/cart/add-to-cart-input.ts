/**
 * The add-to-cart body as `addToCartSchema` validates it, without Zod for the body nearly every add sends: catalog
 * lines only (`lineItems` with `catalogReference` and `quantity`), maybe a `businessLocationId`. Zod's walk of that
 * body (schemas, checks, issue lists, the `superRefine`) was a visible part of an add-to-cart's CPU; this check
 * answers the same output for it and leaves every other body — custom lines, unknown or missing fields, anything
 * out of bounds, every error — to the schema, so answers and violations stay the schema's own.
 */
import { parseInput } from '../../http/validate';
import { type AddToCartInput, addToCartSchema, MAX_ADD_LINE_ITEMS, MAX_LINE_QUANTITY } from './schema';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string `catalogReferenceSchema` takes as it is: 1 to 100 characters. */
const isIdText = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= 100;

/** Whether every own key of `value` is one of `allowed` (the schema strips others: left to it). */
function hasOnlyKeys(value: Record<string, unknown>, allowed: readonly string[]): boolean {
  for (const key in value) if (!allowed.includes(key)) return false;
  return true;
}

const BODY_KEYS = ['lineItems', 'customLineItems', 'businessLocationId'] as const;
const LINE_KEYS = ['catalogReference', 'quantity'] as const;
const REFERENCE_KEYS = ['appId', 'catalogItemId', 'options'] as const;

/** One catalog line as the schema outputs it, or undefined when the schema must judge it. */
function catalogLine(value: unknown): AddToCartInput['lineItems'][number] | undefined {
  if (!isRecord(value) || !hasOnlyKeys(value, LINE_KEYS)) return undefined;
  const { catalogReference: reference, quantity } = value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return undefined;
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY) return undefined;
  if (!isRecord(reference) || !hasOnlyKeys(reference, REFERENCE_KEYS)) return undefined;
  const { appId, catalogItemId, options } = reference;
  if (!isIdText(appId) || !isIdText(catalogItemId)) return undefined;
  if (!('options' in reference)) return { catalogReference: { appId, catalogItemId }, quantity };
  if (!isRecord(options)) return undefined;
  return { catalogReference: { appId, catalogItemId, options: { ...options } }, quantity };
}

/**
 * The catalog-only add-to-cart body as the schema outputs it, or undefined for any other body.
 * @param body - the parsed JSON body
 */
export function plainAddToCart(body: unknown): AddToCartInput | undefined {
  if (!isRecord(body) || !hasOnlyKeys(body, BODY_KEYS)) return undefined;
  const { lineItems, customLineItems, businessLocationId } = body;
  if (!Array.isArray(lineItems) || lineItems.length === 0 || lineItems.length > MAX_ADD_LINE_ITEMS)
    return undefined;
  if ('customLineItems' in body && !(Array.isArray(customLineItems) && customLineItems.length === 0))
    return undefined;
  if (
    'businessLocationId' in body &&
    !(typeof businessLocationId === 'string' && businessLocationId.length <= 100)
  )
    return undefined;
  const lines: AddToCartInput['lineItems'] = [];
  for (const item of lineItems) {
    const line = catalogLine(item);
    if (!line) return undefined;
    lines.push(line);
  }
  return {
    lineItems: lines,
    customLineItems: [],
    ...(typeof businessLocationId === 'string' && { businessLocationId }),
  };
}

/**
 * The validated add-to-cart input: `parseInput(addToCartSchema, body)`, answered without Zod for catalog-only bodies.
 * @param body - the parsed JSON body
 * @throws ApiError 400 with the schema's violations
 */
export function parseAddToCart(body: unknown): AddToCartInput {
  return plainAddToCart(body) ?? parseInput(addToCartSchema, body);
}
