/**
 * The abandoned-cart hook (spec §4 "Abandoned checkout and cart status: ABANDONED, RECOVERED"): a scheduled task
 * marks current carts with items that nobody touched for `BAZAAR_CART_ABANDON_MINUTES` (default 60) as abandoned,
 * once per cart, and appends `CartAbandonedEvent`. An order placed from such a cart later appends
 * `CartRecoveredEvent` (place-order.ts).
 */
import type { PlatformDeps } from '../../context';
import { formatMoney, parseDecimal, subtract, toDecimalString } from '../../money';
import { createCatalogService } from '../catalog';
import { findCoupon } from '../checkout/pricing';
import { loadStorePricing } from '../checkout/store-pricing';
import type { ScheduledTask } from '../events/scheduled-tasks';
import { cartAbandoned } from './cart-events';
import type { CartOwner, CartRecord } from './cart-store';
import { loadCartView } from './cart-view';

/** Carts handled per run; the rest wait for the next run. */
const BATCH = 200;

interface AbandonRow {
  id: string;
  owner_kind: CartOwner['kind'];
  owner_id: string;
  revision: number | string;
  state: CartRecord['state'];
  checkout_id: string | null;
  purchase_flow_id: string;
  created_at: Date;
  updated_at: Date;
}

/**
 * Marks untouched carts abandoned, each in its own transaction (the row is locked and checked again, so a cart
 * changed meanwhile is left alone).
 * @param deps - platform dependencies
 * @param now - the time of the run
 * @returns the ids of the carts marked
 */
export async function abandonUntouchedCarts(deps: PlatformDeps, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - deps.config.cartAbandonMinutes * 60_000);
  const candidates = await deps.db.query<{ id: string }>(
    // `updated_minute` (updated_at cut to the minute) is what carts_untouched indexes: see 0202_cart_hot_updates.sql.
    `select id from carts where status = 'ACTIVE' and abandoned_at is null and updated_minute <= $1 and updated_at <= $1
       and json_array_length(state->'lineItems') > 0
     order by updated_minute, updated_at, id limit ${BATCH}`,
    [cutoff],
  );
  const cartDeps = { ...deps, catalog: createCatalogService(deps) };
  const marked: string[] = [];
  for (const { id } of candidates) {
    const done = await deps.db.transaction(async (tx) => {
      const rows = await tx.query<AbandonRow>(
        `select id, owner_kind, owner_id, revision, state, checkout_id, purchase_flow_id, created_at, updated_at
         from carts where id = $1 and status = 'ACTIVE' and abandoned_at is null and updated_at <= $2 for update`,
        [id, cutoff],
      );
      const row = rows[0];
      if (!row) return false;
      await tx.query('update carts set abandoned_at = $2 where id = $1', [id, now]);
      const cart: CartRecord = {
        id: row.id,
        owner: { kind: row.owner_kind, id: row.owner_id },
        status: 'ACTIVE',
        revision: Number(row.revision),
        state: row.state,
        ...(row.checkout_id && { checkoutId: row.checkout_id }),
        purchaseFlowId: row.purchase_flow_id,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
      const store = await loadStorePricing(tx, deps.config);
      const view = await loadCartView(cartDeps, tx, cart, store);
      const currency = view.totals.currency;
      const subtotal = parseDecimal(view.totals.priceSummary.subtotal.amount, currency);
      const total = subtract(subtotal, parseDecimal(view.totals.priceSummary.discount.amount, currency));
      const coupon = cart.state.couponCode ? findCoupon(store.coupons, cart.state.couponCode) : undefined;
      await cartAbandoned(
        { tx, clock: deps.clock },
        {
          cartId: id,
          creationTime: row.created_at.toISOString(),
          abandonTime: now.toISOString(),
          buyerInfo: {
            id: row.owner_id,
            identityType: row.owner_kind === 'member' ? 'MEMBER' : 'VISITOR',
            ...(view.buyer.email && { email: view.buyer.email }),
          },
          itemsCount: cart.state.lineItems.reduce((sum, line) => sum + line.quantity, 0),
          ...(coupon && { couponId: coupon.id }),
          // The legacy event carries numbers (events.md "Gotchas"); amounts of at most 15 digits are exact.
          totals: {
            subtotal: Number(toDecimalString(subtotal)),
            total: Number(toDecimalString(total)),
            formattedTotal: formatMoney(total),
          },
        },
      );
      return true;
    });
    if (done) marked.push(id);
  }
  return marked;
}

/** The scheduled task (one line in `PLATFORM_TASKS`): checks every minute. */
export const cartAbandonmentTask: ScheduledTask = {
  name: 'cart-abandonment',
  intervalSeconds: 60,
  async run(deps, now) {
    await abandonUntouchedCarts(deps, now);
  },
};
