/** The first element of every query and mutation key of `@bazaar/react`. */
export const BAZAAR_KEY = 'bazaar';

/** A Bazaar query key: `['bazaar', module, fn, args]`, or a prefix of it for invalidation. */
export type BazaarQueryKey =
  | readonly [typeof BAZAAR_KEY]
  | readonly [typeof BAZAAR_KEY, string]
  | readonly [typeof BAZAAR_KEY, string, string]
  | readonly [typeof BAZAAR_KEY, string, string, readonly unknown[]];

/**
 * Builds the stable key of a call: `['bazaar', module, fn, args]`. Trailing `undefined` arguments are dropped, so
 * `getProduct(id)` and `getProduct(id, undefined)` share one cache entry.
 *
 * @param moduleName - the module's name on the client (`'currentCart'`)
 * @param fn - the function's name (`'getCurrentCart'`)
 * @param args - the call's arguments (without per-call options)
 * @returns the key
 * @example
 * queryClient.getQueryData(bazaarKey('currentCart', 'getCurrentCart', []));
 */
export function bazaarKey(
  moduleName: string,
  fn: string,
  args: readonly unknown[],
): readonly [typeof BAZAAR_KEY, string, string, readonly unknown[]] {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) end--;
  return [BAZAAR_KEY, moduleName, fn, args.slice(0, end)];
}

/**
 * A key prefix that matches every call of a module, or of one function, for `invalidateQueries`.
 *
 * @param moduleName - the module's name (omit for every Bazaar query)
 * @param fn - the function's name (omit for the whole module)
 * @returns the prefix
 * @example
 * queryClient.invalidateQueries({ queryKey: bazaarKeyPrefix('members') });
 */
export function bazaarKeyPrefix(moduleName?: string, fn?: string): BazaarQueryKey {
  if (moduleName === undefined) return [BAZAAR_KEY];
  return fn === undefined ? [BAZAAR_KEY, moduleName] : [BAZAAR_KEY, moduleName, fn];
}
