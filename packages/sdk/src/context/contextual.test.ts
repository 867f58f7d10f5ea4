import { afterEach, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key-strategy';
import { createClient } from '../client/create-client';
import { ApplicationError, BazaarError } from '../errors/bazaar-error';
import { products } from '../modules/products/products';
import { P, sdkProduct, wireProduct } from '../modules/products/products-fixtures';
import { createRecordingFetch, type MockHandler } from '../testing/recording-fetch';
import { ambientContext, disableContext } from './ambient-context';
import { contextual } from './contextual';
import { fetchWithAuth } from './fetch-with-auth';

const NOT_AVAILABLE =
  'Wix context is not available. Make sure to initialize the Wix context before using SDK modules';
const ELEVATED_REQUIRED =
  'An elevated client is required to use elevated modules. Make sure to initialize the Wix context with an elevated client before using elevated SDK modules';

const productReply: MockHandler = (request) =>
  request.path.startsWith('/stores-reader/v1/products/missing')
    ? {
        status: 404,
        json: {
          message: 'Product not found',
          details: {
            applicationError: { code: 'PRODUCT_NOT_FOUND', description: 'no such product', data: {} },
          },
        },
      }
    : request.path.startsWith('/stores-reader/v1/products/query')
      ? { json: { products: [wireProduct()], metadata: { count: 1, offset: 0, total: 1 } } }
      : { json: { product: wireProduct() } };

/** A client on its own recording fetch, with the ambient-context entry bound, authorised by `apiKey`. */
function makeClient(apiKey: string, handler: MockHandler = productReply) {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey }),
    fetch,
    baseUrl: `http://${apiKey}.api`,
    headers: { 'x-extra': apiKey },
    modules: { products, context: ambientContext },
  });
  return { fetch, client };
}

// What a context error must be: the official text, a BazaarError with its stable code and no other class (a caller
// that retries system errors must not retry a setup mistake).
const contextError = (message: string, code: string) =>
  expect.toSatisfy(
    (error: unknown) =>
      error instanceof BazaarError &&
      Object.getPrototypeOf(error) === BazaarError.prototype &&
      error.message === message &&
      error.code === code,
  );
const thrownBy = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

afterEach(() => disableContext());

describe('contextual(module) with no ambient client', () => {
  it('throws "Wix context is not available" synchronously from every kind of entry, sending nothing', () => {
    const { fetch } = makeClient('a');
    const { getProduct, queryProducts } = contextual(products);
    expect(thrownBy(() => getProduct(P))).toEqual(contextError(NOT_AVAILABLE, 'CONTEXT_NOT_AVAILABLE'));
    expect(thrownBy(() => queryProducts())).toEqual(contextError(NOT_AVAILABLE, 'CONTEXT_NOT_AVAILABLE'));
    // With no context at all the official client also names the missing context, not the missing elevation.
    expect(thrownBy(() => contextual(products, { elevated: true }).getProduct(P))).toEqual(
      contextError(NOT_AVAILABLE, 'CONTEXT_NOT_AVAILABLE'),
    );
    expect(fetch.requests).toHaveLength(0);
  });

  it('does not depend on clients merely existing: a created client is not ambient until it enables the context', () => {
    makeClient('a');
    expect(() => contextual(products).getProduct(P)).toThrow(NOT_AVAILABLE);
  });
});

describe('contextual(module) through the ambient client', () => {
  it('sends the same request and returns the same converted result as the call through the client', async () => {
    const direct = makeClient('a');
    const ambient = makeClient('a');
    ambient.client.context.enableContext();
    const viaClient = await direct.client.products.getProduct(P, { includeMerchantSpecificData: true });
    const viaContext = await contextual(products).getProduct(P, { includeMerchantSpecificData: true });
    expect(viaContext).toEqual(viaClient);
    expect(viaContext).toEqual({ product: sdkProduct() });
    expect(ambient.fetch.requests).toEqual(direct.fetch.requests);
    expect(ambient.fetch.requests[0]).toMatchObject({
      method: 'GET',
      url: expect.stringMatching(/^http:\/\/a\.api\/stores-reader\/v1\/products\/p-1/),
      headers: { authorization: 'a', 'x-extra': 'a' },
    });
  });

  it('builds query builders on the ambient client', async () => {
    const { client, fetch } = makeClient('a');
    client.context.enableContext();
    const page = await contextual(products).queryProducts().limit(1).find();
    expect(page.items).toEqual([sdkProduct()]);
    expect(fetch.requests[0]?.path).toMatch(/^\/stores-reader\/v1\/products\/query-platformized\?\.r=/);
  });

  it('rejects with the same typed error as the call through the client', async () => {
    const direct = makeClient('a');
    const ambient = makeClient('a');
    ambient.client.context.enableContext();
    const viaClient = await direct.client.products.getProduct('missing').catch((error: unknown) => error);
    const viaContext = await contextual(products)
      .getProduct('missing')
      .catch((error: unknown) => error);
    expect(viaContext).toBeInstanceOf(ApplicationError);
    expect(viaContext).toMatchObject({ code: 'PRODUCT_NOT_FOUND', status: 404 });
    expect(viaContext).toEqual(viaClient);
  });

  it('switches to the client enabled last, for functions taken before the switch too', async () => {
    const first = makeClient('a');
    const second = makeClient('b');
    const { getProduct } = contextual(products);
    first.client.context.enableContext();
    await getProduct(P);
    second.client.context.enableContext();
    await getProduct(P);
    expect(first.fetch.requests).toHaveLength(1);
    expect(second.fetch.requests).toHaveLength(1);
    expect(second.fetch.requests[0]?.headers.authorization).toBe('b');
  });

  it('throws again once the context is disabled', async () => {
    const { client, fetch } = makeClient('a');
    client.context.enableContext({ elevated: true });
    client.context.enableContext();
    await contextual(products).getProduct(P);
    disableContext();
    expect(() => contextual(products).getProduct(P)).toThrow(NOT_AVAILABLE);
    expect(() => contextual(products, { elevated: true }).getProduct(P)).toThrow(NOT_AVAILABLE);
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('contextual(module, { elevated: true })', () => {
  it('throws "An elevated client is required" when only a plain client is enabled, even an API-key one', () => {
    // The official client counts only a client enabled with `{ elevated: true }`, whatever its strategy.
    const { client, fetch } = makeClient('a');
    client.context.enableContext();
    expect(thrownBy(() => contextual(products, { elevated: true }).getProduct(P))).toEqual(
      contextError(ELEVATED_REQUIRED, 'ELEVATED_CONTEXT_REQUIRED'),
    );
    expect(fetch.requests).toHaveLength(0);
  });

  it('calls through the elevated client, while plain calls keep the plain one', async () => {
    const visitor = makeClient('visitor');
    const admin = makeClient('admin');
    visitor.client.context.enableContext();
    admin.client.context.enableContext({ elevated: true });
    await contextual(products, { elevated: true }).getProduct(P);
    await contextual(products).getProduct(P);
    expect(admin.fetch.requests.map((request) => request.headers.authorization)).toEqual(['admin']);
    expect(visitor.fetch.requests.map((request) => request.headers.authorization)).toEqual(['visitor']);
  });

  it('does not serve plain calls: with only an elevated client they throw "Wix context is not available"', () => {
    const { client, fetch } = makeClient('admin');
    client.context.enableContext({ elevated: true });
    expect(thrownBy(() => contextual(products).getProduct(P))).toEqual(
      contextError(NOT_AVAILABLE, 'CONTEXT_NOT_AVAILABLE'),
    );
    expect(fetch.requests).toHaveLength(0);
  });
});

describe('fetchWithAuth (ambient)', () => {
  it('is the plain ambient client’s fetchWithAuth: its base URL and auth headers, the caller’s headers winning', async () => {
    const { client, fetch } = makeClient('a', () => ({ json: { ok: true } }));
    client.context.enableContext();
    const response = await fetchWithAuth('/custom/v1/thing', { headers: { 'x-mine': '1' } });
    expect(await response.json()).toEqual({ ok: true });
    expect(fetch.requests[0]).toMatchObject({
      url: 'http://a.api/custom/v1/thing',
      headers: { authorization: 'a', 'x-mine': '1' },
    });
  });

  it('throws "Wix context is not available" with no client, or with only an elevated one (as the official client)', () => {
    const { client, fetch } = makeClient('a');
    expect(thrownBy(() => fetchWithAuth('/x'))).toEqual(contextError(NOT_AVAILABLE, 'CONTEXT_NOT_AVAILABLE'));
    client.context.enableContext({ elevated: true });
    expect(thrownBy(() => fetchWithAuth('/x'))).toEqual(contextError(NOT_AVAILABLE, 'CONTEXT_NOT_AVAILABLE'));
    expect(fetch.requests).toHaveLength(0);
  });
});
