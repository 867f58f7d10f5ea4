/**
 * The buyer's "order updated" mail after staff edit an order (`commit-deltas`): what the edit changed, the order's
 * lines now and its new total, in plain text like the other order mails. Queued in the commit's transaction, so it
 * exists only if the edit commits.
 *
 * Decisions (`[INFERRED]`: the reference names no mail for edits; the official `DraftOrderCommitSettings` has
 * `sendNotificationsToBuyer`, default true, and Shopify and Wix tell the buyer of an edited order): no mail when the
 * buyer has no email, when `sendNotificationsToBuyer` is false, or when the edit changed neither lines nor total
 * (an address or contact change); the store's switch (mail/buyer-mail-settings.ts) can turn it off too. No activity of its own: the edit's `DRAFT_ORDER_CHANGES_APPLIED` is the history,
 * and the official activity types have none for this mail.
 */
import type { MailMessage } from '../mail/mailer';
import type { Order, Price } from './order-types';

/** One line of the mail. */
interface MailLine {
  lineItemId: string;
  name: string;
  quantity: number;
}

/** A name the buyer knows, on one line (a name cannot add lines of its own to the mail). */
const textOf = (name: { original?: string; translated?: string } | undefined) =>
  (name?.translated || name?.original || 'Item').replace(/\s+/g, ' ').trim();

/** The name of a changed, added or removed line or of a discount (`name` of the official `OrderChange` parts). */
const nameOf = (part: { name?: { original?: string; translated?: string } }) => textOf(part.name);

/** What one change of the edit (the official `OrderChange`) says to the buyer, if anything. */
function changeText(change: Record<string, any>): string | undefined {
  if (change.lineItemAdded)
    return `Added: ${nameOf(change.lineItemAdded)} × ${change.lineItemAdded.quantity}`;
  if (change.lineItemRemoved) {
    return `Removed: ${nameOf(change.lineItemRemoved)} × ${change.lineItemRemoved.quantity}`;
  }
  const changed = change.lineItemChanged;
  if (changed) {
    const parts = [
      changed.quantity && `quantity ${changed.quantity.originalQuantity} → ${changed.quantity.newQuantity}`,
      changed.price &&
        `price ${changed.price.originalPrice.formattedAmount} → ${changed.price.newPrice.formattedAmount}`,
    ].filter(Boolean);
    return `Changed: ${nameOf(changed)}, ${parts.join(', ')}`;
  }
  if (change.discountRemoved) return `No longer applies: ${nameOf(change.discountRemoved)}`;
  const shipping = change.shippingInformationChanged;
  if (shipping) {
    return `Shipping: ${shipping.originalShippingInfo.total.formattedAmount} → ${shipping.newShippingInfo.total.formattedAmount}`;
  }
  return undefined;
}

const formatted = (price: Price | undefined) => price?.formattedAmount ?? String(price?.amount ?? '');

/**
 * The mail, or nothing (no email, notifications off, nothing the buyer pays for changed).
 * @param before - the order before the edit
 * @param after - the edited order
 * @param changes - the edit's changes (`DraftOrderChangesApplied.changes[]`)
 * @param send - `commitSettings.sendNotificationsToBuyer` (default true)
 */
export function orderUpdatedMail(
  before: Order,
  after: Order,
  changes: readonly Record<string, unknown>[],
  send: boolean,
): MailMessage | undefined {
  const to = after.buyerInfo.email;
  const totalMoved = before.priceSummary.total.amount !== after.priceSummary.total.amount;
  if (!send || !to || (changes.length === 0 && !totalMoved)) return undefined;
  const lines: MailLine[] = after.lineItems.map((line) => ({
    lineItemId: line.id,
    name: textOf(line.productName),
    quantity: line.quantity,
  }));
  const balance = after.balanceSummary?.balance;
  const owed = balance && Number(balance.amount) > 0 && after.paymentStatus !== 'NOT_PAID';
  const text = [
    `Your order #${after.number} has been updated.`,
    [
      'What changed:',
      ...changes.flatMap((change) => changeText(change) ?? []).map((text) => `- ${text}`),
    ].join('\n'),
    ['Your order now:', ...lines.map((line) => `- ${line.name} × ${line.quantity}`)].join('\n'),
    [
      `New total: ${formatted(after.priceSummary.total)} (was ${formatted(before.priceSummary.total)})`,
      ...(owed ? [`Left to pay: ${formatted(balance)}`] : []),
    ].join('\n'),
  ].join('\n\n');
  return {
    to,
    subject: `Order #${after.number} has been updated`,
    text,
    kind: 'order-updated',
    data: {
      orderId: after.id,
      number: after.number,
      changes,
      lineItems: lines,
      total: after.priceSummary.total.amount,
      previousTotal: before.priceSummary.total.amount,
    },
  };
}
