/**
 * Order transactions (`@wix/ecom` `orderTransactions`): reading an order's payments and refunds, and moving a
 * pending payment forward (business-rules 83, 89).
 */
import type { Caller } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { newActivity } from '../orders/order-activities';
import { canReadOrder } from '../orders/order-reads';
import { findOrder, loadTransactions, lockOrder, orderNotFound } from '../orders/order-store';
import type { OrderActivity } from '../orders/order-types';
import { applyTransactionChange } from './record-payment';
import type { OrderTransactions, TransactionStatus } from './transaction-types';

/**
 * `GET /v1/payments/orders/{orderId}`: the order's transactions (staff, or the order's buyer).
 * @param db - the database
 * @param caller - the caller
 * @param orderId - the order
 * @throws ApiError 404 `ORDER_NOT_FOUND` (also for someone else's order)
 */
export async function listTransactions(
  db: Queryable,
  caller: Caller,
  orderId: string,
): Promise<OrderTransactions> {
  const order = await findOrder(db, orderId);
  if (!order || !canReadOrder(caller, order)) throw orderNotFound(orderId);
  return loadTransactions(db, orderId);
}

/** Moves a pending payment may make (rule 89). */
const FORWARD: Record<string, ReadonlySet<TransactionStatus>> = {
  PENDING: new Set(['APPROVED', 'DECLINED', 'CANCELED', 'PENDING_MERCHANT']),
  PENDING_MERCHANT: new Set(['APPROVED', 'DECLINED', 'CANCELED']),
};

/**
 * `POST /v1/payments/{paymentId}/orders/{orderId}/update-payment-transaction-status` (rule 89): a pending payment
 * becomes APPROVED, DECLINED or CANCELED; everything else is `STATUS_NOT_ALLOWED` (authorisations move through
 * capture and void). The order settles: approved → APPROVED and paid; all pending failed → REJECTED.
 * @param tx - the transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param paymentId - the payment
 * @param status - the new status
 * @param actor - who reported it
 * @throws ApiError 404 `PAYMENT_NOT_FOUND`; 428 `STATUS_NOT_ALLOWED`
 */
export async function updatePaymentStatus(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  paymentId: string,
  status: TransactionStatus,
  actor: EventActor | undefined,
): Promise<OrderTransactions> {
  const order = await lockOrder(tx, orderId);
  const transactions = await loadTransactions(tx, orderId);
  const payment = transactions.payments.find((candidate) => candidate.id === paymentId);
  if (!payment) throw ApiError.notFound('PAYMENT_NOT_FOUND', `Payment ${paymentId} is not in the order`);
  if (!FORWARD[payment.status]?.has(status)) {
    throw ApiError.precondition('STATUS_NOT_ALLOWED', `A ${payment.status} payment cannot become ${status}`, {
      from: payment.status,
      to: status,
    });
  }
  const now = clock.now().toISOString();
  payment.status = status;
  if (payment.regularPaymentDetails) payment.regularPaymentDetails.status = status;
  payment.updatedDate = now;
  const activities: OrderActivity[] = [];
  if (status === 'DECLINED')
    activities.push(newActivity('PAYMENT_DECLINED', now, { paymentId, amount: payment.amount }));
  if (status === 'CANCELED')
    activities.push(newActivity('PAYMENT_CANCELED', now, { paymentId, amount: payment.amount }));
  await applyTransactionChange(tx, clock, order, transactions, actor, activities);
  return transactions;
}
