import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { createRecordingFetch, type MockHandler, type RecordedRequest } from '../../testing/recording-fetch';
import { collections } from './collections';

const wire = (id: string) => ({
  id,
  name: `Collection ${id}`,
  numberOfProducts: 3,
  lastUpdated: '2024-03-01T00:00:00Z',
});
const sdk = (id: string) => ({
  _id: id,
  name: `Collection ${id}`,
  numberOfProducts: 3,
  lastUpdated: new Date('2024-03-01T00:00:00Z'),
});

const setup = (handler: MockHandler) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'k' }),
    fetch,
    baseUrl: 'http://api',
    modules: { collections },
  });
  return { fetch, collections: client.collections };
};

const decodeR = (request: RecordedRequest) =>
  JSON.parse(Buffer.from(new URL(request.url).searchParams.get('.r')!, 'base64url').toString());

describe('collections.queryCollections', () => {
  it('GETs the bare v2 path with `.r` and pages on metadata.total', async () => {
    const { fetch, collections: api } = setup((request) => {
      const { offset } = decodeR(request).query.paging;
      return { json: { collections: [wire(`c${offset}`)], metadata: { count: 1, offset, total: 2 } } };
    });
    const first = await api.queryCollections().startsWith('name', 'Coll').limit(1).find();
    expect(first.items).toEqual([sdk('c0')]);
    expect(fetch.requests[0]?.path).toMatch(/^\/v2\/collections\/query\?\.r=/);
    expect(decodeR(fetch.requests[0]!)).toEqual({
      query: { filter: { name: { $startsWith: 'Coll' } }, paging: { offset: 0, limit: 1 } },
    });
    expect(first.hasNext()).toBe(true);
    expect((await first.next()).items).toEqual([sdk('c1')]);
  });
});

describe('collections.getCollection', () => {
  it('GETs /v2/collections/{id} and returns the collection itself', async () => {
    const { fetch, collections: api } = setup(() => ({ json: { collection: wire('c1') } }));
    expect(await api.getCollection('c1')).toEqual(sdk('c1'));
    expect(fetch.requests[0]?.path).toBe('/v2/collections/c1?id=c1');
  });

  it('names an empty id when the server refuses the `undefined` path', async () => {
    const { fetch, collections: api } = setup(() => ({ status: 404, json: { message: 'Not found' } }));
    await expect(api.getCollection('')).rejects.toThrow('"_id" is required');
    expect(fetch.requests[0]?.path).toMatch(/\/undefined\b/);
  });
});

describe('collections.getCollectionBySlug', () => {
  it('GETs /v2/collections/slug/{slug} and returns { collection }', async () => {
    const { fetch, collections: api } = setup(() => ({ json: { collection: wire('c2') } }));
    expect(await api.getCollectionBySlug('camp-kitchen')).toEqual({ collection: sdk('c2') });
    expect(fetch.requests[0]?.path).toBe('/v2/collections/slug/camp-kitchen?slug=camp-kitchen');
  });
});
