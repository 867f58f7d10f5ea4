import type { EndpointDescriptor } from '../modules/endpoint';
import { compilePaths, fromWireTree, toWireTree } from './convert-tree';
import {
  fromWireFieldMask,
  fromWireFloat,
  fromWireTimestamp,
  toWireFieldMask,
  toWireFloat,
} from './value-converters';

/** Both directions of one endpoint's conversions. */
export interface Converters {
  /** Caller's request → wire request (a renamed, converted copy). */
  toWire(request: Record<string, unknown>): Record<string, unknown>;
  /** Parsed wire response → caller's value (converted and renamed in place). */
  fromWire(response: Record<string, unknown>): Record<string, unknown>;
}

const cache = new WeakMap<EndpointDescriptor, Converters>();

/**
 * The converters of an endpoint, compiled from its path lists on first use and cached for the descriptor's life.
 *
 * @param descriptor - the endpoint
 * @returns its converters
 */
export function getConverters(descriptor: EndpointDescriptor): Converters {
  let converters = cache.get(descriptor);
  if (!converters) {
    const { request: out = {}, response: back = {} } = descriptor;
    // Outgoing timestamps need no path list: a Date anywhere is sent as `toISOString()` (JSON bodies call
    // `Date#toJSON`, query strings convert Dates too) — exactly the official conversion (transforms.md §2).
    const outgoing = compilePaths([
      [out.floats, toWireFloat],
      [out.fieldMasks, toWireFieldMask],
    ]);
    const incoming = compilePaths([
      [back.timestamps, fromWireTimestamp],
      [back.floats, fromWireFloat],
      [back.fieldMasks, fromWireFieldMask],
    ]);
    converters = {
      toWire: (request) => toWireTree(request, outgoing),
      fromWire: (response) => fromWireTree(response, incoming),
    };
    cache.set(descriptor, converters);
  }
  return converters;
}
