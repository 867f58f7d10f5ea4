import type { EndpointDescriptor } from '../modules/endpoint';
import { compilePaths, convertTree, type PathNode } from './convert-tree';
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

/** An endpoint's compiled conversion paths: the request's (outgoing) and the answer's (incoming). */
export type ConversionTrees = [outgoing: PathNode, incoming: PathNode];

/**
 * The conversion paths of an endpoint, compiled: the pipeline compiles them on an endpoint's first call and keeps them
 * with its request line (http/create-invoker.ts); it hands them to convertTree (a pair, not an object of two closures:
 * smaller up front).
 *
 * @param descriptor - the endpoint
 * @returns its outgoing and incoming tries
 */
export function conversionTrees(descriptor: EndpointDescriptor): ConversionTrees {
  // Outgoing timestamps need no path list: a Date anywhere is sent as `toISOString()` (JSON bodies call
  // `Date#toJSON`, query strings convert Dates too) — exactly the official conversion (transforms.md §2).
  return [
    compilePaths(descriptor.request, { floats: toWireFloat, fieldMasks: toWireFieldMask }),
    compilePaths(descriptor.response, {
      timestamps: fromWireTimestamp,
      floats: fromWireFloat,
      fieldMasks: fromWireFieldMask,
    }),
  ];
}

/**
 * The converters of an endpoint, as functions (for code that converts outside the pipeline, such as the benches).
 *
 * @param descriptor - the endpoint
 * @returns its converters
 */
export function getConverters(descriptor: EndpointDescriptor): Converters {
  const [outgoing, incoming] = conversionTrees(descriptor);
  return {
    toWire: (request) => convertTree(request, outgoing, true),
    fromWire: (response) => convertTree(response, incoming),
  };
}
