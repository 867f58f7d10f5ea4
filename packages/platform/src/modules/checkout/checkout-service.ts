/**
 * Checkouts (business-rules §1F): created from the current cart (idempotent per cart, rule 40), read and updated by
 * their buyer (addresses, delivery option, coupon, email), completed when their order is placed (rule 48).
 */
import { randomUUID } from 'node:crypto';
import { type Caller, isStaff } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { cartOwnerOf, readBuyerInfo } from '../cart/buyer-info';
import { carryOverVisitorCart } from '../cart/carry-over';
import { eventActorOf } from '../cart/cart-events';
import { cartNotFound } from '../cart/cart-service';
import { findActiveCart, setCartCheckout } from '../cart/cart-store';
import type { CartDeps } from '../cart/cart-view';
import { couponCustomerOf } from '../cart/priced-inputs';
import type { CreateCheckoutInput } from '../cart/schema';
import { checkoutCompleted, checkoutCreated, checkoutUpdated } from './checkout-events';
import {
  type CheckoutRecord,
  type CheckoutState,
  findCheckout,
  insertCheckout,
  saveCheckoutState,
  setCheckoutOrder,
} from './checkout-store';
import { type CheckoutView, loadCheckoutView, toWireCheckout } from './checkout-view';
import { assertCouponApplicable } from './coupon-redemptions';
import type { UpdateCheckoutInput } from './schema';
import { loadStorePricing } from './store-pricing';
import { createStorePricingReader } from './store-pricing-cache';

/** A wire checkout. */
export type WireCheckout = Record<string, unknown>;

/** The checkout operations, for the routes and the hosted checkout page. */
export interface CheckoutService {
  createFromCurrentCart(caller: Caller, input: CreateCheckoutInput): Promise<{ checkoutId: string }>;
  getCheckout(caller: Caller, id: string): Promise<WireCheckout>;
  /** The priced checkout, for pages that show more than the wire object. */
  getCheckoutView(caller: Caller, id: string): Promise<CheckoutView>;
  updateCheckout(caller: Caller, id: string, input: UpdateCheckoutInput): Promise<WireCheckout>;
  removeCoupon(caller: Caller, id: string): Promise<WireCheckout>;
  markCompleted(caller: Caller, id: string): Promise<void>;
}

/** 404 `CHECKOUT_NOT_FOUND`: no such checkout, or not the caller's. */
export function checkoutNotFound(id: string): ApiError {
  return ApiError.notFound('CHECKOUT_NOT_FOUND', `There is no checkout ${id}`, { checkoutId: id });
}

/**
 * True when the caller may use the checkout: its buyer (a member who started as the visitor who made it counts), or
 * staff.
 * @param caller - the caller
 * @param checkout - the checkout
 */
export function mayUseCheckout(caller: Caller, checkout: Pick<CheckoutRecord, 'owner'>): boolean {
  if (isStaff(caller)) return true;
  return checkout.owner.kind === 'member'
    ? caller.kind === 'member' && caller.memberId === checkout.owner.id
    : caller.visitorId === checkout.owner.id;
}

/**
 * Creates the checkout service.
 * @param deps - platform dependencies and the catalog service
 */
export function createCheckoutService(deps: CartDeps): CheckoutService {
  const context = { storefrontUrl: deps.config.webUrl };
  const loadStore = createStorePricingReader(loadStorePricing, deps.config);

  async function accessible(
    db: Queryable,
    caller: Caller,
    id: string,
    lock = false,
  ): Promise<CheckoutRecord> {
    const checkout = await findCheckout(db, id, { lock });
    if (!checkout || !mayUseCheckout(caller, checkout)) throw checkoutNotFound(id);
    return checkout;
  }

  async function wireOf(db: Queryable, checkout: CheckoutRecord): Promise<WireCheckout> {
    return toWireCheckout(await loadCheckoutView(deps, db, checkout, await loadStore(db)), context);
  }

  /** Changes a checkout that is still open, in one transaction. */
  async function change(
    caller: Caller,
    id: string,
    apply: (checkout: CheckoutRecord, tx: Queryable) => Promise<CheckoutState>,
  ): Promise<WireCheckout> {
    return deps.db.transaction(async (tx) => {
      const checkout = await accessible(tx, caller, id, true);
      assertOpen(checkout);
      const saved = await saveCheckoutState(tx, id, await apply(checkout, tx), deps.clock.now());
      const wire = await wireOf(tx, saved);
      await checkoutUpdated({ tx, clock: deps.clock, actor: eventActorOf(caller) }, wire);
      return wire;
    });
  }

  return {
    createFromCurrentCart: (caller, input) =>
      deps.db.transaction(async (tx) => {
        const owner = cartOwnerOf(caller);
        await carryOverVisitorCart(deps, tx, caller, () => loadStore(tx));
        const cart = await findActiveCart(tx, owner, { lock: true });
        if (!cart) throw cartNotFound();
        const { state } = cart;
        // Rule 41: a checkout needs at least one line, and no line may have quantity 0.
        if (state.lineItems.length === 0) {
          throw ApiError.precondition('CANT_CREATE_CHECKOUT_WITHOUT_ITEMS', 'The cart is empty');
        }
        if (state.lineItems.some((line) => line.quantity <= 0)) {
          throw ApiError.precondition('LINE_ITEM_WITH_ZERO_QUANTITY', 'A line item has quantity 0');
        }
        const found = cart.checkoutId ? await findCheckout(tx, cart.checkoutId, { lock: true }) : undefined;
        const existing = found && !found.completed && !found.orderId ? found : undefined;
        const previous = existing?.state;
        const email = input.email ?? state.email ?? previous?.email;
        // Rule 39: a buyer who is not logged in gives an email with an address.
        if ((input.shippingAddress || input.billingAddress) && owner.kind !== 'member' && !email) {
          throw ApiError.invalidField(
            'email',
            'is required with an address when the buyer is not logged in',
            'REQUIRED_FIELD',
          );
        }
        const contactDetails = state.contactInfo?.contactDetails;
        const shippingDestination = input.shippingAddress
          ? { address: input.shippingAddress, ...(contactDetails && { contactDetails }) }
          : (previous?.shippingDestination ?? state.contactInfo);
        const billingInfo = input.billingAddress
          ? { address: input.billingAddress, ...(contactDetails && { contactDetails }) }
          : previous?.billingInfo;
        // Rule 39: the body's shipping option counts only when the cart has none.
        const selected =
          state.selectedShippingOption ?? input.selectedShippingOption ?? previous?.selectedShippingOption;
        const next: CheckoutState = {
          lineItems: state.lineItems,
          ...(state.couponCode && { couponCode: state.couponCode }),
          ...(state.merchantDiscounts && { merchantDiscounts: state.merchantDiscounts }),
          ...(state.buyerNote && { buyerNote: state.buyerNote }),
          ...(email && { email }),
          ...(state.contactId && { contactId: state.contactId }),
          ...(billingInfo && { billingInfo }),
          ...(shippingDestination && { shippingDestination }),
          ...(selected && { selectedShippingOption: selected }),
          ...(state.businessLocationId && { businessLocationId: state.businessLocationId }),
          purchaseFlowId: cart.purchaseFlowId,
          createdBy: owner.kind === 'member' ? { memberId: owner.id } : { visitorId: owner.id },
        };
        const now = deps.clock.now();
        const events = { tx, clock: deps.clock, actor: eventActorOf(caller) };
        if (existing) {
          const saved = await saveCheckoutState(tx, existing.id, next, now, input.channelType);
          await checkoutUpdated(events, await wireOf(tx, saved));
          return { checkoutId: existing.id };
        }
        const created = await insertCheckout(
          tx,
          { id: randomUUID(), cartId: cart.id, owner, state: next, channelType: input.channelType },
          now,
        );
        await setCartCheckout(tx, cart.id, created.id);
        await checkoutCreated(events, await wireOf(tx, created));
        return { checkoutId: created.id };
      }),

    getCheckout: async (caller, id) => wireOf(deps.db, await accessible(deps.db, caller, id)),

    getCheckoutView: async (caller, id) =>
      loadCheckoutView(deps, deps.db, await accessible(deps.db, caller, id), await loadStore(deps.db)),

    updateCheckout: (caller, id, input) =>
      change(caller, id, async (checkout, tx) => {
        let state: CheckoutState = { ...checkout.state };
        const patch = input.checkout;
        state = withOptional(state, 'billingInfo', patch.billingInfo);
        state = withOptional(state, 'shippingDestination', patch.shippingInfo?.shippingDestination);
        state = withOptional(
          state,
          'selectedShippingOption',
          patch.shippingInfo?.selectedCarrierServiceOption,
        );
        state = withOptional(state, 'buyerNote', patch.buyerNote);
        if (patch.buyerInfo?.email) state.email = patch.buyerInfo.email;
        if (input.couponCode !== undefined) {
          if (!input.couponCode) return omit(state, 'couponCode');
          const store = await loadStore(tx);
          const buyer = await readBuyerInfo(tx, checkout.owner, {
            ...(state.email && { email: state.email }),
            ...(state.contactId && { contactId: state.contactId }),
          });
          const coupon = await assertCouponApplicable(
            tx,
            store.coupons,
            input.couponCode,
            couponCustomerOf(buyer),
            deps.clock.now(),
          );
          state.couponCode = coupon.code;
        }
        return state;
      }),

    removeCoupon: (caller, id) => change(caller, id, async (checkout) => omit(checkout.state, 'couponCode')),

    markCompleted: (caller, id) =>
      deps.db.transaction(async (tx) => {
        const checkout = await accessible(tx, caller, id, true);
        if (checkout.completed) return;
        const saved = await setCheckoutOrder(tx, id, { completed: true }, deps.clock.now());
        await checkoutCompleted(
          { tx, clock: deps.clock, actor: eventActorOf(caller) },
          await wireOf(tx, saved),
        );
      }),
  };
}

/**
 * Refuses changes to a checkout whose order exists (rule 43 and the order-creation codes of rule 46).
 * @param checkout - the checkout
 * @throws ApiError 428 `CHECKOUT_IS_COMPLETE` / `CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS`
 */
export function assertOpen(checkout: CheckoutRecord): void {
  if (checkout.completed) throw ApiError.precondition('CHECKOUT_IS_COMPLETE', 'The checkout is completed');
  if (checkout.orderId) {
    throw ApiError.precondition(
      'CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS',
      'An order was already created from this checkout',
      { orderId: checkout.orderId },
    );
  }
}

function omit<K extends keyof CheckoutState>(state: CheckoutState, key: K): CheckoutState {
  const { [key]: _removed, ...rest } = state;
  return rest as CheckoutState;
}

// `null` clears a field, `undefined` leaves it as it is.
function withOptional<K extends keyof CheckoutState>(
  state: CheckoutState,
  key: K,
  value: CheckoutState[K] | null | undefined,
): CheckoutState {
  if (value === undefined) return state;
  if (value === null) return omit(state, key);
  return { ...state, [key]: value };
}
