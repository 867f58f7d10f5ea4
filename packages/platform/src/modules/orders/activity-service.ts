/**
 * Caller-made activities (business-rules 76–77): merchant comments can be added, edited and deleted; custom
 * activities (added by other apps, "not currently supported" through the public calls) can only be deleted; the automatic ones (ORDER_PLACED, ORDER_PAID, …) cannot be touched.
 */
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { contentKeyOf, EDITABLE_ACTIVITY_TYPES, newActivity } from './order-activities';
import { commitOrderChange, copyOrder } from './order-change';
import { lockOrder } from './order-store';
import type { Order, OrderActivity } from './order-types';

/** A `PublicActivity` (`{merchantComment: {message}}`; `customActivity` is refused). */
export interface PublicActivity {
  merchantComment?: { message?: unknown };
  customActivity?: unknown;
}

/**
 * The type and content of a public activity. Only merchant comments are accepted: the official `addActivity`
 * "currently supports adding activities of type MERCHANT_COMMENT" and calls `PublicActivity.customActivity` "not
 * currently supported" — storing one would be answered 200 by us and refused by Wix.
 * @param activity - the request's activity
 * @param field - request path for violations
 * @throws ApiError 400 for a custom activity, or a message that is not 1–5000 characters
 */
export function parsePublicActivity(
  activity: PublicActivity | undefined,
  field = 'activity',
): { activityType: string; content: Record<string, unknown> } {
  if (activity?.customActivity !== undefined) {
    throw ApiError.invalidField(
      `${field}.customActivity`,
      'is not supported; only merchant comments can be added',
      'FIELD_NOT_ALLOWED',
    );
  }
  if (!activity?.merchantComment) {
    throw ApiError.invalidField(`${field}.merchantComment`, 'is required', 'REQUIRED_FIELD');
  }
  const message = activity.merchantComment.message;
  if (typeof message !== 'string' || message.length < 1) {
    throw ApiError.invalidField(
      `${field}.merchantComment.message`,
      'must be 1 to 5000 characters',
      'MIN_LENGTH',
    );
  }
  if (message.length > 5000) {
    throw ApiError.invalidField(
      `${field}.merchantComment.message`,
      'must be 1 to 5000 characters',
      'MAX_LENGTH',
    );
  }
  return { activityType: 'MERCHANT_COMMENT', content: { message } };
}

/**
 * Adds caller-made activities (rule 76; ≤ 1000 activities per order).
 * @param tx - the transaction
 * @param deps - clock
 * @param orderId - the order
 * @param activities - parsed activities
 * @param actor - who added them
 * @param authorEmail - the author (staff member email), when known
 */
export async function addActivities(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock'>,
  orderId: string,
  activities: { activityType: string; content: Record<string, unknown> }[],
  actor: EventActor | undefined,
  authorEmail?: string,
): Promise<{ order: Order; activityIds: string[] }> {
  const order = await lockOrder(tx, orderId);
  if (order.activities.length + activities.length > 1000) {
    throw ApiError.precondition('TOO_MANY_ACTIVITIES', 'An order holds at most 1000 activities');
  }
  const next = copyOrder(order);
  const now = deps.clock.now().toISOString();
  const added = activities.map((activity) =>
    newActivity(activity.activityType, now, activity.content, authorEmail),
  );
  next.activities.push(...added);
  const saved = await commitOrderChange(tx, deps.clock, order, next, actor);
  return { order: saved, activityIds: added.map((activity) => activity.id) };
}

function editable(order: Order, activityId: string): OrderActivity {
  const activity = order.activities.find((candidate) => candidate.id === activityId);
  if (!activity) throw ApiError.notFound('ACTIVITY_NOT_FOUND', `Activity ${activityId} is not in the order`);
  if (!EDITABLE_ACTIVITY_TYPES.has(activity.activityType)) {
    throw ApiError.precondition(
      'ACTIVITY_NOT_EDITABLE',
      'Only merchant comments and custom activities can be changed or deleted',
      { activityType: activity.activityType },
    );
  }
  return activity;
}

/**
 * Replaces a caller-made activity's content (rule 77).
 * @param tx - the transaction
 * @param deps - clock
 * @param orderId - the order
 * @param activityId - the activity
 * @param activity - the new content
 * @param actor - who edited
 * @throws ApiError 404 `ACTIVITY_NOT_FOUND`; 428 `ACTIVITY_NOT_EDITABLE` for automatic activities
 */
export async function updateActivity(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock'>,
  orderId: string,
  activityId: string,
  activity: PublicActivity | undefined,
  actor: EventActor | undefined,
): Promise<Order> {
  const parsed = parsePublicActivity(activity);
  const order = await lockOrder(tx, orderId);
  const next = copyOrder(order);
  const target = editable(next, activityId);
  if (target.activityType !== parsed.activityType) {
    throw ApiError.invalidField('activity', `must stay a ${target.activityType}`, 'VALIDATION');
  }
  target[contentKeyOf(parsed.activityType)!] = parsed.content;
  return commitOrderChange(tx, deps.clock, order, next, actor);
}

/**
 * Deletes a caller-made activity (rule 77).
 * @param tx - the transaction
 * @param deps - clock
 * @param orderId - the order
 * @param activityId - the activity
 * @param actor - who deleted
 * @throws ApiError 404 `ACTIVITY_NOT_FOUND`; 428 `ACTIVITY_NOT_EDITABLE` for automatic activities
 */
export async function deleteActivity(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock'>,
  orderId: string,
  activityId: string,
  actor: EventActor | undefined,
): Promise<Order> {
  const order = await lockOrder(tx, orderId);
  const next = copyOrder(order);
  editable(next, activityId);
  next.activities = next.activities.filter((candidate) => candidate.id !== activityId);
  return commitOrderChange(tx, deps.clock, order, next, actor);
}
