import { type Cart, isApplicationError, isValidationError } from '@bazaar/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { bazaarKey, bazaarKeyPrefix } from '../query-keys';
import type { CartChange } from './optimistic-cart';

/** The cache key of the current cart (`['bazaar', 'currentCart', 'getCurrentCart', []]`). */
export const CURRENT_CART_KEY = bazaarKey('currentCart', 'getCurrentCart', []);
/** The key prefix of every totals estimate, refreshed after each cart change. */
export const ESTIMATE_KEY_PREFIX = bazaarKeyPrefix('currentCart', 'estimateCurrentCartTotals');

/**
 * Keeps the cached current cart equal to "the server's cart, plus the changes still in flight" (DESIGN.md §5: the
 * UI never waits for the cart). One per QueryClient.
 *
 * Why requests take turns: the server's answer to a change includes every change it handled before, so if
 * requests overlapped we could not tell which optimistic changes an answer (or a refetch) already holds — and would
 * show some twice. In turn, an answer holds exactly the changes sent before it, so each answer replaces the server
 * cart and only the changes queued after it are laid on top. A refetch takes its turn the same way.
 */
export interface CartSync {
  /**
   * Reads the server's cart in turn with the changes (the current-cart query's `queryFn`).
   *
   * @param fetchCart - fetches the server's cart (`null`: no cart yet)
   * @returns the cart to cache: the server's, with the changes queued after the read laid on top
   */
  read(fetchCart: () => Promise<Cart | null>): Promise<Cart | null>;
  /**
   * Shows a change in the cached cart at once, sends its request in turn, then shows the server's answer (with the
   * changes still queued on top). On failure the change is taken back out — other changes stay — and the error is
   * rethrown as it came; after a failure without a server verdict (network, 5xx) the cart is refetched, since the
   * change may have been applied.
   *
   * @param change - the optimistic change
   * @param send - sends the request
   * @param cartOf - the server cart in the answer (undefined: the answer holds no cart)
   * @returns the answer
   * @throws the request's error, unchanged (`ValidationError`, `ApplicationError`, …)
   */
  mutate<TResult>(
    change: CartChange,
    send: () => Promise<TResult>,
    cartOf: (result: TResult) => Cart | null | undefined,
  ): Promise<TResult>;
  /**
   * Runs a request once every change queued before it reached the server (a checkout must include them).
   *
   * @param send - sends the request
   * @returns its answer
   */
  after<TResult>(send: () => Promise<TResult>): Promise<TResult>;
  /** @returns how many changes are shown but not yet answered */
  pendingCount(): number;
}

const syncs = new WeakMap<QueryClient, CartSync>();

/**
 * The cart sync of a QueryClient (created on first use).
 *
 * @param queryClient - the cache
 * @returns its cart sync
 */
export function getCartSync(queryClient: QueryClient): CartSync {
  let sync = syncs.get(queryClient);
  if (!sync) {
    sync = createCartSync(queryClient);
    syncs.set(queryClient, sync);
  }
  return sync;
}

/**
 * Creates a cart sync over a QueryClient's current-cart entry; prefer {@link getCartSync}, which shares one per
 * client.
 *
 * @param queryClient - the cache
 * @returns the sync
 */
export function createCartSync(queryClient: QueryClient): CartSync {
  let turn: Promise<unknown> = Promise.resolve();
  const pending: Array<{ change: CartChange }> = [];
  // The server's cart as last seen; `undefined` = not known (never fetched).
  let server: Cart | null | undefined;

  function inTurn<TResult>(task: () => Promise<TResult>): Promise<TResult> {
    const run = turn.then(task);
    turn = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  const withChanges = (cart: Cart | null | undefined) =>
    cart === undefined ? undefined : pending.reduce<Cart | null>((shown, { change }) => change(shown), cart);

  function show() {
    const shown = withChanges(server);
    if (shown !== undefined) queryClient.setQueryData(CURRENT_CART_KEY, shown);
  }

  function settle(entry: { change: CartChange }) {
    pending.splice(pending.indexOf(entry), 1);
  }

  return {
    read(fetchCart) {
      // TanStack stores what this returns two microtasks after it resolves, before the next turn's request can
      // even start (so it cannot overwrite a newer answer; the 'instant answer' test guards this).
      return inTurn(async () => {
        server = await fetchCart();
        return withChanges(server) as Cart | null;
      });
    },

    mutate(change, send, cartOf) {
      // With nothing in flight the cache is the truth: it may have been hydrated or set by the app.
      if (pending.length === 0) server = queryClient.getQueryData<Cart | null>(CURRENT_CART_KEY);
      const entry = { change };
      pending.push(entry);
      show();
      return inTurn(async () => {
        try {
          const result = await send();
          const cart = cartOf(result);
          settle(entry);
          if (cart !== undefined) server = cart;
          show();
          void queryClient.invalidateQueries({ queryKey: ESTIMATE_KEY_PREFIX });
          return result;
        } catch (error) {
          settle(entry);
          show();
          // A 4xx verdict means the server refused the change; anything else leaves the server cart unknown.
          if (!isApplicationError(error) && !isValidationError(error)) {
            void queryClient.invalidateQueries({ queryKey: CURRENT_CART_KEY });
          }
          throw error;
        }
      });
    },

    after: (send) => inTurn(send),

    pendingCount: () => pending.length,
  };
}
