// The least conforming client of bundle-size.bench.ts: the floor's design (minimal-client.ts) plus every contract
// support/sdk-contracts.ts marks `contract` or `official API`, written as small as we could (gzip-minded), to measure
// whether any client keeping them can meet issue 11's bundle targets. Up front: the error classes (code, status,
// request id, the official `details`, messages with the request id); a per-attempt timeout and the caller's
// AbortSignal (ConnectionError TIMEOUT / ABORTED / NETWORK_ERROR); the POST fallback of long GETs; request
// conversions (floats, field masks), sort field names renamed both ways, Dates in query strings as ISO-8601; token
// renewal with the refresh token (a failed member refresh fails the call with its error, the session going on as a
// new visitor); the `tokens` / `tokenStorage`, `baseUrl`, `fetch` and `timeoutMs` options; the official strategy's
// session methods; the names of its sign-in methods and `client.fetchWithAuth`. Lazy (least-conforming-lazy.ts,
// loaded on first need): the retry decision and wait (idempotent calls, 429/503/network errors, backoff,
// `Retry-After`), the classification and wording of failed answers, `fetchWithAuth`, and a stand-in for the sign-in
// flows (their code is not part of this measurement). Without our own extras: no argument checks, session events,
// call headers, non-JSON SystemError or reserved names.
// Two builds: `createClient` converts answers by a copying walk (least code); `createInPlaceClient` converts them in
// place, as issue 11's CPU target asks (values along the compiled paths only, objects rebuilt only where a key is
// renamed; one walk does both, and copies requests). Not used by any code: bench/bundle-size.bench.ts bundles it in place of our createClient/OAuthStrategy.
import type { EndpointDescriptor } from '@bazaar/sdk';

type Json = Record<string, any>;
interface Node {
  // Null-prototype: an answer's key such as `constructor` finds no node.
  next?: Record<string, Node>;
  convert?: (value: any) => any;
}
type Tokens = {
  accessToken: { value: string; expiresAt: number };
  refreshToken: { value: string; role: string };
};

// Null-prototype maps: a key such as `constructor` is not taken for a rename.
const RENAMES: Json = {
  __proto__: null,
  id: '_id',
  createdDate: '_createdDate',
  updatedDate: '_updatedDate',
};
const BACK: Json = { __proto__: null, _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };
// A sort field name, renamed segment by segment (`lineItems._id` → `lineItems.id`).
const renameField = (field: any, names: Json) =>
  typeof field === 'string' ? field.replace(/[^.]+/g, (part) => names[part] ?? part) : field;

const lazy = () => import('./least-conforming-lazy');

/** What an error is built from: its code, and the answer's status and request id when there was one. */
export interface ErrorInit {
  code: string;
  status?: number;
  requestId?: string | null;
  details?: Json;
  cause?: unknown;
}

export class BazaarError extends Error {
  override name = 'BazaarError';
  declare code: string;
  declare status?: number;
  declare requestId?: string;
  declare details: Json;
  constructor(message: string, init: ErrorInit) {
    super(init.requestId ? `${message}, request-id: ${init.requestId}` : message, init);
    Object.assign(this, init).details = { ...init.details, requestId: init.requestId };
  }
}
export class ValidationError extends BazaarError {
  override name = 'ValidationError';
}
export class ApplicationError extends BazaarError {
  override name = 'ApplicationError';
}
export class SystemError extends BazaarError {
  override name = 'SystemError';
}
export class ConnectionError extends SystemError {
  override name = 'ConnectionError';
}
const CLASSES = [ValidationError, ApplicationError, SystemError] as const;
export type ErrorClasses = typeof CLASSES;

// `a.{b,c.{d,e}}` → a.b, a.c.d, a.c.e: the first innermost group (the first text like it) expanded, then again.
const expand = (path: string): string[] => {
  const group = /\{([^{}]*)\}/.exec(path);
  return group ? group[1]!.split(',').flatMap((part) => expand(path.replace(group[0], part))) : [path];
};

const compile = (pairs: Array<[readonly string[] | undefined, (value: any) => any]>): Node => {
  const root: Node = {};
  for (const [paths = [], convert] of pairs)
    for (const path of paths.flatMap(expand)) {
      let node = root;
      for (const key of path.split('.')) {
        node.next ??= Object.create(null) as Record<string, Node>;
        node = node.next[key] ??= {};
      }
      node.convert = convert;
    }
  return root;
};

// How a build converts: a request (`copy`: into a new tree, the caller's untouched) or an answer (wire names → ours).
type Walk = (value: any, node: Node | undefined, names: Json, copy?: boolean, sort?: boolean) => any;

// The copying build: a copy of every object, values converted on the way, keys (and sort field names) renamed.
const copying: Walk = (value, node, names, _copy, sort) => {
  if (Array.isArray(value)) return value.map((item) => copying(item, node, names, true, sort));
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const out: Json = {};
  for (const key in value) {
    const child = node?.next?.[key];
    const item = child?.convert ? child.convert(value[key]) : value[key];
    // transforms.md §3: dotted keys by segment; a key keeps its name when the object has the new one too.
    const name = renameField(key, names);
    out[name !== key && name in value ? key : name] =
      sort && key === 'fieldName'
        ? renameField(item, names)
        : copying(item, child, names, true, key === 'sort');
  }
  return out;
};

// V8 keeps an object built key by key (`{}`) in its fast form for 16 keys; the 17th turns it into a hash table, slow
// to fill and to read. One built by Big has room for 32 more: V8 reserves a slot per `this.a =` (repeats counted).
// Its objects are plain ones (`constructor === Object`); pure, so the copying build leaves it out.
const Big = /* @__PURE__ */ (() => {
  function Big(this: Json, never?: boolean) {
    // biome-ignore format: 32 slots
    if (never) this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = 0;
  }
  Big.prototype = Object.prototype;
  return Big as unknown as new () => Json;
})();

// The in-place build (issue 11's CPU target): one walk converting the values at the compiled paths on the way (only
// the paths' nodes are looked up) and renaming keys and sort field names; an answer is converted in place, an object
// rebuilt only when it has a key to rename. With `copy` (requests) every object and array is new. Plain loops, and
// the rename (a regular expression) only for keys that have one: it runs on every key of every answer.
const inPlace: Walk = (value, node, names, copy, sort) => {
  if (Array.isArray(value)) {
    const out = copy ? [] : value;
    for (let i = 0; i < value.length; i++) out[i] = inPlace(value[i], node, names, copy, sort);
    return out;
  }
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const out: Json = copy ? {} : value;
  let renamed = false;
  for (const key in value) {
    const child = node?.next?.[key];
    const item = child?.convert ? child.convert(value[key]) : value[key];
    const next =
      sort && key === 'fieldName'
        ? renameField(item, names)
        : // A value not an object is kept without a call (no work is done on it).
          item && typeof item === 'object'
          ? inPlace(item, child, names, copy, key === 'sort')
          : item;
    if (copy || next !== value[key]) out[key] = next;
    renamed ||= key in names || key.includes('.');
  }
  if (!renamed) return out;
  // transforms.md §3: dotted keys by segment; a key keeps its name when the object has the new one too.
  const renamedOut: Json = Object.keys(out)[16] ? new Big() : {};
  for (const key in out) {
    const name = names[key] ?? (key.includes('.') ? renameField(key, names) : key);
    renamedOut[name !== key && name in out ? key : name] = out[key];
  }
  return renamedOut;
};

const each = (convert: (value: any) => any) => (value: any) =>
  Array.isArray(value) ? value.map(convert) : convert(value);
// transforms.md §2: a falsy timestamp becomes undefined; of floats only "NaN" and "±Infinity" are converted.
const toDate = each((value) => (value ? new Date(value) : undefined));
// Values whose type name sorts before 'string' (numbers, booleans, objects) are kept without the test, which
// would turn each number into a string.
const toNumber = each((value) =>
  typeof value < 's' || !/^(-?Infinity|NaN)$/.test(value) ? value : Number(value),
);

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

const queryString = (wire: Json, complex?: boolean): string => {
  const params = new URLSearchParams();
  for (const key in wire) {
    const value = wire[key];
    if (complex && value && typeof value === 'object' && !(value instanceof Date)) {
      return `.r=${base64url(JSON.stringify(wire))}`;
    }
    // A Date goes as its JSON form, ISO-8601.
    for (const item of [value].flat()) if (item != null) params.append(key, item.toJSON?.() ?? item);
  }
  return params.toString();
};

const trees = new WeakMap<EndpointDescriptor, [Node, Node]>();

/** Transport options shared by createClient and OAuthStrategy. */
interface Transport {
  baseUrl?: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}
type Auth = ReturnType<typeof OAuthStrategy>;

// The request pipeline of one transport: with `auth`, module calls; without, the token grants.
const pipeline =
  (transport: Transport, convert: Walk, auth?: Auth) =>
  async (descriptor: EndpointDescriptor, args: any[]): Promise<any> => {
    const request: Json = {};
    // A spread argument's name starts with `...`.
    descriptor.args?.forEach((name, i) => {
      if (name[0] === '.') Object.assign(request, args[i]);
      else if (args[i] !== undefined) request[name] = args[i];
    });
    // Call options: the argument after the descriptor's.
    const { signal, timeoutMs = transport.timeoutMs ?? 30_000 } = args[descriptor.args?.length ?? 0] ?? {};
    let tree = trees.get(descriptor);
    if (!tree) {
      const { request: out = {}, response: back = {} } = descriptor;
      tree = [
        compile([
          // The global isFinite on purpose: null stays null, NaN and ±Infinity go as their names.
          // biome-ignore lint/suspicious/noGlobalIsFinite: see above
          [out.floats, each((value) => (isFinite(value) ? value : String(value)))],
          [out.fieldMasks, (value) => value?.join?.() ?? value],
        ]),
        compile([
          [back.timestamps, toDate],
          [back.floats, toNumber],
        ]),
      ];
      trees.set(descriptor, tree);
    }
    const wire = convert(request, tree[0], BACK, true);
    let { method, path } = descriptor;
    // GET and DELETE (the methods before `P`) send a query string; the others a JSON body.
    let query = method < 'P' ? queryString(wire, descriptor.complex) : '';
    if (descriptor.fallback && query.length > 4000) {
      method = 'POST';
      path = descriptor.fallback;
      query = '';
    }
    const body = method < 'P' ? undefined : JSON.stringify(wire);
    const url =
      (transport.baseUrl ?? 'https://www.wixapis.com') +
      path.replace(/\{([^}]+)\}/g, (_, field: string) =>
        encodeURIComponent(field.split('.').reduce((value, key) => value?.[key], wire)),
      ) +
      (query && `?${query}`);
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response | undefined;
      let text = '';
      let failure: ConnectionError | undefined;
      try {
        response = await (transport.fetch ?? fetch)(url, {
          method,
          body,
          headers: { ...(await auth?.getAuthHeaders())?.headers, 'Content-Type': 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        text = await response.text();
      } catch (error) {
        // A failure of the auth strategy (its token request) passes as it is.
        if (error instanceof BazaarError) throw error;
        const code = signal?.aborted ? 'ABORTED' : timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR';
        failure = new ConnectionError(`System error occurred: ${code}`, { code, cause: error });
      }
      if (!failure && response!.ok) {
        const data = convert(JSON.parse(text), tree[1], RENAMES);
        return descriptor.void ? undefined : descriptor.unwrap ? data[descriptor.unwrap] : data;
      }
      // The failure path loads on the first failed attempt; without it (offline) no retry, a SystemError.
      const failurePath = await lazy().catch(() => undefined);
      if (
        await failurePath?.retry(
          attempt,
          descriptor.idempotent || 'GETPUTDELETE'.includes(descriptor.method),
          response,
          failure,
          signal,
        )
      )
        continue;
      throw (
        failure ??
        (failurePath
          ? failurePath.toError(CLASSES, response!, text, descriptor)
          : new SystemError('System error occurred', {
              code: 'UNKNOWN',
              status: response!.status,
              requestId: response!.headers.get('x-wix-request-id'),
            }))
      );
    }
  };

const seconds = () => Math.floor(Date.now() / 1000);
const GRANT: EndpointDescriptor = { method: 'POST', path: '/oauth2/token', args: ['...'] };
const EMPTY: Tokens = { accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } };
// Sign-in methods of the official strategy: their code loads on first use.
const SIGN_IN =
  'generateOAuthData,getAuthUrl,getMemberTokens,logout,login,register,processVerification,sendPasswordResetEmail,getMemberTokensForDirectLogin,complete,getMemberTokensForExternalLogin';

/**
 * Visitor and member sessions: a visitor token when none exists (or when a refresh fails), renewal with the refresh
 * token, one token request however many calls wait for it, the official strategy's session methods, its sign-in
 * methods loaded on first use.
 *
 * @param options - client id, initial tokens or their storage, and transport when used without a client
 * @returns the strategy
 */
export function OAuthStrategy(
  options: {
    clientId: string;
    tokens?: Tokens;
    tokenStorage?: { getTokens(): Tokens; setTokens(tokens: Tokens): void };
  } & Transport,
) {
  let transport: Transport = options;
  let held = options.tokens ?? EMPTY;
  let renewal: Promise<unknown> | undefined;
  const storage = options.tokenStorage ?? {
    getTokens: () => held,
    setTokens: (tokens: Tokens) => {
      held = tokens;
    },
  };
  const get = () => storage.getTokens();
  const store = (tokens: Tokens) => storage.setTokens(tokens);
  const valid = (token?: Tokens['accessToken']) => token?.value && token.expiresAt >= seconds();
  const grant = async (body: Json, role: string, keep?: Tokens['refreshToken']): Promise<Tokens> => {
    // The token endpoint's requests and answers are not converted (transforms.md §3: not renamed).
    const json = await pipeline(transport, (value) => value)(GRANT, [
      { clientId: options.clientId, ...body },
    ]);
    return {
      accessToken: { value: json.access_token, expiresAt: seconds() + +json.expires_in },
      refreshToken: keep ?? { value: json.refresh_token, role },
    };
  };
  const renewToken = (refreshToken: Tokens['refreshToken']) =>
    grant({ grantType: 'refresh_token', refreshToken: refreshToken.value }, refreshToken.role, refreshToken);
  // Valid tokens as they are; else renewed with the refresh token; else (none, or the refresh failed) a visitor's.
  // A failed member refresh is thrown after the visitor's tokens (spec §4: a visitor token when a refresh fails).
  const obtain = async (tokens?: Tokens, store?: (tokens: Tokens) => void): Promise<Tokens> => {
    const refresh = tokens?.refreshToken;
    if (refresh?.value) {
      if (valid(tokens!.accessToken)) return tokens!;
      try {
        return await renewToken(refresh);
      } catch (error) {
        if (refresh.role === 'member') {
          store?.(await grant({ grantType: 'anonymous' }, 'visitor'));
          throw error;
        }
      }
    }
    return grant({ grantType: 'anonymous' }, 'visitor');
  };
  const strategy = {
    attach(client: Transport) {
      transport = { ...client, ...options };
    },
    async getAuthHeaders() {
      if (!valid(get().accessToken)) {
        renewal ??= obtain(get(), store)
          .then(store)
          .finally(() => {
            renewal = undefined;
          });
        await renewal;
      }
      return { headers: { Authorization: get().accessToken.value } };
    },
    getTokens: get,
    setTokens: store,
    generateVisitorTokens: (tokens?: Tokens) => obtain(tokens),
    renewToken,
    loggedIn: () => get().refreshToken.role === 'member',
    getActiveToken: () => get().accessToken.value,
    parseFromUrl(url = location.href, mode?: 'fragment' | 'query') {
      const { search, hash } = new URL(url);
      const params = new URLSearchParams(mode === 'query' ? search : hash.slice(1));
      const error = params.get('error');
      return {
        code: params.get('code'),
        state: params.get('state'),
        ...(error && { error, errorDescription: params.get('error_description') }),
      };
    },
  } as Json;
  for (const name of SIGN_IN.split(','))
    strategy[name] = async (...args: any[]) => (await lazy()).signIn(name, ...args);
  return strategy;
}

/**
 * The client: binds each module's entries (descriptors, binders, binder objects) to one request pipeline.
 *
 * @param options - the auth strategy, the modules and the transport
 * @param convert - how requests and answers are converted (the build's walk)
 * @returns the client with one bound object per module
 */
function bindClient(options: { auth: Auth; modules: Json } & Transport, convert: Walk) {
  const { auth, modules } = options;
  auth.attach(options);
  const invoke = pipeline(options, convert, auth);
  const client: Json = {
    auth,
    fetchWithAuth: async (url: string, init?: RequestInit) =>
      (await lazy()).fetchWithAuth(options, auth as any, url, init),
  };
  const context = { invoke, client };
  const bind = (entry: any) =>
    typeof entry === 'function'
      ? entry(context)
      : entry.binder
        ? entry.binder(context)
        : (...args: any[]) => invoke(entry, args);
  for (const name in modules) {
    const bound: Json = {};
    for (const fn in modules[name]) bound[fn] = bind(modules[name][fn]);
    client[name] = bound;
  }
  return client;
}

/**
 * The client whose answers are converted by a copying walk (least code).
 *
 * @param options - the auth strategy, the modules and the transport
 * @returns the client
 */
export const createClient = (options: { auth: Auth; modules: Json } & Transport) =>
  bindClient(options, copying);

/**
 * The client whose answers are converted in place (issue 11's CPU target).
 *
 * @param options - the auth strategy, the modules and the transport
 * @returns the client
 */
export const createInPlaceClient = (options: { auth: Auth; modules: Json } & Transport) =>
  bindClient(options, inPlace);
