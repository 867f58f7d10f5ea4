import {
  ApiKeyStrategy,
  type CallOptions,
  createClient,
  defineQuery,
  endpoint,
  type FetchLike,
  type ModuleBinder,
} from '@bazaar/sdk';
import { createRecordingFetch, type MockHandler } from '@bazaar/sdk/testing';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderHooks } from '../test-support/render-hooks';
import { createModuleQueries } from './create-module-queries';
import { useModuleClient } from './use-module-client';

interface Thing {
  _id: string;
  name?: string;
}

const renameThingCall = endpoint({
  method: 'PATCH',
  path: '/things/v1/things/{thing.id}',
  args: ['thing'],
  unwrap: 'thing',
});

// A module declared the way SDK modules are (descriptor tables), so the factories are tested without depending on
// modules other branches are still writing.
const things = {
  getThing: endpoint<(_id: string, options?: { fields?: string[] }) => Promise<{ thing: Thing }>>({
    method: 'GET',
    path: '/things/v1/things/{id}',
    args: ['_id', '...options'],
    params: { _id: 'string!' },
  }),
  updateThing: endpoint<(_id: string, thing: { name: string }) => Promise<Thing>>({
    method: 'PATCH',
    path: '/things/v1/things/{id}',
    args: ['_id', 'thing'],
    unwrap: 'thing',
  }),
  // A hand-written call (like `members.updateMember`), which folds its id into the body.
  renameThing: (({ invoke }) =>
    (_id: string, name: string, options?: CallOptions) =>
      invoke<Thing>(renameThingCall, [{ _id, name }, options])) as ModuleBinder<
    (_id: string, name: string, options?: CallOptions) => Promise<Thing>
  >,
  queryThings: defineQuery<Thing>(
    { method: 'POST', path: '/things/v1/things/query', args: ['...options'] },
    { items: 'things', paging: 'offset' },
  ),
};
const thingQueries = createModuleQueries('things', things);

const clientWith = (fetch: FetchLike) =>
  createClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), baseUrl: 'http://api', fetch, modules: { things } });
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const setup = (handler: MockHandler = () => ({ json: { thing: { id: 't1', name: 'One' } } })) => {
  const fetch = createRecordingFetch(handler);
  return { fetch, client: clientWith(fetch), queryClient: newQueryClient() };
};

describe('createModuleQueries queryOptions', () => {
  it('keys each call as [bazaar, module, fn, args], ignoring trailing undefined arguments', () => {
    const { client } = setup();
    expect(thingQueries.queryOptions.getThing(client, 't1').queryKey).toEqual([
      'bazaar',
      'things',
      'getThing',
      ['t1'],
    ]);
    expect(thingQueries.queryOptions.getThing(client, 't1', undefined).queryKey).toEqual(
      thingQueries.queryOptions.getThing(client, 't1').queryKey,
    );
    expect(thingQueries.queryOptions.getThing(client, 't1', { fields: ['a'] }).queryKey).toEqual([
      'bazaar',
      'things',
      'getThing',
      ['t1', { fields: ['a'] }],
    ]);
  });

  it('calls the function with its arguments and converts the answer like the SDK does', async () => {
    const { fetch, client, queryClient } = setup();
    const data = await queryClient.fetchQuery(thingQueries.queryOptions.getThing(client, 't1'));
    expect(data).toEqual({ thing: { _id: 't1', name: 'One' } });
    // The signal goes in the per-call options slot, never into the request.
    expect(fetch.requests[0]?.url).toBe('http://api/things/v1/things/t1?id=t1');
  });

  it('aborts the request when TanStack cancels the query', async () => {
    let seen: Request | undefined;
    const hanging: FetchLike = (request) => {
      seen = request;
      return new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    };
    const client = clientWith(hanging);
    const queryClient = newQueryClient();
    const options = thingQueries.queryOptions.getThing(client, 't1');
    const pending = queryClient.fetchQuery(options).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await pending;
    expect(seen?.signal.aborted).toBe(true);
  });

  it('names the module when the client does not have it', async () => {
    const { queryClient } = setup();
    const bare = createClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), modules: {} });
    await expect(
      queryClient.fetchQuery(thingQueries.queryOptions.getThing(bare as never, 't1')),
    ).rejects.toThrow('The client has no things module');
  });
});

describe('createModuleQueries query functions', () => {
  it('resolve to a plain page keyed by the wire query, which survives JSON', async () => {
    const { fetch, client, queryClient } = setup(() => ({
      json: { things: [{ id: 'a' }, { id: 'b' }], metadata: { count: 2, offset: 0, total: 3 } },
    }));
    const options = thingQueries.queryOptions.queryThings(client, (query) => query.eq('name', 'x').limit(2));
    expect(options.queryKey).toEqual([
      'bazaar',
      'things',
      'queryThings',
      [{ filter: { name: 'x' }, paging: { offset: 0, limit: 2 } }],
    ]);
    const page = await queryClient.fetchQuery(options);
    expect(page).toEqual({
      items: [{ _id: 'a' }, { _id: 'b' }],
      totalCount: 3,
      pageSize: 2,
      cursors: {},
      hasNext: true,
      hasPrev: false,
    });
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
    expect(fetch.requests[0]?.json).toEqual({
      query: { filter: { name: 'x' }, paging: { offset: 0, limit: 2 } },
    });
  });
});

describe('createModuleQueries mutationOptions and key', () => {
  it('call the function with the variables tuple', async () => {
    const { fetch, client, queryClient } = setup(() => ({ json: { thing: { id: 't1', name: 'New' } } }));
    const options = thingQueries.mutationOptions.updateThing(client);
    expect(options.mutationKey).toEqual(['bazaar', 'things', 'updateThing']);
    const updated = await queryClient
      .getMutationCache()
      .build(queryClient, options)
      .execute(['t1', { name: 'New' }]);
    expect(updated).toEqual({ _id: 't1', name: 'New' });
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      json: { id: 't1', thing: { name: 'New' } },
    });
  });

  it('call hand-written module functions (binders that are not queries) with the variables tuple', async () => {
    const { fetch, client, queryClient } = setup(() => ({ json: { thing: { id: 't1', name: 'Renamed' } } }));
    const options = thingQueries.mutationOptions.renameThing(client);
    expect(options.mutationKey).toEqual(['bazaar', 'things', 'renameThing']);
    const renamed = await queryClient
      .getMutationCache()
      .build(queryClient, options)
      .execute(['t1', 'Renamed']);
    expect(renamed).toEqual({ _id: 't1', name: 'Renamed' });
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      url: 'http://api/things/v1/things/t1',
      json: { thing: { id: 't1', name: 'Renamed' } },
    });
  });

  it('gives prefixes that invalidate every call of a function, or of the module', async () => {
    const { client, queryClient } = setup();
    const one = thingQueries.queryOptions.getThing(client, 't1');
    const two = thingQueries.queryOptions.getThing(client, 't2');
    queryClient.setQueryData(one.queryKey, { thing: { _id: 't1' } });
    queryClient.setQueryData(two.queryKey, { thing: { _id: 't2' } });
    queryClient.setQueryData(['bazaar', 'other', 'getThing', ['t1']], 1);
    await queryClient.invalidateQueries({ queryKey: thingQueries.key('getThing') });
    expect(queryClient.getQueryState(one.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(two.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['bazaar', 'other', 'getThing', ['t1']])?.isInvalidated).toBe(false);
    expect(thingQueries.key()).toEqual(['bazaar', 'things']);
  });
});

// The documented pattern for module hooks (packages/react/README.md "Adding a module").
const useThing = (id: string) =>
  useQuery(thingQueries.queryOptions.getThing(useModuleClient(thingQueries), id));

describe('module hooks written with useModuleClient', () => {
  it('render what was prefetched with the same factory', async () => {
    const { client, queryClient } = setup();
    await queryClient.prefetchQuery(thingQueries.queryOptions.getThing(client, 't1'));
    expect(renderHooks(client, queryClient, () => useThing('t1')).data).toEqual({
      thing: { _id: 't1', name: 'One' },
    });
  });

  it('name the module the provider’s client is missing', () => {
    const bare = createClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), modules: {} });
    expect(() => renderHooks(bare, newQueryClient(), () => useThing('t1'))).toThrow(
      'useModuleClient(things) needs the things module',
    );
  });
});
