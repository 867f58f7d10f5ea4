import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_ID } from './product-state';
import { type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

// Spec §6: catalog writes are owner-level. Staff (owners, contributors, API keys) may write; visitors and members
// get 403, and a request without a token 401 (the requireStaff guard). Reads are open to everyone.

let kit: CatalogTestKit;
let product: string;
let collection: string;
beforeAll(async () => {
  kit = await createCatalogTestKit();
  const created = await kit.call('POST', '/stores/v1/products', {
    body: {
      product: {
        name: 'Guarded',
        priceData: { price: 1 },
        productOptions: [{ name: 'Size', choices: [{ value: 'S' }] }],
      },
    },
  });
  product = created.body.product.id;
  collection = (
    await kit.call('POST', '/stores/v1/collections', { body: { collection: { name: 'Guarded' } } })
  ).body.collection.id;
});
afterAll(() => kit.close());

type Call = [method: string, path: string, body?: unknown];
const P = '/stores/v1/products/{product}';
const C = '/stores/v1/collections/{collection}';
const fill = (text: string) => text.replaceAll('{product}', product).replaceAll('{collection}', collection);

const WRITES: Call[] = [
  ['POST', '/stores/v1/products', { product: { name: 'x', priceData: { price: 1 } } }],
  ['PATCH', P, { product: { name: 'y' } }],
  ['DELETE', P],
  ['PATCH', `${P}/variants`, { variants: [{ choices: {}, price: 2 }] }],
  ['POST', `${P}/variants/resetToDefault`, {}],
  ['POST', `${C}/productIds`, { productIds: ['{product}'] }],
  ['POST', `${C}/productIds/delete`, { productIds: ['{product}'] }],
  ['POST', `${P}/media`, { media: [{ url: 'https://x/y.png' }] }],
  ['POST', `${P}/media/delete`, { mediaIds: [] }],
  ['PATCH', `${P}/choices/media`, { media: [{ option: 'Size', choice: 'S' }] }],
  ['POST', `${P}/choices/media/delete`, { media: [{ option: 'Size', choice: 'S' }] }],
  ['DELETE', `${P}/options`],
  ['POST', `${P}/remove-brand`, {}],
  ['POST', `${P}/remove-ribbon`, {}],
  ['POST', '/stores/v1/collections', { collection: { name: 'x' } }],
  ['PATCH', C, { collection: { name: 'y' } }],
  ['DELETE', C],
  ['POST', '/stores/v1/bulk/products/update', { ids: ['{product}'], set: { price: 3 } }],
  [
    'POST',
    '/stores/v1/bulk/products/adjust-properties',
    { ids: ['{product}'], adjust: { price: { amount: 1 } } },
  ],
  [
    'PATCH',
    '/stores/v2/inventoryItems/product/{product}',
    { inventoryItem: { variants: [{ variantId: DEFAULT_VARIANT_ID, inStock: false }] } },
  ],
  ['POST', '/bazaar/v1/media', {}],
];

describe('catalog writes', () => {
  it.each(WRITES)(
    '%s %s answers 401 without a token and 403 to visitors and members',
    async (method, path, body) => {
      const statuses = [];
      for (const as of ['anonymous', 'visitor', 'member'] as const) {
        const res = await kit.call(method, fill(path), {
          as,
          body: body && JSON.parse(fill(JSON.stringify(body))),
        });
        statuses.push(res.status);
        if (res.status === 403) expect(res.body.details.applicationError.code).toBe('PERMISSION_DENIED');
      }
      expect(statuses).toEqual([401, 403, 403]);
    },
  );

  it('lets contributors and owners write, like API keys', async () => {
    for (const as of ['contributor', 'owner', 'apiKey'] as const) {
      const res = await kit.call('POST', '/stores/v1/collections', {
        as,
        body: { collection: { name: `By ${as}` } },
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('catalog reads', () => {
  it('answer anonymous callers, visitors and members alike', async () => {
    const reads: [string, string, unknown?][] = [
      ['GET', `/stores-reader/v1/products/${product}`],
      ['POST', '/stores-reader/v1/products/query-platformized', { query: {} }],
      ['POST', `/stores-reader/v1/products/${product}/productOptionsAvailability`, { options: {} }],
      ['POST', `/stores-reader/v1/products/${product}/variants/query`, {}],
      ['POST', '/stores-reader/v1/variants/query', { query: {} }],
      ['POST', '/v2/collections/query', { query: {} }],
      ['GET', `/v2/collections/${collection}`],
      ['GET', '/v2/collections/slug/guarded'],
      ['GET', '/stores-reader/v1/collections/slug/guarded'],
    ];
    for (const [method, path, body] of reads) {
      for (const as of ['anonymous', 'visitor', 'member'] as const) {
        expect([path, as, (await kit.call(method, path, { as, body })).status]).toEqual([path, as, 200]);
      }
    }
  });
});
