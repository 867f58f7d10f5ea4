/**
 * The current cart's calls (spec §7 "Current cart", business-rules §1A–1E). A change applies a pure change to the
 * cart's state (cart-model.ts), saves it with a new revision and appends `cart_created` / `cart_updated` with the
 * resulting wire cart. It runs optimistically (optimistic-change.ts: one conditional statement, no lock) and falls
 * back to one transaction that locks the cart row when it keeps losing races, or when the caller's visitor cart may
 * have to move over first (carry-over.ts locks both carts). Changes of one cart in this process take turns.
 */
import { type Caller, isStaff } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { assertCouponApplicable, usageOfCode } from '../checkout/coupon-redemptions';
import type { EstimateTotals, StorePricingConfig } from '../checkout/pricing';
import { loadStorePricing } from '../checkout/store-pricing';
import { createStorePricingReader } from '../checkout/store-pricing-cache';
import { cartOwnerOf, readBuyerInfo } from './buyer-info';
import { carryOverVisitorCart, mayCarryOver } from './carry-over';
import { cartCreated, cartDeleted, cartUpdated, eventActorOf } from './cart-events';
import { addCatalogLines, addCustomLines, type CartState, removeLines, setQuantities } from './cart-model';
import { createCartSaves } from './cart-saves';
import {
  type CartRecord,
  cartOwnerKey,
  deleteCartRow,
  ensureActiveCart,
  findActiveCart,
  saveCartState,
} from './cart-store';
import { createTurns } from './cart-turns';
import { type CartDeps, loadCartView, wireCartOf } from './cart-view';
import { toWireCart } from './cart-wire';
import { estimateForLines } from './estimate-for-lines';
import { createKnownCarts } from './known-carts';
import { checkCustomLines, type LineItemRequest, resolveNewCatalogLines } from './new-lines';
import {
  type ApplyChange,
  type ChangeContext,
  changeOptimistically,
  sameCartState,
} from './optimistic-change';
import { couponCustomerOf } from './priced-inputs';
import {
  type AddToCartInput,
  type EstimateTotalsRequest,
  MAX_CART_LINE_ITEMS,
  type UpdateCartInput,
} from './schema';

/** A wire cart. */
export type WireCart = Record<string, unknown>;

/** The current-cart operations, for the routes and the hosted pages. */
export interface CartService {
  getCurrentCart(caller: Caller): Promise<WireCart>;
  updateCurrentCart(caller: Caller, input: UpdateCartInput): Promise<WireCart>;
  addToCurrentCart(caller: Caller, input: AddToCartInput): Promise<WireCart>;
  removeLineItems(caller: Caller, lineItemIds: readonly string[]): Promise<WireCart>;
  removeCoupon(caller: Caller): Promise<WireCart>;
  updateLineItemsQuantity(
    caller: Caller,
    lines: readonly { id: string; quantity: number }[],
  ): Promise<WireCart>;
  estimateTotals(caller: Caller, input: EstimateTotalsRequest): Promise<EstimateTotals & { cart: WireCart }>;
  deleteCurrentCart(caller: Caller): Promise<void>;
}

/**
 * 404 `OWNED_CART_NOT_FOUND` (rule 3): the caller has no current cart.
 */
export function cartNotFound(): ApiError {
  return ApiError.notFound('OWNED_CART_NOT_FOUND', 'There is no current cart: add an item first');
}

/**
 * Creates the cart service.
 * @param deps - platform dependencies and the catalog service
 */
export function createCartService(deps: CartDeps): CartService {
  const loadStore = createStorePricingReader(loadStorePricing, deps.config);

  async function addLines(
    ctx: ChangeContext,
    caller: Caller,
    state: CartState,
    input: { lineItems: readonly LineItemRequest[]; customLineItems: AddToCartInput['customLineItems'] },
  ): Promise<CartState> {
    checkCustomLines(caller, input.customLineItems, ctx.store.currency);
    const resolved = await resolveNewCatalogLines(ctx.tx, deps.catalog, input.lineItems);
    const next = addCustomLines(addCatalogLines(state, resolved).state, input.customLineItems);
    if (next.lineItems.length > MAX_CART_LINE_ITEMS) {
      throw ApiError.precondition(
        'CART_LINE_ITEMS_LIMIT_EXCEEDED',
        `A cart holds at most ${MAX_CART_LINE_ITEMS} line items`,
        {
          limit: MAX_CART_LINE_ITEMS,
        },
      );
    }
    return next;
  }

  const known = createKnownCarts();
  const saves = createCartSaves(deps.db, deps.clock);
  const turns = createTurns();
  const turnOf = (caller: Caller) => cartOwnerKey(cartOwnerOf(caller));

  /** Runs a change on the caller's cart; `create` makes the cart when there is none. */
  async function change(
    caller: Caller,
    options: { create: boolean; keepSame?: boolean },
    apply: ApplyChange,
  ): Promise<WireCart> {
    return turns.run(turnOf(caller), async () => {
      if (!mayCarryOver(caller)) {
        const wire = await changeOptimistically(
          deps,
          known,
          loadStore,
          caller,
          { ...options, notFound: cartNotFound },
          apply,
          saves,
        );
        if (wire) return wire;
      }
      known.forget(cartOwnerOf(caller));
      return changeLocked(caller, options, apply);
    });
  }

  /** Runs a change on the caller's cart in one transaction that locks the cart row. */
  function changeLocked(
    caller: Caller,
    options: { create: boolean; keepSame?: boolean },
    apply: ApplyChange,
  ): Promise<WireCart> {
    const owner = cartOwnerOf(caller);
    return deps.db.transaction(async (tx) => {
      await carryOverVisitorCart(deps, tx, caller, () => loadStore(tx));
      const now = deps.clock.now();
      let cart: CartRecord | undefined;
      let created = false;
      if (options.create) ({ cart, created } = await ensureActiveCart(tx, owner, now));
      else cart = await findActiveCart(tx, owner, { lock: true });
      if (!cart) throw cartNotFound();
      const store = await loadStore(tx);
      const state = await apply({ tx, cart, store, now });
      if (!created && options.keepSame && sameCartState(cart.state, state))
        return wireCartOf(deps, tx, cart, store);
      const saved = await saveCartState(tx, cart, state, now);
      const wire = await wireCartOf(deps, tx, saved, store);
      const events = { tx, clock: deps.clock, actor: eventActorOf(caller) };
      await (created ? cartCreated(events, wire) : cartUpdated(events, wire));
      return wire;
    });
  }

  /** Reads the caller's cart, after moving a visitor cart over when the session started as a visitor. */
  async function readCart<T>(
    caller: Caller,
    read: (db: Queryable, cart: CartRecord, store: StorePricingConfig) => Promise<T>,
  ) {
    const owner = cartOwnerOf(caller);
    const run = async (db: Queryable) => {
      if (mayCarryOver(caller)) await carryOverVisitorCart(deps, db, caller, () => loadStore(db));
      const cart = await findActiveCart(db, owner);
      if (!cart) throw cartNotFound();
      return read(db, cart, await loadStore(db));
    };
    return mayCarryOver(caller) ? deps.db.transaction(run) : run(deps.db);
  }

  const currentCart = (caller: Caller) =>
    readCart(caller, (db, cart, store) => wireCartOf(deps, db, cart, store));

  return {
    getCurrentCart: currentCart,

    addToCurrentCart: (caller, input) =>
      change(caller, { create: true }, async (ctx) => {
        const location = input.businessLocationId;
        const current = ctx.cart.state.businessLocationId;
        // Rule 21: a cart tied to one business location takes no items for another.
        if (location && current && location !== current) {
          throw ApiError.precondition(
            'CART_IS_ALREADY_ASSOCIATED_WITH_DIFFERENT_LOCATION',
            'The cart belongs to another business location',
            { businessLocationId: current },
          );
        }
        const state = await addLines(ctx, caller, ctx.cart.state, input);
        return location ? { ...state, businessLocationId: location } : state;
      }),

    updateCurrentCart: (caller, input) =>
      // An update that asks for nothing is no update (rule 6 counts updates): same revision and updatedDate, no
      // cart_updated event; it still answers 404 when there is no cart. So is one that sets the values the cart
      // already has (`keepSame`), once its checks pass (a coupon is still checked).
      isEmptyCartUpdate(input)
        ? currentCart(caller)
        : change(
            caller,
            { create: input.lineItems.length + input.customLineItems.length > 0, keepSame: true },
            async (ctx) => {
              let state: CartState = { ...ctx.cart.state };
              const info = input.cartInfo;
              if (info) {
                // Rule 20: only a customer who is not logged in may set the contact id.
                if (info.buyerInfo?.contactId && caller.kind === 'member') {
                  throw ApiError.precondition(
                    'CAN_ONLY_UPDATE_CONTACT_ID_FOR_NOT_LOGGED_IN_CUSTOMER',
                    'A logged-in member cannot change the contact id of the cart',
                  );
                }
                state = withOptional(state, 'buyerNote', info.buyerNote);
                state = withOptional(state, 'contactInfo', info.contactInfo);
                state = withOptional(state, 'selectedShippingOption', info.selectedShippingOption);
                state = withOptional(state, 'businessLocationId', info.businessLocationId);
                if (info.buyerInfo?.email) state.email = info.buyerInfo.email;
                if (info.buyerInfo?.contactId) state.contactId = info.buyerInfo.contactId;
              }
              if (input.couponCode !== undefined) state = await applyCoupon(ctx, state, input.couponCode);
              if (input.merchantDiscounts !== undefined) {
                if (!isStaff(caller))
                  throw ApiError.forbidden('Merchant discounts need an owner or a contributor');
                state = input.merchantDiscounts.length
                  ? { ...state, merchantDiscounts: input.merchantDiscounts }
                  : omit(state, 'merchantDiscounts');
              }
              return addLines(ctx, caller, state, input);
            },
          ),

    removeLineItems: (caller, ids) =>
      change(caller, { create: false }, async (ctx) => removeLines(ctx.cart.state, ids)),

    removeCoupon: (caller) =>
      change(caller, { create: false }, async (ctx) => omit(ctx.cart.state, 'couponCode')),

    updateLineItemsQuantity: (caller, updates) =>
      change(caller, { create: false }, async (ctx) => {
        const view = await loadCartView(deps, ctx.tx, ctx.cart, ctx.store);
        const byId = new Map(view.lines.map((line) => [line.line.id, line]));
        const quantities = new Map<string, number>();
        updates.forEach((update, index) => {
          const line = byId.get(update.id);
          if (!line)
            throw ApiError.invalidField(`lineItems[${index}].id`, 'is not a line item of the cart', 'OTHER', {
              id: update.id,
            });
          // Rule 18: a quantity above the units left is stored as the units left (when any are left).
          const left = line.item?.trackQuantity ? line.item.quantity : undefined;
          quantities.set(
            update.id,
            left !== undefined && left > 0 ? Math.min(update.quantity, left) : update.quantity,
          );
        });
        return setQuantities(ctx.cart.state, quantities);
      }),

    estimateTotals: (caller, input) =>
      readCart(caller, async (db, cart, store) => {
        const view = await loadCartView(deps, db, cart, store);
        const { state } = cart;
        const couponUsage = await usageOfCode(
          db,
          store.coupons,
          state.couponCode,
          couponCustomerOf(view.buyer),
        );
        // Rule 26: the body's shipping option only stands in when the cart has none.
        const selected = state.selectedShippingOption ?? input.selectedShippingOption;
        const shippingAddress = input.shippingAddress ?? state.contactInfo?.address;
        const totals = estimateForLines({
          store,
          lines: view.lines,
          now: deps.clock.now(),
          ...(state.couponCode && { couponCode: state.couponCode }),
          ...(couponUsage && { couponUsage }),
          ...(state.merchantDiscounts && { merchantDiscounts: state.merchantDiscounts }),
          ...(selected && { selectedShippingOption: selected }),
          ...(shippingAddress && { shippingAddress }),
          ...(input.billingAddress && { billingAddress: input.billingAddress }),
          isMember: cart.owner.kind === 'member',
          ...(input.selectedMemberships && { selectedMemberships: input.selectedMemberships.memberships }),
          ...(input.calculateTax !== undefined && { calculateTax: input.calculateTax }),
          ...(input.calculateShipping !== undefined && { calculateShipping: input.calculateShipping }),
          ...(input.calculateAdditionalFees !== undefined && {
            calculateAdditionalFees: input.calculateAdditionalFees,
          }),
        });
        return { cart: toWireCart(view, { storefrontUrl: deps.config.webUrl }), ...totals };
      }),

    async deleteCurrentCart(caller) {
      const owner = cartOwnerOf(caller);
      await turns.run(turnOf(caller), () => {
        known.forget(owner);
        return deps.db.transaction(async (tx) => {
          await carryOverVisitorCart(deps, tx, caller, () => loadStore(tx));
          const cart = await findActiveCart(tx, owner, { lock: true });
          if (!cart) throw cartNotFound();
          const wire = await wireCartOf(deps, tx, cart, await loadStore(tx));
          await deleteCartRow(tx, cart.id);
          await cartDeleted({ tx, clock: deps.clock, actor: eventActorOf(caller) }, wire);
        });
      });
    },
  };

  async function applyCoupon(ctx: ChangeContext, state: CartState, code: string | null): Promise<CartState> {
    if (!code) return omit(state, 'couponCode');
    const buyer = await readBuyerInfo(ctx.tx, ctx.cart.owner, {
      ...(state.email && { email: state.email }),
      ...(state.contactId && { contactId: state.contactId }),
    });
    // Rule 34: one coupon at a time, a new code replaces the old one; rule 35: refused when it cannot be used.
    const coupon = await assertCouponApplicable(
      ctx.tx,
      ctx.store.coupons,
      code,
      couponCustomerOf(buyer),
      ctx.now,
    );
    return { ...state, couponCode: coupon.code };
  }
}

function omit<K extends keyof CartState>(state: CartState, key: K): CartState {
  const { [key]: _removed, ...rest } = state;
  return rest as CartState;
}

// `null` clears a field, `undefined` leaves it as it is.
function withOptional<K extends keyof CartState>(
  state: CartState,
  key: K,
  value: CartState[K] | null | undefined,
): CartState {
  if (value === undefined) return state;
  if (value === null) return omit(state, key);
  return { ...state, [key]: value };
}

/** True when a cart update sets nothing: no cart info, coupon, merchant discounts or lines. */
function isEmptyCartUpdate(input: UpdateCartInput): boolean {
  // The buyer's email and contact id are only applied when given (see updateCurrentCart).
  const setsInfo = Object.entries(input.cartInfo ?? {}).some(([key, value]) =>
    key === 'buyerInfo'
      ? Boolean(input.cartInfo?.buyerInfo?.email || input.cartInfo?.buyerInfo?.contactId)
      : value !== undefined,
  );
  return (
    !setsInfo &&
    input.couponCode === undefined &&
    input.merchantDiscounts === undefined &&
    input.lineItems.length + input.customLineItems.length === 0
  );
}
