import { CHECKOUT_FORM_DETAILS, createFormBrowser } from '@bazaar/platform/testing';
import type { Storefront } from './storefront';

/** The Stores app id of catalog line items (reference/entities.md "CatalogReference"). */
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** What the hosted checkout's details form is filled with: the platform tests' details, with this buyer. */
const BUYER_DETAILS = {
  ...CHECKOUT_FORM_DETAILS,
  email: 'buyer@example.com',
  firstName: 'Bea',
  lastName: 'Buyer',
};

async function api(store: Storefront, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${store.baseUrl}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Places an order as a new visitor the way a shopper does, over real HTTP: cart, checkout, redirect session, then
 * the hosted checkout's forms (details, then the test card).
 *
 * @param store - the running storefront
 * @param productId - the product bought (one unit, no options)
 * @param cardNumber - the test card (`4000 0000 0000 3220` authorises only, `4242 4242 4242 4242` pays)
 * @param couponCode - a coupon applied to the cart before the checkout
 * @returns the order's id and number
 */
export async function placeOrder(
  store: Storefront,
  productId: string,
  cardNumber: string,
  couponCode?: string,
): Promise<{ id: string; number: string }> {
  // The web app's visitor: its OAuth app allows this origin's pages as checkout callbacks.
  const { accessToken } = await store.platform.seed.visitorTokens({
    clientId: store.platform.config.webClientId,
  });
  await api(store, accessToken, 'POST', '/ecom/v1/carts/current/add-to-cart', {
    lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
  });
  if (couponCode) await api(store, accessToken, 'PATCH', '/ecom/v1/carts/current', { couponCode });
  const { checkoutId } = await api(store, accessToken, 'POST', '/ecom/v1/carts/current/create-checkout', {
    channelType: 'WEB',
  });
  const session = await api(store, accessToken, 'POST', '/_api/redirects-api/v1/redirect-session', {
    ecomCheckout: { checkoutId },
    callbacks: { thankYouPageUrl: `${store.baseUrl}/thank-you` },
  });
  const browser = createFormBrowser((url, init) => fetch(url, init), store.baseUrl);
  const details = await browser.submit(
    await browser.get(session.redirectSession.fullUrl),
    BUYER_DETAILS,
    'details',
  );
  const paid = await browser.submit(
    details,
    { number: cardNumber, expiry: '12/30', cvc: '123', cardName: 'Bea Buyer' },
    'pay',
  );
  const orderId = paid.location ? new URL(paid.location).searchParams.get('orderId') : null;
  if (!orderId) throw new Error(`The hosted checkout placed no order (${paid.status})`);
  const { order } = await api(store, accessToken, 'GET', `/ecom/v1/orders/${orderId}`);
  return { id: order.id, number: String(order.number) };
}
