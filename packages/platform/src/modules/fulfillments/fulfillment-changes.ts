/**
 * Creating, updating and deleting an order's fulfillments. Every change locks the order (`lockOrder`), writes the
 * list and the order (its derived `fulfillmentStatus`, activities) in the caller's transaction, and appends
 * `order_updated`, `order_fulfilled` (when the status moved) and `fulfillments_updated`.
 *
 * Decisions (`[INFERRED]` where the rulebook is silent): CANCELED and REJECTED orders take no new fulfillments
 * (428 `ORDER_CANCELED` / `ORDER_IS_REJECTED`, the codes `recordPayment` uses; rule 65 keeps a canceled order's
 * fulfillment status, so its existing fulfillments may still be edited or deleted); a tracking number is unique
 * within the order (409 `TRACKING_NUMBER_ALREADY_EXISTS`, the official application error); activities:
 * ORDER_FULFILLED when the order becomes FULFILLED, ORDER_NOT_FULFILLED when it becomes NOT_FULFILLED,
 * TRACKING_NUMBER_ADDED / TRACKING_NUMBER_EDITED / TRACKING_LINK_ADDED when a number appears / changes / a link
 * appears or changes. The buyer is mailed (`shipping-mail.ts`) when fulfillments are created and when one gets its
 * first tracking number.
 */
import { randomUUID } from 'node:crypto';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import type { EventActor } from '../../outbox/append-event';
import { unlessTurnedOff } from '../mail/buyer-mail-settings';
import type { MailMessage } from '../mail/mailer';
import { newActivity } from '../orders/order-activities';
import { commitOrderChange, copyOrder } from '../orders/order-change';
import { orderFulfilled } from '../orders/order-events';
import { lockOrder } from '../orders/order-store';
import type { Order, OrderActivity } from '../orders/order-types';
import { fulfillmentsUpdated } from './fulfillment-events';
import {
  type FulfillmentPatch,
  fulfillmentPatchSchema,
  type NewFulfillment,
  newFulfillmentSchema,
  normalizeTrackingInfo,
} from './fulfillment-input';
import { fulfilledQuantities, fulfillmentStatusOf } from './fulfillment-status';
import { loadFulfillments, saveFulfillments } from './fulfillment-store';
import type { Fulfillment, OrderWithFulfillments, TrackingInfo } from './fulfillment-types';
import { shippingConfirmationMail, trackingAddedMail } from './shipping-mail';

type Deps = Pick<PlatformDeps, 'clock' | 'mailer'>;

/**
 * Activities for tracking info that appeared or changed.
 * @param before - the tracking info before (none for a new fulfillment)
 * @param after - the tracking info after
 * @param now - ISO time
 */
function trackingActivities(
  before: TrackingInfo | undefined,
  after: TrackingInfo | undefined,
  now: string,
): OrderActivity[] {
  const activities: OrderActivity[] = [];
  if (after?.trackingNumber && !before?.trackingNumber)
    activities.push(newActivity('TRACKING_NUMBER_ADDED', now));
  if (after?.trackingNumber && before?.trackingNumber && after.trackingNumber !== before.trackingNumber) {
    activities.push(newActivity('TRACKING_NUMBER_EDITED', now));
  }
  if (after?.trackingLink && after.trackingLink !== before?.trackingLink) {
    activities.push(newActivity('TRACKING_LINK_ADDED', now));
  }
  return activities;
}

/**
 * Refuses a tracking number another fulfillment of the order already has.
 * @param fulfillments - the order's other fulfillments
 * @param tracking - the new tracking info
 */
function assertUniqueTracking(
  fulfillments: readonly Fulfillment[],
  tracking: TrackingInfo | undefined,
): void {
  const number = tracking?.trackingNumber;
  if (number && fulfillments.some((other) => other.trackingInfo?.trackingNumber === number)) {
    throw ApiError.conflict(
      'TRACKING_NUMBER_ALREADY_EXISTS',
      `Another fulfillment of the order has tracking number ${number}`,
      { trackingNumber: number },
    );
  }
}

/** One change of an order's fulfillments, as {@link commitFulfillments} saves it. */
interface FulfillmentsChange {
  /** The fulfillments before. */
  previous: Fulfillment[];
  /** The fulfillments after. */
  fulfillments: Fulfillment[];
  /** Activities of the change (the status and mail ones are added here). */
  activities: OrderActivity[];
  /** The `order_fulfilled` action. */
  action: string;
  /** The buyer's mail about it, if any: queued in the transaction, with its activity. */
  mail?: MailMessage | undefined;
}

/**
 * Saves the new list with the order it changes, appends the events and queues the buyer's mail.
 * @param tx - the transaction holding the order's lock
 * @param deps - clock, mailer
 * @param order - the locked order
 * @param change - what changes
 * @param actor - who changed it
 */
async function commitFulfillments(
  tx: Queryable,
  deps: Deps,
  order: Order,
  { previous, fulfillments, activities, action, mail }: FulfillmentsChange,
  actor: EventActor | undefined,
): Promise<OrderWithFulfillments> {
  await saveFulfillments(tx, order.id, fulfillments);
  const next = copyOrder(order);
  next.fulfillmentStatus = fulfillmentStatusOf(order, fulfillments);
  const now = deps.clock.now().toISOString();
  if (next.fulfillmentStatus !== order.fulfillmentStatus) {
    if (next.fulfillmentStatus === 'FULFILLED') next.activities.push(newActivity('ORDER_FULFILLED', now));
    if (next.fulfillmentStatus === 'NOT_FULFILLED')
      next.activities.push(newActivity('ORDER_NOT_FULFILLED', now));
  }
  next.activities.push(...activities);
  if (mail) next.activities.push(newActivity('SHIPPING_CONFIRMATION_EMAIL_SENT', now));
  const saved = await commitOrderChange(tx, deps.clock, order, next, actor);
  await orderFulfilled(tx, deps.clock, order.fulfillmentStatus, saved, action, actor);
  const current = { orderId: order.id, fulfillments };
  await fulfillmentsUpdated(tx, deps.clock, previous, current, actor);
  if (mail) await deps.mailer.send(tx, mail);
  return current;
}

/**
 * Builds a new fulfillment, checking its lines against what is left to fulfill.
 * @param order - the order
 * @param existing - the order's fulfillments so far (this request's earlier ones included)
 * @param input - the parsed fulfillment
 * @param path - where the fulfillment is in the request (for field violations)
 * @param now - ISO time
 */
function newFulfillment(
  order: Order,
  existing: readonly Fulfillment[],
  input: NewFulfillment,
  path: string,
  now: string,
): Fulfillment {
  if (input.trackingInfo && input.customInfo) {
    throw ApiError.invalidField(path, 'takes trackingInfo or customInfo, not both', 'ONE_OF_ALIGNMENT');
  }
  const fulfilled = fulfilledQuantities(existing);
  const seen = new Set<string>();
  const lineItems = input.lineItems.map((requested, index) => {
    const at = `${path}.lineItems[${index}]`;
    const line = order.lineItems.find((candidate) => candidate.id === requested.id);
    if (!line)
      throw ApiError.invalidField(`${at}.id`, `is not a line item of order ${order.id}`, 'VALIDATION');
    if (seen.has(line.id)) throw ApiError.invalidField(`${at}.id`, 'is listed twice', 'VALIDATION');
    seen.add(line.id);
    const left = line.quantity - (fulfilled.get(line.id) ?? 0);
    const quantity = requested.quantity ?? left;
    if (left <= 0) {
      throw ApiError.invalidField(`${at}.quantity`, 'the line item is already fully fulfilled', 'MAX', {
        threshold: 0,
      });
    }
    if (quantity > left) {
      throw ApiError.invalidField(
        `${at}.quantity`,
        `is more than the ${left} unit(s) of the line item not yet fulfilled`,
        'MAX',
        { threshold: left },
      );
    }
    return { id: line.id, quantity };
  });
  const trackingInfo = normalizeTrackingInfo(input.trackingInfo ?? undefined);
  assertUniqueTracking(existing, trackingInfo);
  return {
    id: randomUUID(),
    createdDate: now,
    lineItems,
    ...(trackingInfo && { trackingInfo }),
    ...(input.customInfo && { customInfo: { fieldsData: input.customInfo.fieldsData ?? {} } }),
    ...(input.status && { status: input.status }),
    ...(typeof input.completed === 'boolean' && { completed: input.completed }),
  };
}

/**
 * Creates fulfillments of one order (`create-fulfillment`, and one order of `bulk/create-fulfillments`).
 * @param tx - the transaction
 * @param deps - clock, mailer (the buyer's shipping confirmation)
 * @param orderId - the order
 * @param inputs - the fulfillments as sent
 * @param actor - who created them
 * @param paths - where each fulfillment is in the request (`fulfillment`, `ordersWithFulfillments[0].fulfillments[1]`)
 * @returns the order's fulfillments after and the new ids
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 428 `ORDER_CANCELED`, `ORDER_IS_REJECTED`; 409
 *   `TRACKING_NUMBER_ALREADY_EXISTS`; 400 for lines not in the order or beyond what is left to fulfill
 */
export async function createFulfillments(
  tx: Queryable,
  deps: Deps,
  orderId: string,
  inputs: unknown[],
  actor: EventActor | undefined,
  paths: string[],
): Promise<{ orderWithFulfillments: OrderWithFulfillments; fulfillmentIds: string[] }> {
  const parsed = inputs.map((input, index) => parseInput(newFulfillmentSchema, input, paths[index]));
  const order = await lockOrder(tx, orderId);
  if (order.status === 'CANCELED') throw ApiError.precondition('ORDER_CANCELED', 'The order is canceled');
  if (order.status === 'REJECTED') throw ApiError.precondition('ORDER_IS_REJECTED', 'The order was rejected');
  const previous = await loadFulfillments(tx, orderId);
  const now = deps.clock.now().toISOString();
  const fulfillments = [...previous];
  const activities: OrderActivity[] = [];
  for (const [index, input] of parsed.entries()) {
    const created = newFulfillment(order, fulfillments, input, paths[index]!, now);
    fulfillments.push(created);
    activities.push(...trackingActivities(undefined, created.trackingInfo, now));
  }
  const mail = await unlessTurnedOff(
    tx,
    shippingConfirmationMail(order, fulfillments.slice(previous.length), fulfillments),
  );
  const change = { previous, fulfillments, activities, action: 'CREATE_FULFILLMENT', mail };
  const orderWithFulfillments = await commitFulfillments(tx, deps, order, change, actor);
  return { orderWithFulfillments, fulfillmentIds: fulfillments.slice(previous.length).map((f) => f.id) };
}

/**
 * Finds a fulfillment of the order.
 * @param fulfillments - the order's fulfillments
 * @param id - the fulfillment id
 * @throws ApiError 404 `FULFILLMENT_NOT_FOUND`
 */
function findFulfillment(fulfillments: readonly Fulfillment[], id: string): Fulfillment {
  const found = fulfillments.find((candidate) => candidate.id === id);
  if (!found)
    throw ApiError.notFound('FULFILLMENT_NOT_FOUND', `Fulfillment ${id} is not in the order`, { id });
  return found;
}

/**
 * Applies a patch: given fields replace, `null` removes, tracking info merges field by field. Line items cannot
 * change (the official note: delete the fulfillment and create it again).
 * @param current - the fulfillment
 * @param patch - the parsed patch
 */
function patched(current: Fulfillment, patch: FulfillmentPatch): Fulfillment {
  if (patch.lineItems !== undefined) {
    const same =
      patch.lineItems.length === current.lineItems.length &&
      patch.lineItems.every((line, index) => {
        const stored = current.lineItems[index]!;
        return line.id === stored.id && (line.quantity == null || line.quantity === stored.quantity);
      });
    if (!same) {
      throw ApiError.invalidField(
        'fulfillment.lineItems',
        'cannot be changed: delete the fulfillment and create it again',
        'FIELD_NOT_ALLOWED',
      );
    }
  }
  const next: Fulfillment = { ...current };
  if (patch.trackingInfo === null) delete next.trackingInfo;
  else if (patch.trackingInfo) {
    const merged: { [K in keyof TrackingInfo]?: string | null } = {
      ...current.trackingInfo,
      ...patch.trackingInfo,
    };
    // A new number with the same predefined provider gets a new link, unless one is given.
    if (patch.trackingInfo.trackingNumber && patch.trackingInfo.trackingLink === undefined) {
      if (patch.trackingInfo.trackingNumber !== current.trackingInfo?.trackingNumber)
        delete merged.trackingLink;
    }
    const tracking = normalizeTrackingInfo(merged);
    if (tracking) next.trackingInfo = tracking;
    else delete next.trackingInfo;
  }
  if (patch.trackingInfo && patch.customInfo) {
    throw ApiError.invalidField(
      'fulfillment',
      'takes trackingInfo or customInfo, not both',
      'ONE_OF_ALIGNMENT',
    );
  }
  if (patch.customInfo === null) delete next.customInfo;
  else if (patch.customInfo) next.customInfo = { fieldsData: patch.customInfo.fieldsData ?? {} };
  if (patch.status === null) delete next.status;
  else if (patch.status) next.status = patch.status;
  if (patch.completed === null) delete next.completed;
  else if (typeof patch.completed === 'boolean') next.completed = patch.completed;
  return next;
}

/**
 * `PATCH /v1/fulfillments/{fulfillment.id}/orders/{orderId}`: tracking info, custom info, progress.
 * @param tx - the transaction
 * @param deps - clock, mailer (the tracking mail when a first tracking number is added)
 * @param orderId - the order
 * @param fulfillmentId - the fulfillment
 * @param patch - the `fulfillment` of the request
 * @param actor - who changed it
 * @throws ApiError 404 `ORDER_NOT_FOUND`, `FULFILLMENT_NOT_FOUND`; 409 `TRACKING_NUMBER_ALREADY_EXISTS`; 400
 *   for changed line items and invalid fields
 */
export async function updateFulfillment(
  tx: Queryable,
  deps: Deps,
  orderId: string,
  fulfillmentId: string,
  patch: unknown,
  actor: EventActor | undefined,
): Promise<OrderWithFulfillments> {
  const parsed = parseInput(fulfillmentPatchSchema, patch ?? {}, 'fulfillment');
  const order = await lockOrder(tx, orderId);
  const previous = await loadFulfillments(tx, orderId);
  const current = findFulfillment(previous, fulfillmentId);
  const next = patched(current, parsed);
  assertUniqueTracking(
    previous.filter((other) => other.id !== fulfillmentId),
    next.trackingInfo?.trackingNumber !== current.trackingInfo?.trackingNumber
      ? next.trackingInfo
      : undefined,
  );
  if (JSON.stringify(next) === JSON.stringify(current)) return { orderId, fulfillments: previous };
  const fulfillments = previous.map((candidate) => (candidate.id === fulfillmentId ? next : candidate));
  const now = deps.clock.now().toISOString();
  const activities = trackingActivities(current.trackingInfo, next.trackingInfo, now);
  const mail = await unlessTurnedOff(tx, trackingAddedMail(order, current, next));
  const change = { previous, fulfillments, activities, action: 'UPDATE_FULFILLMENT', mail };
  return commitFulfillments(tx, deps, order, change, actor);
}

/**
 * `DELETE /v1/fulfillments/{fulfillmentId}/orders/{orderId}`: its units count as not fulfilled again.
 * @param tx - the transaction
 * @param deps - clock
 * @param orderId - the order
 * @param fulfillmentId - the fulfillment
 * @param actor - who deleted it
 * @throws ApiError 404 `ORDER_NOT_FOUND`, `FULFILLMENT_NOT_FOUND`
 */
export async function deleteFulfillment(
  tx: Queryable,
  deps: Deps,
  orderId: string,
  fulfillmentId: string,
  actor: EventActor | undefined,
): Promise<OrderWithFulfillments> {
  const order = await lockOrder(tx, orderId);
  const previous = await loadFulfillments(tx, orderId);
  findFulfillment(previous, fulfillmentId);
  const fulfillments = previous.filter((candidate) => candidate.id !== fulfillmentId);
  const change = { previous, fulfillments, activities: [], action: 'DELETE_FULFILLMENT' };
  return commitFulfillments(tx, deps, order, change, actor);
}
