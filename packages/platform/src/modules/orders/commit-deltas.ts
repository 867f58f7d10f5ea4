/**
 * `POST /v1/orders/{id}/commit-deltas` (business-rules 73): applies a draft's changes — shipping, billing, buyer and
 * recipient info, line items added, changed or removed — with a reason. Only draftable orders accept it; the
 * refused ones answer 428 with the draft-orders API's non-draftable reason as code (spec §8 "cart and order side").
 */
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import type { EventActor } from '../../outbox/append-event';
import { loadStorePricing, loadStoreWeightUnit } from '../checkout/store-pricing';
import { fulfilledQuantities, fulfillmentStatusOf } from '../fulfillments/fulfillment-status';
import { loadFulfillments } from '../fulfillments/fulfillment-store';
import { unlessTurnedOff } from '../mail/buyer-mail-settings';
import { settleOrder } from '../payments/settle-order';
import { addedCatalogLines } from './added-catalog-lines';
import { discountsRemovedOf, lineItemChangesOf } from './draft-changes-applied';
import { discountEditedLines, discountEditedShipping, lineCollections } from './edit-discounts';
import { applyEditInventory, parseCommitSettings } from './edit-inventory';
import { requoteEditedShipping, shippingChangesOf, shippingKeptActivity } from './edit-shipping';
import { followOrderTax, retaxEditedOrder } from './edit-tax';
import { newActivity } from './order-activities';
import { commitOrderChange, copyOrder } from './order-change';
import { orderCommitted, orderFulfilled } from './order-events';
import { maxMinor, minorOf, priceOf } from './order-money';
import { priceSchema } from './order-schema';
import { approvalStrategyOf, loadTransactions, lockOrder } from './order-store';
import type { Order, OrderLineItem } from './order-types';
import { orderUpdatedMail } from './order-updated-mail';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Channels whose orders can be edited (rule 73). */
const DRAFTABLE_CHANNELS = new Set(['WEB', 'POS', 'BACKOFFICE_MERCHANT', 'WIX_APP_STORE']);

/** One line-item delta. */
export interface LineItemDelta {
  lineItemId?: string;
  lineItem?: Record<string, unknown>;
  lineItemAdded?: boolean;
  lineItemRemoved?: unknown;
  changedDetails?: unknown;
}

/** The `changes` of a commit (DraftOrderDiffs). */
export interface DraftOrderDiffs {
  changedShippingInfo?: Record<string, unknown>;
  shippingInfoRemoved?: boolean;
  changedBillingInfo?: Record<string, unknown>;
  billingInfoRemoved?: boolean;
  changedBuyerInfo?: Record<string, unknown>;
  changedRecipientInfo?: Record<string, unknown>;
  recipientInfoRemoved?: boolean;
  lineItems?: LineItemDelta[];
  priceSummary?: Record<string, unknown>;
}

/**
 * Why an order cannot be edited, or undefined (rule 73's NonDraftableReason).
 * @param order - the order
 * @param site - the store currency and weight unit
 */
export function nonDraftableReason(
  order: Order,
  site: { currency: string; weightUnit: string },
): string | undefined {
  if (order.status !== 'APPROVED') return 'ORDER_STATUS_IS_NOT_SUPPORTED';
  if (!DRAFTABLE_CHANNELS.has(order.channelInfo.type)) return 'UNSUPPORTED_CHANNEL_TYPE';
  if (order.paymentStatus === 'PARTIALLY_REFUNDED' || order.paymentStatus === 'FULLY_REFUNDED') {
    return 'PARTIALLY_OR_FULLY_REFUNDED';
  }
  if (order.lineItems.some((item) => item.subscriptionInfo)) return 'SUBSCRIPTION_LINE_ITEM_EXISTS';
  if (order.currency !== site.currency) return 'ORDER_AND_SITE_CURRENCIES_ARE_INCONSISTENT';
  // An order with no unit set is in the store's; LB on a KG store (e.g. after a PATCH of weightUnit) is not.
  if (order.weightUnit !== 'UNSPECIFIED_WEIGHT_UNIT' && order.weightUnit !== site.weightUnit) {
    return 'ORDER_AND_SITE_WEIGHT_UNITS_ARE_INCONSISTENT';
  }
  return undefined;
}

/**
 * Applies the line-item deltas in request order.
 * @param next - the order being changed
 * @param deltas - the deltas
 * @param added - the lines the `lineItemAdded` deltas resolved to, in the same order
 * @param fulfilled - units fulfilled per line id (rule 73: a line keeps at least those)
 */
function applyLineItems(
  next: Order,
  deltas: LineItemDelta[],
  added: OrderLineItem[],
  fulfilled: ReadonlyMap<string, number>,
): void {
  const currency = next.currency;
  const pending = [...added];
  deltas.forEach((delta, index) => {
    const path = `changes.lineItems[${index}]`;
    if (delta.lineItemAdded) {
      const line = pending.shift()!;
      // An added delta may name the new line's id (the draft's), so `commitSettings.inventoryUpdates` can name it.
      if (delta.lineItemId !== undefined) {
        if (typeof delta.lineItemId !== 'string' || !GUID.test(delta.lineItemId)) {
          throw ApiError.invalidField(`${path}.lineItemId`, 'must be a GUID', 'FORMAT');
        }
        if (next.lineItems.some((candidate) => candidate.id === delta.lineItemId)) {
          throw ApiError.invalidField(
            `${path}.lineItemId`,
            'is already a line item of the order',
            'VALIDATION',
          );
        }
        line.id = delta.lineItemId;
      }
      next.lineItems.push(line);
      return;
    }
    const id = delta.lineItemId ?? (delta.lineItem?.id as string | undefined);
    const line = next.lineItems.find((candidate) => candidate.id === id);
    if (!line) throw ApiError.notFound('LINE_ITEM_NOT_FOUND', `Line item ${String(id)} is not in the order`);
    if (delta.lineItemRemoved) {
      if (fulfilled.has(line.id)) {
        throw ApiError.invalidField(
          `${path}.lineItemRemoved`,
          'the line item has fulfilled units: delete its fulfillments first',
          'VALIDATION',
        );
      }
      next.lineItems = next.lineItems.filter((candidate) => candidate !== line);
      return;
    }
    const changes = delta.lineItem ?? {};
    if (changes.quantity !== undefined) {
      const quantity = changes.quantity;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
        throw ApiError.invalidField(
          `${path}.lineItem.quantity`,
          'must be a whole number of at least 1',
          'MIN',
        );
      }
      // Quantities never drop below what was already refunded (rule 73: nor below what was fulfilled).
      if (quantity < (line.refundQuantity ?? 0)) {
        throw ApiError.invalidField(`${path}.lineItem.quantity`, 'is below the refunded quantity', 'MIN');
      }
      const shipped = fulfilled.get(line.id) ?? 0;
      if (quantity < shipped) {
        throw ApiError.invalidField(`${path}.lineItem.quantity`, 'is below the fulfilled quantity', 'MIN', {
          threshold: shipped,
        });
      }
      line.quantity = quantity;
    }
    if (changes.price !== undefined) {
      const price = parseInput(priceSchema, changes.price, `${path}.lineItem.price`);
      line.price = priceOf(minorOf(price, currency), currency);
    }
    if (changes.productName !== undefined)
      line.productName = changes.productName as Order['lineItems'][0]['productName'];
    const lineTotal = minorOf(line.price, currency) * BigInt(line.quantity);
    line.lineItemPrice = priceOf(lineTotal, currency);
  });
  if (next.lineItems.length === 0) {
    throw ApiError.precondition('EMPTY_ORDER', 'An order needs at least one line item');
  }
}

/**
 * Recomputes the price summary after the line changes.
 * @param next - the edited order
 * @param given - `changes.priceSummary` (its parts win)
 * @param taxShift - how much the items' tax moved (lines retaxed or added, removed lines' tax gone)
 */
function recomputeSummary(next: Order, given: Record<string, unknown> | undefined, taxShift: bigint): void {
  const currency = next.currency;
  const summary = next.priceSummary;
  const of = (key: string, fallback: bigint) =>
    given?.[key]
      ? minorOf(given[key] as { amount?: unknown }, currency, `changes.priceSummary.${key}`)
      : fallback;
  const subtotal = of(
    'subtotal',
    next.lineItems.reduce((sum, item) => sum + minorOf(item.lineItemPrice, currency), 0n),
  );
  const shipping = of('shipping', minorOf(summary.shipping, currency));
  const tax = of('tax', maxMinor(0n, minorOf(summary.tax, currency) + taxShift));
  const discount = of('discount', minorOf(summary.discount, currency));
  const fees = of('totalAdditionalFees', minorOf(summary.totalAdditionalFees, currency));
  const computed = subtotal - discount + shipping + (next.taxIncludedInPrices ? 0n : tax) + fees;
  const total = of('total', computed);
  // A total given with the changes must be the sum of the parts (spec §8 AMOUNTS_DO_NOT_ADD_UP); otherwise the
  // order would keep a total its own summary contradicts, and its balance would follow the wrong amount.
  if (given?.total && total !== (computed < 0n ? 0n : computed)) {
    throw ApiError.precondition(
      'AMOUNTS_DO_NOT_ADD_UP',
      'changes.priceSummary.total is not subtotal − discount + shipping + tax + additional fees',
      { expectedTotal: priceOf(computed < 0n ? 0n : computed, currency) },
    );
  }
  next.priceSummary = {
    subtotal: priceOf(subtotal, currency),
    shipping: priceOf(shipping, currency),
    tax: priceOf(tax, currency),
    discount: priceOf(discount, currency),
    totalAdditionalFees: priceOf(fees, currency),
    total: priceOf(total < 0n ? 0n : total, currency),
  };
}

/**
 * Commits a draft's changes to an order. Added lines are catalog items priced by the catalog (added-catalog-lines.ts);
 * the order is taxed again with the checkout's tax engine — items at the rate they recorded, added lines at the
 * store's rate for the order's address, multi-rate breakdowns kept (edit-tax.ts). Added lines and raised quantities
 * of this store's items take stock, lowered and removed ones put it back, unless `commitSettings.inventoryUpdates`
 * says which changes to make (edit-inventory.ts). The order's discounts are applied again to the edited lines
 * (edit-discounts.ts) and its shipping quoted again for them (edit-shipping.ts). The price summary follows the line
 * items (subtotal recomputed, discount and tax moved by the items'; fees kept; `changes.priceSummary` wins), and the
 * payment status follows the new total (a higher total makes a paid order PARTIALLY_PAID; a lower one leaves a
 * negative balance to refund). The buyer is mailed the changes and the new total in the same transaction
 * (order-updated-mail.ts) unless `commitSettings.sendNotificationsToBuyer` is false.
 * @param tx - the transaction
 * @param deps - clock, configuration (site currency), mailer (the buyer's order-updated mail)
 * @param orderId - the order
 * @param request - `draftOrderId`, `changes`, `commitSettings` (DraftOrderCommitSettings), `reason`
 * @param actor - who committed
 * @throws ApiError 428 with a non-draftable reason code, `AMOUNTS_DO_NOT_ADD_UP`, `FULL_OUT_OF_STOCK` /
 *   `PARTIAL_OUT_OF_STOCK` (added lines, raised quantities); 404 `LINE_ITEM_NOT_FOUND`; 400 `CATALOG_ITEM_NOT_FOUND`
 *   (an added line's product is unknown or hidden) and for invalid changes or commit settings
 */
export async function commitDeltas(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config' | 'mailer'>,
  orderId: string,
  request: { draftOrderId?: string; changes?: DraftOrderDiffs; commitSettings?: unknown; reason?: string },
  actor: EventActor | undefined,
): Promise<Order> {
  const settings = parseCommitSettings(request.commitSettings);
  const order = await lockOrder(tx, orderId);
  const reason = nonDraftableReason(order, {
    currency: deps.config.currency,
    weightUnit: await loadStoreWeightUnit(tx),
  });
  if (reason) throw ApiError.precondition(reason, `The order cannot be edited: ${reason}`);
  const changes = request.changes ?? {};
  const next = copyOrder(order);
  if (changes.changedShippingInfo) next.shippingInfo = changes.changedShippingInfo;
  if (changes.shippingInfoRemoved) delete next.shippingInfo;
  if (changes.changedBillingInfo) next.billingInfo = changes.changedBillingInfo;
  if (changes.billingInfoRemoved) delete next.billingInfo;
  if (changes.changedRecipientInfo) next.recipientInfo = changes.changedRecipientInfo;
  if (changes.recipientInfoRemoved) delete next.recipientInfo;
  if (changes.changedBuyerInfo) {
    const { email } = changes.changedBuyerInfo as { email?: string };
    if (email) next.buyerInfo = { ...next.buyerInfo, email };
  }
  const deltas = changes.lineItems ?? [];
  const added = await addedCatalogLines(
    tx,
    deps,
    deltas.flatMap((delta, index) =>
      delta.lineItemAdded ? [{ lineItem: delta.lineItem, path: `changes.lineItems[${index}].lineItem` }] : [],
    ),
    next.currency,
  );
  const fulfillments = await loadFulfillments(tx, orderId);
  applyLineItems(next, deltas, added, fulfilledQuantities(fulfillments));
  // Added lines or raised quantities leave a fulfilled order partly fulfilled (orders never fulfilled keep theirs).
  if (fulfillments.length > 0) next.fulfillmentStatus = fulfillmentStatusOf(next, fulfillments);
  await applyEditInventory(tx, deps, order, next, settings);
  const store = await loadStorePricing(tx, deps.config);
  // Discounts follow the edited lines (edit-discounts.ts) unless the edit gives the discount itself or changes no line.
  const discounts =
    changes.priceSummary?.discount === undefined && deltas.length > 0
      ? discountEditedLines(order, next, store, await lineCollections(tx, deps, next, store))
      : undefined;
  // Shipping is quoted again for the edited lines or a new destination (edit-shipping.ts) unless the edit gives it.
  const moved = deltas.length > 0 || changes.changedShippingInfo || changes.changedRecipientInfo;
  const requote =
    changes.priceSummary?.shipping === undefined && moved ? requoteEditedShipping(next, store) : undefined;
  if (discounts) discountEditedShipping(order, next, discounts, store);
  const taxShift = retaxEditedOrder(order, next, store);
  recomputeSummary(next, changes.priceSummary, taxShift);
  followOrderTax(order, next);
  const now = deps.clock.now().toISOString();
  const lineChanges = [
    ...lineItemChangesOf(order, next),
    ...discountsRemovedOf(discounts?.removed ?? []),
    ...shippingChangesOf(requote),
  ];
  // `commitSettings.addActivitiesToOrder: false` keeps the edit out of the order's history (official default true).
  if (settings?.addActivitiesToOrder !== false) {
    next.activities.push(
      newActivity('DRAFT_ORDER_CHANGES_APPLIED', now, {
        draftOrderId: request.draftOrderId ?? '',
        ...(request.reason && { reason: request.reason }),
        // The history names what was added, changed and removed (the official DraftOrderChangesApplied.changes[]).
        ...(lineChanges.length > 0 && { changes: lineChanges }),
      }),
    );
    const kept = shippingKeptActivity(requote);
    if (kept) next.activities.push(newActivity('CUSTOM_ACTIVITY', now, kept));
  }
  const transactions = await loadTransactions(tx, orderId);
  const settled = settleOrder(next, transactions, now, await approvalStrategyOf(tx, orderId));
  const saved = await commitOrderChange(tx, deps.clock, order, settled, actor);
  const mail = await unlessTurnedOff(
    tx,
    orderUpdatedMail(order, saved, lineChanges, settings?.sendNotificationsToBuyer !== false),
  );
  if (mail) await deps.mailer.send(tx, mail);
  await orderFulfilled(tx, deps.clock, order.fulfillmentStatus, saved, 'COMMIT_DELTAS', actor);
  await orderCommitted(
    tx,
    deps.clock,
    saved,
    {
      draftOrderId: request.draftOrderId ?? '',
      changes,
      ...(settings && { commitSettings: settings }),
      commitDate: now,
      reason: request.reason ?? '',
    },
    actor,
  );
  return saved;
}
