import { ApiKeyStrategy, createClient, currentCart, redirects } from '@bazaar/sdk';
import { createRecordingFetch, type MockReply, type RecordedRequest } from '@bazaar/sdk/testing';

// A stand-in for the platform's cart module (which another branch is building): a recording fetch answering the
// current-cart calls with entities.md "Cart" wire shapes, applying each change when the request arrives — as a
// server does — and answering when the test lets it (`hold`).

interface WireLine {
  id: string;
  quantity: number;
  catalogReference: { catalogItemId: string; appId: string; options?: Record<string, unknown> };
  productName: { original: string };
  price: { amount: string; formattedAmount: string };
}

/** The Wix Stores app id (business-rules 10). */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CART = '/ecom/v1/carts/current';

/** A reply the test holds back until it calls `release`. */
interface Held {
  request: RecordedRequest;
  release(): void;
}

/**
 * Creates the fake cart server and an SDK client talking to it. Answers come at once until `holdAnswers()`.
 *
 * @returns the server's state, controls and client
 */
export function createFakeCartServer() {
  let cart: { id: string; revision: number; lineItems: WireLine[]; appliedDiscounts: unknown[] } | undefined;
  let lines = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const held: Held[] = [];
  const failures: Array<{ route: string; reply: MockReply }> = [];
  let hold = false;

  const wire = () => ({ cart: structuredClone(cart) });
  // business-rules 6: every change raises the cart's revision.
  const changed = () => {
    cart!.revision++;
    return { json: wire() };
  };
  const notFound = {
    status: 404,
    json: {
      message: 'no cart',
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'no cart' } },
    },
  };

  function apply(request: RecordedRequest): MockReply {
    const route = `${request.method} ${request.path.split('?')[0]}`;
    const failure = failures.findIndex((entry) => entry.route === route);
    if (failure >= 0) return failures.splice(failure, 1)[0]!.reply;
    const body = request.json ?? {};
    switch (route) {
      case `GET ${CART}`:
        return cart ? { json: wire() } : notFound;
      case `POST ${CART}/add-to-cart`: {
        cart ??= { id: 'cart-1', revision: 0, lineItems: [], appliedDiscounts: [] };
        for (const item of body.lineItems ?? []) {
          const same = cart.lineItems.find(
            (line) =>
              line.catalogReference.catalogItemId === item.catalogReference.catalogItemId &&
              JSON.stringify(line.catalogReference.options ?? {}) ===
                JSON.stringify(item.catalogReference.options ?? {}),
          );
          if (same) same.quantity += item.quantity;
          else {
            const name = `Product ${item.catalogReference.catalogItemId}`;
            cart.lineItems.push({
              id: `line-${++lines}`,
              quantity: item.quantity,
              catalogReference: item.catalogReference,
              productName: { original: name },
              price: { amount: '10.00', formattedAmount: '$10.00' },
            });
          }
        }
        return changed();
      }
      case `POST ${CART}/update-line-items-quantity`:
        if (!cart) return notFound;
        for (const update of body.lineItems ?? []) {
          const line = cart.lineItems.find((candidate) => candidate.id === update.id);
          if (line) line.quantity = update.quantity;
        }
        return changed();
      case `POST ${CART}/remove-line-items`:
        if (!cart) return notFound;
        cart.lineItems = cart.lineItems.filter((line) => !(body.lineItemIds ?? []).includes(line.id));
        return changed();
      case `PATCH ${CART}`:
        if (!cart) return notFound;
        if (body.couponCode === 'EXPIRED') {
          return {
            status: 428,
            json: {
              message: 'expired',
              details: { applicationError: { code: 'ERROR_COUPON_HAS_EXPIRED', description: 'expired' } },
            },
          };
        }
        if (body.couponCode) cart.appliedDiscounts = [{ coupon: { id: 'cp-1', code: body.couponCode } }];
        return changed();
      case `POST ${CART}/remove-coupon`:
        if (!cart) return notFound;
        cart.appliedDiscounts = [];
        return changed();
      case `POST ${CART}/estimate-totals`: {
        if (!cart) return notFound;
        const count = cart.lineItems.reduce((sum, line) => sum + line.quantity, 0);
        return { json: { ...wire(), priceSummary: { subtotal: { amount: `${count * 10}.00` } } } };
      }
      case `POST ${CART}/create-checkout`:
        return cart?.lineItems.length
          ? { json: { checkoutId: 'chk-1' } }
          : {
              status: 428,
              json: { message: 'empty', details: { applicationError: { code: 'EMPTY_CART' } } },
            };
      case 'POST /_api/redirects-api/v1/redirect-session':
        return {
          json: {
            redirectSession: {
              id: 'rs-1',
              fullUrl: `https://shop.test/checkout?id=${body.ecomCheckout?.checkoutId}`,
            },
          },
        };
      default:
        return { status: 404, json: { message: `no route ${route}` } };
    }
  }

  const fetch = createRecordingFetch(async (request) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    // The change happens when the request arrives; only the answer waits.
    const reply = apply(request);
    if (hold) await new Promise<void>((release) => held.push({ request, release }));
    inFlight--;
    return reply;
  });

  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'test-key' }),
    baseUrl: 'http://shop.test',
    fetch,
    retries: 0,
    modules: { currentCart, redirects },
  });

  return {
    client,
    fetch,
    /** The server's line quantities by catalog item id. */
    quantities: () =>
      Object.fromEntries(
        (cart?.lineItems ?? []).map((line) => [line.catalogReference.catalogItemId, line.quantity]),
      ),
    /** Seeds the server's cart with one line per item id (quantity given). */
    seed(items: Record<string, number>) {
      cart = { id: 'cart-1', revision: 1, lineItems: [], appliedDiscounts: [] };
      for (const [catalogItemId, quantity] of Object.entries(items)) {
        cart.lineItems.push({
          id: `line-${++lines}`,
          quantity,
          catalogReference: { catalogItemId, appId: STORES_APP_ID },
          productName: { original: `Product ${catalogItemId}` },
          price: { amount: '10.00', formattedAmount: '$10.00' },
        });
      }
    },
    /** Makes the next request to `route` (`'POST /ecom/…'`) fail with this reply, without changing the cart. */
    failNext(route: string, reply: MockReply) {
      failures.push({ route, reply });
    },
    /** Requests whose answer is held, oldest first. */
    held: () => held.map((entry) => entry.request),
    /** Lets the oldest held answer through and waits until the client has handled it. */
    async releaseNext() {
      const next = held.shift();
      if (!next) throw new Error('no held answer');
      next.release();
      await settle();
    },
    /** Holds every answer from now on, until released. */
    holdAnswers() {
      hold = true;
    },
    /** Stops holding answers and lets the held ones through. */
    async releaseAll() {
      hold = false;
      while (held.length) held.shift()!.release();
      await settle();
    },
    /** The most requests that were ever in flight at once. */
    maxInFlight: () => maxInFlight,
  };
}

/** Waits until pending promise callbacks and one timer turn have run (the cart sync holds turns across one). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
