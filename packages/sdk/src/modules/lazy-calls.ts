import { bindEntry } from '../client/bind-entry';
import type { BoundModule, ClientModule, ModuleBinder } from '../client/create-client';
import { ConnectionError } from '../errors/bazaar-error';

/** The module entries {@link lazyCalls} makes: the named functions, bound as the loaded module would bind them. */
export type LazyCalls<TModule, TName extends keyof TModule> = {
  [K in TName]: ModuleBinder<BoundModule<TModule>[K]>;
};

/**
 * Module functions whose code loads on first use. The client has the functions at once (they return promises like
 * any call); the module entries come with the first call of one of them, and calls go through the client's own
 * pipeline as if the module had been bound directly (endpoints with their descriptor, hand-written calls bound to
 * the client's context). The SDK uses it for the staff-only calls of a module (catalog writes, order edits, member
 * moderation) that a storefront's visitor client never makes, and for the catalog reads our storefront does not make
 * (products.ts), so a storefront's initial bundle carries only their names (bench/results/bundle-size.md); an app can bind a whole module this way (`modules: { orders: lazyCalls([
 * 'getOrder'], () => import('./order-calls').then((m) => m.orders)) }`). Query builders cannot be lazy (they are
 * returned synchronously). When the entries cannot be loaded (offline), the call rejects with a `ConnectionError`
 * (`NETWORK_ERROR`, the import's error as its `cause`), as a fetch that fails does; the next call loads again.
 *
 * @param names - the async functions to bind
 * @param load - loads the module entries (a dynamic `import()`, so they get a chunk of their own)
 * @returns module entries to spread into a module object or pass to `createClient({ modules })`
 */
export function lazyCalls<
  TModule extends ClientModule,
  TName extends keyof TModule & string = keyof TModule & string,
>(names: readonly TName[], load: () => Promise<TModule>): LazyCalls<TModule, TName> {
  const calls: Record<string, ModuleBinder<unknown>> = {};
  for (const name of names) {
    calls[name] =
      (context) =>
      async (...args: unknown[]) =>
        (
          bindEntry(
            // Offline, the call fails as a fetch would (DESIGN.md §3's typed errors), the import's error as its cause.
            (
              await load().catch((cause) => {
                throw new ConnectionError('System error occurred: NETWORK_ERROR', {
                  code: 'NETWORK_ERROR',
                  cause,
                });
              })
            )[name]!,
            context,
          ) as (...args: unknown[]) => unknown
        )(...args);
  }
  return calls as LazyCalls<TModule, TName>;
}
