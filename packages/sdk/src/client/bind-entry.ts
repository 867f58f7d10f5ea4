import type { Endpoint } from '../modules/endpoint';
import type { ClientModule, ModuleContext, SelfBindingEntry } from './create-client';

// Apart from createClient: lazily bound module functions (modules/lazy-calls.ts) bind their entries the same way,
// and a module definition importing create-client.ts would pull the whole request pipeline into every bundle chunk
// that holds the module's descriptors.

/**
 * Binds one module entry: a binder gets the context, an endpoint becomes a function calling the pipeline.
 *
 * @param entry - the entry of a module object
 * @param context - the client's module context
 * @returns the bound function (or, for event definitions, their registration function)
 */
export function bindEntry(entry: ClientModule[string], context: ModuleContext): unknown {
  // A self-binding entry is told by its binder (a function: descriptors have none), not by `in` (fewer bytes).
  // The entry cast where it is read, not a second variable (which the minified bundle would keep).
  return typeof entry === 'function'
    ? entry(context)
    : (entry as Partial<SelfBindingEntry<unknown>>).binder
      ? (entry as SelfBindingEntry<unknown>).binder(context)
      : (...args: unknown[]) => context.invoke(entry as Endpoint<unknown>, args);
}
