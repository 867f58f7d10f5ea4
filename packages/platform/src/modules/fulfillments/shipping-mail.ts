/**
 * The buyer's shipping mails (plain text, like the other order mails): a shipping confirmation when fulfillments are
 * created, and a tracking mail when a fulfillment that had no tracking number gets one. Both are queued in the
 * change's transaction and add the order activity SHIPPING_CONFIRMATION_EMAIL_SENT (entities.md `activities[]`).
 *
 * Decisions (`[INFERRED]`: the official create-fulfillment has no "send email" flag, so the platform mails a buyer who
 * has an email unless the store turned the kind off, mail/buyer-mail-settings.ts): one mail per order per call (a bulk call's several fulfillments of one order share it);
 * no mail for edits other than a first tracking number (a changed number, custom info, progress) nor for deletions.
 */
import type { MailMessage } from '../mail/mailer';
import type { Order } from '../orders/order-types';
import { fulfilledQuantities } from './fulfillment-status';
import type { Fulfillment, TrackingInfo } from './fulfillment-types';

/** Display names of the predefined providers (the official API's `shippingProvider` values). */
const CARRIERS: Record<string, string> = {
  fedex: 'FedEx',
  ups: 'UPS',
  usps: 'USPS',
  dhl: 'DHL',
  canadaPost: 'Canada Post',
};

/** A line of a mail: what and how many. */
interface MailLine {
  lineItemId: string;
  name: string;
  quantity: number;
}

/**
 * The name the buyer knows a line by, on one line (a name cannot add lines of its own to the mail).
 * @param order - the order
 * @param lineItemId - the line
 */
function lineName(order: Order, lineItemId: string): string {
  const line = order.lineItems.find((candidate) => candidate.id === lineItemId);
  const name = line?.productName.translated || line?.productName.original || 'Item';
  return name.replace(/\s+/g, ' ').trim();
}

function shippedLines(order: Order, fulfillment: Fulfillment): MailLine[] {
  return fulfillment.lineItems.map((line) => ({
    lineItemId: line.id,
    name: lineName(order, line.id),
    quantity: line.quantity,
  }));
}

function listed(lines: readonly MailLine[]): string {
  return lines.map((line) => `- ${line.name} × ${line.quantity}`).join('\n');
}

function trackingText(tracking: TrackingInfo | undefined): string[] {
  if (!tracking?.trackingNumber && !tracking?.trackingLink) return [];
  const provider = tracking.shippingProvider;
  return [
    ...(tracking.trackingNumber ? [`Tracking number: ${tracking.trackingNumber}`] : []),
    ...(provider ? [`Carrier: ${CARRIERS[provider] ?? provider}`] : []),
    ...(tracking.trackingLink ? [`Track it: ${tracking.trackingLink}`] : []),
  ];
}

/**
 * What is not yet in any fulfillment.
 * @param order - the order
 * @param fulfillments - all its fulfillments after the change
 */
function stillToCome(order: Order, fulfillments: readonly Fulfillment[]): MailLine[] {
  const fulfilled = fulfilledQuantities(fulfillments);
  return order.lineItems
    .map((line) => ({
      lineItemId: line.id,
      name: lineName(order, line.id),
      quantity: line.quantity - (fulfilled.get(line.id) ?? 0),
    }))
    .filter((line) => line.quantity > 0);
}

/**
 * The shipping confirmation for fulfillments just created, or nothing when the buyer has no email.
 * @param order - the order (before the change; its lines and number)
 * @param created - the new fulfillments
 * @param fulfillments - all the order's fulfillments after the change
 */
export function shippingConfirmationMail(
  order: Order,
  created: readonly Fulfillment[],
  fulfillments: readonly Fulfillment[],
): MailMessage | undefined {
  const to = order.buyerInfo.email;
  if (!to || created.length === 0) return undefined;
  const packages = created.map((fulfillment) => ({
    fulfillmentId: fulfillment.id,
    lineItems: shippedLines(order, fulfillment),
    ...(fulfillment.trackingInfo && { trackingInfo: fulfillment.trackingInfo }),
  }));
  const remaining = stillToCome(order, fulfillments);
  const blocks = packages.map((shipped) =>
    ['Shipped:', listed(shipped.lineItems), ...trackingText(shipped.trackingInfo)].join('\n'),
  );
  const whole = remaining.length === 0;
  const text = [
    whole ? `Your order #${order.number} has shipped.` : `Part of your order #${order.number} has shipped.`,
    ...blocks,
    ...(whole ? [] : [`Still to come:\n${listed(remaining)}`]),
  ].join('\n\n');
  return {
    to,
    subject: whole ? `Order #${order.number} has shipped` : `Part of order #${order.number} has shipped`,
    text,
    kind: 'order-shipped',
    data: { orderId: order.id, number: order.number, packages, remaining },
  };
}

/**
 * The tracking mail when a fulfillment gets its first tracking number, or nothing (no email, no new number).
 * @param order - the order
 * @param before - the fulfillment before the update
 * @param after - the fulfillment after it
 */
export function trackingAddedMail(
  order: Order,
  before: Fulfillment,
  after: Fulfillment,
): MailMessage | undefined {
  const to = order.buyerInfo.email;
  const tracking = after.trackingInfo;
  if (!to || before.trackingInfo?.trackingNumber || !tracking?.trackingNumber) return undefined;
  const lineItems = shippedLines(order, after);
  return {
    to,
    subject: `Tracking for order #${order.number}`,
    text: [
      `Your shipment of order #${order.number} can now be tracked.`,
      ['Shipped:', listed(lineItems), ...trackingText(tracking)].join('\n'),
    ].join('\n\n'),
    kind: 'order-tracking',
    data: {
      orderId: order.id,
      number: order.number,
      fulfillmentId: after.id,
      lineItems,
      trackingInfo: tracking,
    },
  };
}
