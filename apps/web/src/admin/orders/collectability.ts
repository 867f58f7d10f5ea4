/** Why the balance of an order cannot be collected, for each non-collectable status, in words staff understand. */
const REASONS: Record<string, string> = {
  NONCOLLECTABLE_ORDER_IS_CANCELLED: 'The order is canceled.',
  NONCOLLECTABLE_ORDER_IS_PAID: 'The order is fully paid.',
  NONCOLLECTABLE_MISSING_PAYMENT_METHOD: 'The order has no payment method to charge.',
  // Also answered when a card only holds the rest of the total: it is captured or voided, not collected again.
  NONCOLLECTABLE_ORDER_IS_PENDING:
    'The order or its payment is pending (a card hold is captured or voided, not collected again).',
  NONCOLLECTABLE_ORDER_IS_REJECTED: 'The order is rejected.',
  NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS: 'The order has subscriptions.',
};

/**
 * Why payments cannot be recorded on an order, or nothing when they can (`getPaymentCollectabilityStatus`).
 *
 * @param status - the collectability status
 * @returns the reason, or undefined for COLLECTABLE
 * @example
 * collectabilityReason('NONCOLLECTABLE_ORDER_IS_PAID'); // 'The order is fully paid.'
 */
export function collectabilityReason(status: string | undefined): string | undefined {
  if (status === 'COLLECTABLE') return undefined;
  if (!status) return 'Checking…';
  return REASONS[status] ?? `Payments cannot be collected (${status.toLowerCase().replaceAll('_', ' ')}).`;
}
