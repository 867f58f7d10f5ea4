/** A request as the recording fetch saw it. */
export interface RecordedRequest {
  method: string;
  /** The full URL. */
  url: string;
  /** Path and query, e.g. `/ecom/v1/carts/current?x=1`. */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The raw body, if any. */
  body: string | undefined;
  /** The body parsed as JSON, if it was JSON. */
  json: any;
}

/** How to answer: a real Response, or a description of one. */
export type MockReply =
  | Response
  | {
      status?: number;
      statusText?: string;
      headers?: Record<string, string>;
      /** A JSON body (serialised for you). */
      json?: unknown;
      /** A raw body (HTML, truncated JSON, empty…). */
      body?: string;
      /** Never answer; the promise rejects with an AbortError when the request's signal aborts. */
      hang?: boolean;
      /** Fail like fetch does on a network error (a TypeError, or the given error). */
      networkError?: boolean | Error;
    };

/** Decides the reply for a request (undefined: the default reply). */
export type MockHandler = (
  request: RecordedRequest,
) => MockReply | undefined | Promise<MockReply | undefined>;

/** A fetch that records every request and answers from a handler or a route table. */
export interface RecordingFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Every request so far, in order. */
  requests: RecordedRequest[];
  /** @returns the requests whose path (without query) equals `pathname` */
  requestsTo(pathname: string): RecordedRequest[];
}

function toReply(reply: MockReply, signal: AbortSignal | null | undefined): Promise<Response> {
  if (reply instanceof Response) return Promise.resolve(reply);
  if (reply.networkError) {
    return Promise.reject(
      reply.networkError instanceof Error ? reply.networkError : new TypeError('fetch failed'),
    );
  }
  if (reply.hang) {
    return new Promise((_, reject) => {
      const abort = () =>
        reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) abort();
      else signal?.addEventListener('abort', abort, { once: true });
    });
  }
  const body = reply.body ?? (reply.json === undefined ? '{}' : JSON.stringify(reply.json));
  return Promise.resolve(
    new Response(body, {
      status: reply.status ?? 200,
      statusText: reply.statusText ?? '',
      headers: { 'content-type': 'application/json', ...reply.headers },
    }),
  );
}

/**
 * A `fetch` for tests: records each request (method, URL, headers, body) and answers from a handler or from a
 * route table keyed by `'METHOD /path'` or `'/path'` (path without query). Unmatched routes answer 404 JSON.
 *
 * @param routes - a handler, or a route table of replies or handlers (default: every request answers 200 `{}`)
 * @returns the fetch, with `requests` and `requestsTo(pathname)`
 * @example
 * const fetch = createRecordingFetch({ 'POST /oauth2/token': tokenReply(), 'GET /ecom/v1/carts/current': { json: { cart } } });
 * const client = createClient({ auth: OAuthStrategy({ clientId: 'c' }), fetch, modules: { currentCart } });
 */
export function createRecordingFetch(
  routes?: MockHandler | Record<string, MockReply | MockHandler>,
): RecordingFetch {
  const requests: RecordedRequest[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const incoming = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(incoming.url);
    const body = incoming.body ? await incoming.text() : undefined;
    let json: unknown;
    try {
      json = body === undefined ? undefined : JSON.parse(body);
    } catch {
      json = undefined;
    }
    const request: RecordedRequest = {
      method: incoming.method,
      url: url.href,
      path: url.pathname + url.search,
      headers: Object.fromEntries(incoming.headers),
      body,
      json,
    };
    requests.push(request);
    let reply: MockReply | MockHandler | undefined;
    if (typeof routes === 'function') reply = routes;
    else if (routes)
      reply = routes[`${request.method} ${url.pathname}`] ??
        routes[url.pathname] ?? {
          status: 404,
          json: { message: `no route for ${request.method} ${url.pathname}` },
        };
    if (typeof reply === 'function') reply = await reply(request);
    return toReply(reply ?? { json: {} }, incoming.signal);
  }) as RecordingFetch;
  fetchFn.requests = requests;
  fetchFn.requestsTo = (pathname) => requests.filter((request) => request.path.split('?')[0] === pathname);
  return fetchFn;
}

/**
 * A handler for `POST /oauth2/token` answering fresh tokens each time (`access-1`, `access-2`, … and
 * `refresh-1`, …).
 *
 * @param expiresIn - the `expires_in` to answer (default 14400 s)
 * @returns the handler
 */
export function tokenReply(expiresIn: number | string = 14_400): MockHandler {
  let issued = 0;
  return () => {
    issued += 1;
    return {
      json: { access_token: `access-${issued}`, expires_in: expiresIn, refresh_token: `refresh-${issued}` },
    };
  };
}
