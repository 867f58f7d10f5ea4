// The contracts our SDK keeps above the bundle-size floor (support/minimal-client.ts), each as the source patches
// that take it out of a build (support/source-patches.ts), with what requires it. bundle-size.bench.ts builds our
// SDK once per contract with that contract removed and reports the gzip bytes it costs in each call set, then all
// the contracts nothing requires removed at once: whether the targets are reachable while keeping the required ones.
import { type SourcePatch, withoutProperty } from './source-patches';

/** Who asks for a contract. */
export type Requirement =
  /** DESIGN.md §3 or spec/SPEC.md (or the reference files they point to): every conforming client keeps it. */
  | 'contract'
  /** The official client's API, which DESIGN.md §3 asks ours to keep so code ports by changing imports. */
  | 'official API'
  /** Issue 11's per-call CPU targets (cart-get ≤ 1.10×, products-query ≤ 1.3× the floor). */
  | 'CPU target'
  /** Ours alone: an additive extra nothing above requires. */
  | 'ours';

export interface Contract {
  id: string;
  /** What the contract is. */
  label: string;
  requirement: Requirement;
  /** Where the requirement is written, or why the contract is ours. */
  source: string;
  /** The rewrites that take the contract out. */
  patches: SourcePatch[];
}

// Module tables and query definitions: descriptors live there.
const TABLES = /^(modules|query)\//;

// The error classes reduced to bare Error subclasses: what is left when their fields and the official `details`
// shape go (the floor throws plain Errors).
const BARE_ERRORS = `
export class BazaarError extends Error {
  static from(error: unknown) {
    return error as BazaarError;
  }
}
export class ValidationError extends BazaarError {}
export class ApplicationError extends BazaarError {}
export class SystemError extends BazaarError {}
export class ConnectionError extends SystemError {}
export const isBazaarError = (error: unknown) => error instanceof BazaarError;
export const isValidationError = (error: unknown) => error instanceof ValidationError;
export const isApplicationError = (error: unknown) => error instanceof ApplicationError;
export const isSystemError = (error: unknown) => error instanceof SystemError;
export const isConnectionError = (error: unknown) => error instanceof ConnectionError;
`;

export const CONTRACTS: Contract[] = [
  {
    id: 'argument-checks',
    label: 'argument checks: a ValidationError naming the caller’s field when the server refuses the call',
    requirement: 'ours',
    source: 'our API: DESIGN.md §3 and SPEC.md §5/§8 ask only that the server’s violations surface',
    patches: [
      {
        // A spread argument is spread whatever it is (a string as its characters).
        files: 'http/request-from-args.ts',
        rewrites: [
          [
            '    } else if (isObject(arg)) {\n      Object.assign(request, arg);',
            '    } else {\n      Object.assign(request, arg);',
          ],
        ],
      },
      {
        // The initial code the checks use is no longer handed over (the caller's names of a server violation are).
        files: 'http/create-invoker.ts',
        rewrites: [
          ['[requestFromArgs, isObject, renamePath],', '[0, 0, renamePath] as unknown as ArgumentTools,'],
        ],
      },
      {
        files: 'errors/failure.ts',
        rewrites: [
          [/ {2}\/\/ A refusal of the arguments[\s\S]*?throw toValidationError\([\s\S]*?\n {4}\}\);\n/, ''],
          // No rules loaded: a server violation's spread field is declared by the caller's arguments alone.
          [', args, rules)', ', args)'],
        ],
      },
      {
        // The checks of the tables that load up front, in the rules files (modules/argument-rules.ts): none left.
        files: 'modules/argument-rules.ts',
        rewrites: [[/(export const ARGUMENT_RULES: ArgumentRules = )\{[\s\S]*?\n\};/, '$1{};']],
      },
      // The checks that lazily loaded tables carry inline (`params`).
      { files: TABLES, rewrites: [(source) => withoutProperty(source, 'params')] },
    ],
  },
  {
    id: 'session-events',
    label:
      'session events: onSessionChange (visitor session started, member logged in, member session lost, logged out), also for changes another tab makes to shared token storage',
    requirement: 'ours',
    source: 'our API: the official OAuthStrategy has no session events',
    patches: [
      {
        files: 'auth/oauth/oauth-strategy.ts',
        rewrites: [
          [/ {2}\/\/ Announces a new session[\s\S]*?\n {2}\}\n/, ''],
          [/ {2}\/\/ Another tab sharing [^\n]*\n {2}storage\.onExternalChange\?\.\(announce\);\n/, ''],
          [
            /function store\(next: Tokens, lost\?: BazaarError\) \{[\s\S]*?\n {2}\}\n/,
            'function store(next: Tokens, _lost?: BazaarError) {\n    storage.setTokens(next);\n  }\n',
          ],
          [/ {4}\/\/ An arrow, not a method[^\n]*\n {4}onSessionChange: [\s\S]*?\n {4}\},\n/, ''],
          [/ {2}const listeners = [^\n]*\n/, ''],
          [/ {2}const emit = [\s\S]*?\n {4}\}\);\n/, ''],
        ],
      },
    ],
  },
  {
    id: 'call-headers',
    label: 'extra headers: `headers` on the client and on each call',
    requirement: 'ours',
    source: 'our API (additive extra of createClient and CallOptions)',
    patches: [
      {
        files: 'http/create-invoker.ts',
        rewrites: [
          [
            /const headers: Record<string, string> =[\s\S]*?'application\/json';/,
            "const headers: Record<string, string> =\n        line.body !== undefined ? { ...authHeaders, 'Content-Type': 'application/json' } : authHeaders;",
          ],
        ],
      },
    ],
  },
  {
    id: 'non-json-answer',
    label: 'a SystemError (with status and request id) for a 2xx answer that is not a JSON object',
    requirement: 'ours',
    source: 'our API: without it the caller gets JSON.parse’s SyntaxError',
    patches: [
      {
        files: 'http/create-invoker.ts',
        rewrites: [
          [
            /let body: any;\n {8}let cause: unknown;\n {8}try \{[\s\S]*?\n {8}\}\n/,
            'const body = JSON.parse(text);\n',
          ],
          ['!isObject(body) || ', ''],
          ['unusableAnswerError(response!, cause)', 'unusableAnswerError(response!)'],
        ],
      },
    ],
  },
  {
    id: 'reserved-names',
    label: 'createClient refuses module names that would hide `auth`, `fetchWithAuth` or `webhooks`',
    requirement: 'ours',
    source: 'our API',
    patches: [
      {
        files: 'client/create-client.ts',
        rewrites: [[/ {4}if \(name in client \|\| name === 'webhooks'\)[^\n]*\n/, '']],
      },
    ],
  },
  {
    id: 'error-classes',
    label:
      'the error classes’ contents: code, status, request id, the official `details` shape, messages with the request id and sorted violations',
    requirement: 'contract',
    source: 'DESIGN.md §3 Errors; SPEC.md §8',
    patches: [
      { files: 'errors/bazaar-error.ts', rewrites: [[/^[\s\S]*$/, BARE_ERRORS]] },
      {
        // The request id in the message of the error the pipeline builds up front (the others are lazy).
        files: 'http/create-invoker.ts',
        rewrites: [[/requestId \? `System error occurred, request-id: [^`]*` : /, '']],
      },
    ],
  },
  {
    id: 'timeout-abort',
    label: 'per-attempt timeout and the caller’s AbortSignal, with their ConnectionErrors (TIMEOUT, ABORTED)',
    requirement: 'contract',
    source: 'DESIGN.md §3: “fetch with timeout/abort”',
    patches: [
      {
        files: 'http/create-invoker.ts',
        rewrites: [
          [/ {4}const timeoutMs = [^\n]*\n/, ''],
          [/ {6}const controller = new AbortController\(\);[\s\S]*?signal\?\.addEventListener\([^\n]*\n/, ''],
          [', signal: controller.signal }', ' }'],
          [/ {8}\/\/ A call aborted before[^\n]*\n {8}if \(signal\?\.aborted\) throw signal\.reason;\n/, ''],
          [/const code = signal\?\.aborted [^\n]*;/, "const code = 'NETWORK_ERROR';"],
          ['cause: signal?.aborted ? signal.reason : error,', 'cause: error,'],
          [/ {12}timeoutMs,\n/, ''],
          [/ {6}\} finally \{\n[^\n]*\n[^\n]*\n {6}\}\n/, '      }\n'],
        ],
      },
    ],
  },
  {
    id: 'retries',
    label:
      'retries (idempotent calls, 429/503, backoff, Retry-After): the call into the lazily loaded failure path that decides and waits',
    requirement: 'contract',
    source: 'DESIGN.md §3 request pipeline',
    patches: [
      {
        files: 'http/create-invoker.ts',
        rewrites: [['for (let attempt = 0; ; attempt++) {', '{\n      const attempt = 0;']],
      },
      {
        files: 'errors/failure.ts',
        rewrites: [[/ {2}const idempotent = [\s\S]*?\) return;\n/, '']],
      },
    ],
  },
  {
    id: 'error-conversion',
    label:
      'error conversion: a failed answer classified and worded by the lazily loaded failure path (a plain Error instead)',
    requirement: 'contract',
    source: 'DESIGN.md §3 request pipeline; SPEC.md §8 generic answers',
    patches: [
      {
        files: 'errors/failure.ts',
        rewrites: [
          [
            /errorFromAnswer\([\s\S]*?\n {2}\);\n/,
            // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source with a template literal
            'new Error(`${status} ${text}`);\n',
          ],
        ],
      },
    ],
  },
  {
    id: 'long-get-fallback',
    label:
      'the POST fallback of a GET whose query string is over 4000 characters (and the tables’ fallback paths)',
    requirement: 'contract',
    source: 'DESIGN.md §3, SPEC.md §7 and §9',
    patches: [
      {
        files: 'http/build-http-request.ts',
        rewrites: [[/ {2}if \(descriptor\.fallback[\s\S]*?\n {2}\}\n/, '']],
      },
      { files: TABLES, rewrites: [(source) => withoutProperty(source, 'fallback')] },
    ],
  },
  {
    id: 'token-refresh',
    label: 'renewal with the refresh token, and a failed member refresh reported (not silently a visitor)',
    requirement: 'contract',
    source:
      'SPEC.md §4 Session (a visitor token only when none exists or a refresh fails); business-rules 157',
    patches: [
      {
        files: 'auth/oauth/oauth-strategy.ts',
        rewrites: [
          [
            /let lost: BazaarError \| undefined;\n {4}if \(refreshToken\?\.value\) \{[\s\S]*?\n {4}\}\n/,
            'if (refreshToken?.value && isValid(tokens!.accessToken)) return tokens as Tokens;\n',
          ],
          ['store(next, lost)', 'store(next)'],
        ],
      },
    ],
  },
  {
    id: 'request-conversions',
    label: 'request conversions: floats and field masks in requests (and the tables’ request paths)',
    requirement: 'contract',
    source: 'DESIGN.md §3 conversions; reference/transforms.md §2',
    patches: [
      {
        files: 'convert/create-converters.ts',
        rewrites: [[/compilePaths\(descriptor\.request, \{[^}]*\}\)/, 'compilePaths(undefined, {})']],
      },
      { files: TABLES, rewrites: [(source) => withoutProperty(source, 'request')] },
    ],
  },
  {
    id: 'sort-field-names',
    label: 'sort field names renamed both ways (`_createdDate` ↔ `createdDate` in `sort[].fieldName`)',
    requirement: 'contract',
    source: 'reference/transforms.md §3',
    patches: [
      {
        files: 'convert/convert-tree.ts',
        // Both directions' walker (convertTree).
        rewrites: [[/ \} else if \(inSort && key === 'fieldName'[^\n]*\n[^\n]*\n/, ' }\n']],
      },
    ],
  },
  {
    id: 'dates-in-queries',
    label: 'Dates in query strings sent as ISO-8601',
    requirement: 'contract',
    source: 'reference/transforms.md (outgoing timestamps: `date.toISOString()`)',
    patches: [
      {
        files: 'http/query-string.ts',
        rewrites: [
          [' && !(item instanceof Date)', ''],
          [/ {8}if \(part instanceof Date\)[^\n]*\n/, ''],
        ],
      },
    ],
  },
  {
    id: 'offline-fallback',
    label:
      'a typed error when the lazily loaded failure path cannot load (offline): no retry, the error built up front',
    requirement: 'contract',
    source: 'our lazy failure path, to keep DESIGN.md §3’s typed errors offline',
    patches: [
      {
        files: 'http/create-invoker.ts',
        rewrites: [[/ {8}\(cause\) => \{\n[^\n]*\n {8}\},\n/, '']],
      },
    ],
  },
  {
    id: 'stored-tokens',
    label: 'the `tokens` and `tokenStorage` options (start from stored tokens, or keep them elsewhere)',
    requirement: 'contract',
    source: 'DESIGN.md §3 token storage adapters; the official `tokens` option',
    patches: [
      {
        files: 'auth/oauth/oauth-strategy.ts',
        rewrites: [
          ['options.tokenStorage ?? createMemoryTokenStorage(options.tokens)', 'createMemoryTokenStorage()'],
        ],
      },
    ],
  },
  {
    id: 'strategy-api',
    label:
      'the OAuthStrategy’s session methods: getTokens, setTokens, generateVisitorTokens, renewToken, loggedIn, getActiveToken, parseFromUrl',
    requirement: 'official API',
    source: 'the official OAuthStrategy (DESIGN.md §3: code ports by changing imports)',
    patches: [
      {
        files: 'auth/oauth/oauth-strategy.ts',
        rewrites: [
          ['    parseFromUrl,\n', ''],
          ['    getTokens,\n    setTokens: (tokens) => store(tokens),\n', ''],
          [/ {4}generateVisitorTokens: [^\n]*\n {4}renewToken: [^\n]*\n/, ''],
          [/ {4}loggedIn: [^\n]*\n {4}getActiveToken: [^\n]*\n/, ''],
        ],
      },
    ],
  },
  {
    id: 'sign-in-names',
    label: 'the sign-in methods’ names on the strategy (their code loads on first use)',
    requirement: 'official API',
    source:
      'the official OAuthStrategy; DESIGN.md §3 (PKCE redirect login, direct login, logout, silent login)',
    patches: [
      {
        files: 'auth/oauth/oauth-strategy.ts',
        rewrites: [[/ {4}\.\.\.lazyMethods<SignInFlows>\([\s\S]*?\n {4}\),\n/, '']],
      },
    ],
  },
  {
    id: 'fetch-with-auth',
    label: '`client.fetchWithAuth` (its code loads on first use)',
    requirement: 'official API',
    source: 'the official client’s `fetchWithAuth`',
    patches: [
      {
        files: 'client/create-client.ts',
        rewrites: [
          [
            /const fetchWithAuth: FetchWithAuth = async[^\n]*\n[^\n]*\n/,
            'const fetchWithAuth = undefined as unknown as FetchWithAuth;\n',
          ],
        ],
      },
    ],
  },
  {
    id: 'in-place-conversion',
    label:
      'incoming conversion in place: values converted and keys renamed in the parsed answer, objects rebuilt only where a key is renamed (the walk copying every object and array, as it does outgoing, instead)',
    requirement: 'CPU target',
    source: 'issue 11 item 3 (a 100-product query ≤ 1.3× the floor’s CPU)',
    patches: [
      {
        files: 'convert/convert-tree.ts',
        rewrites: [
          // Every object and array copied before it is converted, and rebuilt, in both directions.
          ['  if (toWire) {\n    // Only arrays', '  {\n    // Only arrays'],
          ['let renames = toWire;', 'let renames = true;'],
          ['    renames ||= sdkName(key) !== key;\n', ''],
        ],
      },
    ],
  },
  {
    id: 'cpu-fast-paths',
    label:
      'CPU fast paths: the request line of an argument-less call built once, a held fresh token used without a promise',
    requirement: 'CPU target',
    source: 'issue 11 item 3 (cart get ≤ 1.10× the floor’s CPU)',
    patches: [
      {
        files: 'http/create-invoker.ts',
        rewrites: [
          // The line built on every call: the build expression alone, without the argument-less branch that keeps it.
          [
            /const line = argCount\n {6}\? (buildHttpRequest\([\s\S]*?\n {8}\))\n[\s\S]*?config\.baseUrl,\n {8}\)\);\n/,
            'const line = $1;\n',
          ],
          ['auth.getHeldAuthHeaders?.() ?? ', ''],
        ],
      },
      {
        // getAuthHeaders checks the held token itself.
        files: 'auth/oauth/oauth-strategy.ts',
        rewrites: [
          [
            /\(strategy\.getHeldAuthHeaders\(\)[^)]*\)/,
            '(isValid(getTokens().accessToken) ? { Authorization: getTokens().accessToken.value } : undefined)',
          ],
          [/ {4}\/\/ `tokens` is a local[^\n]*\n {4}getHeldAuthHeaders: [^\n]*\n[^\n]*\n/, ''],
        ],
      },
    ],
  },
];
