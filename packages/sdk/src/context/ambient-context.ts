// The ambient ("global") context: the clients that `contextual(module)` calls and the standalone `fetchWithAuth` go
// through when they are called without a client, as the official client's `client.enableContext('global')` makes a
// client the one its modules use. It is a module entry rather than a client method so that `createClient` does not
// change: apps that never import it pay no byte for it (bench/probe-up-front.ts), and the entry's binder receives the
// client's own module context, so a call through the ambient client takes the very pipeline of a call through it.
import type { ModuleBinder, ModuleContext } from '../client/create-client';
import { BazaarError } from '../errors/bazaar-error';

/** Options of `client.<name>.enableContext(options)` (see {@link ambientContext}). */
export interface EnableContextOptions {
  /** Make the client the ambient *elevated* client, which `contextual(module, { elevated: true })` calls use. */
  elevated?: boolean;
}

// Two slots, as in the official client (`__wix_context__.client` / `.elevatedClient`): enabling a client as elevated
// does not make it the plain one, nor the reverse (an API-key client enabled plainly does not serve elevated calls).
let plainContext: ModuleContext | undefined;
let elevatedContext: ModuleContext | undefined;

// The official texts (reference/errors.md §4).
const NOT_AVAILABLE =
  'Wix context is not available. Make sure to initialize the Wix context before using SDK modules';
const ELEVATED_REQUIRED =
  'An elevated client is required to use elevated modules. Make sure to initialize the Wix context with an elevated client before using elevated SDK modules';

/**
 * A module with one entry, `enableContext`, that makes the client it is bound to the ambient one. Bind it under any
 * name; `context` reads well.
 *
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { context: ambientContext } });
 * client.context.enableContext(); // `contextual(products).getProduct(id)` now calls through `client`
 * @example
 * // A server: the API-key client serves `contextual(module, { elevated: true })` calls.
 * admin.context.enableContext({ elevated: true });
 */
export const ambientContext: {
  enableContext: ModuleBinder<(options?: EnableContextOptions) => void>;
} = {
  enableContext: (context) => (options) => {
    if (options?.elevated) elevatedContext = context;
    else plainContext = context;
  },
};

/**
 * Clears the ambient context: afterwards calls through it throw until a client enables it again.
 *
 * @example
 * afterEach(() => disableContext());
 */
export function disableContext(): void {
  plainContext = elevatedContext = undefined;
}

/**
 * The module context of the ambient client a call goes through.
 *
 * @param elevated - whether the call needs the elevated client
 * @returns the client's module context
 * @throws BazaarError - code `ELEVATED_CONTEXT_REQUIRED` for an elevated call when only a plain client is enabled;
 *   code `CONTEXT_NOT_AVAILABLE` when no client is enabled at all, or for a plain call when only an elevated one is
 *   (the official client's choice of message in each case)
 */
export function ambientModuleContext(elevated: boolean): ModuleContext {
  const context = elevated ? elevatedContext : plainContext;
  if (context) return context;
  if (elevated && plainContext) {
    throw new BazaarError(ELEVATED_REQUIRED, { code: 'ELEVATED_CONTEXT_REQUIRED' });
  }
  throw new BazaarError(NOT_AVAILABLE, { code: 'CONTEXT_NOT_AVAILABLE' });
}
