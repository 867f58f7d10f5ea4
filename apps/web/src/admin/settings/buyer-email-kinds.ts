import type { BuyerNotificationSettings } from '../back-office-api';

/** A kind of buyer mail as the settings page offers it. */
export interface BuyerEmailKind {
  setting: keyof BuyerNotificationSettings;
  label: string;
  description: string;
}

/** Every buyer mail the platform sends, in the order a buyer meets them. */
export const BUYER_EMAIL_KINDS: readonly BuyerEmailKind[] = [
  {
    setting: 'orderPlaced',
    label: 'Order confirmation',
    description: 'When an order is placed, at checkout or by staff.',
  },
  {
    setting: 'orderUpdated',
    label: 'Order updated',
    description: "When staff change an order's items or total.",
  },
  {
    setting: 'orderShipped',
    label: 'Shipping confirmation',
    description: 'When items of an order are marked as shipped.',
  },
  {
    setting: 'orderTracking',
    label: 'Tracking number',
    description: 'When a shipment gets its tracking number.',
  },
  {
    setting: 'orderRefunded',
    label: 'Refund',
    description: 'When a refund is issued that asks to email the buyer.',
  },
  {
    setting: 'orderCanceled',
    label: 'Order canceled',
    description: 'When an order is canceled with "Email the buyer".',
  },
];

/**
 * The settings the draft changes, so a save sends only those (another staff member's change to another kind stays).
 * @param saved - the settings as loaded
 * @param draft - the settings as on the form
 */
export function changedBuyerEmails(
  saved: BuyerNotificationSettings,
  draft: BuyerNotificationSettings,
): Partial<BuyerNotificationSettings> {
  const changed: Partial<BuyerNotificationSettings> = {};
  for (const { setting } of BUYER_EMAIL_KINDS) {
    if (saved[setting] !== draft[setting]) changed[setting] = draft[setting];
  }
  return changed;
}
