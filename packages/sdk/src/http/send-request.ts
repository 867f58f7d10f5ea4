/**
 * A fetch given to the SDK (`createClient({ fetch })`): it is always passed one `Request`, so a test recorder and a
 * server's in-process handler (Hono's `app.fetch`) fit as well as `fetch`. Without one, the SDK calls the global
 * `fetch` as `fetch(url, init)` instead, building no `Request`, which fetch would copy again (one less copy of the
 * headers and one less signal to follow per call: bench/results/cart-get.md). The sending itself, bounded by the
 * per-attempt timeout and the caller's signal, is a step of the pipeline (create-invoker.ts).
 */
export type FetchLike = (request: Request) => Response | Promise<Response>;

/** A failed answer, with its body already read (the timeout covers a stalled body), as the failure path reads it. */
export interface RawResponse {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}
