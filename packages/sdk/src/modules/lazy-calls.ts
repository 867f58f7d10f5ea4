import { type BoundModule, bindEntry, type ClientModule, type ModuleBinder } from '../client/create-client';

/**
 * Module functions whose descriptors load on first use: the staff-only writes of a module (creating, updating,
 * deleting catalog entries or orders) that a storefront's visitor client never calls. The bound module has every
 * function at once (they return promises like any call); the descriptors come with the first call of one of them,
 * so a storefront's initial bundle carries only their names (bench/results/bundle-size.md).
 *
 * @param names - the functions, exactly the keys of the loaded module (a test per module checks this)
 * @param load - loads the module entries (`() => import('./product-writes').then((m) => m.productWrites)`)
 * @returns binders to spread into the module object
 */
export function lazyCalls<TModule extends ClientModule>(
  names: ReadonlyArray<keyof TModule & string>,
  load: () => Promise<TModule>,
): { [K in keyof TModule]: ModuleBinder<BoundModule<TModule>[K]> } {
  const calls: Record<string, ModuleBinder<unknown>> = {};
  for (const name of names) {
    calls[name] =
      (context) =>
      async (...args: unknown[]) =>
        (bindEntry((await load())[name]!, context) as (...args: unknown[]) => unknown)(...args);
  }
  return calls as { [K in keyof TModule]: ModuleBinder<BoundModule<TModule>[K]> };
}
