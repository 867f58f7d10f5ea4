import { getConverters } from '../convert/create-converters';
import { unusableAnswerError } from '../errors/error-from-response';
import type { EndpointDescriptor } from '../modules/endpoint';
import { parseJsonObject } from '../util/parse-json-object';
import type { RawResponse } from './send-request';

/**
 * Turns a successful answer into what the call returns: parse, convert values, rename keys, unwrap.
 *
 * @param descriptor - the endpoint
 * @param response - the answer
 * @returns the converted body, the unwrapped field, or undefined for `void` calls
 * @throws SystemError - when the body is not a JSON object (empty, HTML, truncated) — the official client fails the
 *   same way, even for calls that return nothing (endpoints.md §0 "Success")
 */
export function readResponse(descriptor: EndpointDescriptor, response: RawResponse): unknown {
  const body = parseJsonObject(response.text);
  if (!body)
    throw unusableAnswerError(response, new SyntaxError(`Not a JSON object: ${response.text.slice(0, 80)}`));
  if (descriptor.void) return undefined;
  const data = getConverters(descriptor).fromWire(body);
  return descriptor.unwrap ? data[descriptor.unwrap] : data;
}
