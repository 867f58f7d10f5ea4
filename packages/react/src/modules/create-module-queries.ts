import type { CallOptions, Endpoint, ModuleBinder, ModuleDefinition, QueryBuilder } from '@bazaar/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { ClientWith } from '../client-types';
import type { BazaarMutationOptions, BazaarQueryOptions } from '../options-types';
import { type BazaarQueryKey, bazaarKey, bazaarKeyPrefix } from '../query-keys';
import { type QueryPage, toQueryPage } from './query-page';

type AsyncFn = (...args: any[]) => Promise<unknown>;
type EndpointFn<TEntry> = TEntry extends Endpoint<infer TFn> ? (TFn extends AsyncFn ? TFn : never) : never;
type BuilderFn<TEntry> =
  TEntry extends ModuleBinder<infer TFn>
    ? TFn extends (extra?: any) => QueryBuilder<any>
      ? TFn
      : never
    : never;
// Binders that are not query builders are plain calls written by hand (`updateMember(_id, member)` folds its id
// into the body): callable like endpoints, so they get mutation factories too.
type BinderCallFn<TEntry> =
  TEntry extends ModuleBinder<infer TFn>
    ? TFn extends (...args: any[]) => QueryBuilder<any>
      ? never
      : TFn extends AsyncFn
        ? TFn
        : never
    : never;
type CallFn<TEntry> = EndpointFn<TEntry> | BinderCallFn<TEntry>;
type EndpointNames<TModule> = {
  [K in keyof TModule & string]: [EndpointFn<TModule[K]>] extends [never] ? never : K;
}[keyof TModule & string];
type CallNames<TModule> = {
  [K in keyof TModule & string]: [CallFn<TModule[K]>] extends [never] ? never : K;
}[keyof TModule & string];
type BuilderNames<TModule> = {
  [K in keyof TModule & string]: [BuilderFn<TModule[K]>] extends [never] ? never : K;
}[keyof TModule & string];
type ItemOf<TFn> = TFn extends (extra?: any) => QueryBuilder<infer TItem> ? TItem : never;
type ExtraOf<TFn> = TFn extends (extra?: infer TExtra) => QueryBuilder<any> ? TExtra : never;

/** Narrows a query builder (`(q) => q.eq('visible', true).limit(20)`). */
export type BuildQuery<TItem> = (query: QueryBuilder<TItem>) => QueryBuilder<TItem>;

/** The factories `createModuleQueries` makes for one module. */
export interface ModuleQueries<TName extends string, TModule extends ModuleDefinition> {
  /** The module's name on the client. */
  readonly moduleName: TName;
  /**
   * Query options per function. Endpoints take the function's own arguments; query functions (`queryProducts`)
   * take a function narrowing the builder and resolve to a plain {@link QueryPage}.
   */
  readonly queryOptions: {
    [K in EndpointNames<TModule>]: (
      client: ClientWith<Record<TName, TModule>>,
      ...args: Parameters<EndpointFn<TModule[K]>>
    ) => BazaarQueryOptions<Awaited<ReturnType<EndpointFn<TModule[K]>>>>;
  } & {
    [K in BuilderNames<TModule>]: (
      client: ClientWith<Record<TName, TModule>>,
      build?: BuildQuery<ItemOf<BuilderFn<TModule[K]>>>,
      extra?: ExtraOf<BuilderFn<TModule[K]>>,
    ) => BazaarQueryOptions<QueryPage<ItemOf<BuilderFn<TModule[K]>>>>;
  };
  /**
   * Mutation options per endpoint and per hand-written call (a binder that is not a query builder, such as
   * `updateMember`); the mutation's variables are the function's arguments, as a tuple.
   */
  readonly mutationOptions: {
    [K in CallNames<TModule>]: (
      client: ClientWith<Record<TName, TModule>>,
    ) => BazaarMutationOptions<Awaited<ReturnType<CallFn<TModule[K]>>>, Parameters<CallFn<TModule[K]>>>;
  };
  /**
   * A key prefix for invalidation: the whole module, or one function (every argument list).
   *
   * @param fn - the function's name (omit for the whole module)
   */
  key(fn?: keyof TModule & string): BazaarQueryKey;
}

/**
 * Makes `queryOptions`/`mutationOptions` factories for every function of an SDK module, with the stable keys
 * `['bazaar', moduleName, fn, args]`. Hooks are then one line each, and the same factories serve prefetching,
 * suspense and `setQueryData`. Per-call options carry TanStack's abort signal, so unmounted queries cancel their
 * request.
 *
 * @param moduleName - the module's name on the client (`createClient({ modules: { products } })` → `'products'`)
 * @param module - the module definition (its descriptors say where the per-call options go)
 * @returns the factories
 * @example
 * import { products } from '@bazaar/sdk';
 * export const productQueries = createModuleQueries('products', products);
 * export const useProduct = (id: string) => useQuery(productQueries.queryOptions.getProduct(useBazaarClient(), id));
 * export const useProducts = (build?: BuildQuery<Product>) =>
 *   useQuery(productQueries.queryOptions.queryProducts(useBazaarClient(), build));
 */
export function createModuleQueries<TName extends string, TModule extends ModuleDefinition>(
  moduleName: TName,
  module: TModule,
): ModuleQueries<TName, TModule> {
  const queries: Record<string, unknown> = {};
  const mutations: Record<string, unknown> = {};
  type Bound = Record<string, (...args: unknown[]) => unknown>;
  const bound = (client: unknown, fn: string) => {
    const target = (client as Record<string, Bound | undefined>)[moduleName];
    if (!target)
      throw new Error(`The client has no ${moduleName} module: createClient({ modules: { ${moduleName} } })`);
    return target[fn]!;
  };

  const call = (client: unknown, fn: string) => ({
    mutationKey: [...bazaarKeyPrefix(moduleName, fn)],
    mutationFn: (args: unknown[] = []) => bound(client, fn)(...args) as Promise<unknown>,
  });

  for (const [fn, entry] of Object.entries(module)) {
    if (typeof entry === 'function') {
      // A binder's kind is only known by calling it, so every binder gets both factories and the types offer the
      // one that fits (query builders → queryOptions, other calls → mutationOptions).
      mutations[fn] = (client: unknown) => call(client, fn);
      queries[fn] = (client: unknown, build?: BuildQuery<unknown>, extra?: unknown) => {
        const start = bound(client, fn)(extra) as QueryBuilder<unknown>;
        const query = build ? build(start) : start;
        return queryOptions({
          // The wire query (filter, sort, paging) is plain data: the key changes exactly when the request does.
          queryKey: bazaarKey(moduleName, fn, [query.query, extra]),
          queryFn: async ({ signal }) => toQueryPage(await query.find({ signal })),
        });
      };
      continue;
    }
    // A trailing argument beyond the descriptor's own is per-call options: pad to put the signal there.
    const arity = entry.args?.length ?? 0;
    const withSignal = (args: unknown[], signal: AbortSignal): unknown[] => {
      const padded = args.slice(0, arity);
      while (padded.length < arity) padded.push(undefined);
      return [...padded, { signal } satisfies CallOptions];
    };
    queries[fn] = (client: unknown, ...args: unknown[]) =>
      queryOptions({
        queryKey: bazaarKey(moduleName, fn, args),
        queryFn: ({ signal }) => bound(client, fn)(...withSignal(args, signal)) as Promise<unknown>,
      });
    mutations[fn] = (client: unknown) => call(client, fn);
  }

  return {
    moduleName,
    queryOptions: queries as ModuleQueries<TName, TModule>['queryOptions'],
    mutationOptions: mutations as ModuleQueries<TName, TModule>['mutationOptions'],
    key: (fn) => bazaarKeyPrefix(moduleName, fn),
  };
}
