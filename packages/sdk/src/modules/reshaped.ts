import type { ModuleBinder } from '../client/create-client';
import type { EndpointDescriptor } from './endpoint';

// Shared by the lazily loaded write tables (order-writes.ts, fulfillment-writes.ts); never imported up front.

/**
 * A function whose arguments are reshaped into the request before the pipeline runs (the official functions that
 * fold an id into the body: `updateOrder(_id, order)` sends `{order: {...order, id}}`).
 */
export function reshaped<TFn extends (...args: any[]) => Promise<unknown>>(
  descriptor: EndpointDescriptor,
  shape: (...args: any[]) => Record<string, unknown>,
  arity: number,
): ModuleBinder<TFn> {
  return (({ invoke }) =>
    (...args: unknown[]) =>
      invoke(descriptor, [shape(...args.slice(0, arity)), args[arity]])) as ModuleBinder<TFn>;
}
