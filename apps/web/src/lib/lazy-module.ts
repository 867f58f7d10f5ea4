import type { BoundModule, Endpoint, ModuleBinder, ModuleContext } from '@bazaar/sdk';

/** The module entries {@link lazyModule} binds: the named functions, bound as the module would bind them. */
export type LazyModule<TModule, TName extends keyof TModule> = {
  [K in TName]: ModuleBinder<BoundModule<TModule>[K]>;
};

/**
 * A module for `createClient` whose code is downloaded on the first call of one of its functions: the client has
 * `client.orders.getOrder` from the start, but the orders module (its descriptors, and the order events mixed into
 * it) stays out of the initial JavaScript. Calls go through the client's own pipeline (auth, retries, conversions),
 * exactly as if the module had been bound directly: endpoints are invoked with their descriptor, hand-written calls
 * (binders such as `members.updateMember`) are bound to the client's context. Query builders cannot be lazy (they
 * are returned synchronously).
 *
 * @param names - the async functions the app calls (only these are on the client)
 * @param load - imports the module (a dynamic `import()` of a file that re-exports it, so it gets its own chunk)
 * @returns module entries to pass to `createClient({ modules })`
 * @example
 * const client = createClient({
 *   auth,
 *   modules: { orders: lazyModule(['getOrder'], () => import('./order-calls').then((m) => m.orders)) },
 * });
 */
export function lazyModule<TModule extends Record<string, unknown>, TName extends keyof TModule & string>(
  names: readonly TName[],
  load: () => Promise<TModule>,
): LazyModule<TModule, TName> {
  const entries: Record<string, ModuleBinder<unknown>> = {};
  for (const name of names) {
    entries[name] =
      (context: ModuleContext) =>
      async (...args: unknown[]) => {
        const entry = (await load())[name] as
          | Endpoint<unknown>
          | ModuleBinder<(...args: unknown[]) => unknown>;
        return typeof entry === 'function' ? entry(context)(...args) : context.invoke(entry, args);
      };
  }
  return entries as LazyModule<TModule, TName>;
}
