/**
 * Recording payment attempts on an order: the checkout's card payments (first attempt and retries), the simulated
 * gateway's charges, offline payments. A recorded attempt is a payment transaction (rule 83) in the attempt's
 * state; the order then settles (payment status, balance, approval — `settle-order.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { newActivity } from '../orders/order-activities';
import { commitOrderChange } from '../orders/order-change';
import { minorOf, priceOf } from '../orders/order-money';
import { approvalStrategyOf, loadTransactions, lockOrder, saveTransactions } from '../orders/order-store';
import type { Order, OrderActivity } from '../orders/order-types';
import { collectableOf, paymentTotals } from './payment-balance';
import { settleOrder } from './settle-order';
import type { OrderTransactions, Payment, TransactionStatus } from './transaction-types';

/** Default delay before an uncaptured authorisation is acted on (rule 112: "pick 7 days"). */
export const DEFAULT_AUTHORIZATION_DELAY_SECONDS = 7 * 24 * 60 * 60;

/** One payment attempt, as the checkout (or the simulated gateway) saw it end. */
export interface PaymentAttempt {
  /** `CREDIT_CARD`, `OFFLINE` (cash, bank transfer…), `PAYPAL`… — `OFFLINE` records an offline payment. */
  method: string;
  /** How the attempt ended: captured (APPROVED), held (AUTHORIZED), waiting (PENDING) or refused (DECLINED). */
  outcome: 'APPROVED' | 'AUTHORIZED' | 'DECLINED' | 'PENDING';
  /** Decimal amount in the order currency (`"42.50"`). */
  amount: string;
  providerTransactionId?: string;
  cardLast4?: string;
  cardBrand?: string;
  /** The gateway order this charge completes (`paymentOrderId`). */
  paymentGatewayOrderId?: string;
  /**
   * AUTHORIZED only: what happens to the authorisation when nobody captures or voids it, and when (default VOID
   * after 7 days, rule 112).
   */
  delayedCapture?: { scheduledAction?: 'VOID' | 'CAPTURE'; delaySeconds?: number };
}

/**
 * Saves transactions and the settled order; appends the events of what moved.
 * @param tx - the transaction holding the order's lock
 * @param clock - the clock
 * @param order - the locked order
 * @param transactions - the changed transactions
 * @param actor - who caused the change
 * @param activities - activities the change adds before settling (refund, capture…)
 * @param base - the order with the change's own edits (refunded quantities…), default the locked order
 */
export async function applyTransactionChange(
  tx: Queryable,
  clock: Clock,
  order: Order,
  transactions: OrderTransactions,
  actor: EventActor | undefined,
  activities: OrderActivity[] = [],
  base: Order = order,
): Promise<Order> {
  const strategy = await approvalStrategyOf(tx, order.id);
  const withActivities = { ...base, activities: [...base.activities, ...activities] };
  const settled = settleOrder(withActivities, transactions, clock.now().toISOString(), strategy);
  await saveTransactions(tx, transactions);
  return commitOrderChange(tx, clock, order, settled, actor);
}

/**
 * A new payment transaction.
 * @param attempt - what was paid and how
 * @param minor - the amount in minor units
 * @param currency - the order currency
 * @param now - the time of the attempt
 */
export function newPayment(attempt: PaymentAttempt, minor: bigint, currency: string, now: Date): Payment {
  const iso = now.toISOString();
  const offline = attempt.method === 'OFFLINE';
  const status: TransactionStatus = attempt.outcome;
  const delay = attempt.delayedCapture?.delaySeconds ?? DEFAULT_AUTHORIZATION_DELAY_SECONDS;
  return {
    id: randomUUID(),
    createdDate: iso,
    updatedDate: iso,
    amount: priceOf(minor, currency),
    refundDisabled: false,
    status,
    regularPaymentDetails: {
      offlinePayment: offline,
      status,
      paymentMethod: attempt.method,
      savedPaymentMethod: false,
      ...(attempt.providerTransactionId && { providerTransactionId: attempt.providerTransactionId }),
      ...(attempt.paymentGatewayOrderId && { paymentOrderId: attempt.paymentGatewayOrderId }),
      ...((attempt.cardLast4 || attempt.cardBrand) && {
        creditCardDetails: {
          ...(attempt.cardLast4 && { lastFourDigits: attempt.cardLast4 }),
          ...(attempt.cardBrand && { brand: attempt.cardBrand }),
        },
      }),
      ...(attempt.outcome === 'AUTHORIZED' && {
        authorizationDetails: {
          delayedCapture: true,
          authorizedDate: iso,
          captures: [],
          scheduledAction: {
            actionType: attempt.delayedCapture?.scheduledAction ?? 'VOID',
            executionDate: new Date(now.getTime() + delay * 1000).toISOString(),
          },
        },
      }),
    },
  };
}

/**
 * Refuses payments on orders that take none (collectability rule 96: canceled, rejected).
 * @param order - the order
 * @throws ApiError 428 `ORDER_CANCELED` / `ORDER_IS_REJECTED`
 */
export function assertCollectable(order: Order): void {
  if (order.status === 'CANCELED') throw ApiError.precondition('ORDER_CANCELED', 'The order is canceled');
  if (order.status === 'REJECTED') throw ApiError.precondition('ORDER_IS_REJECTED', 'The order was rejected');
}

/**
 * Records a payment attempt on an existing order, in the caller's transaction (the checkout's retry with another
 * card, the simulated gateway's charge). Locks the order until the transaction ends.
 * @param tx - the caller's transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param attempt - the attempt
 * @param actor - who paid (event identity)
 * @returns the order after the attempt and the recorded payment
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 428 `ORDER_CANCELED`, `ORDER_IS_REJECTED`, `ORDER_ALREADY_PAID`;
 *   400 `INVALID_AMOUNT` (not above zero, or above what is left to pay)
 */
export async function recordPayment(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  attempt: PaymentAttempt,
  actor?: EventActor,
): Promise<{ order: Order; payment: Payment }> {
  const order = await lockOrder(tx, orderId);
  assertCollectable(order);
  const minor = minorOf(attempt.amount, order.currency, 'amount');
  if (minor <= 0n) throw ApiError.badRequest('INVALID_AMOUNT', 'The amount must be above zero');
  const transactions = await loadTransactions(tx, orderId);
  if (attempt.outcome !== 'DECLINED') {
    const left = collectableOf(
      minorOf(order.priceSummary.total, order.currency),
      paymentTotals(transactions, order.currency),
    );
    if (left === 0n)
      throw ApiError.precondition('ORDER_ALREADY_PAID', 'Nothing is left to pay on this order');
    if (minor > left) {
      throw ApiError.badRequest(
        'INVALID_AMOUNT',
        `The amount is above what is left to pay (${priceOf(left, order.currency).amount})`,
        {
          collectable: priceOf(left, order.currency),
        },
      );
    }
  }
  const now = clock.now();
  const payment = newPayment(attempt, minor, order.currency, now);
  transactions.payments.push(payment);
  const activities = attemptActivities(payment, now.toISOString());
  const saved = await applyTransactionChange(tx, clock, order, transactions, actor, activities);
  return { order: saved, payment };
}

/**
 * The activities a new payment adds (rule 75): an authorisation, a pending or a declined payment; approved ones add
 * theirs when the order settles (ORDER_PAID, ORDER_PARTIALLY_PAID).
 * @param payment - the new payment
 * @param now - ISO time of the change
 */
export function attemptActivities(payment: Payment, now: string): OrderActivity[] {
  const details = { paymentId: payment.id, amount: payment.amount };
  const type = {
    AUTHORIZED: 'AUTHORIZED_PAYMENT_CREATED',
    PENDING: 'PAYMENT_PENDING',
    DECLINED: 'PAYMENT_DECLINED',
  }[payment.status as string];
  return type ? [newActivity(type, now, details)] : [];
}
