import { Badge, type BadgeProps } from './badge';
import type { Tone } from './tone';

/**
 * The tone of each status value of the platform's enums (orders: `paymentStatus`, `fulfillmentStatus`,
 * `status`; payments and transactions; members — reference/entities.md). Done states are green, states
 * that wait for someone amber, money going back blue, failures red; anything else is neutral.
 */
const statusTones: Readonly<Record<string, Tone>> = {
  PAID: 'success',
  APPROVED: 'success',
  FULFILLED: 'success',
  SUCCEEDED: 'success',
  ACTIVE: 'success',
  CHARGED: 'success',
  NOT_PAID: 'warning',
  PENDING: 'warning',
  PENDING_MERCHANT: 'warning',
  PARTIALLY_PAID: 'warning',
  PARTIALLY_FULFILLED: 'warning',
  AUTHORIZED: 'warning',
  CHARGE_PENDING: 'warning',
  SCHEDULED: 'warning',
  STARTED: 'warning',
  PARTIALLY_REFUNDED: 'info',
  FULLY_REFUNDED: 'info',
  REFUNDED: 'info',
  VOIDED: 'info',
  CANCELED: 'danger',
  DECLINED: 'danger',
  REJECTED: 'danger',
  FAILED: 'danger',
  CHARGE_FAILED: 'danger',
  BLOCKED: 'danger',
};

/**
 * The badge tone of a platform status value.
 *
 * @param status - an enum value such as `PARTIALLY_REFUNDED`
 * @returns its tone, `neutral` for values the table does not know
 * @example
 * statusTone('DECLINED'); // 'danger'
 */
export function statusTone(status: string): Tone {
  return statusTones[status] ?? 'neutral';
}

/**
 * A status enum value in words: `PARTIALLY_REFUNDED` → "Partially refunded".
 *
 * @param status - an enum value
 * @returns the value in sentence case
 */
export function formatStatus(status: string): string {
  const words = status.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The enum value, e.g. an order's `paymentStatus`. */
  status: string;
  /** The text to show instead of the value in words (e.g. a translation). */
  label?: string;
}

/**
 * A {@link Badge} for a platform status value, with its tone and its name in words.
 *
 * @example
 * <StatusBadge status={order.paymentStatus} dot />
 */
export function StatusBadge({ status, label, ...rest }: StatusBadgeProps) {
  return (
    <Badge {...rest} tone={statusTone(status)}>
      {label ?? formatStatus(status)}
    </Badge>
  );
}
