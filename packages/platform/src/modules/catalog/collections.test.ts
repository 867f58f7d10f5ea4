import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID } from './product-state';
import { type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

let kit: CatalogTestKit;
beforeAll(async () => {
  kit = await createCatalogTestKit({ seed: true });
});
afterAll(() => kit.close());

const COLLECTIONS = '/stores/v1/collections';
const packed = (request: unknown) => Buffer.from(JSON.stringify(request)).toString('base64url');

async function createCollection(collection: Record<string, unknown>) {
  const res = await kit.call('POST', COLLECTIONS, { body: { collection } });
  expect(res.status).toBe(200);
  return res.body.collection;
}

describe('collection reads', () => {
  it('lists "All Products" first, then the demo collections in creation order, with v2 offset metadata', async () => {
    const res = await kit.call(
      'GET',
      `/v2/collections/query?.r=${packed({ query: { paging: { limit: 3 } } })}`,
      {
        as: 'anonymous',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.collections.map((collection: any) => collection.slug)).toEqual([
      'all-products',
      'trail-apparel',
      'camp-kitchen',
    ]);
    expect(res.body.metadata).toEqual({ count: 3, offset: 0, total: 7 });
    const viaPost = await kit.call('POST', '/v2/collections/query', {
      body: { query: { paging: { limit: 3 } } },
    });
    expect(viaPost.body.collections.map((collection: any) => collection.id)).toEqual(
      res.body.collections.map((collection: any) => collection.id),
    );
  });

  it('counts the products a caller can see: hidden ones only for staff', async () => {
    const id = await kit.collectionId('trail-apparel');
    const visitor = await kit.call('GET', `/v2/collections/${id}?id=${id}`, { as: 'visitor' });
    const owner = await kit.call('GET', `/v2/collections/${id}`, { as: 'owner' });
    expect(visitor.body.collection).toMatchObject({
      id,
      name: 'Trail Apparel',
      slug: 'trail-apparel',
      visible: true,
      numberOfProducts: 10,
      lastUpdated: expect.any(String),
    });
    expect(visitor.body.collection.media.mainMedia.image).toMatchObject({ width: 1200, height: 600 });
    expect(owner.body.collection.numberOfProducts).toBe(11);
    const all = await kit.call('GET', `/v2/collections/${ALL_PRODUCTS_COLLECTION_ID}`, { as: 'visitor' });
    expect(all.body.collection.numberOfProducts).toBe(58);
  });

  it('finds a collection by slug through v1 and v2, and answers 404 for an unknown one', async () => {
    const v1 = await kit.call('GET', '/stores-reader/v1/collections/slug/camp-kitchen', { as: 'visitor' });
    const v2 = await kit.call('GET', '/v2/collections/slug/camp-kitchen', { as: 'visitor' });
    expect(v1.body).toEqual(v2.body);
    expect(v1.body.collection.numberOfProducts).toBe(15);
    const missing = await kit.call('GET', '/v2/collections/slug/nope', { as: 'visitor' });
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe('COLLECTION_NOT_FOUND');
  });

  it('filters collections and refuses unknown fields (rule 178)', async () => {
    const res = await kit.call('POST', '/v2/collections/query', {
      body: { query: { filter: { name: { $startsWith: 'camp' } } } },
    });
    expect(res.body.collections.map((collection: any) => collection.name)).toEqual(['Camp Kitchen']);
    const bad = await kit.call('POST', '/v2/collections/query', {
      body: { query: { filter: { color: 'red' } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe('query.filter.color');
  });
});

describe('collection writes', () => {
  it('creates a collection with a slug from its name and an empty product list', async () => {
    const collection = await createCollection({ name: 'Winter Sale', description: 'Cold-weather deals' });
    expect(collection).toMatchObject({
      name: 'Winter Sale',
      slug: 'winter-sale',
      description: 'Cold-weather deals',
      visible: true,
      numberOfProducts: 0,
      media: { items: [] },
    });
    expect((await createCollection({ name: 'Winter Sale' })).slug).toBe('winter-sale-1');
    const taken = await kit.call('POST', COLLECTIONS, {
      body: { collection: { name: 'X', slug: 'camp-kitchen' } },
    });
    expect(taken.status).toBe(409);
  });

  it('refuses an image URL no storefront can load (javascript:, data:), changing nothing', async () => {
    const collection = await createCollection({ name: 'Autumn' });
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>']) {
      const res = await kit.call('PATCH', `${COLLECTIONS}/${collection.id}`, {
        body: { collection: { media: { mainMedia: { image: { url } } } } },
      });
      expect([url, res.status, res.body.details.validationError.fieldViolations[0].field]).toEqual([
        url,
        400,
        'collection.media.mainMedia.image.url',
      ]);
    }
    const created = await kit.call('POST', COLLECTIONS, {
      body: { collection: { name: 'Bad', media: { items: [{ image: { url: 'javascript:alert(1)' } }] } } },
    });
    expect(created.status).toBe(400);
    const { body } = await kit.call('GET', `/v2/collections/${collection.id}`);
    expect(body.collection.media).toEqual({ items: [] });
    const https = await kit.call('PATCH', `${COLLECTIONS}/${collection.id}`, {
      body: { collection: { media: { mainMedia: { image: { url: 'https://cdn.test/autumn.jpg' } } } } },
    });
    expect(https.body.collection.media.mainMedia.image.url).toBe('https://cdn.test/autumn.jpg');
  });

  // Collections created at once used to find the same free slug; on PostgreSQL all but one failed with a generic
  // 409, and parallel claims of one slug answered ALREADY_EXISTS instead of SLUG_ALREADY_EXISTS.
  it('creates collections with one name at once, each with its own slug, and lets one of several claims of a slug win', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => kit.call('POST', COLLECTIONS, { body: { collection: { name: 'Twin Deals' } } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.collection.slug).sort()).toEqual([
      'twin-deals',
      'twin-deals-1',
      'twin-deals-2',
      'twin-deals-3',
    ]);
    const claims = await Promise.all(
      answers.map((answer) =>
        kit.call('PATCH', `${COLLECTIONS}/${answer.body.collection.id}`, {
          body: { collection: { slug: 'first-deal' } },
        }),
      ),
    );
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409, 409, 409]);
    expect(
      claims.filter((claim) => claim.status === 409).map((claim) => claim.body.details.applicationError.code),
    ).toEqual(['SLUG_ALREADY_EXISTS', 'SLUG_ALREADY_EXISTS', 'SLUG_ALREADY_EXISTS']);
  });

  it('refuses a name over 50, a slug over 100 and a description over 600 characters (rule 176)', async () => {
    const res = await kit.call('POST', COLLECTIONS, {
      body: { collection: { name: 'n'.repeat(51), slug: 's'.repeat(101), description: 'd'.repeat(601) } },
    });
    expect(
      res.body.details.validationError.fieldViolations.map((v: any) => [v.field, v.violatedRule, v.data]),
    ).toEqual([
      ['collection.description', 'MAX_LENGTH', { threshold: 600 }],
      ['collection.name', 'MAX_LENGTH', { threshold: 50 }],
      ['collection.slug', 'MAX_LENGTH', { threshold: 100 }],
    ]);
    const fits = await createCollection({ name: 'n'.repeat(50), description: 'd'.repeat(600) });
    expect([fits.name.length, fits.description.length]).toEqual([50, 600]);
  });

  it('updates the given fields only', async () => {
    const collection = await createCollection({ name: 'Spring', description: 'Fresh' });
    const res = await kit.call('PATCH', `${COLLECTIONS}/${collection.id}`, {
      body: { collection: { id: collection.id, name: 'Spring 2025' } },
    });
    expect(res.body.collection).toMatchObject({ name: 'Spring 2025', description: 'Fresh', slug: 'spring' });
    expect(
      (await kit.call('PATCH', `${COLLECTIONS}/nope`, { body: { collection: { name: 'x' } } })).status,
    ).toBe(404);
  });

  it('adds and removes products, updating their collectionIds (rule 177)', async () => {
    const collection = await createCollection({ name: 'Gift Picks' });
    const mug = await kit.productId('enamel-camp-mug');
    const socks = await kit.productId('wool-hiking-socks');
    const added = await kit.call('POST', `${COLLECTIONS}/${collection.id}/productIds`, {
      body: { id: collection.id, productIds: [mug, socks, mug] },
    });
    expect(added).toMatchObject({ status: 200, body: {} });
    const product = await kit.call('GET', `/stores-reader/v1/products/${mug}`);
    expect(product.body.product.collectionIds).toContain(collection.id);
    expect((await kit.call('GET', `/v2/collections/${collection.id}`)).body.collection.numberOfProducts).toBe(
      2,
    );
    await kit.call('POST', `${COLLECTIONS}/${collection.id}/productIds/delete`, {
      body: { productIds: [socks] },
    });
    const query = await kit.call('POST', '/stores-reader/v1/products/query-platformized', {
      body: { query: { filter: { collectionIds: collection.id } } },
    });
    expect(query.body.products.map((p: any) => p.id)).toEqual([mug]);
    const unknown = await kit.call('POST', `${COLLECTIONS}/${collection.id}/productIds`, {
      body: { productIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(404);
  });

  it('appends CollectionChanged only for real changes, naming the fields that changed', async () => {
    const collection = await createCollection({ name: 'Autumn', description: 'Warm', visible: true });
    const mug = await kit.productId('enamel-camp-mug');
    await kit.newEvents();
    const patch = (fields: Record<string, unknown>) =>
      kit.call('PATCH', `${COLLECTIONS}/${collection.id}`, { body: { collection: fields } });
    expect((await patch({ name: 'Autumn', description: 'Warm', visible: true })).status).toBe(200);
    expect((await patch({})).status).toBe(200);
    expect(await kit.newEvents()).toEqual([]);

    await patch({ name: 'Autumn', description: 'Cosy' });
    const [changed] = await kit.newEvents();
    expect(changed).toMatchObject({
      type: 'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
      payload: { collection_Id: collection.id, changedFields: ['description'] },
    });

    const add = () =>
      kit.call('POST', `${COLLECTIONS}/${collection.id}/productIds`, { body: { productIds: [mug] } });
    const remove = () =>
      kit.call('POST', `${COLLECTIONS}/${collection.id}/productIds/delete`, { body: { productIds: [mug] } });
    await add();
    await add();
    await remove();
    await remove();
    expect((await kit.newEvents()).map((event) => event.payload.changedFields)).toEqual([
      ['productIds'],
      ['productIds'],
    ]);
  });

  it('keeps every product in "All Products" (rule 175)', async () => {
    const mug = await kit.productId('enamel-camp-mug');
    const res = await kit.call('POST', `${COLLECTIONS}/${ALL_PRODUCTS_COLLECTION_ID}/productIds/delete`, {
      body: { productIds: [mug] },
    });
    expect(res.status).toBe(428);
    expect((await kit.call('DELETE', `${COLLECTIONS}/${ALL_PRODUCTS_COLLECTION_ID}`)).status).toBe(428);
  });

  it('deletes a collection without deleting its products, and emits the v1 collection events', async () => {
    await kit.newEvents();
    const collection = await createCollection({ name: 'Short Lived' });
    const mug = await kit.productId('enamel-camp-mug');
    await kit.call('POST', `${COLLECTIONS}/${collection.id}/productIds`, { body: { productIds: [mug] } });
    expect(await kit.call('DELETE', `${COLLECTIONS}/${collection.id}`)).toMatchObject({
      status: 200,
      body: {},
    });
    expect((await kit.call('GET', `/v2/collections/${collection.id}`)).status).toBe(404);
    const product = await kit.call('GET', `/stores-reader/v1/products/${mug}`);
    expect(product.status).toBe(200);
    expect(product.body.product.collectionIds).not.toContain(collection.id);
    expect(
      (await kit.newEvents()).map((event) => [event.type, event.entityId, event.payload.collection_Id]),
    ).toEqual([
      ['com.wix.ecommerce.catalog.api.v1.CollectionCreated', collection.id, collection.id],
      ['com.wix.ecommerce.catalog.api.v1.CollectionChanged', collection.id, collection.id],
      ['com.wix.ecommerce.catalog.api.v1.CollectionDeleted', collection.id, collection.id],
    ]);
  });
});
