import type { AuthStrategy, Transport } from '../auth/auth-strategy';
import { getConverters } from '../convert/create-converters';
import { ConnectionError } from '../errors/bazaar-error';
import { errorFromResponse } from '../errors/error-from-response';
import { loadFailurePath } from '../errors/load-failure-path';
import type { EndpointDescriptor } from '../modules/endpoint';
import { buildHttpRequest, type HttpRequestLine } from './build-http-request';
import { readResponse } from './read-response';
import { requestFromArgs, toArgumentPath, validateRequest } from './request-from-args';
import { type RawResponse, sendRequest } from './send-request';

/** Options a caller may pass as an extra last argument to any module function. */
export interface CallOptions {
  /** Cancels the call (including waits between retries). */
  signal?: AbortSignal;
  /** Per-attempt timeout for this call, in ms. */
  timeoutMs?: number;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
}

/** Calls an endpoint with the positional arguments its function was given. */
export type Invoke = <T = unknown>(descriptor: EndpointDescriptor, args: readonly unknown[]) => Promise<T>;

/** Per-attempt timeout when none is configured. */
export const DEFAULT_TIMEOUT_MS = 30_000;

const IDEMPOTENT_METHODS = ['GET', 'PUT', 'DELETE'];

const aborted = (reason: unknown) => new ConnectionError('ABORTED', reason);

/**
 * The request pipeline, composed in one place (DESIGN.md §3): arguments → request → checks → wire conversions →
 * method/URL/body → auth headers → fetch with timeout/abort → response conversion; on a failure, retry → error
 * conversion (the failure path, loaded on the first failure: errors/load-failure-path.ts).
 *
 * @param config - transport and auth strategy
 * @returns the function every module call goes through
 */
export function createInvoker(config: Transport & { auth: AuthStrategy }): Invoke {
  // The request line of each endpoint without arguments: always the same, so built on its first call only.
  const fixedLines = new WeakMap<EndpointDescriptor, HttpRequestLine>();
  return async function invoke<T>(descriptor: EndpointDescriptor, args: readonly unknown[]): Promise<T> {
    const argCount = descriptor.args?.length ?? 0;
    const call = args[argCount] as CallOptions | undefined;
    let line = fixedLines.get(descriptor);
    if (!line) {
      const request = requestFromArgs(descriptor, args);
      validateRequest(descriptor, request);
      line = buildHttpRequest(descriptor, getConverters(descriptor).toWire(request), config.baseUrl);
      if (!argCount) fixedLines.set(descriptor, line);
    }
    const timeoutMs = call?.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

    for (let attempt = 0; ; attempt++) {
      // A held, fresh token is used at once; only a missing or expired one waits for getAuthHeaders (renewal).
      const authHeaders = config.auth.getHeldAuthHeaders?.() ?? (await config.auth.getAuthHeaders()).headers;
      // Most calls send the auth headers alone: those go as they are (nothing adds to them), with no copy per call.
      const headers: Record<string, string> =
        config.headers || call?.headers || line.body !== undefined
          ? { ...config.headers, ...authHeaders, ...call?.headers }
          : authHeaders;
      if (line.body !== undefined) headers['Content-Type'] = 'application/json';
      // One fixed shape, signal included (sendRequest sets it), so fetch's reading of its init stays monomorphic.
      const request = { method: line.method, url: line.url, body: line.body, headers, signal: undefined };

      let response: RawResponse | undefined;
      let failure: ConnectionError | undefined;
      try {
        response = await sendRequest(config.fetch, request, timeoutMs, call?.signal);
      } catch (error) {
        failure = error as ConnectionError;
      }
      if (response && response.status >= 200 && response.status <= 299) {
        return readResponse(descriptor, response) as T;
      }
      // The failure path (retry decision and wait, error classification) loads on the first failure; without it
      // (offline) the call is not retried and fails with the error built up front.
      const retried = await loadFailurePath().then(
        (failurePath) =>
          failurePath.waitForRetry(
            attempt,
            config.retries,
            !!descriptor.idempotent || IDEMPOTENT_METHODS.includes(descriptor.method),
            response,
            failure,
            call?.signal,
            aborted,
          ),
        () => false,
      );
      if (retried) continue;
      if (!response) throw failure;
      throw await errorFromResponse(response, (field) => toArgumentPath(descriptor, field));
    }
  };
}
