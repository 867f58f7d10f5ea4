import {
  OAuthStrategy as BazaarOAuthStrategy,
  collections,
  createClient as createBazaarClient,
  currentCart,
  type EndpointDescriptor,
  products,
  redirects,
} from '@bazaar/sdk';
import { describe, expect, it, vi } from 'vitest';
import { runCartFlowOfSetA, useDemoPlatform } from './demo-platform';
import {
  ApplicationError,
  BazaarError,
  ConnectionError,
  createClient,
  createInPlaceClient,
  OAuthStrategy,
  SystemError,
  ValidationError,
} from './least-conforming-client';

// The least conforming client of bundle-size.bench.ts must really keep the contracts it is measured for: it runs the
// sets' calls against the platform with our SDK's answers, and each contract has its rule checked here, in both
// builds (answers converted by a copying walk, or in place).
const BASE = 'https://www.wixapis.com';
const platform = useDemoPlatform();

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: any;
}
// The platform as the client's `fetch`, every request recorded.
const platformFetch =
  (sent: Sent[] = []): Fetch =>
  async (url, init) => {
    sent.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return platform().app.request(url.replace(BASE, ''), init);
  };
const modules = { currentCart, redirects, products, collections };
const FAR = 4_000_000_000;
const VALID = {
  accessToken: { value: 'held', expiresAt: FAR },
  refreshToken: { value: 'r', role: 'visitor' },
};
const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'x-wix-request-id': 'req-1', ...headers } });

const builds = [
  ['copying', createClient],
  ['in place', createInPlaceClient],
] as const;

describe.each(builds)('the least conforming client (%s)', (_, create) => {
  const client = (fetch: Fetch = platformFetch(), options: Record<string, unknown> = {}) =>
    create({ auth: OAuthStrategy({ clientId: platform().clientId, ...options }), modules, fetch });
  // A client whose fetch answers alone (no platform), with a held token: no token request.
  const offline = (fetch: Fetch, extra: Record<string, unknown> = {}) =>
    create({
      auth: OAuthStrategy({ clientId: 'c', tokens: VALID }),
      modules: { ...modules, test: extra },
      fetch,
    });

  it('runs the catalog calls of set (b) with the same answers as our SDK', async () => {
    const ours = createBazaarClient({
      auth: BazaarOAuthStrategy({ clientId: platform().clientId }),
      modules,
      fetch: (request) => platform().app.request(request),
    });
    const least = client();
    const [leastPage, ourPage] = await Promise.all(
      [least, ours].map((c: any) => c.products.queryProducts().limit(12).find()),
    );
    expect(leastPage.items.length).toBeGreaterThan(0);
    expect(leastPage.items).toEqual(ourPage.items);
    const id = ourPage.items[0]._id;
    const [leastProduct, ourProduct] = await Promise.all(
      [least, ours].map((c: any) => c.products.getProduct(id)),
    );
    expect(leastProduct).toEqual(ourProduct);
    expect(leastProduct.product.lastUpdated).toBeInstanceOf(Date);
    const [leastCollections, ourCollections] = await Promise.all(
      [least, ours].map((c: any) => c.collections.queryCollections().find()),
    );
    expect(leastCollections.items).toEqual(ourCollections.items);
  });

  it('runs the cart flow of set (a) up to the checkout redirect', async () => {
    await runCartFlowOfSetA(client());
  });

  it('turns failed answers into the error classes our SDK throws, with code, status, request id and details', async () => {
    const ours = createBazaarClient({
      auth: BazaarOAuthStrategy({ clientId: platform().clientId }),
      modules,
      fetch: (request) => platform().app.request(request),
    });
    const failures = [
      (c: any) => c.products.getProduct('no-such-product'),
      (c: any) => c.currentCart.getCurrentCart(),
      (c: any) => c.currentCart.createCheckoutFromCurrentCart({ channelType: 'NOT_A_CHANNEL' }),
      (c: any) => c.currentCart.updateCurrentCartLineItemQuantity([{ _id: 'x', quantity: 1 }]),
    ];
    for (const fail of failures) {
      const [least, theirs] = await Promise.all(
        [client(), ours].map((c) =>
          fail(c).then(
            () => expect.fail('no error'),
            (error: any) => error,
          ),
        ),
      );
      expect(least).toBeInstanceOf(BazaarError);
      expect(least.name).toBe(theirs.name);
      expect([least.code, least.status]).toEqual([theirs.code, theirs.status]);
      expect(least.requestId).toMatch(/./);
      expect(least.message).toContain(`request-id: ${least.requestId}`);
      expect(least.details).toEqual({ ...theirs.details, requestId: least.requestId });
      expect(least.message.replace(least.requestId, '')).toBe(theirs.message.replace(theirs.requestId, ''));
    }
  });

  it('fails a call whose token request fails with the error our SDK throws, worded officially', async () => {
    const ours = createBazaarClient({
      auth: BazaarOAuthStrategy({ clientId: 'no-such-app' }),
      modules,
      fetch: (request) => platform().app.request(request),
    });
    const least = create({
      auth: OAuthStrategy({ clientId: 'no-such-app' }),
      modules,
      fetch: platformFetch(),
    });
    const [mine, theirs] = await Promise.all(
      [least, ours].map((c: any) => c.currentCart.getCurrentCart().catch((error: unknown) => error)),
    );
    expect(mine.message).toMatch(/^Failed to fetch tokens from OAuth API: /);
    expect([mine.name, mine.code, mine.status]).toEqual([theirs.name, theirs.code, theirs.status]);
    expect(mine.message.replace(mine.requestId, '')).toBe(theirs.message.replace(theirs.requestId, ''));
  });

  it('classifies server violations, application errors and 5xx answers', async () => {
    const violation = { field: 'b', description: 'is bad', violatedRule: 'FORMAT' };
    const answers = [
      answer(
        {
          message: 'x',
          details: { validationError: { fieldViolations: [violation, { ...violation, field: 'a' }] } },
        },
        400,
      ),
      answer(
        {
          message: 'No cart',
          details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'none' } },
        },
        404,
      ),
      answer({}, 500),
    ];
    const errors = [];
    for (const next of answers) {
      errors.push(
        await offline(async () => next)
          .currentCart.getCurrentCart()
          .catch((error: unknown) => error),
      );
    }
    const [validation, application, system] = errors as any[];
    expect(validation).toBeInstanceOf(ValidationError);
    expect(validation.code).toBe('INVALID_ARGUMENT');
    expect(validation.message).toBe('INVALID_ARGUMENT: "a" is bad, "b" is bad, request-id: req-1');
    expect(validation.details.validationError.fieldViolations.map((v: any) => v.field)).toEqual(['a', 'b']);
    expect(application).toBeInstanceOf(ApplicationError);
    expect(application.code).toBe('OWNED_CART_NOT_FOUND');
    expect(application.details).toEqual({
      applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'none', data: {} },
      requestId: 'req-1',
    });
    expect(system).toBeInstanceOf(SystemError);
    expect([system.code, system.status, system.message]).toEqual([
      'INTERNAL_SERVER_ERROR',
      500,
      'System error occurred, request-id: req-1',
    ]);
  });

  it('times out an attempt (timeoutMs), and fails with ABORTED when the caller aborts', async () => {
    // A fetch that never answers, rejecting (as fetch does) when its signal is or gets aborted.
    const never: Fetch = (_, { signal }) =>
      new Promise((_resolve, reject) => {
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    const c = offline(never);
    // A POST: not retried, so one attempt.
    const timedOut = await c.currentCart
      .addToCurrentCart({}, { timeoutMs: 10 })
      .catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(ConnectionError);
    expect(timedOut).toBeInstanceOf(SystemError);
    expect(timedOut.code).toBe('TIMEOUT');
    const slow = create({
      auth: OAuthStrategy({ clientId: 'c', tokens: VALID }),
      modules,
      fetch: never,
      timeoutMs: 10,
    });
    expect(await slow.currentCart.addToCurrentCart({}).catch((error: any) => error.code)).toBe('TIMEOUT');
    // Aborted before the call, and on the way.
    for (const wait of [0, 20]) {
      const controller = new AbortController();
      const pending = c.currentCart.getCurrentCart({ signal: controller.signal });
      await new Promise((resolve) => setTimeout(resolve, wait));
      controller.abort();
      expect(await pending.catch((error: any) => [error.name, error.code])).toEqual([
        'ConnectionError',
        'ABORTED',
      ]);
    }
    const refused = offline(() => Promise.reject(new TypeError('refused')));
    expect(await refused.currentCart.addToCurrentCart({}).catch((error: any) => error.code)).toBe(
      'NETWORK_ERROR',
    );
  });

  it('retries an idempotent call after a 503 (Retry-After) or a network error; not a POST', async () => {
    const sent: string[] = [];
    const flaky = (first: () => Promise<Response>): Fetch => {
      let calls = 0;
      return async (_, init) => {
        sent.push(String(init.method));
        return calls++ ? answer({ cart: { id: 'c1' } }) : first();
      };
    };
    const unavailable = () => Promise.resolve(answer({}, 503, { 'retry-after': '0' }));
    expect((await offline(flaky(unavailable)).currentCart.getCurrentCart())._id).toBe('c1');
    expect(sent).toEqual(['GET', 'GET']);
    sent.length = 0;
    const down = () => Promise.reject(new TypeError('down'));
    expect((await offline(flaky(down)).currentCart.getCurrentCart())._id).toBe('c1');
    expect(sent).toEqual(['GET', 'GET']);
    sent.length = 0;
    const posted = await offline(flaky(unavailable))
      .currentCart.addToCurrentCart({})
      .catch((error: unknown) => error);
    expect(posted).toBeInstanceOf(SystemError);
    expect([posted.code, posted.status]).toEqual(['SERVICE_UNAVAILABLE', 503]);
    expect(sent).toEqual(['POST']);
    // A Retry-After over 10 s is not waited for: the 429 fails at once.
    sent.length = 0;
    const busy = () => Promise.resolve(answer({}, 429, { 'retry-after': '60' }));
    const tooLong = await offline(flaky(busy))
      .currentCart.getCurrentCart()
      .catch((error: unknown) => error);
    expect(tooLong).toBeInstanceOf(ApplicationError);
    expect([tooLong.code, tooLong.status]).toEqual(['TOO_MANY_REQUESTS', 429]);
    expect(sent).toEqual(['GET']);
  });

  it('ends the wait before a retry when the caller aborts', async () => {
    const controller = new AbortController();
    let calls = 0;
    const c = offline(async (_, { signal }) => {
      // As fetch does, an aborted signal fails the request.
      if (signal?.aborted) throw signal.reason;
      calls++;
      setTimeout(() => controller.abort(), 10);
      return answer({}, 503, { 'retry-after': '5' });
    });
    const started = Date.now();
    const error = await c.currentCart.getCurrentCart({ signal: controller.signal }).catch((e: unknown) => e);
    expect([error.name, error.code]).toEqual(['ConnectionError', 'ABORTED']);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toBe(1);
  });

  it('sends a GET whose query string is over 4000 characters as a POST to its fallback path', async () => {
    const sent: Sent[] = [];
    const c = client(platformFetch(sent));
    const ids = Array.from(
      { length: 150 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const page = await c.products.queryProducts().in('_id', ids).find();
    expect(page.items).toEqual([]);
    const query = sent.at(-1)!;
    expect(query.method).toBe('POST');
    expect(query.url).toBe(`${BASE}/stores-reader/v1/products/query-platformized`);
    expect(query.body.query.filter).toEqual({ id: { $in: ids } });
    await c.products.queryProducts().limit(1).find();
    expect(sent.at(-1)!.method).toBe('GET');
  });

  it('renews an expired access token with the refresh token, once for concurrent calls', async () => {
    const first = client();
    await first.currentCart.getCurrentCart().catch(() => undefined);
    const visitor = first.auth.getTokens();
    expect(visitor.refreshToken.role).toBe('visitor');
    const sent: Sent[] = [];
    const expired = { ...visitor, accessToken: { ...visitor.accessToken, expiresAt: 1 } };
    const c = client(platformFetch(sent), { tokens: expired });
    await Promise.all([c.products.queryProducts().limit(1).find(), c.collections.queryCollections().find()]);
    const grants = sent.filter(({ url }) => url.endsWith('/oauth2/token'));
    expect(grants.map(({ body }) => body)).toEqual([
      { clientId: platform().clientId, grantType: 'refresh_token', refreshToken: visitor.refreshToken.value },
    ]);
    expect(c.auth.getTokens().refreshToken).toEqual(visitor.refreshToken);
    expect(c.auth.getTokens().accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('reports a failed member refresh (the call fails with its error), then goes on as a new visitor', async () => {
    const member = {
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: 'revoked', role: 'member' },
    };
    const c = client(platformFetch(), { tokens: member });
    const error = await c.collections
      .queryCollections()
      .find()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BazaarError);
    expect(c.auth.loggedIn()).toBe(false);
    expect(c.auth.getTokens().refreshToken.role).toBe('visitor');
    expect((await c.collections.queryCollections().find()).items.length).toBeGreaterThan(0);
    // A visitor's failed refresh is silent: a new visitor session.
    const visitor = client(platformFetch(), {
      tokens: { ...member, refreshToken: { value: 'x', role: 'visitor' } },
    });
    expect((await visitor.collections.queryCollections().find()).items.length).toBeGreaterThan(0);
  });

  it('keeps its tokens in the given tokenStorage, and has the official session methods', async () => {
    let stored: any;
    const tokenStorage = { getTokens: () => stored ?? VALID, setTokens: (tokens: any) => (stored = tokens) };
    const auth = OAuthStrategy({ clientId: platform().clientId, tokenStorage, fetch: platformFetch() });
    expect(auth.getTokens()).toBe(VALID);
    expect(auth.getActiveToken()).toBe('held');
    auth.setTokens({
      ...VALID,
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    const c = create({ auth, modules, fetch: platformFetch() });
    await c.collections.queryCollections().find();
    expect(stored.refreshToken.role).toBe('visitor');
    expect(auth.loggedIn()).toBe(false);
    // generateVisitorTokens: held tokens as they are, none → a new visitor; renewToken: a new access token.
    expect(await auth.generateVisitorTokens(stored)).toBe(stored);
    const fresh = await auth.generateVisitorTokens();
    expect(fresh.refreshToken.value).not.toBe(stored.refreshToken.value);
    const renewed = await auth.renewToken(fresh.refreshToken);
    expect(renewed.refreshToken).toBe(fresh.refreshToken);
    expect(renewed.accessToken.value).toMatch(/./);
    auth.setTokens({ ...stored, refreshToken: { value: 'm', role: 'member' } });
    expect(auth.loggedIn()).toBe(true);
    expect(auth.parseFromUrl('https://app.test/cb#code=c1&state=s1')).toEqual({ code: 'c1', state: 's1' });
    expect(
      auth.parseFromUrl('https://app.test/cb?error=denied&error_description=no&state=s', 'query'),
    ).toEqual({
      code: null,
      state: 's',
      error: 'denied',
      errorDescription: 'no',
    });
    for (const name of ['generateOAuthData', 'login', 'logout', 'getMemberTokensForExternalLogin'])
      await expect(auth[name]()).rejects.toThrow('not in this measurement');
  });

  it('authorises fetchWithAuth on the client base URL', async () => {
    const sent: Array<[string, Headers]> = [];
    const c = create({
      auth: OAuthStrategy({ clientId: 'c', tokens: VALID }),
      modules,
      baseUrl: 'https://api.test',
      fetch: async (url, init) => {
        sent.push([url, init.headers as Headers]);
        return answer({});
      },
    });
    await c.fetchWithAuth('/ecom/v1/carts/current', { headers: { 'X-Mine': '1' } });
    expect(sent[0]![0]).toBe('https://api.test/ecom/v1/carts/current');
    expect([sent[0]![1].get('authorization'), sent[0]![1].get('x-mine')]).toEqual(['held', '1']);
  });

  it('converts requests (floats, field masks, renames, sort field names, Dates in queries) and answers', async () => {
    const sent: Sent[] = [];
    const wire = {
      item: {
        id: 'i1',
        createdDate: '2024-01-02T03:04:05.000Z',
        updatedDate: '',
        price: 'NaN',
        cost: '1.5',
        sort: [{ fieldName: 'lineItems.createdDate' }],
        modified: { 'lineItems.id': 1, 'a.b': 2 },
        both: { id: 'wire', _id: 'mine' },
      },
    };
    const fetch: Fetch = async (url, init) => {
      sent.push({
        url,
        method: String(init.method),
        headers: {},
        body: init.body && JSON.parse(String(init.body)),
      });
      return answer(wire);
    };
    const response = { timestamps: ['item.{createdDate,updatedDate}'], floats: ['item.{price,cost}'] };
    const write: EndpointDescriptor = {
      method: 'PATCH',
      path: '/things/{item.id}',
      args: ['item', '...options'],
      request: { floats: ['item.{price,ratios}'], fieldMasks: ['mask'] },
      response,
    };
    const read: EndpointDescriptor = { method: 'GET', path: '/things', args: ['since', 'ids'], response };
    const c = offline(fetch, { write, read });
    const caller = {
      _id: 'i1',
      price: Number.POSITIVE_INFINITY,
      ratios: [1.5, Number.NaN],
      sort: [{ fieldName: '_updatedDate' }],
      'lineItems._id': 3,
      both: { _id: 'mine', id: 'wire' },
    };
    const result = await c.test.write(caller, { mask: ['a', 'b'] });
    expect(sent[0]!.url).toBe(`${BASE}/things/i1`);
    expect(sent[0]!.body).toEqual({
      item: {
        id: 'i1',
        price: 'Infinity',
        ratios: [1.5, 'NaN'],
        sort: [{ fieldName: 'updatedDate' }],
        'lineItems.id': 3,
        both: { _id: 'mine', id: 'wire' },
      },
      mask: 'a,b',
    });
    expect(caller._id).toBe('i1');
    // transforms.md §2–3: a falsy timestamp becomes undefined, a float string other than NaN/±Infinity stays, dotted
    // keys are renamed by segment, and a key keeps its name when the object has the new name too.
    expect(result).toEqual({
      item: {
        _id: 'i1',
        _createdDate: new Date('2024-01-02T03:04:05.000Z'),
        _updatedDate: undefined,
        price: Number.NaN,
        cost: '1.5',
        sort: [{ fieldName: 'lineItems._createdDate' }],
        modified: { 'lineItems._id': 1, 'a.b': 2 },
        both: { id: 'wire', _id: 'mine' },
      },
    });
    expect('_updatedDate' in result.item).toBe(true);
    await c.test.read(new Date('2024-05-06T07:08:09.000Z'), ['a', 'b']);
    expect(sent[1]!.url).toBe(`${BASE}/things?since=2024-05-06T07%3A08%3A09.000Z&ids=a&ids=b`);
  });

  it('converts answers in place in the in-place build (objects rebuilt only where a key is renamed), copies otherwise', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const read: EndpointDescriptor = {
        method: 'GET',
        path: '/things',
        response: { timestamps: ['items.at'], floats: ['items.weight'] },
      };
      const c = offline(
        async () => answer({ items: [{ at: '2024-01-02T00:00:00.000Z', weight: 'NaN' }], id: 'x' }),
        {
          read,
        },
      );
      const result = await c.test.read();
      const parsed = parse.mock.results.at(-1)!.value;
      expect(result).toEqual({
        _id: 'x',
        items: [{ at: new Date('2024-01-02T00:00:00.000Z'), weight: Number.NaN }],
      });
      // The root has a key to rename, so it is new; the items array and its object have none.
      expect(result).not.toBe(parsed);
      expect(result.items === parsed.items && result.items[0] === parsed.items[0]).toBe(
        create === createInPlaceClient,
      );
    } finally {
      parse.mockRestore();
    }
  });

  it('renames an object of more than 16 keys into a plain object, its keys in their order', async () => {
    // 20 keys with `id` among them: the in-place build rebuilds it in a Big (room for its keys).
    const wire = Object.fromEntries([
      ...Array.from({ length: 10 }, (_, i) => [`k${i}`, i]),
      ['id', 'x'],
      ...Array.from({ length: 9 }, (_, i) => [`m${i}`, i]),
    ]);
    const read: EndpointDescriptor = { method: 'GET', path: '/big' };
    const result = await offline(async () => answer(wire), { read }).test.read();
    expect(Object.keys(result)).toEqual(Object.keys(wire).map((key) => (key === 'id' ? '_id' : key)));
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(result.constructor).toBe(Object);
    expect(result._id).toBe('x');
  });
});

describe('the least conforming client without its lazy chunk (offline)', () => {
  it('fails with a SystemError carrying the status and request id, without retrying', async () => {
    vi.resetModules();
    vi.doMock('./least-conforming-lazy', () => {
      throw new Error('offline');
    });
    try {
      const least = await import('./least-conforming-client');
      let calls = 0;
      const c = least.createClient({
        auth: least.OAuthStrategy({ clientId: 'c', tokens: VALID }),
        modules,
        fetch: async () => {
          calls++;
          return answer({ message: 'busy' }, 503);
        },
      });
      const error = await c.currentCart.getCurrentCart().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(least.SystemError);
      expect([error.code, error.status, error.requestId]).toEqual(['UNKNOWN', 503, 'req-1']);
      expect(calls).toBe(1);
    } finally {
      vi.doUnmock('./least-conforming-lazy');
      vi.resetModules();
    }
  });
});
