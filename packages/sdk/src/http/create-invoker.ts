import type { AuthStrategy, Transport } from '../auth/auth-strategy';
import { convertTree } from '../convert/convert-tree';
import { type ConversionTrees, conversionTrees } from '../convert/create-converters';
import { renamePath } from '../convert/rename-keys';
import { ApplicationError, ConnectionError, SystemError, ValidationError } from '../errors/bazaar-error';
import type { EndpointDescriptor } from '../modules/endpoint';
import { buildHttpRequest, type HttpRequestLine } from './build-http-request';
import { isObject, requestFromArgs } from './request-from-args';

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

/** What the pipeline is built from: the transport and, for module calls, the auth strategy (see createInvoker). */
export type InvokerConfig = Transport & { auth?: AuthStrategy };

/** The classes a failed call's error is built from, handed to the failure path, which imports no initial code. */
export type ErrorClasses = readonly [
  typeof ValidationError,
  typeof ApplicationError,
  typeof SystemError,
  typeof ConnectionError,
];

/**
 * What the failure path's argument checks (errors/argument-checks.ts) use of the initial code, handed over like the
 * error classes: building the request, the object test, and the renaming of `_id`-style keys.
 */
export type ArgumentTools = readonly [typeof requestFromArgs, typeof isObject, typeof renamePath];

// The pipeline lists both where it hands them over (a module-level constant costs 11 B gzip more up front); the
// constants are for code that calls the failure path's parts directly (their tests).
/** {@link ErrorClasses}, in order. */
export const ERROR_CLASSES: ErrorClasses = [ValidationError, ApplicationError, SystemError, ConnectionError];
/** {@link ArgumentTools}, in order. */
export const ARGUMENT_TOOLS: ArgumentTools = [requestFromArgs, isObject, renamePath];

/**
 * The SystemError `UNKNOWN` of an answer that cannot be used (not a JSON object, no token, or a failure path that
 * could not be loaded), with its status and `x-wix-request-id`.
 *
 * @param response - the answer
 * @param cause - why it cannot be used
 * @returns the error to throw
 */
export const unusableAnswerError = (
  response: Response,
  cause?: unknown,
  // A local given by its default (callers pass two arguments): one expression, fewer bytes minified.
  requestId = response.headers.get('x-wix-request-id') ?? undefined,
) =>
  // The official system error message, with the request id (errors.md §3d).
  new SystemError(requestId ? `System error occurred, request-id: ${requestId}` : 'System error occurred', {
    code: 'UNKNOWN',
    status: response.status,
    requestId,
    cause,
  });

/**
 * The request pipeline, composed in one place (DESIGN.md §3): arguments → request → wire conversions →
 * method/URL/body → auth headers → fetch with timeout/abort → response conversion; on a failure, the failure path
 * (retry, or the error: the argument checks' when the server refused the call, else the answer's). Without an auth
 * strategy it is the token endpoint's pipeline (token-grants.ts): no Authorization of its own, a 200 answer with an
 * access token required, and failures worded as the official client's token errors (errors.md §4).
 *
 * @param config - transport and auth strategy
 * @returns the function every module call goes through
 */
export function createInvoker(config: InvokerConfig): Invoke {
  const { auth } = config;
  // Per endpoint, from its first call: its compiled conversion paths, and the request line of an endpoint without
  // arguments (always the same). One map for both: one lookup per call.
  const endpoints = new WeakMap<EndpointDescriptor, [...ConversionTrees, HttpRequestLine?]>();
  return async function invoke<T>(descriptor: EndpointDescriptor, args: readonly unknown[]): Promise<T> {
    const argCount = descriptor.args?.length ?? 0;
    const call = args[argCount] as CallOptions | undefined;
    // Compiled on the endpoint's first call (WeakMap.set returns the map, so one expression).
    const known =
      endpoints.get(descriptor) ?? endpoints.set(descriptor, conversionTrees(descriptor)).get(descriptor)!;
    // The same expression twice, which gzip stores once: smaller than a variable and a test.
    const line = argCount
      ? buildHttpRequest(
          descriptor,
          convertTree(requestFromArgs(descriptor, args), known[0], true),
          config.baseUrl,
        )
      : // biome-ignore lint/suspicious/noAssignInExpressions: kept on the endpoint's first argument-less call
        (known[2] ||= buildHttpRequest(
          descriptor,
          convertTree(requestFromArgs(descriptor, args), known[0], true),
          config.baseUrl,
        ));
    // 30 s per attempt when none is configured (a literal: a module-level constant costs 6 B gzip up front).
    const timeoutMs = call?.timeoutMs ?? config.timeoutMs ?? 30_000;
    const signal = call?.signal;

    for (let attempt = 0; ; attempt++) {
      // A held, fresh token is used at once; only a missing or expired one waits for getAuthHeaders (renewal).
      const authHeaders = auth && (auth.getHeldAuthHeaders?.() ?? (await auth.getAuthHeaders()).headers);
      // A new object per attempt, whatever it holds: sending the auth headers as they are when nothing adds to them
      // saved one small copy per call (tens of ns, against 0.01–0.03 ms of pipeline) for 11 / 10 / 12 B gzip up front.
      const headers: Record<string, string> = { ...config.headers, ...authHeaders, ...call?.headers };
      // A body is never empty (`{}` at least).
      if (line.body) headers['Content-Type'] = 'application/json';

      const controller = new AbortController();
      // Only the timer aborts the attempt's signal when the caller's has not been aborted: that tells a timeout apart.
      // (0 without a timeout: clearTimeout(0) clears nothing.)
      const timer = timeoutMs && setTimeout(() => controller.abort(), timeoutMs);
      // The caller's abort reaches this attempt through a listener, made only when there is a signal (most calls have
      // none, and a closure per call is not free: a tsx/esbuild `keepNames` build also names each one).
      const onAbort = signal && (() => controller.abort(signal.reason));
      signal?.addEventListener('abort', onAbort as () => void);
      // One fixed shape, so fetch's reading of its init stays monomorphic; `url` rides along, where fetch ignores it.
      const init = { ...line, headers, signal: controller.signal };
      let response: Response | undefined;
      // The body is read within the attempt, so the timeout also covers a stalled body.
      let text = '';
      let failure: ConnectionError | undefined;
      try {
        // A call aborted before it starts fails like one aborted on the way (below), without calling fetch.
        if (signal?.aborted) throw signal.reason;
        response = await (config.fetch ? config.fetch(new Request(line.url, init)) : fetch(line.url, init));
        text = await response.text();
      } catch (error) {
        // The bare wording, which is the error's when the failure path cannot load: the failure path words a TIMEOUT or
        // NETWORK_ERROR it throws in full (the timeout, fetch's message).
        const code = signal?.aborted ? 'ABORTED' : controller.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR';
        failure = new ConnectionError(`System error occurred: ${code}`, {
          code,
          cause: signal?.aborted ? signal.reason : error,
        });
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort as () => void);
      }
      if (!failure && (auth ? response!.ok : response!.status === 200)) {
        let body: any;
        let cause: unknown;
        try {
          body = JSON.parse(text);
        } catch (error) {
          cause = error;
        }
        // The official client fails the same way on a body that is not a JSON object, even for calls that return
        // nothing (endpoints.md §0 "Success").
        if (!isObject(body) || !(auth || body.access_token)) throw unusableAnswerError(response!, cause);
        if (descriptor.void) return undefined as T;
        const data = convertTree(body, known[1]);
        return (descriptor.unwrap ? data[descriptor.unwrap] : data) as T;
      }
      // The failure path (errors/failure.ts): what a call needs only when something went wrong — the retry
      // decision and wait, the argument checks, the classification and wording of failed answers. A page whose calls
      // succeed never downloads it (bench/results/bundle-size.md); the first failure loads it, once: the module system
      // shares one load between concurrent failures (load-failure-path.test.ts). It resolves when the call is to be
      // tried again and rejects with the error otherwise. Without it (offline) the call is not retried, its arguments
      // are not checked, and it fails with the error built here (a ConnectionError without its wording's detail).
      await import('../errors/failure').then(
        (failurePath) =>
          failurePath.failure(
            [ValidationError, ApplicationError, SystemError, ConnectionError],
            [requestFromArgs, isObject, renamePath],
            config,
            descriptor,
            args,
            attempt,
            response,
            text,
            failure,
            signal,
            timeoutMs,
          ),
        (cause) => {
          throw failure ?? unusableAnswerError(response!, cause);
        },
      );
    }
  };
}
