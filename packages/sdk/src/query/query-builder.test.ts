import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key-strategy';
import { createClient } from '../client/create-client';
import { createRecordingFetch, type RecordedRequest } from '../testing/recording-fetch';
import { defineQuery } from './define-query';

interface Thing {
  _id: string;
  name: string;
  _createdDate?: Date;
}

// A tiny module defined only by descriptors: a complex GET (sent as `.r`) with a POST fallback, offset paging,
// and a cursor-paged POST search.
const things = {
  queryThings: defineQuery<Thing>(
    {
      method: 'GET',
      path: '/things/v1/things/query',
      complex: true,
      fallback: '/things/v1/things/query',
      args: ['...options'],
      response: { timestamps: ['things.createdDate'] },
    },
    { items: 'things', paging: 'offset' },
  ),
  searchThings: defineQuery<Thing>(
    { method: 'POST', path: '/things/v1/things/search', args: ['...options'], idempotent: true },
    { items: 'things', paging: 'cursor', wrap: 'search' },
  ),
};

const decodeQuery = (request: RecordedRequest) =>
  JSON.parse(Buffer.from(new URL(request.url).searchParams.get('.r')!, 'base64url').toString());

/** Serves `total` things, honouring offset paging. */
function offsetServer(total: number) {
  return createRecordingFetch((request) => {
    const { query } = request.method === 'GET' ? decodeQuery(request) : request.json;
    const { offset, limit } = query.paging;
    const ids = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
    return {
      json: {
        things: ids.map((id) => ({ id: `t${id}`, name: `thing ${id}`, createdDate: '2024-01-01T00:00:00Z' })),
        metadata: { count: ids.length, offset, total },
      },
    };
  });
}

const clientWith = (fetch: ReturnType<typeof createRecordingFetch>) =>
  createClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), fetch, baseUrl: 'http://api', modules: { things } });

describe('query builder filters', () => {
  const query = clientWith(createRecordingFetch()).things.queryThings();

  it('starts with an empty filter, offset 0 and limit 50', () => {
    expect(query.query).toEqual({ filter: {}, paging: { offset: 0, limit: 50 } });
  });

  it('sends eq as a plain value and other operators as $op, chained under $and', () => {
    const built = query
      .eq('name', 'a')
      .ne('status', undefined)
      .gt('n', 1)
      .ge('n', 2)
      .lt('n', 9)
      .le('n', 8)
      .startsWith('name', 'x')
      .endsWith('name', 'y')
      .contains('name', 'z')
      .hasSome('tags', 'a', 'b')
      .hasAll('tags', ['c', 'd'])
      .in('kind', ['k'])
      .exists('image')
      .isEmpty('note')
      .isNotEmpty('title');
    expect(built.query.filter).toEqual({
      $and: [
        { name: 'a' },
        { status: { $ne: null } },
        { n: { $gt: 1 } },
        { n: { $gte: 2 } },
        { n: { $lt: 9 } },
        { n: { $lte: 8 } },
        { name: { $startsWith: 'x' } },
        { name: { $endsWith: 'y' } },
        { name: { $contains: 'z' } },
        { tags: { $hasSome: ['a', 'b'] } },
        { tags: { $hasAll: ['c', 'd'] } },
        { kind: { $in: ['k'] } },
        { image: { $exists: true } },
        { note: null },
        { title: { $ne: null } },
      ],
    });
  });

  it('sends undefined in eq as null', () => {
    expect(query.eq('name', undefined).query.filter).toEqual({ name: null });
  });

  it('renames _id/_createdDate in filter keys and sort fields', () => {
    const built = query.eq('_id', 'x').eq('owner._id', 'o').ascending('_createdDate').descending('name');
    expect(built.query).toMatchObject({
      filter: { $and: [{ id: 'x' }, { 'owner.id': 'o' }] },
      sort: [
        { fieldName: 'createdDate', order: 'ASC' },
        { fieldName: 'name', order: 'DESC' },
      ],
    });
  });

  it('combines queries with or, and and not', () => {
    const a = query.eq('a', 1);
    const b = query.eq('b', 2);
    expect(a.or(b).or(query.eq('c', 3)).query.filter).toEqual({ $or: [{ a: 1 }, { b: 2 }, { c: 3 }] });
    expect(a.and(b).query.filter).toEqual({ $and: [{ a: 1 }, { b: 2 }] });
    expect(a.not(b).query.filter).toEqual({ $and: [{ a: 1 }, { $not: { b: 2 } }] });
    expect(query.not(query.not(b)).query.filter).toEqual({ b: 2 });
  });

  it('sets paging with limit and skip, and between as ge + lt', () => {
    expect(query.limit(10).skip(30).query.paging).toEqual({ offset: 30, limit: 10 });
    expect(query.between('n', 1, 5).query.filter).toEqual({ $and: [{ n: { $gte: 1 } }, { n: { $lt: 5 } }] });
  });

  it('never changes the builder it came from', () => {
    query.eq('x', 1).limit(3);
    expect(query.query).toEqual({ filter: {}, paging: { offset: 0, limit: 50 } });
  });
});

describe('query builder with offset paging', () => {
  it('pages by offset when the query shape names no paging (the storefront tables leave it out)', async () => {
    const fetch = offsetServer(3);
    const queryThings = defineQuery<Thing>(
      { method: 'POST', path: '/things/v1/things/query', args: ['...options'], idempotent: true },
      { items: 'things' },
    );
    const client = createClient({
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      fetch,
      baseUrl: 'http://api',
      modules: { things: { queryThings } },
    });
    const query = client.things.queryThings().limit(2);
    expect(query.query).toEqual({ filter: {}, paging: { offset: 0, limit: 2 } });
    const page = await (await query.find()).next();
    expect(fetch.requests[1]!.json).toEqual({ query: { filter: {}, paging: { offset: 2, limit: 2 } } });
    expect(page).toMatchObject({ totalCount: 3, length: 1 });
  });

  it('sends the query as .r and reads items and total', async () => {
    const fetch = offsetServer(120);
    const result = await clientWith(fetch).things.queryThings().eq('name', 'x').find();
    expect(decodeQuery(fetch.requests[0]!)).toEqual({
      query: { filter: { name: 'x' }, paging: { offset: 0, limit: 50 } },
    });
    expect(result.items).toHaveLength(50);
    expect(result.items[0]).toEqual({
      _id: 't0',
      name: 'thing 0',
      _createdDate: new Date('2024-01-01T00:00:00Z'),
    });
    expect(result).toMatchObject({
      totalCount: 120,
      length: 50,
      pageSize: 50,
      currentPage: 0,
      totalPages: 3,
    });
    expect(result.hasNext()).toBe(true);
    expect(result.hasPrev()).toBe(false);
  });

  it('pages with next and prev, hasNext from offset, limit and total', async () => {
    const fetch = offsetServer(120);
    const first = await clientWith(fetch).things.queryThings().find();
    const second = await first.next();
    const third = await second.next();
    expect([second.items[0]?._id, third.items[0]?._id, third.length]).toEqual(['t50', 't100', 20]);
    expect(third.hasNext()).toBe(false);
    await expect(third.next()).rejects.toThrow('No next page to fetch');
    expect((await third.prev()).items[0]?._id).toBe('t50');
    await expect(first.prev()).rejects.toThrow('No previous page to fetch');
  });

  it('numbers pages from 0 and counts them as the official results do (currentPage, totalPages)', async () => {
    const fetch = offsetServer(58);
    const page = async (offset: number, limit: number) => {
      const result = await clientWith(fetch).things.queryThings().skip(offset).limit(limit).find();
      return [result.currentPage, result.totalPages];
    };
    expect(await page(40, 20)).toEqual([2, 3]);
    expect(await page(55, 10)).toEqual([5, 6]);
    expect(await page(500, 10)).toEqual([50, 6]);
    expect(await page(0, 0)).toEqual([undefined, undefined]);
    const uncounted = createRecordingFetch(() => ({
      json: { things: [], metadata: { tooManyToCount: true } },
    }));
    const result = await clientWith(uncounted).things.queryThings().skip(20).limit(10).find();
    expect([result.currentPage, result.totalPages]).toEqual([2, undefined]);
  });

  it('works with its methods taken off the builder and the result, as the official ones do (e.g. queryFn: find)', async () => {
    const fetch = offsetServer(120);
    const { eq } = clientWith(fetch).things.queryThings();
    const { limit } = eq('name', 'x');
    const { find } = limit(10);
    const { hasNext, next } = await find();
    expect(hasNext()).toBe(true);
    expect((await next()).items[0]?._id).toBe('t10');
    expect(decodeQuery(fetch.requests[0]!)).toEqual({
      query: { filter: { name: 'x' }, paging: { offset: 0, limit: 10 } },
    });
  });

  it('iterates every item of every page with for await', async () => {
    const fetch = offsetServer(45);
    const names: string[] = [];
    for await (const thing of await clientWith(fetch).things.queryThings().limit(20).find())
      names.push(thing._id);
    expect(names).toEqual(Array.from({ length: 45 }, (_, i) => `t${i}`));
    expect(fetch.requests).toHaveLength(3);
  });

  it('iterates pages', async () => {
    const fetch = offsetServer(45);
    const sizes: number[] = [];
    for await (const page of (await clientWith(fetch).things.queryThings().limit(20).find()).pages())
      sizes.push(page.length);
    expect(sizes).toEqual([20, 20, 5]);
  });

  it('falls back to a POST with a JSON body when the query string is too long', async () => {
    const fetch = offsetServer(1);
    await clientWith(fetch).things.queryThings().hasSome('name', Array(400).fill('a long name')).find();
    expect(fetch.requests[0]).toMatchObject({ method: 'POST', url: 'http://api/things/v1/things/query' });
    expect(fetch.requests[0]!.json.query.filter.name.$hasSome).toHaveLength(400);
  });

  it('keeps going while full pages come back when the server could not count', async () => {
    const fetch = createRecordingFetch(() => ({
      json: { things: [{ id: 'a' }, { id: 'b' }], metadata: { tooManyToCount: true } },
    }));
    const result = await clientWith(fetch).things.queryThings().limit(2).find();
    expect(result.totalCount).toBeUndefined();
    expect(result.hasNext()).toBe(true);
  });

  it('passes extra request fields and per-call options', async () => {
    const fetch = offsetServer(0);
    const controller = new AbortController();
    const result = await clientWith(fetch)
      .things.queryThings({ fieldsets: ['FULL'] })
      .find({ signal: controller.signal });
    expect(decodeQuery(fetch.requests[0]!)).toMatchObject({ fieldsets: ['FULL'] });
    expect(result.items).toEqual([]);
  });
});

describe('query builder with cursor paging', () => {
  const pages: Record<string, { things: Array<{ id: string }>; metadata: object }> = {
    first: { things: [{ id: 'a' }, { id: 'b' }], metadata: { count: 2, cursors: { next: 'c2' } } },
    c2: { things: [{ id: 'c' }], metadata: { count: 1, cursors: { next: null, prev: 'c1' } } },
  };
  const cursorServer = () =>
    createRecordingFetch((request) => ({ json: pages[request.json.search.cursorPaging.cursor ?? 'first'] }));

  it('sends cursorPaging with the limit, and only cursorPaging once a cursor is known', async () => {
    const fetch = cursorServer();
    const first = await clientWith(fetch)
      .things.searchThings()
      .eq('kind', 'k')
      .descending('_createdDate')
      .limit(2)
      .find();
    expect(fetch.requests[0]!.json).toEqual({
      search: {
        filter: { kind: 'k' },
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        cursorPaging: { limit: 2 },
      },
    });
    expect(first.hasNext()).toBe(true);
    expect(first.cursors).toEqual({ next: 'c2', prev: undefined });
    const second = await first.next();
    expect(fetch.requests[1]!.json).toEqual({ search: { cursorPaging: { limit: 2, cursor: 'c2' } } });
    expect(second.items).toEqual([{ _id: 'c' }]);
    expect(second.hasNext()).toBe(false);
    expect(second.hasPrev()).toBe(true);
    expect([second.currentPage, second.totalPages]).toEqual([undefined, undefined]);
  });

  it('iterates across cursor pages', async () => {
    const ids: string[] = [];
    for await (const thing of await clientWith(cursorServer()).things.searchThings().find())
      ids.push(thing._id);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('starts from a given cursor with skipTo', async () => {
    const fetch = cursorServer();
    await clientWith(fetch).things.searchThings().eq('ignored', 1).skipTo('c2').find();
    expect(fetch.requests[0]!.json).toEqual({ search: { cursorPaging: { limit: 50, cursor: 'c2' } } });
  });
});
