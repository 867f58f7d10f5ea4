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

function authorised(transactions: OrderTransactions, paymentId: string, capture: boolean): Payment {
  const payment = transactions.payments.find((candidate) => candidate.id === paymentId);
  if (!payment) throw ApiError.notFound('PAYMENT_NOT_FOUND', `Payment ${paymentId} is not in the order`);
  const details = payment.regularPaymentDetails;
  if (capture && (!details || details.offlinePayment)) {
    throw ApiError.precondition('NOT_REGULAR_ONLINE_PAYMENT', 'Only online card payments can be captured');
  }
  const authorization = details?.authorizationDetails;
  if (payment.status === 'VOIDED' || authorization?.void) {
    throw ApiError.precondition('PAYMENT_ALREADY_VOIDED', `Payment ${paymentId} was voided`);
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
    throw ApiError.precondition('PAYMENT_NOT_AUTHORIZED', `Payment ${paymentId} is not an authorisation`);
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
  await applyTransactionChange(tx, clock, order, transactions, actor, activities);
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
  const now = clock.now().toISOString();
  const activities = paymentIds.map((id) => voidPayment(authorised(transactions, id, false), 'MANUAL', now));
  await applyTransactionChange(tx, clock, order, transactions, actor, activities);
  return transactions;
}

/**
 * Runs the due scheduled actions of one order: captures (the whole authorisation) or voids (`reason` SCHEDULED,
 * rule 112) every authorisation whose execution date has passed.
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
