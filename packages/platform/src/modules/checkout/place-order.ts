/**
 * Placing the order of a checkout (business-rules §1G): ONE transaction that locks the checkout, prices it again,
 * checks rule 45, takes the ordered lines out of the cart (rule 8: completed when nothing else is left in it), takes
 * the units out of inventory (rule 52; the catalog service locks the products, so two buyers racing for the last
 * unit cannot both get it), creates the order with its first payment (orders module: number, line items, totals,
 * buyer, addresses, ORDER_PLACED, payment records), counts the coupon use (rule 35), marks the checkout (rule 48)
 * and appends the events. Any failure rolls all of it back.
 *
 * A declined card never gets here: the gateway answers before the transaction starts, so a declined attempt writes
 * nothing (no order, no inventory taken, no coupon use) and the buyer simply tries again.
 */
import { type Caller, isStaff } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import { ApiError, isApiError } from '../../http/api-error';
import { settleCartAfterOrder } from '../cart/cart-after-order';
import { cartRecovered, eventActorOf } from '../cart/cart-events';
import { lockCartOfCheckout } from '../cart/cart-store';
import type { CartDeps } from '../cart/cart-view';
import { couponCustomerOf } from '../cart/priced-inputs';
import { createOrder, type Order, type Payment } from '../orders';
import { checkoutOrderedParams } from './checkout-events';
import { checkoutNotFound, mayUseCheckout } from './checkout-service';
import { type CheckoutRecord, checkoutWithOrder, findCheckout, saveCheckoutOrder } from './checkout-store';
import { type CheckoutView, loadCheckoutView, toWireCheckout } from './checkout-view';
import { redeemCoupon } from './coupon-redemptions';
import { orderOfCheckout } from './order-input';
import { outOfStock } from './out-of-stock';
import { loadStorePricing } from './store-pricing';

/** An approved or authorised charge of the hosted checkout's test gateway. */
export interface ApprovedCharge {
  outcome: 'APPROVED' | 'AUTHORIZED';
  brand: string;
  last4: string;
  providerTransactionId: string;
}

/** What placing an order gives back. */
export interface PlacedOrder {
  order: Order;
  payment?: Payment;
  checkout: CheckoutRecord;
}

/**
 * Refuses a checkout that cannot become an order (rules 45–46), in the order the rulebook lists the conditions.
 * @param view - the checkout priced now
 * @throws ApiError 428 `CHECKOUT_ALREADY_PAID`, `CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS`, `EMPTY_CHECKOUT`,
 *   `CALCULATION_ERROR`, `FULL_OUT_OF_STOCK`, `VIOLATIONS_WITH_ERROR_SEVERITY`, `MISSING_BILLING_ADDRESS`,
 *   `MISSING_SHIPPING_ADDRESS`, `NO_SELECTED_CARRIER_SERVICE_OPTION`, `SELECTED_CARRIER_SERVICE_OPTION_NO_LONGER_AVAILABLE`
 */
export function assertOrderable(view: CheckoutView): void {
  const { checkout, totals, lines } = view;
  const fail = (code: string, description: string, data: Record<string, unknown> = {}) =>
    ApiError.precondition(code, description, data);
  if (checkout.completed) throw fail('CHECKOUT_ALREADY_PAID', 'The checkout is already paid');
  if (checkout.orderId) {
    throw fail('CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS', 'An order was already created from this checkout', {
      orderId: checkout.orderId,
    });
  }
  if (lines.length === 0) throw fail('EMPTY_CHECKOUT', 'The checkout has no line items');
  if (totals.calculationErrors) {
    throw fail('CALCULATION_ERROR', 'The checkout could not be calculated', { ...totals.calculationErrors });
  }
  const gone = lines.filter(
    (line) => line.availability.status === 'NOT_FOUND' || line.availability.status === 'NOT_AVAILABLE',
  );
  if (gone.length > 0) {
    throw fail('FULL_OUT_OF_STOCK', 'Some items are no longer available', {
      lineItemIds: gone.map((line) => line.line.id),
    });
  }
  if (totals.violations.some((violation) => violation.severity === 'ERROR')) {
    throw fail('VIOLATIONS_WITH_ERROR_SEVERITY', 'The checkout has problems to fix first', {
      violations: totals.violations,
    });
  }
  const { state } = checkout;
  if (Number(totals.priceSummary.total.amount) > 0 && !state.billingInfo?.address) {
    throw fail('MISSING_BILLING_ADDRESS', 'A billing address is required when there is something to pay');
  }
  const shipsSomething = lines.some((line) => line.pricing.shippable && line.line.quantity > 0);
  const selected = totals.shippingInfo.selectedCarrierServiceOption;
  if (shipsSomething && view.store.shipping) {
    if (!state.shippingDestination?.address && !selected?.logistics.pickupDetails) {
      throw fail('MISSING_SHIPPING_ADDRESS', 'A shipping address is required for items that are shipped');
    }
    if (!selected)
      throw fail('NO_SELECTED_CARRIER_SERVICE_OPTION', 'No delivery option is available for this address');
    if (state.selectedShippingOption && !selected.requestedShippingOption) {
      throw fail(
        'SELECTED_CARRIER_SERVICE_OPTION_NO_LONGER_AVAILABLE',
        'The chosen delivery option is no longer offered',
        {
          code: state.selectedShippingOption.code,
        },
      );
    }
  }
}

/**
 * Places the order of a checkout.
 * @param deps - cart dependencies (catalog service)
 * @param caller - the buyer (or staff)
 * @param checkoutId - the checkout
 * @param charge - the approved or authorised charge (hosted checkout); none for `createOrder` over the API, which
 *   leaves the order unpaid (INITIALIZED, NOT_PAID) for the payments collector
 * @throws ApiError 404 `CHECKOUT_NOT_FOUND`; 428 as {@link assertOrderable}, `FULL_OUT_OF_STOCK` /
 *   `PARTIAL_OUT_OF_STOCK` when inventory runs out, coupon errors (rule 35) when its last use went to someone else
 */
export async function placeOrder(
  deps: CartDeps,
  caller: Caller,
  checkoutId: string,
  charge?: ApprovedCharge,
): Promise<PlacedOrder> {
  return deps.db.transaction(async (tx: Queryable) => {
    // The cart first, then the checkout: the order create-checkout locks them in, so a checkout refreshed from the
    // cart while its order is placed waits instead of deadlocking (PostgreSQL then aborted one: 409).
    // The cart read here is kept for rule 8 below: under its lock nothing else changes it meanwhile.
    const lockedCart = await lockCartOfCheckout(tx, checkoutId);
    const checkout = await findCheckout(tx, checkoutId, { lock: true });
    if (!checkout || !mayUseCheckout(caller, checkout)) throw checkoutNotFound(checkoutId);
    const store = await loadStorePricing(tx, deps.config);
    const view = await loadCheckoutView(deps, tx, checkout, store);
    assertOrderable(view);
    const now = deps.clock.now();
    const actor = eventActorOf(caller);
    // Rule 8: the ordered lines leave the cart; lines added after the checkout was made stay in it.
    const recovered = checkout.cartId
      ? await settleCartAfterOrder(deps, tx, checkout.cartId, checkout.state.lineItems, {
          now,
          actor,
          store,
          ...(lockedCart && { locked: lockedCart }),
        })
      : {};
    const units = view.lines
      .filter((line) => line.item && line.line.variantId)
      .map((line) => ({
        productId: line.item!.productId,
        variantId: line.line.variantId!,
        quantity: line.line.quantity,
      }));
    try {
      await deps.catalog.decrementInventory(tx, units, { reason: 'ORDER' });
    } catch (error) {
      if (isApiError(error) && error.code === 'INSUFFICIENT_INVENTORY') throw outOfStock(error);
      throw error;
    }
    const amount = view.totals.payNow.total.amount;
    const { order, payment } = await createOrder(tx, deps, {
      order: orderOfCheckout(view),
      ...(charge &&
        Number(amount) > 0 && {
          payment: {
            method: 'CREDIT_CARD',
            outcome: charge.outcome,
            amount,
            providerTransactionId: charge.providerTransactionId,
            cardLast4: charge.last4,
            cardBrand: charge.brand,
          },
        }),
      createdBy: checkout.state.createdBy,
      ...(actor && { actor }),
      throttleBuyerMail: !isStaff(caller),
    });
    if (checkout.state.couponCode) {
      await redeemCoupon(tx, store.coupons, checkout.state.couponCode, {
        customer: couponCustomerOf(view.buyer),
        checkoutId,
        orderId: order.id,
        now,
      });
    }
    // Rule 48: the checkout is completed once its order is paid (or has nothing to pay).
    const completed = order.paymentStatus === 'PAID';
    // The checkout saved and its event in one statement: under its lock, what the update makes is known (and so
    // the statement returns nothing).
    const change = { orderId: order.id, completed };
    const saved = checkoutWithOrder(checkout, change, now);
    const wire = toWireCheckout({ ...view, checkout: saved }, { storefrontUrl: deps.config.webUrl });
    const events = { tx, clock: deps.clock, actor };
    await saveCheckoutOrder(tx, checkoutId, change, now, checkoutOrderedParams(events, wire, completed));
    if (recovered.abandonedAt && checkout.cartId) {
      await cartRecovered(events, {
        cartId: checkout.cartId,
        creationTime: (recovered.createdAt ?? now).toISOString(),
        abandonedTime: recovered.abandonedAt.toISOString(),
        recoveredTime: now.toISOString(),
      });
    }
    return { order, ...(payment && { payment }), checkout: saved };
  });
}
