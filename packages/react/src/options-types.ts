import type {
  DataTag,
  MutationKey,
  QueryKey,
  UnusedSkipTokenOptions,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query';

/**
 * What every query factory returns: options for `useQuery`, `useSuspenseQuery`, `prefetchQuery`, `fetchQuery` and
 * `ensureQueryData`, with a key tagged with the data type (so `getQueryData(options.queryKey)` is typed).
 */
export type BazaarQueryOptions<TData, TKey extends QueryKey = QueryKey> = UnusedSkipTokenOptions<
  TData,
  Error,
  TData,
  TKey
> & { queryKey: DataTag<TKey, TData, Error> };

/** What every mutation factory returns: options for `useMutation` (or `queryClient.getMutationCache().build`). */
export type BazaarMutationOptions<TData, TVariables> = UseMutationOptions<TData, Error, TVariables> & {
  mutationKey: MutationKey;
};

/**
 * What a module hook passes on to `useQuery` besides the factory's key and function: when to run, what to show
 * meanwhile (`placeholderData: keepPreviousData` keeps a page while the next one loads), how long data stays fresh.
 */
export type QueryHookOptions<TData> = Pick<
  UseQueryOptions<TData, Error, TData>,
  'enabled' | 'placeholderData' | 'staleTime' | 'gcTime' | 'retry' | 'refetchOnWindowFocus'
>;
