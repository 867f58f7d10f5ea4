/**
 * Stand-ins for async methods whose code lives in a lazily imported chunk: the first call loads it (once, shared by
 * concurrent calls), every call is forwarded. Used for the sign-in flows of `OAuthStrategy` and the webhook runtime,
 * so pages that never call them never download them (bench/results/bundle-size.md).
 *
 * @param names - the method names to expose
 * @param load - loads the real methods (typically `import('./x').then((module) => module.createX(...))`)
 * @returns an object with one forwarding function per name (the methods must be async)
 * @example
 * const flows = lazyMethods(['login', 'logout'], () => import('./sign-in-flows').then((m) => m.create(context)));
 */
export function lazyMethods<TMethods extends object>(
  names: ReadonlyArray<keyof TMethods & string>,
  load: () => Promise<TMethods>,
): TMethods {
  let loaded: Promise<TMethods> | undefined;
  const methods: Record<string, unknown> = {};
  for (const name of names) {
    methods[name] = async (...args: unknown[]) => {
      // A failed load (offline) is not cached, so the next call tries again.
      loaded ??= load().catch((error) => {
        loaded = undefined;
        throw error;
      });
      return ((await loaded)[name] as (...args: unknown[]) => unknown)(...args);
    };
  }
  return methods as never;
}
