import type { EndpointDescriptor } from '../modules/endpoint';
import { compilePaths } from './compile-paths';
import { renameFromWire, renameToWire } from './rename-keys';
import {
  fromWireFieldMask,
  fromWireFloat,
  fromWireTimestamp,
  toWireFieldMask,
  toWireFloat,
  toWireTimestamp,
} from './value-converters';

/** Both directions of one endpoint's conversions. */
export interface Converters {
  /** Caller's request → wire request (a renamed, converted copy). */
  toWire(request: Record<string, unknown>): Record<string, unknown>;
  /** Parsed wire response → caller's value (converted in place, then renamed). */
  fromWire(response: Record<string, unknown>): Record<string, unknown>;
}

const cache = new WeakMap<EndpointDescriptor, Converters>();

/**
 * The converters of an endpoint, compiled from its path lists on first use and cached for the descriptor's life.
 * Order follows transforms.md §1: outgoing = rename keys, then convert values (paths are wire names); incoming =
 * convert values, then rename keys.
 *
 * @param descriptor - the endpoint
 * @returns its converters
 */
export function getConverters(descriptor: EndpointDescriptor): Converters {
  let converters = cache.get(descriptor);
  if (!converters) {
    const { request: out = {}, response: back = {} } = descriptor;
    const toWireValues = compilePaths([
      [out.timestamps, toWireTimestamp],
      [out.floats, toWireFloat],
      [out.fieldMasks, toWireFieldMask],
    ]);
    const fromWireValues = compilePaths([
      [back.timestamps, fromWireTimestamp],
      [back.floats, fromWireFloat],
      [back.fieldMasks, fromWireFieldMask],
    ]);
    converters = {
      toWire(request) {
        const wire = renameToWire(request);
        toWireValues?.(wire);
        return wire;
      },
      fromWire(response) {
        fromWireValues?.(response);
        return renameFromWire(response);
      },
    };
    cache.set(descriptor, converters);
  }
  return converters;
}
