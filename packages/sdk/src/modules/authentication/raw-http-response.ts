import type { ModuleBinder } from '../../client/create-client';
import type { CallOptions } from '../../http/create-invoker';
import type { EndpointDescriptor } from '../endpoint';
import type { RawHttpResponse } from './identity-types';

/**
 * Decodes protobuf-JSON bytes: standard base64, or base64url, with or without padding.
 *
 * @param text - the encoded bytes
 * @returns the bytes
 * @throws DOMException - when the text is not base64
 */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A module entry for a call that answers a raw HTTP response (`{ body, statusCode, headers }`, BYTES-res-1): the
 * pipeline converts it like any other answer, then the `body`'s base64 text becomes a `Uint8Array`
 * (transforms.md §2 "Bytes") — a conversion the descriptor path lists do not cover.
 *
 * @param descriptor - the endpoint
 * @returns a binder building the call's function
 */
export function rawHttpEndpoint<TArgs extends unknown[]>(
  descriptor: EndpointDescriptor,
): ModuleBinder<(...args: [...TArgs, callOptions?: CallOptions]) => Promise<RawHttpResponse>> {
  return ({ invoke }) =>
    async (...args) => {
      const response = await invoke<Record<string, unknown>>(descriptor, args);
      const { body } = response;
      return (
        typeof body === 'string' ? { ...response, body: fromBase64(body) } : response
      ) as RawHttpResponse;
    };
}
