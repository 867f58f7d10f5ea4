/**
 * Order activities (business-rules 74–77): the order's history. The server adds the automatic ones (ORDER_PLACED,
 * ORDER_PAID, ORDER_CANCELED, ORDER_REFUNDED, payment and authorisation events…); callers may add merchant comments.
 */
import { randomUUID } from 'node:crypto';
import type { OrderActivity } from './order-types';

/** Activity types a caller may add, update and delete (rule 76–77). */
export const EDITABLE_ACTIVITY_TYPES = new Set(['MERCHANT_COMMENT', 'CUSTOM_ACTIVITY']);

/** The content key each activity type carries its details under (entities.md `activities[]`). */
const CONTENT_KEYS: Record<string, string> = {
  MERCHANT_COMMENT: 'merchantComment',
  CUSTOM_ACTIVITY: 'customActivity',
  ORDER_REFUNDED: 'orderRefunded',
  DRAFT_ORDER_CHANGES_APPLIED: 'draftOrderChangesApplied',
  AUTHORIZED_PAYMENT_CREATED: 'authorizedPaymentCreated',
  AUTHORIZED_PAYMENT_CAPTURED: 'authorizedPaymentCaptured',
  AUTHORIZED_PAYMENT_VOIDED: 'authorizedPaymentVoided',
  REFUND_INITIATED: 'refundInitiated',
  PAYMENT_REFUNDED: 'paymentRefunded',
  PAYMENT_REFUND_FAILED: 'paymentRefundFailed',
  PAYMENT_PENDING: 'paymentPending',
  PAYMENT_CANCELED: 'paymentCanceled',
  PAYMENT_DECLINED: 'paymentDeclined',
};

/**
 * A new activity.
 * @param activityType - `ORDER_PLACED`, `ORDER_PAID`, `MERCHANT_COMMENT`…
 * @param createdDate - ISO time (the injected clock's)
 * @param content - the details, stored under the type's content key (`merchantComment: {message}`)
 * @param authorEmail - who wrote it (merchant comments)
 */
export function newActivity(
  activityType: string,
  createdDate: string,
  content?: Record<string, unknown>,
  authorEmail?: string,
): OrderActivity {
  const key = CONTENT_KEYS[activityType];
  return {
    id: randomUUID(),
    createdDate,
    activityType,
    // The deprecated `type` enum names the same activities (entities.md).
    type: activityType,
    ...(authorEmail ? { authorEmail } : {}),
    ...(key && content ? { [key]: content } : {}),
  };
}

/**
 * The content key of an activity type, if it has one.
 * @param activityType - the type
 */
export function contentKeyOf(activityType: string): string | undefined {
  return CONTENT_KEYS[activityType];
}
