import { ApplicationError, type Cart, ConnectionError, ValidationError } from '@bazaar/sdk';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { BazaarMutationOptions } from '../options-types';
import { createFakeCartServer, STORES_APP_ID, settle } from '../test-support/fake-cart-server';
import { cartMutations } from './cart-mutations';
import { cartQueries } from './cart-queries';
import { CURRENT_CART_KEY, createCartSync, getCartSync } from './cart-sync';
import { isPendingLineItem } from './optimistic-cart';

const CART_PATH = '/ecom/v1/carts/current';
const ref = (catalogItemId: string) => ({ appId: STORES_APP_ID, catalogItemId });
const add = (catalogItemId: string, quantity = 1) => ({
  lineItems: [{ catalogReference: ref(catalogItemId), quantity }],
});
const unsubscribes: Array<() => void> = [];
afterEach(() => {
  while (unsubscribes.length) unsubscribes.pop()!();
});

/** A QueryClient with the current cart observed (as a mounted `useCurrentCart` would) over the fake server. */
async function setup(seed?: Record<string, number>) {
  const server = createFakeCartServer();
  if (seed) server.seed(seed);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cartOptions = cartQueries.currentCart(server.client);
  const observer = new QueryObserver(queryClient, cartOptions);
  unsubscribes.push(observer.subscribe(() => {}));
  await settle();
  // Runs a mutation the way useMutation does, through the mutation cache.
  const run = <TData, TVariables>(options: BazaarMutationOptions<TData, TVariables>, variables: TVariables) =>
    queryClient.getMutationCache().build(queryClient, options).execute(variables);
  const shown = () => queryClient.getQueryData(cartOptions.queryKey);
  const quantities = () =>
    Object.fromEntries(
      (shown()?.lineItems ?? []).map((line) => [line.catalogReference?.catalogItemId, line.quantity]),
    );
  const gets = () => server.fetch.requests.filter((r) => r.method === 'GET' && r.path === CART_PATH).length;
  return { server, client: server.client, queryClient, observer, run, shown, quantities, gets };
}

describe('cartQueries.currentCart', () => {
  it('answers null instead of an error while the visitor has no cart', async () => {
    const { shown, observer } = await setup();
    expect(shown()).toBeNull();
    expect(observer.getCurrentResult().status).toBe('success');
  });

  it('lets other errors through as the SDK raised them', async () => {
    const server = createFakeCartServer();
    server.failNext(`GET ${CART_PATH}`, {
      status: 403,
      json: { message: 'no', details: { applicationError: { code: 'FORBIDDEN' } } },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const error = await queryClient
      .fetchQuery(cartQueries.currentCart(server.client))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('cartMutations.addToCart', () => {
  it('shows an added item at once and settles on the server’s cart', async () => {
    const { server, client, queryClient, run, quantities } = await setup({ p1: 2 });
    server.holdAnswers();
    const done = run(cartMutations.addToCart(client), add('p1'));
    await settle();
    expect(server.held()).toHaveLength(1);
    expect(quantities()).toEqual({ p1: 3 });
    await server.releaseAll();
    expect((await done)?.lineItems[0]).toMatchObject({ _id: 'line-1', quantity: 3 });
    expect(quantities()).toEqual({ p1: 3 });
    expect(getCartSync(queryClient).pendingCount()).toBe(0);
  });

  it('shows the first item of a visitor without a cart as a pending line, then the server’s line', async () => {
    const { server, client, run, shown } = await setup();
    server.holdAnswers();
    const done = run(cartMutations.addToCart(client), {
      ...add('p9', 2),
      previews: [{ productName: { original: 'Blue mug' } }],
    });
    await settle();
    const pending = shown()!.lineItems[0]!;
    expect(pending).toMatchObject({ quantity: 2, productName: { original: 'Blue mug' } });
    expect(isPendingLineItem(pending)).toBe(true);
    // The preview is for the screen only: it is not sent.
    expect(server.held()[0]?.json).toEqual({ lineItems: [{ catalogReference: ref('p9'), quantity: 2 }] });
    await server.releaseAll();
    await done;
    expect(shown()!.lineItems).toEqual([expect.objectContaining({ _id: 'line-1', quantity: 2 })]);
  });

  it('builds on a cart put in the cache by the app (hydration, setQueryData) without fetching it', async () => {
    const server = createFakeCartServer();
    server.seed({ p1: 2 });
    const queryClient = new QueryClient();
    const { queryKey } = cartQueries.currentCart(server.client);
    const hydrated: Cart = {
      lineItems: [{ _id: 'line-1', quantity: 2, catalogReference: ref('p1') }],
    };
    queryClient.setQueryData(queryKey, hydrated);
    server.holdAnswers();
    const done = queryClient
      .getMutationCache()
      .build(queryClient, cartMutations.addToCart(server.client))
      .execute(add('p1'));
    await settle();
    expect(queryClient.getQueryData(queryKey)?.lineItems[0]?.quantity).toBe(3);
    await server.releaseAll();
    await done;
    expect(server.fetch.requests.map((r) => r.method)).toEqual(['POST']);
  });
});

describe('cart mutations in flight together', () => {
  it('send one request at a time, so rapid clicks are neither lost nor counted twice', async () => {
    const { server, client, run, quantities } = await setup({ p1: 2 });
    server.holdAnswers();
    const clicks = Array.from({ length: 5 }, () => run(cartMutations.addToCart(client), add('p1')));
    await settle();
    expect(quantities()).toEqual({ p1: 7 });
    for (let answered = 1; answered <= 5; answered++) {
      expect(server.held()).toHaveLength(1);
      await server.releaseNext();
      // Each answer holds exactly the clicks sent before it; the rest stay laid on top.
      expect(server.quantities()).toEqual({ p1: 2 + Math.min(answered + 1, 5) });
      expect(quantities()).toEqual({ p1: 7 });
    }
    await Promise.all(clicks);
    expect(server.maxInFlight()).toBe(1);
  });

  it('make a refetch wait for the changes sent before it, so it cannot show them twice', async () => {
    const { server, client, queryClient, run, quantities, gets } = await setup({ p1: 2 });
    server.holdAnswers();
    const done = run(cartMutations.addToCart(client), add('p1'));
    await settle();
    // The server has applied the add already; only its answer is held. A refetch now would see 3 and, with the
    // change laid on top, show 4.
    void queryClient.invalidateQueries({ queryKey: cartQueries.currentCart(client).queryKey });
    await settle();
    expect(gets()).toBe(1);
    expect(quantities()).toEqual({ p1: 3 });
    await server.releaseNext();
    await done;
    expect(gets()).toBe(2);
    await server.releaseNext();
    expect(quantities()).toEqual({ p1: 3 });
  });

  it('keep a change shown when a refetch sent before it answers with the older cart', async () => {
    const { server, client, queryClient, run, quantities } = await setup({ p1: 2 });
    server.holdAnswers();
    void queryClient.refetchQueries({ queryKey: cartQueries.currentCart(client).queryKey });
    await settle();
    const done = run(cartMutations.updateCartItemQuantity(client), [{ _id: 'line-1', quantity: 5 }]);
    await settle();
    expect(quantities()).toEqual({ p1: 5 });
    await server.releaseNext(); // the refetch: quantity 2 on the server
    expect(quantities()).toEqual({ p1: 5 });
    await server.releaseNext();
    await done;
    expect(quantities()).toEqual({ p1: 5 });
  });

  it('never let a refetch answered just before a change overwrite the change’s answer', async () => {
    const { server, client, queryClient, run, shown } = await setup({ p1: 2 });
    server.holdAnswers();
    void queryClient.refetchQueries({ queryKey: cartQueries.currentCart(client).queryKey });
    await settle();
    const done = run(cartMutations.updateCartItemQuantity(client), [{ _id: 'line-1', quantity: 5 }]);
    // The refetch's answer and then, without a pause, the change's.
    await server.releaseAll();
    await done;
    expect(shown()).toMatchObject({ revision: 2, lineItems: [{ quantity: 5 }] });
  });

  it('take back only the change that failed', async () => {
    const { server, client, run, quantities } = await setup({ p1: 2, p2: 1 });
    server.failNext(`POST ${CART_PATH}/update-line-items-quantity`, {
      status: 428,
      json: { message: 'stock', details: { applicationError: { code: 'INSUFFICIENT_INVENTORY' } } },
    });
    server.holdAnswers();
    const first = run(cartMutations.addToCart(client), add('p1'));
    const failing = run(cartMutations.updateCartItemQuantity(client), [{ _id: 'line-2', quantity: 9 }]).catch(
      (e: unknown) => e,
    );
    const last = run(cartMutations.addToCart(client), add('p1'));
    await settle();
    expect(quantities()).toEqual({ p1: 4, p2: 9 });
    await server.releaseNext();
    await server.releaseNext();
    expect(await failing).toMatchObject({ code: 'INSUFFICIENT_INVENTORY' });
    expect(quantities()).toEqual({ p1: 4, p2: 1 });
    await server.releaseAll();
    await Promise.all([first, last]);
    expect(quantities()).toEqual({ p1: 4, p2: 1 });
    expect(server.quantities()).toEqual({ p1: 4, p2: 1 });
  });
});

describe('a failed cart change', () => {
  it('is rolled back, and its typed error reaches the caller unchanged', async () => {
    const { server, client, run, quantities, gets } = await setup({ p1: 2 });
    server.failNext(`POST ${CART_PATH}/update-line-items-quantity`, {
      status: 400,
      json: {
        message: 'bad',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'lineItems[0].quantity', description: 'must be at least 1', violatedRule: 'MIN' },
            ],
          },
        },
      },
    });
    server.holdAnswers();
    const failing = run(cartMutations.updateCartItemQuantity(client), [{ _id: 'line-1', quantity: 0 }]).catch(
      (e: unknown) => e,
    );
    await settle();
    expect(quantities()).toEqual({ p1: 0 });
    await server.releaseAll();
    const error = await failing;
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).violations[0]).toMatchObject({ description: 'must be at least 1' });
    expect(quantities()).toEqual({ p1: 2 });
    // A 4xx is the server's verdict: nothing to refetch.
    await settle();
    expect(gets()).toBe(1);
  });

  it('refetches the cart when the server gave no verdict (network error)', async () => {
    const { server, client, run, quantities, gets } = await setup({ p1: 2 });
    server.failNext(`POST ${CART_PATH}/add-to-cart`, { networkError: true });
    const error = await run(cartMutations.addToCart(client), add('p1')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    await settle();
    expect(gets()).toBe(2);
    expect(quantities()).toEqual({ p1: 2 });
  });
});

describe('cartMutations.removeCartItems, applyCoupon and removeCoupon', () => {
  it('show removals and coupons at once and roll back a refused coupon', async () => {
    const { server, client, run, shown } = await setup({ p1: 2, p2: 1 });
    server.holdAnswers();
    const removal = run(cartMutations.removeCartItems(client), ['line-1']);
    const coupon = run(cartMutations.applyCoupon(client), 'SAVE10');
    await settle();
    expect(shown()?.lineItems.map((line) => line._id)).toEqual(['line-2']);
    expect(shown()?.appliedDiscounts).toEqual([{ coupon: { code: 'SAVE10' } }]);
    await server.releaseAll();
    await Promise.all([removal, coupon]);
    expect(shown()?.appliedDiscounts).toEqual([{ coupon: { _id: 'cp-1', code: 'SAVE10' } }]);

    await run(cartMutations.removeCoupon(client), undefined);
    expect(shown()?.appliedDiscounts).toEqual([]);
    const expired = await run(cartMutations.applyCoupon(client), 'EXPIRED').catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(ApplicationError);
    expect(expired).toMatchObject({ code: 'ERROR_COUPON_HAS_EXPIRED' });
    expect(shown()?.appliedDiscounts).toEqual([]);
  });
});

describe('cartQueries.estimateTotals', () => {
  it('is refreshed after each change, from the cart that includes it', async () => {
    const { server, client, queryClient, run } = await setup({ p1: 2 });
    const estimate = new QueryObserver(
      queryClient,
      cartQueries.estimateTotals(client, { calculateTax: false }),
    );
    unsubscribes.push(estimate.subscribe(() => {}));
    await settle();
    expect(estimate.getCurrentResult().data?.priceSummary?.subtotal?.amount).toBe('20.00');
    await run(cartMutations.addToCart(client), add('p1'));
    await settle();
    expect(estimate.getCurrentResult().data?.priceSummary?.subtotal?.amount).toBe('30.00');
    expect(server.fetch.requestsTo(`${CART_PATH}/estimate-totals`).at(-1)?.json).toEqual({
      calculateTax: false,
    });
  });
});

describe('cartMutations.checkoutRedirect', () => {
  it('creates the checkout after the changes queued before it and resolves to the hosted checkout URL', async () => {
    const { server, client, queryClient, run } = await setup();
    server.holdAnswers();
    const added = run(cartMutations.addToCart(client), add('p1'));
    const url = run(cartMutations.checkoutRedirect(client), {
      callbacks: { thankYouPageUrl: 'https://shop.test/thanks' },
    });
    await settle();
    expect(server.held().map((r) => r.path)).toEqual([`${CART_PATH}/add-to-cart`]);
    await server.releaseAll();
    await added;
    expect(await url).toBe('https://shop.test/checkout?id=chk-1');
    expect(server.fetch.requestsTo(`${CART_PATH}/create-checkout`)[0]?.json).toEqual({ channelType: 'WEB' });
    expect(server.fetch.requestsTo('/_api/redirects-api/v1/redirect-session')[0]?.json).toEqual({
      ecomCheckout: { checkoutId: 'chk-1' },
      callbacks: { thankYouPageUrl: 'https://shop.test/thanks' },
    });
    expect(queryClient.isMutating()).toBe(0);
  });
});

describe('createCartSync', () => {
  it('ends with the change’s answer when a read and the change after it are answered instantly', async () => {
    // Requests answered without any delay (an in-process server): the change's answer arrives within the same
    // microtask burst as the read's, and must still be what the cache ends with.
    const queryClient = new QueryClient();
    const sync = createCartSync(queryClient);
    const older: Cart = { revision: 1, lineItems: [] } as Cart;
    const newer: Cart = { revision: 2, lineItems: [] } as Cart;
    const read = queryClient.fetchQuery({
      queryKey: CURRENT_CART_KEY,
      queryFn: () => sync.read(() => Promise.resolve(older)),
    });
    const change = sync.mutate(
      (cart) => cart,
      () => Promise.resolve(newer),
      (cart) => cart,
    );
    await Promise.all([read, change]);
    expect(queryClient.getQueryData<Cart>(CURRENT_CART_KEY)?.revision).toBe(2);
  });
});
