import { bindEntry } from '../client/bind-entry';
import type { BoundModule, ClientModule } from '../client/create-client';
import { ambientModuleContext } from './ambient-context';

/** Options of {@link contextual}. */
export interface ContextualOptions {
  /** Call through the ambient *elevated* client (`enableContext({ elevated: true })`) instead of the plain one. */
  elevated?: boolean;
}

/**
 * A module's functions, called without a client: each call goes through the ambient client of that moment
 * (`client.context.enableContext()`, see {@link ambientContext}), exactly as `client.<module>.<fn>` would — the same
 * request, conversions and typed errors. Enabling another client later switches the calls already made from here.
 *
 * @param module - a module object (`products`, `{ ...orders, ...orderEvents }`)
 * @param options - `{ elevated: true }` to require the ambient elevated client
 * @returns the module's functions, bound at call time
 * @throws BazaarError - synchronously from each function, as the official modules do: code `CONTEXT_NOT_AVAILABLE`
 *   ("Wix context is not available…") when there is no ambient client for the call, `ELEVATED_CONTEXT_REQUIRED`
 *   ("An elevated client is required…") for an elevated call when only a plain client is enabled
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { context: ambientContext } });
 * client.context.enableContext();
 * const { getProduct } = contextual(products);
 * const { product } = await getProduct(productId);
 */
export function contextual<TModule extends ClientModule>(
  module: TModule,
  options?: ContextualOptions,
): BoundModule<TModule> {
  const elevated = options?.elevated === true;
  const calls: Record<string, unknown> = {};
  for (const name in module) {
    // Bound per call, not once: the ambient client is the one enabled when the call is made.
    calls[name] = (...args: unknown[]) =>
      (bindEntry(module[name]!, ambientModuleContext(elevated)) as (...args: unknown[]) => unknown)(...args);
  }
  return calls as BoundModule<TModule>;
}
