/**
 * Refundability and refunds (business-rules 101–108). A refund never exceeds what a payment received minus what was
 * already refunded or is being refunded from it; the order's row lock makes concurrent refunds of one payment run
 * one after the other, so 20 simultaneous refunds cannot over-refund.
 */
import { randomUUID } from 'node:crypto';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { createCatalogService } from '../catalog';
import { buyerMailAllowed } from '../mail/buyer-mail-settings';
import { newActivity } from '../orders/order-activities';
import { minorOf, priceOf } from '../orders/order-money';
import { restockableItems } from '../orders/order-status';
import { loadTransactions, lockOrder } from '../orders/order-store';
import type { Order, OrderActivity } from '../orders/order-types';
import { refundedFromPayment } from './payment-balance';
import { applyTransactionChange } from './record-payment';
import type { OrderTransactions, Payment, Refund } from './transaction-types';

/** One entry of `GET …/refundability` (rule 101). */
export interface Refundability {
  paymentId: string;
  refundabilityStatus: 'NOT_REFUNDABLE' | 'MANUAL' | 'REFUNDABLE';
  nonRefundableReason?: string;
  manuallyRefundableReason?: string;
}

const NOT_PAID = new Set(['AUTHORIZED', 'PENDING', 'PENDING_MERCHANT', 'DECLINED', 'CANCELED', 'UNDEFINED']);

/**
 * How a payment can be refunded (rules 102–103): order pending/rejected, refunds disabled (FORBIDDEN), not received
 * (NOT_PAID — an authorisation must be captured first), zero amount, a refund in progress, fully refunded, offline
 * (MANUAL: refund outside, then record it with `externalRefund`), else REFUNDABLE.
 * @param order - the order
 * @param transactions - its transactions
 * @param payment - the payment
 */
export function refundabilityOf(
  order: Order,
  transactions: OrderTransactions,
  payment: Payment,
): Refundability {
  const not = (nonRefundableReason: string): Refundability => ({
    paymentId: payment.id,
    refundabilityStatus: 'NOT_REFUNDABLE',
    nonRefundableReason,
  });
  if (order.status === 'PENDING') return not('ORDER_IS_PENDING');
  if (order.status === 'REJECTED') return not('ORDER_IS_REJECTED');
  if (payment.refundDisabled) return not('FORBIDDEN');
  if (payment.status === 'VOIDED' && payment.regularPaymentDetails) return not('NOT_PAID');
  if (NOT_PAID.has(payment.status)) return not('NOT_PAID');
  const amount = minorOf(payment.amount, order.currency);
  if (amount === 0n) return not('ZERO_PRICE');
  const refunded = refundedFromPayment(transactions, payment.id, order.currency);
  if (refunded.pending > 0n) return not('PENDING_REFUND');
  if (refunded.succeeded >= amount || payment.status === 'VOIDED') return not('ALREADY_REFUNDED');
  if (payment.regularPaymentDetails?.offlinePayment) {
    return { paymentId: payment.id, refundabilityStatus: 'MANUAL', manuallyRefundableReason: 'OFFLINE' };
  }
  return { paymentId: payment.id, refundabilityStatus: 'REFUNDABLE' };
}

/** A payment to refund (`payments[]` of trigger-refund). */
export interface PaymentRefund {
  paymentId?: string;
  amount?: { amount?: unknown };
  externalRefund?: boolean;
}

/** The `details` and `sideEffects` of a refund (rule 104). */
export interface RefundRequest {
  payments?: PaymentRefund[];
  details?: {
    items?: { lineItemId?: string; quantity?: number }[];
    lineItems?: { lineItemId?: string; quantity?: number }[];
    shippingIncluded?: boolean;
    shipping?: { amount?: { amount?: unknown } };
    reason?: string;
  };
  sideEffects?: {
    restockInfo?: {
      type?: 'NO_ITEMS' | 'ALL_ITEMS' | 'SOME_ITEMS';
      items?: { lineItemId?: string; quantity?: number }[];
    };
    sendOrderRefundedEmail?: boolean;
    customMessage?: string;
  };
}

function refundQuantities(order: Order, request: RefundRequest): Map<string, number> {
  const wanted = new Map<string, number>();
  const items = request.details?.lineItems ?? request.details?.items ?? [];
  items.forEach((item, index) => {
    const line = order.lineItems.find((candidate) => candidate.id === item.lineItemId);
    const quantity = item.quantity ?? 0;
    const left = line ? line.quantity - (line.refundQuantity ?? 0) - (wanted.get(line.id) ?? 0) : 0;
    if (!line || !Number.isInteger(quantity) || quantity < 1 || quantity > left) {
      throw ApiError.badRequest(
        'INVALID_LINE_ITEM_REFUND_QUANTITY',
        `details.lineItems[${index}]: at most ${left} units of this line can be refunded`,
        { lineItemId: item.lineItemId, available: left },
      );
    }
    wanted.set(line.id, (wanted.get(line.id) ?? 0) + quantity);
  });
  return wanted;
}

/** `RefundDetails.reason @maxLength 200` of the official types. */
const MAX_REASON_LENGTH = 200;

/**
 * The shipping a refund gives back (rule 106): at most the order's shipping minus the shipping earlier refunds gave
 * back; undefined when the refund names none.
 */
function refundedShipping(order: Order, transactions: OrderTransactions, request: RefundRequest) {
  const wanted = request.details?.shipping?.amount;
  if (wanted === undefined) return undefined;
  const currency = order.currency;
  const minor = minorOf(wanted, currency, 'details.shipping.amount.amount');
  const earlier = transactions.refunds.reduce(
    (sum, refund) => sum + minorOf(refund.details.shipping?.amount, currency),
    0n,
  );
  const left = minorOf(order.priceSummary.shipping, currency) - earlier;
  if (minor < 0n || minor > left) {
    throw ApiError.badRequest(
      'INVALID_SHIPPING_REFUND_AMOUNT',
      `At most ${priceOf(left, currency).amount} of shipping can be refunded`,
      { refundableShipping: priceOf(left, currency) },
    );
  }
  return priceOf(minor, currency);
}

/**
 * `POST …/trigger-refund` (rules 104–108): refunds one payment (the provider answers at once: SUCCEEDED), updates
 * the payment, line items' refund and restock quantities, restocks inventory when asked, adds REFUND_INITIATED,
 * PAYMENT_REFUNDED and ORDER_REFUNDED, and settles the order (PARTIALLY_REFUNDED / FULLY_REFUNDED; the status is
 * unchanged, rule 108).
 * @param tx - the transaction
 * @param deps - clock, configuration, mailer
 * @param orderId - the order
 * @param request - payments (exactly one), details, side effects
 * @param actor - who refunded
 * @throws ApiError 404 `PAYMENTS_NOT_FOUND`; 428 `REFUND_NOT_AVAILABLE`; 400 `INVALID_AMOUNT`,
 *   `INVALID_LINE_ITEM_REFUND_QUANTITY`, `INVALID_SHIPPING_REFUND_AMOUNT`, a `details.reason` over 200 characters
 */
export async function triggerRefund(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config' | 'mailer'>,
  orderId: string,
  request: RefundRequest,
  actor: EventActor | undefined,
): Promise<{
  orderTransactions: OrderTransactions;
  refundId: string;
  failedPaymentIds: unknown[];
  order: Order;
}> {
  const payments = request.payments ?? [];
  if (payments.length !== 1)
    throw ApiError.invalidField('payments', 'must hold exactly one payment', 'EXACT_SIZE');
  const [wanted] = payments as [PaymentRefund];
  const order = await lockOrder(tx, orderId);
  const transactions = await loadTransactions(tx, orderId);
  const payment = transactions.payments.find((candidate) => candidate.id === wanted.paymentId);
  if (!payment) {
    throw ApiError.notFound('PAYMENTS_NOT_FOUND', `Payment ${String(wanted.paymentId)} is not in the order`);
  }
  const refundability = refundabilityOf(order, transactions, payment);
  const external = wanted.externalRefund === true;
  if (
    refundability.refundabilityStatus === 'NOT_REFUNDABLE' ||
    (refundability.refundabilityStatus === 'MANUAL' && !external)
  ) {
    throw ApiError.precondition('REFUND_NOT_AVAILABLE', 'This payment cannot be refunded this way', {
      refundability,
    });
  }
  const currency = order.currency;
  const paid = minorOf(payment.amount, currency);
  const before = refundedFromPayment(transactions, payment.id, currency);
  const left = paid - before.succeeded - before.pending;
  const minor = wanted.amount ? minorOf(wanted.amount, currency, 'payments[0].amount.amount') : left;
  if (minor <= 0n || minor > left) {
    throw ApiError.badRequest(
      'INVALID_AMOUNT',
      `At most ${priceOf(left, currency).amount} can be refunded from this payment`,
      {
        refundable: priceOf(left, currency),
      },
    );
  }
  const reason = request.details?.reason;
  if (reason != null && reason.length > MAX_REASON_LENGTH) {
    throw ApiError.invalidField(
      'details.reason',
      `must be at most ${MAX_REASON_LENGTH} characters long`,
      'MAX_LENGTH',
      { threshold: MAX_REASON_LENGTH },
    );
  }
  const quantities = refundQuantities(order, request);
  const shipping = refundedShipping(order, transactions, request);
  const now = deps.clock.now().toISOString();
  const refundId = randomUUID();
  const amount = priceOf(minor, currency);
  const refund: Refund = {
    id: refundId,
    createdDate: now,
    details: {
      lineItems: [...quantities].map(([lineItemId, quantity]) => ({ lineItemId, quantity })),
      shippingIncluded: request.details?.shippingIncluded ?? shipping !== undefined,
      ...(shipping && { shipping: { amount: shipping } }),
      ...(reason && { reason }),
    },
    transactions: [
      {
        paymentId: payment.id,
        amount,
        refundStatus: 'SUCCEEDED',
        externalRefund: external,
        ...(!external && { providerRefundId: `sim_refund_${refundId}` }),
      },
    ],
    summary: {
      requestedRefund: amount,
      pendingRefund: priceOf(0n, currency),
      refunded: amount,
      failedRefundAmount: priceOf(0n, currency),
      pending: false,
    },
  };
  transactions.refunds.push(refund);
  const fully = before.succeeded + minor >= paid;
  payment.status = fully ? (payment.regularPaymentDetails ? 'REFUNDED' : 'VOIDED') : 'PARTIALLY_REFUNDED';
  if (payment.regularPaymentDetails) payment.regularPaymentDetails.status = payment.status;
  payment.updatedDate = now;

  const changed = structuredClone(order);
  for (const [lineItemId, quantity] of quantities) {
    const line = changed.lineItems.find((candidate) => candidate.id === lineItemId)!;
    line.refundQuantity = (line.refundQuantity ?? 0) + quantity;
  }
  await restock(tx, deps, changed, request);
  const activities: OrderActivity[] = [
    newActivity('REFUND_INITIATED', now, { refundId }),
    newActivity('PAYMENT_REFUNDED', now, { refundId, paymentId: payment.id, amount }),
    newActivity('ORDER_REFUNDED', now, {
      manual: external,
      amount,
      reason: request.details?.reason ?? '',
    }),
  ];
  const saved = await applyTransactionChange(tx, deps.clock, order, transactions, actor, activities, changed);
  const to = order.buyerInfo.email;
  if (request.sideEffects?.sendOrderRefundedEmail && to && (await buyerMailAllowed(tx, 'order-refunded'))) {
    await deps.mailer.send(tx, {
      to,
      subject: `A refund for order #${order.number}`,
      text:
        request.sideEffects.customMessage ??
        `We refunded ${amount.formattedAmount} of order #${order.number}.`,
      kind: 'order-refunded',
      data: { orderId, refundId, amount: amount.amount },
    });
  }
  return { orderTransactions: transactions, refundId, failedPaymentIds: [], order: saved };
}

async function restock(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
  order: Order,
  request: RefundRequest,
): Promise<void> {
  const info = request.sideEffects?.restockInfo;
  if (!info || info.type === 'NO_ITEMS' || !info.type) return;
  const available = restockableItems(order);
  const items =
    info.type === 'ALL_ITEMS'
      ? available
      : (info.items ?? []).map((item, index) => {
          const line = available.find((candidate) => candidate.lineItemId === item.lineItemId);
          const quantity = item.quantity ?? 0;
          if (!line || !Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity) {
            throw ApiError.invalidField(
              `sideEffects.restockInfo.items[${index}]`,
              `at most ${line?.quantity ?? 0} units of this line can be restocked`,
              'MAX',
            );
          }
          return { ...line, quantity };
        });
  await createCatalogService(deps).restockInventory(tx, items, { reason: 'MANUAL' });
  for (const item of items) {
    const line = order.lineItems.find((candidate) => candidate.id === item.lineItemId)!;
    line.restockQuantity = (line.restockQuantity ?? 0) + item.quantity;
  }
}
