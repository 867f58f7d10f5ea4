/**
 * Brings an order in line with its transactions after any transaction change (business-rules 88): the payment
 * status and balance, the automatic payment activities, and the status moves payments cause. Pure: the caller
 * saves the result with `commitOrderChange`, which appends the events of what moved.
 */
import { newActivity } from '../orders/order-activities';
import { minorOf } from '../orders/order-money';
import type { ApprovalStrategy } from '../orders/order-store';
import type { Order } from '../orders/order-types';
import { balanceSummaryOf, derivePaymentStatus, paymentTotals } from './payment-balance';
import type { OrderTransactions } from './transaction-types';

/**
 * The order after its transactions changed.
 *
 * Status moves (only from INITIALIZED or PENDING; APPROVED, CANCELED and REJECTED orders keep their status —
 * refunds never cancel, rule 108):
 * - received money → APPROVED (every strategy, rule 88);
 * - an authorised payment → APPROVED, except with `PAYMENT_RECEIVED`, which waits for the capture (the buyer's card
 *   is secured; `PAYMENT_METHOD_SAVED` approves on it by definition, and DEFAULT follows it — our choice);
 * - a zero total under DEFAULT → APPROVED (rule 49);
 * - a pending payment on an INITIALIZED order → PENDING (activity ORDER_PENDING);
 * - a PENDING order whose pending payments all failed → REJECTED (activity ORDER_REJECTED, rule 56).
 * @param order - the order (not changed)
 * @param transactions - its transactions after the change
 * @param now - ISO time of the change
 * @param strategy - the order's approval strategy
 */
export function settleOrder(
  order: Order,
  transactions: OrderTransactions,
  now: string,
  strategy: ApprovalStrategy,
): Order {
  const total = minorOf(order.priceSummary.total, order.currency);
  const totals = paymentTotals(transactions, order.currency);
  const paymentStatus = derivePaymentStatus(total, totals);
  const activities = [...order.activities];
  if (paymentStatus !== order.paymentStatus) {
    if (paymentStatus === 'PAID' && total > 0n) activities.push(newActivity('ORDER_PAID', now));
    if (paymentStatus === 'PARTIALLY_PAID') activities.push(newActivity('ORDER_PARTIALLY_PAID', now));
  }
  let status = order.status;
  if (status === 'INITIALIZED' || status === 'PENDING') {
    if (totals.paid > 0n) status = 'APPROVED';
    else if (totals.authorized > 0n && strategy !== 'PAYMENT_RECEIVED') status = 'APPROVED';
    else if (total === 0n && strategy === 'DEFAULT') status = 'APPROVED';
    else if (totals.pending > 0n && status === 'INITIALIZED') {
      status = 'PENDING';
      activities.push(newActivity('ORDER_PENDING', now));
    } else if (status === 'PENDING' && totals.pending === 0n && totals.lastFailure) {
      status = 'REJECTED';
      activities.push(newActivity('ORDER_REJECTED', now));
    }
  }
  return {
    ...order,
    status,
    paymentStatus,
    balanceSummary: balanceSummaryOf(total, totals, paymentStatus, order.currency),
    activities,
  };
}
