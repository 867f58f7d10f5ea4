/**
 * The order's payment status and balance, derived from its transactions (business-rules 86–88). Pure functions:
 * the payments service calls them after every transaction change and stores the result on the order.
 */
import { minorOf, priceOf } from '../orders/order-money';
import type { BalanceSummary, PaymentStatus } from '../orders/order-types';
import type { OrderTransactions, Payment } from './transaction-types';

/** Sums of an order's transactions, in minor units. */
export interface PaymentTotals {
  /** Received money, including money later refunded (rule 86). */
  paid: bigint;
  /** Succeeded refunds. */
  refunded: bigint;
  /** Refunds still in progress. */
  pendingRefund: bigint;
  /** Authorised, not captured. */
  authorized: bigint;
  /** Pending payments. */
  pending: bigint;
  /** True when every pending payment is PENDING_MERCHANT. */
  pendingMerchantOnly: boolean;
  /** Status of the latest payment attempt when it failed (DECLINED / CANCELED). */
  lastFailure?: 'DECLINED' | 'CANCELED';
}

const RECEIVED = new Set(['APPROVED', 'REFUNDED', 'PARTIALLY_REFUNDED']);

/**
 * True when the payment's money was received (approved, possibly refunded since).
 * @param payment - the payment
 */
export function isReceived(payment: Payment): boolean {
  // A fully refunded gift card or membership payment is reported as VOIDED (rule 84) but was received.
  return RECEIVED.has(payment.status);
}

/**
 * Sums the transactions of an order.
 * @param transactions - the order's payments and refunds
 * @param currency - the order currency
 */
export function paymentTotals(transactions: OrderTransactions, currency: string): PaymentTotals {
  const totals: PaymentTotals = {
    paid: 0n,
    refunded: 0n,
    pendingRefund: 0n,
    authorized: 0n,
    pending: 0n,
    pendingMerchantOnly: true,
  };
  for (const payment of transactions.payments) {
    const amount = minorOf(payment.amount, currency);
    if (isReceived(payment)) totals.paid += amount;
    else if (payment.status === 'AUTHORIZED') totals.authorized += amount;
    else if (payment.status === 'PENDING' || payment.status === 'PENDING_MERCHANT') {
      totals.pending += amount;
      if (payment.status === 'PENDING') totals.pendingMerchantOnly = false;
    }
  }
  const last = transactions.payments.at(-1);
  if (last && (last.status === 'DECLINED' || last.status === 'CANCELED')) totals.lastFailure = last.status;
  for (const refund of transactions.refunds) {
    for (const entry of refund.transactions) {
      const amount = minorOf(entry.amount, currency);
      if (entry.refundStatus === 'SUCCEEDED') totals.refunded += amount;
      else if (entry.refundStatus !== 'FAILED') totals.pendingRefund += amount;
    }
  }
  return totals;
}

/**
 * The order's payment status (rule 88, with our precedence): refunds first (PARTIALLY_REFUNDED below the total,
 * FULLY_REFUNDED at it), then PAID / PARTIALLY_PAID by received money, then PENDING (PENDING_MERCHANT when every
 * pending payment waits for the merchant), then DECLINED / CANCELED when the latest attempt failed and nothing else
 * holds money, else NOT_PAID. An authorised payment alone leaves NOT_PAID: nothing is captured yet (rule 113).
 * A zero total is PAID: there is nothing to pay.
 * @param total - `priceSummary.total` in minor units
 * @param totals - the sums of the transactions
 */
export function derivePaymentStatus(total: bigint, totals: PaymentTotals): PaymentStatus {
  if (totals.refunded > 0n) return totals.refunded >= total ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED';
  if (totals.paid >= total) return 'PAID';
  if (totals.paid > 0n) return 'PARTIALLY_PAID';
  if (totals.pending > 0n) return totals.pendingMerchantOnly ? 'PENDING_MERCHANT' : 'PENDING';
  if (totals.authorized === 0n && totals.lastFailure) return totals.lastFailure;
  return 'NOT_PAID';
}

/**
 * The balance summary (rules 86–87): `balance` is what is left to pay — the total minus received money, 0 while
 * payments are pending, negative when more was received than the total (money to give back).
 * @param total - `priceSummary.total` in minor units
 * @param totals - the sums of the transactions
 * @param status - the derived payment status
 * @param currency - the order currency
 */
export function balanceSummaryOf(
  total: bigint,
  totals: PaymentTotals,
  status: PaymentStatus,
  currency: string,
): BalanceSummary {
  const balance = status === 'PENDING' || status === 'PENDING_MERCHANT' ? 0n : total - totals.paid;
  return {
    balance: priceOf(balance, currency),
    paid: priceOf(totals.paid, currency),
    refunded: priceOf(totals.refunded, currency),
    authorized: priceOf(totals.authorized, currency),
    pending: priceOf(totals.pending, currency),
    pendingRefund: priceOf(totals.pendingRefund, currency),
  };
}

/**
 * What can still be collected: the total minus received, pending and authorised money, never below zero
 * (collectability `amount`, rule 95).
 * @param total - `priceSummary.total` in minor units
 * @param totals - the sums of the transactions
 */
export function collectableOf(total: bigint, totals: PaymentTotals): bigint {
  const left = total - totals.paid - totals.pending - totals.authorized;
  return left > 0n ? left : 0n;
}

/**
 * Money refunded or being refunded from one payment (rule 106's bound).
 * @param transactions - the order's transactions
 * @param paymentId - the payment
 * @param currency - the order currency
 */
export function refundedFromPayment(
  transactions: OrderTransactions,
  paymentId: string,
  currency: string,
): { succeeded: bigint; pending: bigint } {
  let succeeded = 0n;
  let pending = 0n;
  for (const refund of transactions.refunds) {
    for (const entry of refund.transactions) {
      if (entry.paymentId !== paymentId) continue;
      const amount = minorOf(entry.amount, currency);
      if (entry.refundStatus === 'SUCCEEDED') succeeded += amount;
      else if (entry.refundStatus !== 'FAILED') pending += amount;
    }
  }
  return { succeeded, pending };
}
