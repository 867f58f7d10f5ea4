import { ApplicationError } from '@bazaar/sdk';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCartServer, settle } from '../test-support/fake-cart-server';
import { add, CART_PATH, observeCart, stopObservers } from '../test-support/observed-cart';
import { cartMutations } from './cart-mutations';
import { cartQueries } from './cart-queries';

afterEach(stopObservers);

describe('cartQueries.currentCart', () => {
  it('answers null instead of an error while the visitor has no cart', async () => {
    const { shown, observer } = await observeCart();
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

describe('cartQueries.estimateTotals', () => {
  it('is refreshed after each change, from the cart that includes it', async () => {
    const { server, client, queryClient, run } = await observeCart({ p1: 2 });
    const estimate = new QueryObserver(
      queryClient,
      cartQueries.estimateTotals(client, { calculateTax: false }),
    );
    const stop = estimate.subscribe(() => {});
    await settle();
    expect(estimate.getCurrentResult().data?.priceSummary?.subtotal?.amount).toBe('20.00');
    await run(cartMutations.addToCart(client), add('p1'));
    await settle();
    expect(estimate.getCurrentResult().data?.priceSummary?.subtotal?.amount).toBe('30.00');
    expect(server.fetch.requestsTo(`${CART_PATH}/estimate-totals`).at(-1)?.json).toEqual({
      calculateTax: false,
    });
    stop();
  });
});
