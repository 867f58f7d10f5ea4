/**
 * Status changes (business-rules 60–66): `update-status` with the documented transition table, and `cancel`.
 * Every refused transition answers 428 with its application error code; nothing changes silently.
 */
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { createCatalogService, STORES_APP_ID } from '../catalog';
import { buyerMailAllowed } from '../mail/buyer-mail-settings';
import { inventoryItemOf } from './edit-inventory';
import { newActivity } from './order-activities';
import { commitOrderChange, copyOrder } from './order-change';
import { approvalStrategyOf, loadTransactions, lockOrder } from './order-store';
import type { Order, OrderStatus } from './order-types';

const FINAL: ReadonlySet<OrderStatus> = new Set(['CANCELED', 'REJECTED']);

/**
 * Why `from → to` is refused, or undefined when allowed (rule 60's table).
 * @param from - the current status
 * @param to - the requested status
 * @param strategy - the order's approval strategy (APPROVED from INITIALIZED is refused for PAYMENT_METHOD_SAVED)
 */
export function statusTransitionError(
  from: OrderStatus,
  to: OrderStatus,
  strategy: string,
): { code: string; description: string } | undefined {
  if (FINAL.has(from)) {
    return { code: 'UNSUPPORTED_TRANSITION', description: `${from} is a final status` };
  }
  if (from === to) return { code: 'STATUS_ALREADY_SET', description: `The order is already ${to}` };
  if (to === 'INITIALIZED') {
    return { code: 'STATUS_NOT_SUPPORTED', description: 'Updates into INITIALIZED are not supported' };
  }
  if (to === 'CANCELED') {
    return { code: 'STATUS_NOT_SUPPORTED', description: 'Cancel an order with the cancel call' };
  }
  if (to === 'APPROVED') {
    if (from === 'INITIALIZED' && strategy === 'PAYMENT_METHOD_SAVED') {
      return {
        code: 'UNSUPPORTED_TRANSITION',
        description: 'An order created with PAYMENT_METHOD_SAVED is approved when a payment method is saved',
      };
    }
    return from === 'INITIALIZED' || from === 'PENDING'
      ? undefined
      : { code: 'UNSUPPORTED_TRANSITION', description: `APPROVED can only follow INITIALIZED or PENDING` };
  }
  if (to === 'PENDING') {
    return from === 'INITIALIZED'
      ? undefined
      : { code: 'UNSUPPORTED_TRANSITION', description: 'Only INITIALIZED orders can become PENDING' };
  }
  // REJECTED: pending payments failed (rule 56).
  return from === 'PENDING'
    ? undefined
    : { code: 'UNSUPPORTED_TRANSITION', description: 'Only PENDING orders can be rejected' };
}

/**
 * `POST /v1/orders/{orderId}/update-status` (rules 60–61).
 * @param tx - the transaction
 * @param deps - clock
 * @param orderId - the order
 * @param status - the requested status
 * @param actor - who asked
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 428 `STATUS_NOT_SUPPORTED`, `UNSUPPORTED_TRANSITION`, `STATUS_ALREADY_SET`
 */
export async function updateOrderStatus(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock'>,
  orderId: string,
  status: OrderStatus,
  actor: EventActor | undefined,
): Promise<Order> {
  const order = await lockOrder(tx, orderId);
  const refused = statusTransitionError(order.status, status, await approvalStrategyOf(tx, orderId));
  if (refused)
    throw ApiError.precondition(refused.code, refused.description, { from: order.status, to: status });
  const next = copyOrder(order);
  next.status = status;
  const now = deps.clock.now().toISOString();
  if (status === 'PENDING') next.activities.push(newActivity('ORDER_PENDING', now));
  if (status === 'REJECTED') next.activities.push(newActivity('ORDER_REJECTED', now));
  return commitOrderChange(tx, deps.clock, order, next, actor);
}

/** Options of a cancel (rule 62). */
export interface CancelOptions {
  sendOrderCanceledEmail?: boolean;
  customMessage?: string;
  restockAllItems?: boolean;
}

/**
 * Units of the order's catalog lines not yet put back into inventory.
 * @param order - the order
 */
export function restockableItems(order: Order) {
  return order.lineItems
    .filter((item) => item.catalogReference.appId === STORES_APP_ID)
    .map((item) => ({
      lineItemId: item.id,
      ...inventoryItemOf(item),
      quantity: item.quantity - (item.restockQuantity ?? 0),
    }))
    .filter((item) => item.quantity > 0);
}

/**
 * `POST /v1/orders/{id}/cancel` (rules 62–66): CANCELED, activity ORDER_CANCELED, `order_canceled`; restocks the
 * catalog items when asked; never refunds (rule 65).
 * @param tx - the transaction
 * @param deps - clock, configuration, mailer
 * @param orderId - the order
 * @param options - email, message, restock
 * @param actor - who canceled
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 428 `ORDER_ALREADY_CANCELED`, `ORDER_IS_PENDING`, `ORDER_IS_REJECTED`,
 *   `ORDER_HAS_AUTHORIZED_TRANSACTION`
 */
export async function cancelOrder(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config' | 'mailer'>,
  orderId: string,
  options: CancelOptions,
  actor: EventActor | undefined,
): Promise<Order> {
  const order = await lockOrder(tx, orderId);
  if (order.status === 'CANCELED')
    throw ApiError.precondition('ORDER_ALREADY_CANCELED', 'The order is canceled');
  if (order.status === 'PENDING') throw ApiError.precondition('ORDER_IS_PENDING', 'The order is pending');
  if (order.status === 'REJECTED') throw ApiError.precondition('ORDER_IS_REJECTED', 'The order was rejected');
  const transactions = await loadTransactions(tx, orderId);
  const held = transactions.payments.filter((payment) => payment.status === 'AUTHORIZED');
  if (held.length > 0) {
    throw ApiError.precondition(
      'ORDER_HAS_AUTHORIZED_TRANSACTION',
      'Capture or void the authorised payments before canceling',
      { paymentIds: held.map((payment) => payment.id) },
    );
  }
  const next = copyOrder(order);
  next.status = 'CANCELED';
  next.activities.push(newActivity('ORDER_CANCELED', deps.clock.now().toISOString()));
  if (options.restockAllItems) {
    const items = restockableItems(order);
    await createCatalogService(deps).restockInventory(tx, items, { reason: 'REVERT_INVENTORY_CHANGE' });
    for (const item of items) {
      const line = next.lineItems.find((candidate) => candidate.id === item.lineItemId)!;
      line.restockQuantity = (line.restockQuantity ?? 0) + item.quantity;
    }
  }
  const to = order.buyerInfo.email;
  // The event says whether the buyer is mailed, not only whether the call asked: a receiver that mails buyers itself
  // when the store does not must not be told a mail went out when the store's setting stopped it.
  const mailed = Boolean(
    options.sendOrderCanceledEmail && to && (await buyerMailAllowed(tx, 'order-canceled')),
  );
  const saved = await commitOrderChange(tx, deps.clock, order, next, actor, {
    restockAllItems: options.restockAllItems ?? false,
    sendOrderCanceledEmail: mailed,
    ...(options.customMessage !== undefined && { customMessage: options.customMessage }),
  });
  if (mailed && to) {
    await deps.mailer.send(tx, {
      to,
      subject: `Order #${order.number} was canceled`,
      text: options.customMessage ?? `Your order #${order.number} was canceled.`,
      kind: 'order-canceled',
      data: { orderId, number: order.number },
    });
  }
  return saved;
}
