import type { SelectOption } from '@bazaar/ui';
import { formatStatus } from '@bazaar/ui';

const options = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: formatStatus(value) }));

// The values the orders search filters accept (reference/entities.md "Order"). INITIALIZED orders never show in
// search, so they are not offered.

/** Order statuses. */
export const ORDER_STATUS_OPTIONS = options(['APPROVED', 'PENDING', 'CANCELED', 'REJECTED']);
/** Payment statuses. */
export const PAYMENT_STATUS_OPTIONS = options([
  'NOT_PAID',
  'PENDING',
  'PAID',
  'PARTIALLY_PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'CANCELED',
  'DECLINED',
]);
/** Fulfillment statuses. */
export const FULFILLMENT_STATUS_OPTIONS = options(['NOT_FULFILLED', 'PARTIALLY_FULFILLED', 'FULFILLED']);
/** Sales channels. */
export const CHANNEL_OPTIONS = options([
  'WEB',
  'POS',
  'BACKOFFICE_MERCHANT',
  'OTHER_PLATFORM',
  'EBAY',
  'AMAZON',
]);
