// Checkouts ready to become orders, for the place order load of platform-load.bench.ts and profile-platform.ts:
// every create-order needs a checkout of its own, prepared beforehand over HTTP as a storefront visitor makes it
// (a new visitor, one item in the cart, create-checkout, then buyer email, billing and shipping address).
import { STORES_APP_ID } from './demo-platform';

const PORTLAND = { country: 'US', subdivision: 'US-OR', city: 'Portland', postalCode: '97201' };

/** A checkout to place an order from, and its visitor's token. */
export interface PreparedCheckout {
  token: string;
  id: string;
}

/**
 * One JSON call to the platform; throws on a non-2xx answer.
 * @param baseUrl - where the platform listens
 * @param token - the authorization header ('' for none)
 */
export async function callPlatform(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<any> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as any;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/** A cart line of one unit of a catalog product without options. */
export const orderLine = (productId: string) => ({
  catalogReference: { appId: STORES_APP_ID, catalogItemId: productId },
  quantity: 1,
});

/**
 * Ids of the demo catalog's products without options whose inventory is not tracked (orders never run out).
 * @param token - any caller's authorization (a visitor's or the API key)
 */
export async function untrackedPlainProducts(baseUrl: string, token: string): Promise<string[]> {
  const encode = (query: unknown) => Buffer.from(JSON.stringify(query)).toString('base64url');
  const { products } = await callPlatform(
    baseUrl,
    token,
    'GET',
    `/stores-reader/v1/products/query-platformized?.r=${encode({ query: { paging: { limit: 100 } } })}`,
  );
  return (products as Array<{ id: string; productOptions: unknown[]; stock: { trackInventory: boolean } }>)
    .filter((product) => product.productOptions.length === 0 && !product.stock.trackInventory)
    .map((product) => product.id);
}

/**
 * Prepares `amount` checkouts, 16 at a time: a checkout takes its visitor's cart, so each gets a new visitor.
 * @param platform - where the platform listens and the client id of its anonymous tokens
 * @param productId - the product each cart holds one unit of (untracked, so that no order runs out of stock)
 */
export async function prepareCheckouts(
  platform: { baseUrl: string; clientId: string },
  productId: string,
  amount: number,
): Promise<PreparedCheckout[]> {
  const checkouts: PreparedCheckout[] = [];
  const call = (token: string, method: string, path: string, body?: unknown) =>
    callPlatform(platform.baseUrl, token, method, path, body);
  const prepare = async () => {
    const { access_token: token } = await call('', 'POST', '/oauth2/token', {
      clientId: platform.clientId,
      grantType: 'anonymous',
    });
    await call(token, 'POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [orderLine(productId)] });
    const { checkoutId } = await call(token, 'POST', '/ecom/v1/carts/current/create-checkout', {
      channelType: 'WEB',
    });
    await call(token, 'PATCH', `/ecom/v1/checkouts/${checkoutId}`, {
      checkout: {
        buyerInfo: { email: 'load@example.com' },
        billingInfo: { address: PORTLAND, contactDetails: { firstName: 'Load' } },
        shippingInfo: { shippingDestination: { address: PORTLAND } },
      },
    });
    checkouts.push({ token, id: checkoutId as string });
  };
  for (let i = 0; i < amount; i += 16)
    await Promise.all(Array.from({ length: Math.min(16, amount - i) }, prepare));
  return checkouts;
}

/** The create-order request of a prepared checkout. */
export const placeOrderRequest = (checkout: PreparedCheckout) => ({
  method: 'POST' as const,
  path: `/ecom/v1/checkouts/${checkout.id}/create-order`,
  headers: { authorization: checkout.token, 'content-type': 'application/json' },
  body: '{}',
});
