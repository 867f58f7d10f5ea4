/**
 * Collecting money for an order (business-rules 91–99): collectability, payment-gateway orders (prepared, then
 * charged by the simulated gateway), manual payments and mark-as-paid, membership charges.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { minorOf, priceOf } from '../orders/order-money';
import { findOrder, loadTransactions, lockOrder, orderNotFound } from '../orders/order-store';
import type { Order, Price } from '../orders/order-types';
import { collectableOf, paymentTotals } from './payment-balance';
import {
  applyTransactionChange,
  assertCollectable,
  DEFAULT_AUTHORIZATION_DELAY_SECONDS,
  newPayment,
  recordPayment,
} from './record-payment';

/** Collectability statuses (rule 95). */
export type CollectabilityStatus =
  | 'COLLECTABLE'
  | 'NONCOLLECTABLE_ORDER_IS_CANCELLED'
  | 'NONCOLLECTABLE_ORDER_IS_PAID'
  | 'NONCOLLECTABLE_ORDER_IS_PENDING'
  | 'NONCOLLECTABLE_ORDER_IS_REJECTED'
  | 'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS';

async function collectableBalance(db: Queryable, order: Order) {
  const transactions = await loadTransactions(db, order.id);
  const total = minorOf(order.priceSummary.total, order.currency);
  const totals = paymentTotals(transactions, order.currency);
  return {
    left: collectableOf(total, totals),
    received: totals.paid >= total,
    authorized: totals.authorized,
  };
}

/**
 * `GET …/payment-collectability-status` (rules 95–96): canceled, rejected, pending, nothing left, subscriptions —
 * in that order — else COLLECTABLE; `amount` is what is left to collect. Money a card only holds (AUTHORIZED) or a
 * payment still in flight is not collectable again (rule 113: it is captured or voided), so when it covers the rest
 * the order is NONCOLLECTABLE_ORDER_IS_PENDING — not IS_PAID, which would contradict its NOT_PAID / PARTIALLY_PAID
 * payment status; the remainder beyond the hold stays COLLECTABLE.
 * @param db - the database
 * @param orderId - the order
 * @throws ApiError 404 `ORDER_NOT_FOUND`
 */
export async function collectabilityOf(
  db: Queryable,
  orderId: string,
): Promise<{ status: CollectabilityStatus; amount: Price }> {
  const order = await findOrder(db, orderId);
  if (!order) throw orderNotFound(orderId);
  const { left, received } = await collectableBalance(db, order);
  const status: CollectabilityStatus =
    order.status === 'CANCELED'
      ? 'NONCOLLECTABLE_ORDER_IS_CANCELLED'
      : order.status === 'REJECTED'
        ? 'NONCOLLECTABLE_ORDER_IS_REJECTED'
        : order.status === 'PENDING'
          ? 'NONCOLLECTABLE_ORDER_IS_PENDING'
          : left === 0n
            ? received
              ? 'NONCOLLECTABLE_ORDER_IS_PAID'
              : 'NONCOLLECTABLE_ORDER_IS_PENDING'
            : order.lineItems.some((item) => item.subscriptionInfo)
              ? 'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS'
              : 'COLLECTABLE';
  return { status, amount: priceOf(left, order.currency) };
}

/** Delayed-capture settings of a gateway order (rule 91). */
export interface DelayedCaptureSettings {
  scheduledAction?: 'VOID' | 'CAPTURE';
  delayDuration?: { count?: number; unit?: 'MINUTES' | 'HOURS' | 'DAYS' };
}

const UNIT_SECONDS = { MINUTES: 60, HOURS: 3600, DAYS: 86400 } as const;

function delayOf(settings: DelayedCaptureSettings | undefined, delayedCapture: boolean | undefined) {
  if (!settings && !delayedCapture) return { action: null, seconds: null };
  const count = settings?.delayDuration?.count;
  const unit = settings?.delayDuration?.unit ?? 'DAYS';
  if (count !== undefined && (!Number.isInteger(count) || count < 1)) {
    throw ApiError.invalidField('delayedCaptureSettings.delayDuration.count', 'must be at least 1', 'MIN');
  }
  return {
    // The deprecated `delayedCapture: true` means "authorise only"; unattended authorisations are voided.
    action: settings?.scheduledAction ?? 'VOID',
    seconds: count === undefined ? DEFAULT_AUTHORIZATION_DELAY_SECONDS : count * UNIT_SECONDS[unit],
  };
}

/**
 * Creates (or re-amounts) a gateway order for part or all of what is left to pay (rules 91–93).
 * @param tx - the transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param request - `amount` (default: all that is left), `paymentGatewayOrderId` to re-amount, delayed capture
 * @returns the gateway order id
 * @throws ApiError 404 `ORDER_NOT_FOUND` / `NO_ASSOCIATED_ECOM_ORDER`; 428 `ORDER_CANCELED`, `ORDER_IS_REJECTED`,
 *   `ORDER_ALREADY_PAID`; 400 `INVALID_AMOUNT`
 */
export async function preparePaymentCollection(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  request: {
    amount?: { amount?: unknown };
    paymentGatewayOrderId?: string;
    delayedCapture?: boolean;
    delayedCaptureSettings?: DelayedCaptureSettings;
  },
): Promise<{ paymentGatewayOrderId: string }> {
  const order = await lockOrder(tx, orderId);
  assertCollectable(order);
  const { left, authorized } = await collectableBalance(tx, order);
  if (left === 0n) throw alreadyPaid(authorized, order.currency);
  const minor = request.amount ? minorOf(request.amount, order.currency, 'amount.amount') : left;
  if (minor <= 0n || minor > left) {
    throw ApiError.badRequest(
      'INVALID_AMOUNT',
      'The amount must be above zero and at most what is left to pay',
      {
        collectable: priceOf(left, order.currency),
      },
    );
  }
  const delay = delayOf(request.delayedCaptureSettings, request.delayedCapture);
  const now = clock.now();
  if (request.paymentGatewayOrderId) {
    const rows = await tx.query(
      `update payment_gateway_orders set amount = $3, scheduled_action = $4, delay_seconds = $5, updated_at = $6
       where id::text = $1 and order_id = $2 and status = 'OPEN' returning id`,
      [
        request.paymentGatewayOrderId,
        orderId,
        priceOf(minor, order.currency).amount,
        delay.action,
        delay.seconds,
        now,
      ],
    );
    if (rows.length === 0) {
      throw ApiError.notFound(
        'NO_ASSOCIATED_ECOM_ORDER',
        'No open payment-gateway order of this order has that id',
      );
    }
    return { paymentGatewayOrderId: request.paymentGatewayOrderId };
  }
  const id = randomUUID();
  await tx.query(
    `insert into payment_gateway_orders (id, order_id, amount, currency, scheduled_action, delay_seconds, created_at,
       updated_at) values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [id, orderId, priceOf(minor, order.currency).amount, order.currency, delay.action, delay.seconds, now],
  );
  return { paymentGatewayOrderId: id };
}

/**
 * The simulated gateway: the buyer pays a gateway order (Bazaar extension). APPROVED records an approved card
 * payment — or an AUTHORIZED one when the gateway order asked for delayed capture; DECLINED records the decline and
 * leaves the gateway order open for another attempt.
 * @param tx - the transaction
 * @param clock - the clock
 * @param gatewayOrderId - the gateway order
 * @param charge - outcome and card
 * @param actor - who paid
 * @throws ApiError 404 `PAYMENT_GATEWAY_ORDER_NOT_FOUND`; 428 `PAYMENT_GATEWAY_ORDER_CLOSED`
 */
export async function chargeGatewayOrder(
  tx: Queryable,
  clock: Clock,
  gatewayOrderId: string,
  charge: { outcome?: 'APPROVED' | 'DECLINED' | 'PENDING'; cardLast4?: string; cardBrand?: string },
  actor: EventActor | undefined,
) {
  const rows = await tx.query<{
    order_id: string;
    amount: string;
    status: string;
    scheduled_action: 'VOID' | 'CAPTURE' | null;
    delay_seconds: number | null;
  }>('select * from payment_gateway_orders where id::text = $1', [gatewayOrderId]);
  const gateway = rows[0];
  if (!gateway) throw ApiError.notFound('PAYMENT_GATEWAY_ORDER_NOT_FOUND', 'Unknown payment-gateway order');
  await lockOrder(tx, gateway.order_id);
  const current = await tx.query<{ status: string }>(
    'select status from payment_gateway_orders where id = $1',
    [gatewayOrderId],
  );
  if (current[0]?.status !== 'OPEN') {
    throw ApiError.precondition(
      'PAYMENT_GATEWAY_ORDER_CLOSED',
      'This payment-gateway order was already paid',
    );
  }
  const outcome = charge.outcome ?? 'APPROVED';
  const result = await recordPayment(
    tx,
    clock,
    gateway.order_id,
    {
      method: 'CREDIT_CARD',
      outcome: outcome === 'APPROVED' && gateway.scheduled_action ? 'AUTHORIZED' : outcome,
      amount: String(gateway.amount),
      paymentGatewayOrderId: gatewayOrderId,
      providerTransactionId: `sim_${randomUUID()}`,
      cardLast4: charge.cardLast4 ?? '4242',
      cardBrand: charge.cardBrand ?? 'VISA',
      ...(gateway.scheduled_action && {
        delayedCapture: {
          scheduledAction: gateway.scheduled_action,
          delaySeconds: gateway.delay_seconds ?? DEFAULT_AUTHORIZATION_DELAY_SECONDS,
        },
      }),
    },
    actor,
  );
  if (outcome !== 'DECLINED') {
    await tx.query(
      `update payment_gateway_orders set status = 'CHARGED', payment_id = $2, updated_at = $3 where id = $1`,
      [gatewayOrderId, result.payment.id, clock.now()],
    );
  }
  return result;
}

/**
 * The balance that manual payments and mark-as-paid settle: the total minus received money (pending payments are
 * ignored, rule 97) and minus authorised money — a hold is captured or voided, never paid a second time offline
 * (rule 113; collectability already counts it as collected). Without this, marking an order with a held card paid
 * and then capturing the hold (or its scheduled CAPTURE) received the total twice.
 */
async function unpaidBalance(tx: Queryable, order: Order) {
  const transactions = await loadTransactions(tx, order.id);
  const totals = paymentTotals(transactions, order.currency);
  const left = minorOf(order.priceSummary.total, order.currency) - totals.paid - totals.authorized;
  return { transactions, left, authorized: totals.authorized };
}

function alreadyPaid(authorized: bigint, currency: string): ApiError {
  return authorized > 0n
    ? ApiError.precondition(
        'ORDER_ALREADY_PAID',
        'The rest of the order is authorised on a card: capture or void that payment instead',
        { authorized: priceOf(authorized, currency) },
      )
    : ApiError.precondition('ORDER_ALREADY_PAID', 'The order is already paid');
}

/**
 * `POST …/manual-payment` (rule 97): records and approves an offline payment of `amount`.
 * @param tx - the transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param amount - the amount collected
 * @param methodName - `userDefinedPaymentMethodName` (e.g. "Cash")
 * @param actor - who recorded it
 * @throws ApiError 428 `ORDER_CANCELED`, `ORDER_ALREADY_PAID`; 400 `INVALID_AMOUNT` (≤ 0 or above the balance)
 */
export async function recordManualPayment(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  amount: { amount?: unknown } | undefined,
  methodName: string | undefined,
  actor: EventActor | undefined,
): Promise<Order> {
  const order = await lockOrder(tx, orderId);
  assertCollectable(order);
  const { transactions, left, authorized } = await unpaidBalance(tx, order);
  if (left <= 0n) throw alreadyPaid(authorized, order.currency);
  const minor = minorOf(amount, order.currency, 'amount.amount');
  if (minor <= 0n || minor > left) {
    throw ApiError.badRequest('INVALID_AMOUNT', 'The amount must be above zero and at most the balance', {
      balance: priceOf(left, order.currency),
    });
  }
  const payment = newPayment(
    { method: 'OFFLINE', outcome: 'APPROVED', amount: '0' },
    minor,
    order.currency,
    clock.now(),
  );
  if (methodName) payment.regularPaymentDetails!.paymentMethodName = { userDefinedName: methodName };
  transactions.payments.push(payment);
  return applyTransactionChange(tx, clock, order, transactions, actor);
}

/**
 * `POST …/mark-as-paid` (rules 98–99): approves the order's pending offline payment, or records an approved offline
 * payment of the remaining balance.
 * @param tx - the transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param actor - who marked it
 * @throws ApiError 428 `ORDER_CANCELED`, `ORDER_IS_REJECTED`, `ORDER_ALREADY_PAID`
 */
export async function markOrderAsPaid(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  actor: EventActor | undefined,
): Promise<Order> {
  const order = await lockOrder(tx, orderId);
  assertCollectable(order);
  const { transactions, left, authorized } = await unpaidBalance(tx, order);
  if (left <= 0n) throw alreadyPaid(authorized, order.currency);
  const now = clock.now();
  const waiting = transactions.payments.find(
    (payment) => payment.status === 'PENDING' && payment.regularPaymentDetails?.offlinePayment,
  );
  if (waiting) {
    waiting.status = 'APPROVED';
    waiting.regularPaymentDetails!.status = 'APPROVED';
    waiting.updatedDate = now.toISOString();
  } else {
    transactions.payments.push(
      newPayment({ method: 'OFFLINE', outcome: 'APPROVED', amount: '0' }, left, order.currency, now),
    );
  }
  return applyTransactionChange(tx, clock, order, transactions, actor);
}

/**
 * `POST …/charge-membership`: records one membership payment per charge (their amount is 0: a line paid by a
 * membership is priced 0 by the checkout, so the balance does not move).
 * @param tx - the transaction
 * @param clock - the clock
 * @param orderId - the order
 * @param memberId - the member whose memberships pay
 * @param charges - `membershipCharges`
 * @param actor - who charged
 * @throws ApiError 428 `MEMBER_MISMATCH` when the member is not the order's buyer
 */
export async function chargeMemberships(
  tx: Queryable,
  clock: Clock,
  orderId: string,
  memberId: string,
  charges: Record<string, unknown>[],
  actor: EventActor | undefined,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  assertCollectable(order);
  if (order.buyerInfo.memberId !== memberId) {
    throw ApiError.precondition('MEMBER_MISMATCH', "The member is not the order's buyer");
  }
  const transactions = await loadTransactions(tx, orderId);
  const now = clock.now().toISOString();
  for (const charge of charges) {
    const lineItem = order.lineItems.find(
      (item) =>
        item.catalogReference.catalogItemId ===
        (charge.catalogReference as { catalogItemId?: string } | undefined)?.catalogItemId,
    );
    transactions.payments.push({
      id: randomUUID(),
      createdDate: now,
      updatedDate: now,
      amount: priceOf(0n, order.currency),
      refundDisabled: false,
      status: 'APPROVED',
      membershipPaymentDetails: {
        membershipId: charge.membershipId,
        lineItemId: lineItem?.id ?? '',
        status: 'CHARGED',
        name: charge.membershipName,
        providerAppId: charge.appId,
      },
    });
  }
  await applyTransactionChange(tx, clock, order, transactions, actor);
}
