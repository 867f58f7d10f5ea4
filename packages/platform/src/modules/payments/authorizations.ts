/**
 * Capturing and voiding authorised payments (business-rules 109–113), by staff or by the scheduled action an
 * authorisation carries (`scheduledAction {actionType, executionDate}`), which the `payment-scheduled-actions` task
 * runs when due. The simulated provider answers at once, so captures and voids are SUCCEEDED when the call returns
 * (rule 111 allows it).
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import type { ScheduledTask } from '../events/scheduled-tasks';
import { newActivity } from '../orders/order-activities';
import { minorOf, priceOf } from '../orders/order-money';
import { loadTransactions, lockOrder } from '../orders/order-store';
import type { OrderActivity } from '../orders/order-types';
import { applyTransactionChange } from './record-payment';
import type { OrderTransactions, Payment } from './transaction-types';

/**
 * Why a payment cannot be captured or voided here (spec §8 "Void or capture unavailability reasons"), sent as
 * `applicationError.data.reason` beside the official codes: EXPIRED (its hold ran out and was voided on schedule),
 * OFFLINE (cash or marked as paid: no hold to act on), NOT_SUPPORTED (a membership or gift-card payment).
 * REQUIRES_CARD_READER has no cause here: the platform takes no card-present payments.
 */
type UnavailableReason = 'EXPIRED' | 'OFFLINE' | 'NOT_SUPPORTED';

function unavailableReason(payment: Payment): UnavailableReason | undefined {
  const details = payment.regularPaymentDetails;
  if (!details) return 'NOT_SUPPORTED';
  if (details.offlinePayment) return 'OFFLINE';
  return details.authorizationDetails?.void?.reason === 'SCHEDULED' ? 'EXPIRED' : undefined;
}

function authorised(transactions: OrderTransactions, paymentId: string, capture: boolean): Payment {
  const payment = transactions.payments.find((candidate) => candidate.id === paymentId);
  if (!payment) throw ApiError.notFound('PAYMENT_NOT_FOUND', `Payment ${paymentId} is not in the order`);
  const reason = unavailableReason(payment);
  const data = reason ? { reason } : {};
  const details = payment.regularPaymentDetails;
  if (capture && (!details || details.offlinePayment)) {
    throw ApiError.precondition(
      'NOT_REGULAR_ONLINE_PAYMENT',
      'Only online card payments can be captured',
      data,
    );
  }
  const authorization = details?.authorizationDetails;
  if (payment.status === 'VOIDED' || authorization?.void) {
    throw ApiError.precondition('PAYMENT_ALREADY_VOIDED', `Payment ${paymentId} was voided`, data);
  }
  if (authorization?.captures?.some((entry) => entry.status === 'SUCCEEDED')) {
    throw ApiError.precondition('PAYMENT_ALREADY_CAPTURED', `Payment ${paymentId} was captured`);
  }
  if (authorization?.captures?.some((entry) => entry.status === 'PENDING')) {
    throw ApiError.precondition(
      'PAYMENT_HAS_PENDING_CAPTURE',
      `Payment ${paymentId} has a capture in progress`,
    );
  }
  if (payment.status !== 'AUTHORIZED' || !authorization) {
    throw ApiError.precondition(
      'PAYMENT_NOT_AUTHORIZED',
      `Payment ${paymentId} is not an authorisation`,
      data,
    );
  }
  return payment;
}

/** `@minSize 1 @maxSize 100` of both requests: an empty list breaks the minimum, not the maximum. */
function sizeViolation(field: string, size: number): ApiError {
  return size < 1
    ? ApiError.invalidField(field, 'must have at least 1 items', 'MIN_SIZE', { threshold: 1 })
    : ApiError.invalidField(field, 'must have at most 100 items', 'MAX_SIZE', { threshold: 100 });
}

function capture(payment: Payment, minor: bigint, currency: string, now: string): OrderActivity {
  const authorization = payment.regularPaymentDetails!.authorizationDetails!;
  const amount = priceOf(minor, currency);
  authorization.captures = [{ id: randomUUID(), status: 'SUCCEEDED', amount, createdDate: now }];
  delete authorization.scheduledAction;
  // The captured amount is what the payment received; the rest of the hold is released.
  payment.amount = amount;
  payment.status = 'APPROVED';
  payment.regularPaymentDetails!.status = 'APPROVED';
  payment.updatedDate = now;
  return newActivity('AUTHORIZED_PAYMENT_CAPTURED', now, { paymentId: payment.id, amount });
}

function voidPayment(payment: Payment, reason: 'MANUAL' | 'SCHEDULED', now: string): OrderActivity {
  const authorization = payment.regularPaymentDetails!.authorizationDetails!;
  authorization.void = { status: 'SUCCEEDED', voidedDate: now, reason };
  delete authorization.scheduledAction;
  payment.status = 'VOIDED';
  payment.regularPaymentDetails!.status = 'VOIDED';
  payment.updatedDate = now;
  return newActivity('AUTHORIZED_PAYMENT_VOIDED', now, { paymentId: payment.id });
}

/**
 * `POST …/capture-authorized-payments` (rule 109): captures each payment (amount omitted = all of it, never more).
 * @param tx - the transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param payments - `{paymentId, amount?}` (1–100)
 * @param actor - who captured
 * @throws ApiError 404 `PAYMENT_NOT_FOUND`; 428 `PAYMENT_NOT_AUTHORIZED`, `PAYMENT_ALREADY_CAPTURED`,
 *   `PAYMENT_ALREADY_VOIDED`, `PAYMENT_HAS_PENDING_CAPTURE`, `NOT_REGULAR_ONLINE_PAYMENT`; 400 `INVALID_AMOUNT`
 */
export async function captureAuthorizedPayments(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  payments: { paymentId?: string; amount?: { amount?: unknown } }[],
  actor: EventActor | undefined,
): Promise<OrderTransactions> {
  if (payments.length < 1 || payments.length > 100) {
    throw sizeViolation('payments', payments.length);
  }
  const order = await lockOrder(tx, orderId);
  const transactions = await loadTransactions(tx, orderId);
  // An authorisation past its execution date is acted on first, as the task would have: the task runs only once a
  // minute, and an expired hold captured in between would take money the provider no longer holds.
  const due = applyDueActions(order, transactions, clock.now());
  const now = clock.now().toISOString();
  const activities = payments.map((entry, index) => {
    const payment = authorised(transactions, String(entry.paymentId), true);
    const held = minorOf(payment.amount, order.currency);
    const minor = entry.amount
      ? minorOf(entry.amount, order.currency, `payments[${index}].amount.amount`)
      : held;
    if (minor <= 0n || minor > held) {
      throw ApiError.badRequest(
        'INVALID_AMOUNT',
        'The capture amount must be above zero and at most the authorised amount',
        {
          authorized: payment.amount,
        },
      );
    }
    return capture(payment, minor, order.currency, now);
  });
  await applyTransactionChange(tx, clock, order, transactions, actor, [...due, ...activities]);
  return transactions;
}

/**
 * `POST …/void-authorized-payments` (rule 110): releases each authorisation (`void.reason` MANUAL).
 * @param tx - the transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param paymentIds - 1–100 payment ids
 * @param actor - who voided
 * @throws ApiError 404 `PAYMENT_NOT_FOUND`; 428 `PAYMENT_NOT_AUTHORIZED`, `PAYMENT_ALREADY_VOIDED`,
 *   `PAYMENT_ALREADY_CAPTURED`
 */
export async function voidAuthorizedPayments(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  paymentIds: string[],
  actor: EventActor | undefined,
): Promise<OrderTransactions> {
  if (paymentIds.length < 1 || paymentIds.length > 100) {
    throw sizeViolation('paymentIds', paymentIds.length);
  }
  const order = await lockOrder(tx, orderId);
  const transactions = await loadTransactions(tx, orderId);
  const due = applyDueActions(order, transactions, clock.now());
  const now = clock.now().toISOString();
  const activities = paymentIds.map((id) => voidPayment(authorised(transactions, id, false), 'MANUAL', now));
  await applyTransactionChange(tx, clock, order, transactions, actor, [...due, ...activities]);
  return transactions;
}

/**
 * Captures or voids (`reason` SCHEDULED, rule 112) every authorisation of the order whose execution date has passed.
 * @param order - the order (its currency)
 * @param transactions - its transactions, changed in place
 * @param now - the time the actions run at
 * @returns the activities of the actions that ran
 */
function applyDueActions(
  order: { currency: string },
  transactions: OrderTransactions,
  now: Date,
): OrderActivity[] {
  const iso = now.toISOString();
  const activities: OrderActivity[] = [];
  for (const payment of transactions.payments) {
    const action = payment.regularPaymentDetails?.authorizationDetails?.scheduledAction;
    if (payment.status !== 'AUTHORIZED' || !action || new Date(action.executionDate) > now) continue;
    activities.push(
      action.actionType === 'CAPTURE'
        ? capture(payment, minorOf(payment.amount, order.currency), order.currency, iso)
        : voidPayment(payment, 'SCHEDULED', iso),
    );
  }
  return activities;
}

/**
 * Runs the due scheduled actions of one order (the `payment-scheduled-actions` task).
 * @param tx - the transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param now - the task's time
 * @returns how many actions ran
 */
export async function runDueActions(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  now: Date,
): Promise<number> {
  const order = await lockOrder(tx, orderId);
  const transactions = await loadTransactions(tx, orderId);
  const activities = applyDueActions(order, transactions, now);
  if (activities.length > 0)
    await applyTransactionChange(tx, clock, order, transactions, undefined, activities);
  return activities.length;
}

/**
 * The scheduled task that captures or voids authorisations when their execution date passes (rule 112), every
 * minute, up to 100 orders a run (the rest wait for the next run).
 */
export const paymentScheduledActions: ScheduledTask = {
  name: 'payment-scheduled-actions',
  intervalSeconds: 60,
  async run(deps: PlatformDeps, now: Date) {
    const due = await deps.db.query<{ order_id: string }>(
      `select order_id from order_transactions where next_action_at <= $1 order by next_action_at limit 100`,
      [now],
    );
    for (const { order_id } of due) {
      await deps.db.transaction((tx) => runDueActions(tx, deps.clock, order_id, now));
    }
  },
};
