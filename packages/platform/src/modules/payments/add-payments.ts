/**
 * `POST /v1/payments/orders/{orderId}/add-payment` (`orderTransactions.addPayments`, business-rule 90): records up to
 * 50 payments made elsewhere — "this does NOT perform the actual charging, the order is only updated with records of
 * the payments". Each record is checked like any other payment attempt (`record-payment.ts`), then the order settles
 * once for all of them.
 */
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { minorOf, priceOf } from '../orders/order-money';
import { loadTransactions, lockOrder } from '../orders/order-store';
import { collectableOf, paymentTotals } from './payment-balance';
import {
  applyTransactionChange,
  assertCollectable,
  attemptActivities,
  newPayment,
  type PaymentAttempt,
} from './record-payment';
import type { OrderTransactions } from './transaction-types';

/** A payment record as the request gives it (validated by the route). */
export interface PaymentRecord {
  amount: { amount: string };
  status?: PaymentAttempt['outcome'];
  regularPaymentDetails?: {
    offlinePayment?: boolean;
    paymentMethod?: string;
    providerTransactionId?: string;
    status?: PaymentAttempt['outcome'];
  };
}

/**
 * Records the payments and settles the order.
 * @param tx - the transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param records - 1–50 regular payments
 * @param actor - who recorded them
 * @returns the order's transactions and the new payments' ids, in request order
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 428 `ORDER_CANCELED`, `ORDER_IS_REJECTED`, `ORDER_ALREADY_PAID`;
 *   400 `INVALID_AMOUNT` (a record not above zero, or the records above what is left to pay)
 */
export async function addPayments(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  records: PaymentRecord[],
  actor: EventActor | undefined,
): Promise<{ orderTransactions: OrderTransactions; paymentsIds: string[] }> {
  const order = await lockOrder(tx, orderId);
  assertCollectable(order);
  const currency = order.currency;
  const attempts = records.map((record, index) => {
    const minor = minorOf(record.amount.amount, currency, `payments[${index}].amount.amount`);
    if (minor <= 0n) {
      throw ApiError.badRequest('INVALID_AMOUNT', `payments[${index}]: the amount must be above zero`);
    }
    const details = record.regularPaymentDetails;
    const attempt: PaymentAttempt = {
      method: details?.offlinePayment ? 'OFFLINE' : (details?.paymentMethod ?? 'CREDIT_CARD'),
      outcome: record.status ?? details?.status ?? 'APPROVED',
      amount: record.amount.amount,
      ...(details?.providerTransactionId && { providerTransactionId: details.providerTransactionId }),
    };
    return { attempt, minor };
  });
  const transactions = await loadTransactions(tx, orderId);
  // Declined records take no money; everything else counts against what is left, as a single attempt would.
  const taken = attempts.reduce(
    (sum, { attempt, minor }) => (attempt.outcome === 'DECLINED' ? sum : sum + minor),
    0n,
  );
  if (taken > 0n) {
    const left = collectableOf(
      minorOf(order.priceSummary.total, currency),
      paymentTotals(transactions, currency),
    );
    if (left === 0n)
      throw ApiError.precondition('ORDER_ALREADY_PAID', 'Nothing is left to pay on this order');
    if (taken > left) {
      throw ApiError.badRequest(
        'INVALID_AMOUNT',
        `The payments add up to more than is left to pay (${priceOf(left, currency).amount})`,
        { collectable: priceOf(left, currency) },
      );
    }
  }
  const now = clock.now();
  const payments = attempts.map(({ attempt, minor }) => newPayment(attempt, minor, currency, now));
  transactions.payments.push(...payments);
  const activities = payments.flatMap((payment) => attemptActivities(payment, now.toISOString()));
  await applyTransactionChange(tx, clock, order, transactions, actor, activities);
  return { orderTransactions: transactions, paymentsIds: payments.map((payment) => payment.id) };
}
