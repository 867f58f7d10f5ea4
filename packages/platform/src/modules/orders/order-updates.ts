/**
 * Updating orders (business-rules 67–72): the field-mask update of the few updatable fields, the deprecated line-item
 * update, and tags. Clearing `buyerInfo` or `contactDetails` is an error; PENDING and REJECTED orders refuse edits.
 */
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { newActivity } from './order-activities';
import { commitOrderChange, copyOrder } from './order-change';
import { lockOrder } from './order-store';
import type { Order } from './order-types';

/** The fields `updateOrder` may change (rule 67). */
export const UPDATABLE_ORDER_FIELDS = [
  'buyerInfo.email',
  'buyerLanguage',
  'weightUnit',
  'billingInfo.address',
  'billingInfo.contactDetails',
  'archived',
  'attributionSource',
  'seenByAHuman',
  'recipientInfo.address',
  'recipientInfo.contactDetails',
  'shippingInfo.logistics.shippingDestination.address',
  'shippingInfo.logistics.shippingDestination.contactDetails',
] as const;

const DESTINATION = 'shippingInfo.logistics.shippingDestination.address';

type Json = Record<string, unknown>;

/** True when the patch names the path: it holds a value there, or sets the path or one of its parents to null. */
function has(object: unknown, path: string): boolean {
  let current = object;
  for (const part of path.split('.')) {
    // `{buyerInfo: null}` clears everything under it (rule 67), so it names `buyerInfo.email` too.
    if (current === null) return true;
    if (typeof current !== 'object' || !(part in (current as Json))) return false;
    current = (current as Json)[part];
  }
  return true;
}

function get(object: unknown, path: string): unknown {
  let current = object;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Json)[part];
  }
  return current;
}

function set(object: Json, path: string, value: unknown): void {
  const parts = path.split('.');
  let current = object;
  for (const part of parts.slice(0, -1)) {
    if (current[part] === null || typeof current[part] !== 'object') current[part] = {};
    current = current[part] as Json;
  }
  const last = parts.at(-1)!;
  if (value === null) delete current[last];
  else current[last] = value;
}

/**
 * The paths a mask names, in updatable units: a parent (`billingInfo`) expands to its updatable children, a child
 * (`billingInfo.address.city`) counts as its updatable ancestor.
 * @param mask - `fieldMask` as sent (`"a,b"`, `["a"]`, `{paths}`), or undefined to take the fields present
 * @param patch - the `order` of the request
 * @param path - request path of the mask, for violations
 * @throws ApiError 400 `FIELD_NOT_ALLOWED` for a path outside the updatable fields
 */
export function maskedPaths(mask: unknown, patch: Json, path = 'fieldMask'): string[] {
  if (mask === undefined || mask === null || mask === '') {
    return UPDATABLE_ORDER_FIELDS.filter((field) => has(patch, field));
  }
  const raw =
    typeof mask === 'string'
      ? mask.split(',')
      : Array.isArray(mask)
        ? mask
        : ((mask as { paths?: unknown }).paths as unknown[] | undefined);
  if (!Array.isArray(raw)) throw ApiError.invalidField(path, 'must be a list of field paths', 'FORMAT');
  const out = new Set<string>();
  for (const entry of raw.map((value) => String(value).trim()).filter(Boolean)) {
    const matches = UPDATABLE_ORDER_FIELDS.filter(
      (field) => field === entry || field.startsWith(`${entry}.`) || entry.startsWith(`${field}.`),
    );
    if (matches.length === 0) {
      throw ApiError.invalidField(path, `${entry} cannot be updated`, 'FIELD_NOT_ALLOWED', {
        supportedFields: UPDATABLE_ORDER_FIELDS,
      });
    }
    for (const field of matches) out.add(field);
  }
  return [...out];
}

function checkValue(field: string, value: unknown): void {
  const fail = (description: string) => ApiError.invalidField(`order.${field}`, description, 'VALIDATION');
  if (value === null) {
    // Rule 67: null clears a field, but buyer info and contact details cannot be removed.
    if (field.startsWith('buyerInfo') || field.endsWith('contactDetails')) throw fail('cannot be cleared');
    return;
  }
  if (field === 'archived' || field === 'seenByAHuman') {
    if (typeof value !== 'boolean') throw fail('must be a boolean');
  } else if (field === 'weightUnit') {
    if (!['KG', 'LB', 'UNSPECIFIED_WEIGHT_UNIT'].includes(String(value))) throw fail('must be KG or LB');
  } else if (field === 'buyerInfo.email') {
    if (typeof value !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value))
      throw fail('must be an email');
  } else if (field === 'buyerLanguage' || field === 'attributionSource') {
    if (typeof value !== 'string') throw fail('must be a string');
  } else if (typeof value !== 'object' || Array.isArray(value)) {
    throw fail('must be an object');
  }
}

/**
 * Refuses edits of PENDING and REJECTED orders (rule 68).
 * @param order - the order
 * @throws ApiError 428 `ORDER_IS_PENDING` / `ORDER_IS_REJECTED`
 */
export function assertEditable(order: Order): void {
  if (order.status === 'PENDING') throw ApiError.precondition('ORDER_IS_PENDING', 'The order is pending');
  if (order.status === 'REJECTED') throw ApiError.precondition('ORDER_IS_REJECTED', 'The order was rejected');
}

/**
 * `PATCH /v1/orders/{order.id}` (rules 67–69): applies the masked fields of `patch`; email and shipping-address
 * changes add EMAIL_EDITED / SHIPPING_ADDRESS_EDITED.
 * @param tx - the transaction
 * @param deps - clock
 * @param orderId - the order
 * @param patch - the request's `order`
 * @param mask - the request's `fieldMask` (optional)
 * @param actor - who updated
 */
export async function updateOrder(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock'>,
  orderId: string,
  patch: Json,
  mask: unknown,
  actor: EventActor | undefined,
  maskPath = 'fieldMask',
): Promise<Order> {
  const paths = maskedPaths(mask, patch, maskPath);
  for (const field of paths) checkValue(field, get(patch, field) ?? null);
  const order = await lockOrder(tx, orderId);
  assertEditable(order);
  const next = copyOrder(order) as unknown as Json;
  for (const field of paths) set(next, field, get(patch, field) ?? null);
  const changed = next as unknown as Order;
  const now = deps.clock.now().toISOString();
  if (changed.buyerInfo.email !== order.buyerInfo.email)
    changed.activities.push(newActivity('EMAIL_EDITED', now));
  if (JSON.stringify(get(changed, DESTINATION)) !== JSON.stringify(get(order, DESTINATION))) {
    changed.activities.push(newActivity('SHIPPING_ADDRESS_EDITED', now));
  }
  return commitOrderChange(tx, deps.clock, order, changed, actor);
}

/** Line-item fields the deprecated line-item update may change (rule 71: supported minimally). */
const LINE_ITEM_FIELDS = [
  'productName',
  'descriptionLines',
  'image',
  'physicalProperties',
  'digitalFile',
  'fulfillerId',
  'priceDescription',
  'extendedFields',
];

/**
 * `PATCH /v1/orders/{id}/line-item/{lineItem.id}` (deprecated, rule 71): descriptive fields only (name, description
 * lines, image, SKU/weight, digital file, fulfiller); prices and quantities change through commit deltas.
 * @param tx - the transaction
 * @param deps - clock
 * @param orderId - the order
 * @param lineItem - the request's `lineItem` (with its `id`)
 * @param actor - who updated
 * @throws ApiError 404 `ORDER_NOT_FOUND` / `LINE_ITEM_NOT_FOUND`; 428 for PENDING / REJECTED orders
 */
export async function updateOrderLineItem(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock'>,
  orderId: string,
  lineItem: Json,
  actor: EventActor | undefined,
): Promise<Order> {
  const order = await lockOrder(tx, orderId);
  assertEditable(order);
  const next = copyOrder(order);
  const line = next.lineItems.find((candidate) => candidate.id === lineItem.id);
  if (!line) {
    throw ApiError.notFound('LINE_ITEM_NOT_FOUND', `Line item ${String(lineItem.id)} is not in the order`);
  }
  for (const field of LINE_ITEM_FIELDS) {
    if (!(field in lineItem)) continue;
    if (lineItem[field] === null) delete line[field];
    else line[field] = lineItem[field];
  }
  return commitOrderChange(tx, deps.clock, order, next, actor);
}

/** Tags to assign or remove (`TagsTags`). */
export interface TagChanges {
  tags?: { tagIds?: string[] };
  privateTags?: { tagIds?: string[] };
}

/** `TagsTagList.tagIds @maxSize 100`: the cap is on the order's list, not on one call's. */
const MAX_TAGS = 100;

function tooManyTags(kind: 'tags' | 'privateTags', tagCount: number): ApiError {
  const field = `assignTags.${kind}.tagIds`;
  const description = `would leave the order with ${tagCount} tags; an order holds at most ${MAX_TAGS}`;
  const data = { maxSize: MAX_TAGS, tagCount };
  // The data also rides on the error itself: a bulk item reports `{code, description, data}`, not violations.
  return new ApiError(400, 'INVALID_ARGUMENT', `"${field}" ${description}`, { field, ...data }, [
    { field, description, violatedRule: 'MAX_SIZE', data },
  ]);
}

/**
 * Assigns and removes tags on one order (rule 72: a tag in both lists ends up assigned). Each call was checked
 * alone (≤ 100 tags per call), so repeated calls grew an order past 100 tags; the resulting list is now checked
 * under the order's row lock, so concurrent calls cannot pass the cap together either.
 * @param tx - the transaction
 * @param deps - clock
 * @param orderId - the order
 * @param assign - tags to add
 * @param unassign - tags to remove
 * @param actor - who tagged
 * @throws ApiError 400 `INVALID_ARGUMENT` (MAX_SIZE) when a list would hold more than 100 tags
 */
export async function updateOrderTags(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock'>,
  orderId: string,
  assign: TagChanges,
  unassign: TagChanges,
  actor: EventActor | undefined,
): Promise<Order> {
  const order = await lockOrder(tx, orderId);
  const next = copyOrder(order);
  for (const kind of ['tags', 'privateTags'] as const) {
    const removed = new Set(unassign[kind]?.tagIds ?? []);
    const kept = next.tags[kind].tagIds.filter((tag) => !removed.has(tag));
    const tagIds = [...new Set([...kept, ...(assign[kind]?.tagIds ?? [])])];
    // Only growth past the cap is refused: an order tagged beyond it before the cap was enforced can still shrink.
    if (tagIds.length > MAX_TAGS && tagIds.length > order.tags[kind].tagIds.length) {
      throw tooManyTags(kind, tagIds.length);
    }
    next.tags[kind].tagIds = tagIds;
  }
  return commitOrderChange(tx, deps.clock, order, next, actor);
}
