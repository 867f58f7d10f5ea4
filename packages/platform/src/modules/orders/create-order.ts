/**
 * Order creation (business-rules §1G, §1H): the one service behind `POST /ecom/v1/orders` (staff) and the
 * checkout's order placement. It numbers the order, derives its statuses, records the initial payment attempt
 * through the payments service, adds the activities and appends the events — all in the caller's transaction.
 * It never touches inventory: the checkout decrements it with the catalog service in the same transaction.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import type { EventActor } from '../../outbox/append-event';
import { buyerMailAllowed } from '../mail/buyer-mail-settings';
import { balanceSummaryOf, derivePaymentStatus, paymentTotals } from '../payments/payment-balance';
import { type PaymentAttempt, recordPayment } from '../payments/record-payment';
import type { Payment } from '../payments/transaction-types';
import { newActivity } from './order-activities';
import { orderCreatedParams, orderStartedApproved } from './order-events';
import { buyerMailThrottledActivity, takeOrderMail } from './order-mail-throttle';
import { minorOf, priceOf } from './order-money';
import { type NewOrder, newOrderSchema, orderCreationSettingsSchema } from './order-schema';
import { type ApprovalStrategy, insertOrder } from './order-store';
import type { Order, OrderCreationSettings, OrderLineItem, OrderStatus, Price } from './order-types';

/**
 * A new order its caller has already validated with `newOrderSchema` (the staff route's body) or built within the
 * schema's limits (the checkout's order, checkout/order-input.ts): {@link createOrder} takes it as it is instead of
 * validating it again. Only a caller that holds such an order wraps it; anything else is passed bare and validated.
 */
export class ValidNewOrder {
  /** @param order - the order, exactly as `newOrderSchema` would give it back (same keys in the same order) */
  constructor(readonly order: NewOrder) {}
}

/** What {@link createOrder} takes. */
export interface CreateOrderInput {
  /** The order in wire shape (validated here; computed fields are ignored), or a {@link ValidNewOrder}. */
  order: unknown;
  /** `settings` of `POST /v1/orders` (approval strategy, notifications). */
  settings?: OrderCreationSettings;
  /** The first payment attempt (the checkout's card payment); recorded like any later attempt. */
  payment?: PaymentAttempt;
  /** `createdBy` of the order (rule 51): the staff member, the API key's app, the buying visitor or member. */
  createdBy?: Order['createdBy'];
  /** Who the events name. */
  actor?: EventActor;
  /**
   * Whether the buyer's confirmation counts against the order-mail throttle (order-mail-throttle.ts): true when a
   * visitor or member placed the order; staff choose to mail (`settings.notifications`) and are not counted.
   */
  throttleBuyerMail?: boolean;
}

/** What {@link createOrder} returns. */
export interface CreatedOrder {
  /** The order after the initial payment attempt. */
  order: Order;
  /** The recorded initial payment, when one was given (OFFLINE without a collected amount records none). */
  payment?: Payment;
}

/** Line items paid outside the platform (rule 49: offline orders are approved at once). */
const OFFLINE_OPTIONS = new Set(['FULL_PAYMENT_OFFLINE', 'MEMBERSHIP_OFFLINE']);

/**
 * A new line item with its defaults: an id, formatted prices, `lineItemPrice` = price × quantity, shippable
 * physical items, online payment, nothing refunded or restocked yet.
 * @param item - the validated line item
 * @param currency - the order currency
 */
export function normalizeLineItem(item: NewOrder['lineItems'][number], currency: string): OrderLineItem {
  const price = minorOf(item.price, currency, 'order.lineItems.price');
  const before = item.priceBeforeDiscounts ? minorOf(item.priceBeforeDiscounts, currency) : price;
  const lineTotal = item.lineItemPrice
    ? minorOf(item.lineItemPrice, currency)
    : price * BigInt(item.quantity);
  const preset = item.itemType.preset ?? (item.itemType.custom ? undefined : 'PHYSICAL');
  const priceOrGiven = (given: unknown, fallback: bigint): Price =>
    priceOf(given ? minorOf(given as Price, currency) : fallback, currency);
  return {
    ...(item as Record<string, unknown>),
    id: item.id || randomUUID(),
    productName: item.productName,
    catalogReference: item.catalogReference,
    quantity: item.quantity,
    price: priceOf(price, currency),
    priceBeforeDiscounts: priceOf(before, currency),
    totalDiscount: priceOrGiven(item.totalDiscount, 0n),
    lineItemPrice: priceOf(lineTotal, currency),
    totalPriceBeforeTax: priceOrGiven(item.totalPriceBeforeTax, lineTotal),
    totalPriceAfterTax: priceOrGiven(item.totalPriceAfterTax, lineTotal),
    itemType: preset ? { ...item.itemType, preset } : item.itemType,
    physicalProperties: {
      ...item.physicalProperties,
      shippable: item.physicalProperties?.shippable ?? preset === 'PHYSICAL',
    },
    paymentOption: item.paymentOption ?? 'FULL_PAYMENT_ONLINE',
    refundQuantity: 0,
    restockQuantity: 0,
  };
}

function priceSummaryOf(input: NewOrder, lineItems: OrderLineItem[], currency: string, taxIncluded: boolean) {
  const given = input.priceSummary;
  const of = (price: { amount: unknown } | undefined) => (price ? minorOf(price as Price, currency) : 0n);
  const subtotal = given.subtotal
    ? of(given.subtotal)
    : lineItems.reduce((sum, item) => sum + minorOf(item.lineItemPrice, currency), 0n);
  const shipping = of(given.shipping);
  const tax = of(given.tax);
  const discount = of(given.discount);
  const fees = of(given.totalAdditionalFees);
  // Rule 28's total when the caller does not give one.
  const total = given.total
    ? of(given.total)
    : subtotal - discount + shipping + (taxIncluded ? 0n : tax) + fees;
  if (total < 0n)
    throw ApiError.invalidField('order.priceSummary.total', 'must not be negative', 'DECIMAL_GTE');
  return {
    subtotal: priceOf(subtotal, currency),
    shipping: priceOf(shipping, currency),
    tax: priceOf(tax, currency),
    discount: priceOf(discount, currency),
    totalAdditionalFees: priceOf(fees, currency),
    total: priceOf(total, currency),
  };
}

/**
 * The buyer's contact id (rule 51: auto-created when missing): the member's contact, else one derived from the
 * email (the same buyer gets the same contact), else a new one.
 */
async function contactIdOf(tx: Queryable, buyer: NewOrder['buyerInfo']): Promise<string> {
  if (buyer?.contactId) return buyer.contactId;
  if (buyer?.memberId) {
    const rows = await tx.query<{ contact_id: string }>('select contact_id from members where id = $1', [
      buyer.memberId,
    ]);
    if (rows[0]) return rows[0].contact_id;
  }
  if (!buyer?.email) return randomUUID();
  const hex = createHash('sha256').update(`contact:${buyer.email.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates an order inside the caller's transaction.
 *
 * Statuses (rule 49 with our decisions): `fulfillmentStatus` is FULFILLED when nothing is shippable and there is no
 * shipping info, else NOT_FULFILLED. `status` is the staff-given INITIALIZED / APPROVED / PENDING, else APPROVED for
 * a zero total (DEFAULT strategy) or an offline order (every line paid offline, or an OFFLINE payment method),
 * else INITIALIZED until a payment arrives. `paymentStatus` comes from the transactions (NOT_PAID, PAID for a zero
 * total). Then the initial `payment` is recorded through {@link recordPayment}, exactly like a later attempt:
 * APPROVED → PAID/PARTIALLY_PAID and APPROVED; AUTHORIZED → APPROVED, NOT_PAID until captured; PENDING → order
 * PENDING; DECLINED → stays INITIALIZED with payment status DECLINED (the buyer may retry on the same order).
 * An OFFLINE attempt that is not APPROVED records no transaction (the money is collected later: mark-as-paid).
 * @param tx - the caller's transaction (the checkout decrements inventory in it too)
 * @param deps - clock, configuration (store currency), mailer
 * @param input - the order, settings, initial payment, creator and event actor
 * @throws ApiError 400 for invalid input (`order.…` violations, `PURCHASED_DATE_CANNOT_BE_IN_FUTURE`,
 *   `INVALID_AMOUNT`); 428 `ORDER_ALREADY_PAID` when the initial payment exceeds nothing left to pay
 */
export async function createOrder(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config' | 'mailer'>,
  input: CreateOrderInput,
): Promise<CreatedOrder> {
  const given =
    input.order instanceof ValidNewOrder
      ? input.order.order
      : parseInput(newOrderSchema, input.order, 'order');
  // No settings validate as `{}` (every field optional).
  const settings = input.settings ? parseInput(orderCreationSettingsSchema, input.settings, 'settings') : {};
  const strategy: ApprovalStrategy = settings.orderApprovalStrategy ?? 'DEFAULT';
  const now = deps.clock.now();
  const iso = now.toISOString();
  if (given.purchasedDate && new Date(given.purchasedDate).getTime() > now.getTime()) {
    throw ApiError.badRequest('PURCHASED_DATE_CANNOT_BE_IN_FUTURE', 'purchasedDate cannot be in the future');
  }
  const currency = given.currency ?? deps.config.currency;
  const taxIncluded = given.taxIncludedInPrices ?? false;
  const lineItems = given.lineItems.map((item) => normalizeLineItem(item, currency));
  const priceSummary = priceSummaryOf(given, lineItems, currency, taxIncluded);
  const total = minorOf(priceSummary.total, currency);
  const offline =
    lineItems.every((item) => OFFLINE_OPTIONS.has(String(item.paymentOption))) ||
    input.payment?.method === 'OFFLINE';
  const shippable = lineItems.some((item) => item.physicalProperties?.shippable);
  let status: OrderStatus =
    given.status ?? (total === 0n && strategy === 'DEFAULT' ? 'APPROVED' : 'INITIALIZED');
  if (!given.status && offline && strategy === 'DEFAULT') status = 'APPROVED';
  const emptyTotals = paymentTotals({ orderId: '', payments: [], refunds: [] }, currency);
  const paymentStatus = derivePaymentStatus(total, emptyTotals);
  const id = randomUUID();
  const {
    id: _id,
    number: _number,
    createdDate: _created,
    updatedDate: _updated,
    activities: _activities,
    balanceSummary: _balance,
    paymentStatus: _paymentStatus,
    fulfillmentStatus: _fulfillment,
    createdBy: _createdBy,
    ...rest
  } = given as NewOrder & Record<string, unknown>;
  const mail = await buyerMailOf(tx, deps, given.buyerInfo?.email, {
    send: settings.notifications?.sendNotificationToBuyer !== false,
    throttled: input.throttleBuyerMail ?? false,
  });
  const order: Order = {
    ...rest,
    id,
    // Numbered by the insert (insertOrder): a placeholder until then.
    number: randomUUID(),
    createdDate: iso,
    updatedDate: iso,
    purchasedDate: given.purchasedDate ? new Date(given.purchasedDate).toISOString() : iso,
    lineItems,
    buyerInfo: { ...given.buyerInfo, contactId: await contactIdOf(tx, given.buyerInfo) },
    paymentStatus,
    fulfillmentStatus: !shippable && !given.shippingInfo ? 'FULFILLED' : 'NOT_FULFILLED',
    status,
    currency,
    weightUnit: given.weightUnit ?? 'KG',
    taxIncludedInPrices: taxIncluded,
    priceSummary,
    channelInfo: given.channelInfo,
    activities: [
      newActivity('ORDER_PLACED', iso),
      ...(status === 'PENDING' ? [newActivity('ORDER_PENDING', iso)] : []),
      ...(mail?.throttled
        ? [newActivity('CUSTOM_ACTIVITY', iso, buyerMailThrottledActivity(mail.kind, mail.to))]
        : []),
    ],
    balanceSummary: balanceSummaryOf(total, emptyTotals, paymentStatus, currency),
    tags: {
      tags: { tagIds: given.tags?.tags?.tagIds ?? [] },
      privateTags: { tagIds: given.tags?.privateTags?.tagIds ?? [] },
    },
    archived: false,
    seenByAHuman: false,
    siteLanguage: 'en',
    buyerLanguage: given.buyerLanguage ?? 'en',
    ...(input.createdBy && { createdBy: input.createdBy }),
  };
  order.number = await insertOrder(tx, order, strategy, (doc) =>
    orderCreatedParams(deps.clock, order, doc, input.actor),
  );
  await orderStartedApproved(tx, deps.clock, order, input.actor);
  if (mail && !mail.throttled) await notifyBuyer(tx, deps, order, mail.to);
  const attempt = input.payment;
  if (!attempt || (attempt.method === 'OFFLINE' && attempt.outcome !== 'APPROVED')) return { order };
  const paid = await recordPayment(tx, deps.clock, id, attempt, input.actor);
  return { order: paid.order, payment: paid.payment };
}

// The confirmation the order is to send: none without a recipient or when the call or the store's setting turns it
// off; `throttled` when a buyer placed it and the recipient is past the order-mail throttle (no mail, an activity).
async function buyerMailOf(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config'> & Partial<Pick<PlatformDeps, 'db'>>,
  to: string | undefined,
  options: { send: boolean; throttled: boolean },
): Promise<{ kind: 'order-placed'; to: string; throttled: boolean } | undefined> {
  const kind = 'order-placed';
  if (!options.send || !to) return undefined;
  if (!(await buyerMailAllowed(tx, kind, deps.db && { cachedFor: deps.db }))) return undefined;
  return { kind, to, throttled: options.throttled && takeOrderMail(tx, deps, to) > 0 };
}

async function notifyBuyer(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'mailer'>,
  order: Order,
  to: string,
): Promise<void> {
  await deps.mailer.send(tx, {
    to,
    subject: `Order #${order.number} received`,
    text: `Thank you for your order #${order.number}. Total: ${order.priceSummary.total.formattedAmount}.`,
    kind: 'order-placed',
    data: { orderId: order.id, number: order.number },
  });
}
