import { ApiKeyStrategy, createClient, currentCart } from '@bazaar/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createFakeCartServer, STORES_APP_ID } from '../test-support/fake-cart-server';
import { renderHooks } from '../test-support/render-hooks';
import { useCurrentCart } from './cart-hooks';
import {
  useAddToCart,
  useApplyCoupon,
  useCheckoutRedirect,
  useRemoveCartItems,
  useRemoveCoupon,
  useUpdateCartItemQuantity,
} from './cart-mutation-hooks';
import { cartQueries } from './cart-queries';

// The hooks are the factories bound to the provider's client: run them through the server renderer and drive the
// mutations they return against the fake cart server.

describe('cart hooks', () => {
  it('change the cached cart through the provider’s client and QueryClient', async () => {
    const server = createFakeCartServer();
    const queryClient = new QueryClient();
    const hooks = renderHooks(server.client, queryClient, () => ({
      add: useAddToCart(),
      quantity: useUpdateCartItemQuantity(),
      remove: useRemoveCartItems(),
      coupon: useApplyCoupon(),
      noCoupon: useRemoveCoupon(),
      checkout: useCheckoutRedirect(),
    }));
    const { queryKey } = cartQueries.currentCart(server.client);
    await hooks.add.mutateAsync({
      lineItems: [
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: 'p1' }, quantity: 1 },
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: 'p2' }, quantity: 1 },
      ],
    });
    await hooks.quantity.mutateAsync([{ _id: 'line-1', quantity: 4 }]);
    await hooks.remove.mutateAsync(['line-2']);
    await hooks.coupon.mutateAsync('SAVE10');
    expect(queryClient.getQueryData(queryKey)).toMatchObject({
      lineItems: [{ _id: 'line-1', quantity: 4 }],
      appliedDiscounts: [{ coupon: { code: 'SAVE10' } }],
    });
    await hooks.noCoupon.mutateAsync();
    expect(queryClient.getQueryData(queryKey)?.appliedDiscounts).toEqual([]);
    expect(await hooks.checkout.mutateAsync()).toBe('https://shop.test/checkout?id=chk-1');
    expect(server.quantities()).toEqual({ p1: 4 });
  });

  it('render the prefetched cart', async () => {
    const server = createFakeCartServer();
    server.seed({ p1: 3 });
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(cartQueries.currentCart(server.client));
    const { data } = renderHooks(server.client, queryClient, useCurrentCart);
    expect(data?.lineItems[0]).toMatchObject({ quantity: 3 });
  });

  it('name the module a client is missing', () => {
    const client = createClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), modules: {} });
    expect(() => renderHooks(client, new QueryClient(), useCurrentCart)).toThrow(
      'useCurrentCart needs the currentCart module',
    );
    const cartOnly = createClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), modules: { currentCart } });
    expect(() => renderHooks(cartOnly, new QueryClient(), useCheckoutRedirect)).toThrow(
      'useCheckoutRedirect needs the redirects module',
    );
  });
});
