/** HTTP methods the platform uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Per-call conversion path lists (transforms.md §5), in WIRE names (`id`, `createdDate`), dot-separated. Each segment
 * fans out over arrays; `*` (or `name{}`) fans out over the values of a map. A path may group alternatives in braces
 * to share a prefix or suffix — `cart.lineItems.{image.urlExpirationDate,serviceProperties.{scheduledDate,endDate}}`
 * — expanded when the endpoint is first called (convert/expand-paths.ts); plain lists keep working.
 */
export interface ConversionPaths {
  /**
   * ISO-8601 strings on the wire → `Date` for the caller. Responses only: outgoing `Date`s are always sent as
   * ISO-8601 UTC strings, wherever they are, so requests need no list.
   */
  timestamps?: readonly string[];
  /** Floats: `"NaN"`, `"Infinity"`, `"-Infinity"` on the wire ↔ the special numbers. */
  floats?: readonly string[];
  /** Field masks: `"a,b"` on the wire ↔ `['a', 'b']`. */
  fieldMasks?: readonly string[];
}

/**
 * A check of the request, run when the server refuses the call (errors/argument-checks.ts): a type (`string`,
 * `number`, `boolean`, `object`, `array`, or `string[]` / `object[]` for typed arrays), with a trailing `!` when the
 * value is required (non-empty for strings).
 */
export type ParamRule = string;

/**
 * The checks of one endpoint's request (SDK names, dotted, fanning out over arrays): {@link EndpointDescriptor.params},
 * or an entry of {@link ArgumentRules}.
 */
export type ParamRules = Readonly<Record<string, ParamRule>>;

/**
 * The checks of endpoints kept apart from their descriptors, by endpoint key (`${method} ${path}`, as the descriptor
 * has them: `'GET /ecom/v1/checkouts/{id}'`). The SDK's tables that load up front keep theirs so, in a
 * `<module>-rules.ts` file next to the table that only the failure path imports (argument-rules.ts): a page whose
 * calls succeed never downloads them.
 */
export type ArgumentRules = Readonly<Record<string, ParamRules>>;

/**
 * One API call, as data. A single function (`invokeEndpoint`) walks it; nothing is hand-written per call.
 *
 * @example
 * const getThing = endpoint<(thingId: string) => Promise<Thing>>({
 *   method: 'GET', path: '/things/v1/things/{id}', args: ['_id'], unwrap: 'thing',
 *   params: { _id: 'string!' }, response: { timestamps: ['thing.createdDate'] },
 * });
 */
export interface EndpointDescriptor {
  method: HttpMethod;
  /** Public path; `{dotted.path}` segments are filled from the (wire) request, which keeps those fields. */
  path: string;
  /**
   * How positional arguments become the request object: a name puts argument i under that key
   * (`'lineItemIds'`), `'...options'` spreads argument i's fields into the request. An extra trailing argument is
   * taken as per-call options (`{ signal, timeoutMs, headers }`).
   */
  args?: readonly string[];
  /**
   * Checks on the request (SDK names, dotted, fanning out over arrays), run when the server refuses the call, to name
   * the caller's field. Without it, the checks are those of the endpoint's key in the SDK's rules files
   * (argument-rules.ts), if any: the SDK's tables that load up front keep their checks there, out of the initial
   * bundle; descriptors of lazily loaded tables, and an app's own, carry them here.
   */
  params?: ParamRules;
  /** GET/DELETE only: send nested requests as one `.r` parameter (base64url JSON) — the official "complex" calls. */
  complex?: boolean;
  /** GET only: path to POST the request to (JSON body) when the query string exceeds 4000 characters. */
  fallback?: string;
  /** Safe to retry although the method is POST/PATCH (GET, PUT and DELETE always are). */
  idempotent?: boolean;
  /** Return only this field of the response (`'cart'`), like the official functions that unwrap. */
  unwrap?: string;
  /** Return nothing (the official function resolves to `void`). */
  void?: boolean;
  /** Conversions of the outgoing request. */
  request?: ConversionPaths;
  /** Conversions of the incoming response. */
  response?: ConversionPaths;
}

/** A descriptor that also carries the signature of the function it becomes (type-level only). */
export interface Endpoint<TFn> extends EndpointDescriptor {
  /** Never set at run time: carries the bound function's type. */
  readonly __fn?: TFn;
}

/**
 * Declares an endpoint with the signature of the function it becomes once bound to a client.
 *
 * @param descriptor - the endpoint data
 * @returns the same object, typed
 */
export function endpoint<TFn>(descriptor: EndpointDescriptor): Endpoint<TFn> {
  return descriptor;
}
