import type { ModuleBinder } from '../client/create-client';
import type { EndpointDescriptor } from '../modules/endpoint';
import { createQueryBuilder, type QueryBuilder } from './query-builder';
import type { PagingMetadata } from './query-result';

/** How a query endpoint's request and response are shaped. */
export interface QueryShape {
  /** The response field holding the items (`'products'`, `'members'`). */
  items: string;
  /** Offset (the default: every storefront query of ours, so the tables leave it out) or cursor paging. */
  paging?: 'offset' | 'cursor';
  /** The request field holding the query (default `'query'`; orders use `'search'`). */
  wrap?: string;
}

/**
 * Declares a query function for a module: calling it returns a query builder whose `find()` sends
 * `{ [wrap]: query, ...extra }` through the endpoint (whose `args` must be `['...options']`) and reads items from
 * `response[items]` and paging from `response.metadata` (or `pagingMetadata`).
 *
 * @param descriptor - the query endpoint (e.g. a complex GET with a POST fallback)
 * @param shape - items field, paging kind, request wrapper
 * @returns a module entry; bound, it is `(extra?) => QueryBuilder<TItem>`
 * @example
 * export const things = {
 *   queryThings: defineQuery<Thing>(
 *     { method: 'GET', path: '/things/v1/things/query', complex: true, fallback: '/things/v1/things/query', args: ['...options'] },
 *     { items: 'things' }, // offset paging
 *   ),
 * };
 */
export function defineQuery<TItem, TExtra extends object = Record<string, unknown>>(
  descriptor: EndpointDescriptor,
  shape: QueryShape,
): ModuleBinder<(extra?: TExtra) => QueryBuilder<TItem>> {
  return ({ invoke }) =>
    (extra) =>
      createQueryBuilder<TItem>({
        ...shape,
        async fetchPage(query, options) {
          const response = await invoke<Record<string, unknown>>(descriptor, [
            { ...extra, [shape.wrap ?? 'query']: query },
            options,
          ]);
          return {
            items: (response[shape.items] as TItem[] | undefined) ?? [],
            metadata: (response.metadata ?? response.pagingMetadata) as PagingMetadata | undefined,
          };
        },
      });
}
