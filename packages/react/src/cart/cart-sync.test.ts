import { type Cart, ConnectionError, ValidationError } from '@bazaar/sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../test-support/fake-cart-server';
import { add, CART_PATH, observeCart, stopObservers } from '../test-support/observed-cart';
import { cartMutations } from './cart-mutations';
import { cartQueries } from './cart-queries';
import { CURRENT_CART_KEY, createCartSync } from './cart-sync';

afterEach(stopObservers);

describe('cart mutations in flight together', () => {
  it('send one request at a time, so rapid clicks are neither lost nor counted twice', async () => {
    const { server, client, run, quantities } = await observeCart({ p1: 2 });
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
    const { server, client, queryClient, run, quantities, gets } = await observeCart({ p1: 2 });
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
    const { server, client, queryClient, run, quantities } = await observeCart({ p1: 2 });
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
    const { server, client, queryClient, run, shown } = await observeCart({ p1: 2 });
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
    const { server, client, run, quantities } = await observeCart({ p1: 2, p2: 1 });
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
    const { server, client, run, quantities, gets } = await observeCart({ p1: 2 });
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
    const { server, client, run, quantities, gets } = await observeCart({ p1: 2 });
    server.failNext(`POST ${CART_PATH}/add-to-cart`, { networkError: true });
    const error = await run(cartMutations.addToCart(client), add('p1')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    await settle();
    expect(gets()).toBe(2);
    expect(quantities()).toEqual({ p1: 2 });
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
