import { ApplicationError, type Cart } from '@bazaar/sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCartServer, settle } from '../test-support/fake-cart-server';
import { add, CART_PATH, observeCart, ref, stopObservers } from '../test-support/observed-cart';
import { cartMutations } from './cart-mutations';
import { cartQueries } from './cart-queries';
import { getCartSync } from './cart-sync';
import { isPendingLineItem } from './optimistic-cart';

afterEach(stopObservers);

describe('cartMutations.addToCart', () => {
  it('shows an added item at once and settles on the server’s cart', async () => {
    const { server, client, queryClient, run, quantities } = await observeCart({ p1: 2 });
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
    const { server, client, run, shown } = await observeCart();
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

describe('cartMutations.removeCartItems, applyCoupon and removeCoupon', () => {
  it('show removals and coupons at once and roll back a refused coupon', async () => {
    const { server, client, run, shown } = await observeCart({ p1: 2, p2: 1 });
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

describe('cartMutations.checkoutRedirect', () => {
  it('creates the checkout after the changes queued before it and resolves to the hosted checkout URL', async () => {
    const { server, client, queryClient, run } = await observeCart();
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
