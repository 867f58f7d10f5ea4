import type {
  DataTag,
  MutationKey,
  QueryKey,
  UnusedSkipTokenOptions,
  UseMutationOptions,
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
