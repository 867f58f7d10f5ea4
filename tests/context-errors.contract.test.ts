import { seedDemo } from '@bazaar/platform';
import {
  ambientContext,
  ApiKeyStrategy as BazaarApiKeyStrategy,
  fetchWithAuth as bazaarFetchWithAuth,
  products as bazaarProducts,
  contextual,
  createClient as createBazaarClient,
  disableContext,
} from '@bazaar/sdk';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { elevate, fetchWithAuth } from '@wix/sdk/context';
import { products } from '@wix/stores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ContractPlatform, startContractPlatform } from './support/contract-platform';
import { createRewritingFetch } from './support/rewrite-fetch';

// The ambient context (reference/errors.md §4) side by side: our `ambientContext` / `contextual` / `fetchWithAuth`
// and the official `client.enableContext('global', …)` with its contextual modules, `elevate` and `fetchWithAuth`.
// Each situation where the official client throws a context error must throw the same text from ours; a call
// through each ambient client must reach the platform like a call through the client.
// Not compared: with no context at all the official REST modules (sdk-runtime context-v2) return their unbound
// function instead of throwing; ours throws "Wix context is not available", the text the official runtime uses for
// a missing context everywhere else (resolveContext, v1 modules). And "fetchWithAuth is not available in this
// context" comes only from a host-provided context (`__wix_context__.initWixModules`, Wix-hosted sites), which
// Bazaar has no equivalent of, so ours never throws it.

let server: ContractPlatform;
let apiKey = '';
const official = globalThis as { __wix_context__?: unknown };

beforeAll(async () => {
  server = await startContractPlatform();
  await seedDemo(server.platform.deps);
  apiKey = (await server.platform.seed.apiKey()).key;
});
afterEach(() => {
  disableContext();
  official.__wix_context__ = undefined;
});
afterAll(() => server?.close());

const officialClient = () =>
  createClient({
    auth: ApiKeyStrategy({ apiKey, siteId: 'local-site' }),
    modules: {},
    fetch: createRewritingFetch(server.baseUrl, fetch),
  });
const bazaarClient = () =>
  createBazaarClient({
    auth: BazaarApiKeyStrategy({ apiKey, siteId: 'local-site' }),
    baseUrl: server.baseUrl,
    modules: { context: ambientContext },
  });
const messageOf = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('context errors, ours and the official client', () => {
  it('an elevated call with only a plain client enabled: "An elevated client is required…"', () => {
    officialClient().enableContext('global');
    bazaarClient().context.enableContext();
    const theirs = messageOf(() => elevate(products.getProduct)('any'));
    expect(theirs).toMatch(/^An elevated client is required/);
    expect(messageOf(() => contextual(bazaarProducts, { elevated: true }).getProduct('any'))).toBe(theirs);
  });

  it('a plain call with only an elevated client enabled: "Wix context is not available…"', () => {
    officialClient().enableContext('global', { elevated: true });
    bazaarClient().context.enableContext({ elevated: true });
    const theirs = messageOf(() => products.getProduct('any'));
    expect(theirs).toMatch(/^Wix context is not available/);
    expect(messageOf(() => contextual(bazaarProducts).getProduct('any'))).toBe(theirs);
  });

  it('fetchWithAuth with only an elevated client enabled: "Wix context is not available…"', () => {
    officialClient().enableContext('global', { elevated: true });
    bazaarClient().context.enableContext({ elevated: true });
    const theirs = messageOf(() => fetchWithAuth('/stores-reader/v1/products/query'));
    expect(theirs).toMatch(/^Wix context is not available/);
    expect(messageOf(() => bazaarFetchWithAuth('/stores-reader/v1/products/query'))).toBe(theirs);
  });

  it('reaches the platform through either ambient client, plain and elevated, for the same product', async () => {
    const officialAdmin = officialClient();
    officialAdmin.enableContext('global');
    officialAdmin.enableContext('global', { elevated: true });
    const bazaarAdmin = bazaarClient();
    bazaarAdmin.context.enableContext();
    bazaarAdmin.context.enableContext({ elevated: true });
    const { items } = await contextual(bazaarProducts).queryProducts().limit(1).find();
    const id = items[0]!._id!;
    const ours = await contextual(bazaarProducts).getProduct(id);
    const oursElevated = await contextual(bazaarProducts, { elevated: true }).getProduct(id);
    const theirs = await products.getProduct(id);
    const theirsElevated = await elevate(products.getProduct)(id);
    expect(ours.product?._id).toBe(id);
    expect([ours.product?.name, oursElevated.product?.name, theirsElevated.product?.name]).toEqual([
      theirs.product?.name,
      theirs.product?.name,
      theirs.product?.name,
    ]);
  });
});
