import { createClient, createCookieTokenStorage, currentCart, OAuthStrategy, redirects } from '@bazaar/sdk';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCurrentCart, useEstimateCartTotals } from './cart/cart-hooks';
import { useAddToCart } from './cart/cart-mutation-hooks';
import { cartQueries } from './cart/cart-queries';
import { BazaarProvider } from './index';
import { useSession } from './session/session-hooks';
import { createFakeCartServer } from './test-support/fake-cart-server';

// Server rendering: the package imports without a `window` (this project runs in Node), a request's session comes
// from its Cookie header, and hooks render what was prefetched — also after the cache went through JSON.

function Storefront() {
  const { loggedIn, role } = useSession();
  const { data: cart } = useCurrentCart();
  const totals = useEstimateCartTotals();
  useAddToCart();
  return (
    <main>
      <p>{loggedIn ? `Signed in (${role})` : `Guest (${role})`}</p>
      <ul>
        {cart?.lineItems.map((line) => (
          <li key={line._id}>{`${line.productName?.original} × ${line.quantity}`}</li>
        ))}
      </ul>
      <p>{totals.isPending ? 'Totals: …' : `Totals: ${totals.data?.priceSummary?.subtotal?.amount}`}</p>
    </main>
  );
}

function requestClient(cookie: string, fetch: ReturnType<typeof createFakeCartServer>['fetch']) {
  const tokenStorage = createCookieTokenStorage({ cookie });
  const auth = OAuthStrategy({ clientId: 'shop', tokenStorage });
  return createClient({ auth, baseUrl: 'http://shop.test', fetch, modules: { currentCart, redirects } });
}

describe('server rendering', () => {
  it('renders prefetched data and the cookie’s session, after a dehydrate → JSON → hydrate round trip', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const server = createFakeCartServer();
    server.seed({ p1: 2 });
    const tokens = {
      accessToken: { value: 'member-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: 'member-refresh', role: 'member' },
    };
    const cookie = `theme=dark; bazaar_tokens=${encodeURIComponent(JSON.stringify(tokens))}`;

    // On the server, per request.
    const client = requestClient(cookie, server.fetch);
    const serverCache = new QueryClient();
    await serverCache.prefetchQuery(cartQueries.currentCart(client));
    const html = renderToString(
      <BazaarProvider client={client} queryClient={serverCache}>
        <Storefront />
      </BazaarProvider>,
    );
    expect(html).toContain('Signed in (member)');
    expect(html).toContain('Product p1 × 2');
    // The cart request carried the cookie's access token: the session came from the request.
    expect(server.fetch.requests[0]?.headers.authorization).toBe('member-access');
    const state = JSON.parse(JSON.stringify(dehydrate(serverCache)));

    // In the browser: a fresh cache hydrated from the serialised state renders the same, without fetching.
    const requestsBefore = server.fetch.requests.length;
    const browserHtml = renderToString(
      <BazaarProvider client={requestClient(cookie, server.fetch)} queryClient={new QueryClient()}>
        <HydrationBoundary state={state}>
          <Storefront />
        </HydrationBoundary>
      </BazaarProvider>,
    );
    expect(browserHtml).toContain('Product p1 × 2');
    expect(browserHtml).toContain('Totals: …');
    expect(server.fetch.requests).toHaveLength(requestsBefore);
  });

  it('renders a guest without a session cookie and without any request', () => {
    const server = createFakeCartServer();
    const html = renderToString(
      <BazaarProvider client={requestClient('', server.fetch)}>
        <Storefront />
      </BazaarProvider>,
    );
    expect(html).toContain('Guest (none)');
    expect(server.fetch.requests).toHaveLength(0);
  });
});
