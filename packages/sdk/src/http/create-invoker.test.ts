import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthStrategy } from '../auth/auth-strategy';
import { ApplicationError, ConnectionError, SystemError, ValidationError } from '../errors/bazaar-error';
import { type EndpointDescriptor, endpoint } from '../modules/endpoint';
import { createRecordingFetch, type MockHandler } from '../testing/recording-fetch';
import { createInvoker } from './create-invoker';

const auth: AuthStrategy = { getAuthHeaders: async () => ({ headers: { Authorization: 'token-1' } }) };
const BASE = 'https://api.example';
const setup = (handler?: MockHandler, options: Partial<Parameters<typeof createInvoker>[0]> = {}) => {
  const fetch = createRecordingFetch(handler);
  const invoke = createInvoker({ auth, baseUrl: BASE, fetch, retries: { baseDelayMs: 0 }, ...options });
  return { fetch, invoke };
};

const getThing = endpoint<(id: string) => Promise<unknown>>({
  method: 'GET',
  path: '/things/v1/things/{id}',
  args: ['_id'],
  params: { _id: 'string!' },
  unwrap: 'thing',
  response: { timestamps: ['thing.createdDate'] },
});
const createThing: EndpointDescriptor = { method: 'POST', path: '/things/v1/things', args: ['...options'] };

describe('the request pipeline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the raw token (no Bearer), client and call headers, and converts the answer', async () => {
    const { fetch, invoke } = setup(
      () => ({ json: { thing: { id: 't1', createdDate: '2024-01-02T03:04:05.000Z' } } }),
      {
        headers: { 'x-client': 'c' },
      },
    );
    const thing = await invoke(getThing, ['t1', { headers: { 'x-call': 'd' } }]);
    expect(thing).toEqual({ _id: 't1', _createdDate: new Date('2024-01-02T03:04:05.000Z') });
    expect(fetch.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: 'https://api.example/things/v1/things/t1?id=t1',
        headers: { authorization: 'token-1', 'x-client': 'c', 'x-call': 'd' },
        body: undefined,
      }),
    ]);
  });

  it('sends Content-Type only with a body', async () => {
    const { fetch, invoke } = setup();
    await invoke(createThing, [{ name: 'n', when: new Date('2024-01-01T00:00:00Z') }]);
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      headers: { authorization: 'token-1', 'content-type': 'application/json' },
      json: { name: 'n', when: '2024-01-01T00:00:00.000Z' },
    });
  });

  it('sends the strategy’s headers as they are, and never adds to them', async () => {
    const shared = { Authorization: 'token-1' };
    const { fetch, invoke } = setup(undefined, {
      auth: { getAuthHeaders: async () => ({ headers: shared }) },
    });
    await invoke(getThing, ['t1']);
    await invoke(createThing, [{ name: 'n' }]);
    await invoke(getThing, ['t1', { headers: { 'x-call': 'd' } }]);
    expect(fetch.requests.map((request) => request.headers)).toEqual([
      { authorization: 'token-1' },
      { authorization: 'token-1', 'content-type': 'application/json' },
      { authorization: 'token-1', 'x-call': 'd' },
    ]);
    expect(shared).toEqual({ Authorization: 'token-1' });
  });

  describe('argument checks, run when the server refuses a call', () => {
    const createNamed: EndpointDescriptor = { ...createThing, params: { name: 'string!', tags: 'string[]' } };
    const refused =
      (status: number, json: unknown = { message: 'invalid' }) =>
      () => ({
        status,
        json,
        headers: { 'x-wix-request-id': 'r-bad' },
      });

    it('sends bad arguments, and names the caller’s fields in a ValidationError carrying the refusal', async () => {
      const { fetch, invoke } = setup(refused(400));
      const error = await invoke(createNamed, [{ tags: 'a' }]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        message:
          'INVALID_ARGUMENT: "options.name" is required, "options.tags" must be string[], request-id: r-bad',
        code: 'INVALID_ARGUMENT',
        status: 400,
        requestId: 'r-bad',
        violations: [
          { field: 'options.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
          { field: 'options.tags', description: 'must be string[]', violatedRule: 'FORMAT' },
        ],
      });
      expect(fetch.requests).toEqual([expect.objectContaining({ method: 'POST', json: { tags: 'a' } })]);
    });

    it('names a wrong id in the path when the server answers 404', async () => {
      const { fetch, invoke } = setup(refused(404));
      await expect(invoke(getThing, [42])).rejects.toMatchObject({
        name: 'ValidationError',
        message: 'INVALID_ARGUMENT: "_id" must be string, request-id: r-bad',
        status: 404,
      });
      expect(fetch.requests[0]?.path).toBe('/things/v1/things/42?id=42');
    });

    it('sends a missing id as `undefined` and names it when the server refuses', async () => {
      const { fetch, invoke } = setup(refused(404));
      await expect(invoke(getThing, [''])).rejects.toMatchObject({
        name: 'ValidationError',
        message: 'INVALID_ARGUMENT: "_id" is required, request-id: r-bad',
      });
      expect(fetch.requests[0]?.path).toBe('/things/v1/things/undefined?id=');
    });

    it('lets the server decide: a call it accepts succeeds', async () => {
      const { fetch, invoke } = setup(() => ({ json: { thing: { id: '42' } } }));
      await expect(invoke(getThing, [42])).resolves.toEqual({ _id: '42' });
      await expect(invoke(createNamed, [{}])).resolves.toEqual({ thing: { _id: '42' } });
      expect(fetch.requests).toHaveLength(2);
    });

    it('gives the server’s own error when the arguments pass the checks', async () => {
      const violations = {
        validationError: { fieldViolations: [{ field: 'name', description: 'too long' }] },
      };
      const { invoke } = setup(refused(400, { message: 'bad', details: violations }));
      await expect(invoke(createNamed, [{ name: 'x' }])).rejects.toThrow(
        'INVALID_ARGUMENT: "options.name" too long, request-id: r-bad',
      );
      const notFound = setup(refused(404, { message: 'no' })).invoke;
      await expect(notFound(getThing, ['t1'])).rejects.toMatchObject({
        name: 'ApplicationError',
        code: 'NOT_FOUND',
      });
    });

    it('checks refusals only: a server failure with bad arguments is the server’s error', async () => {
      const { invoke } = setup(refused(500));
      await expect(invoke(createNamed, [{}])).rejects.toMatchObject({ name: 'SystemError', status: 500 });
    });

    it('keeps the server’s error for refusals that are not about the arguments (403, 409)', async () => {
      for (const status of [403, 409]) {
        const { invoke } = setup(refused(status, { message: 'no' }));
        await expect(invoke(createNamed, [{}])).rejects.toMatchObject({ name: 'ApplicationError', status });
      }
    });

    it('never sends a string where options go as its characters, and names it when refused', async () => {
      const { fetch, invoke } = setup(refused(400));
      await expect(invoke(createThing, ['ab'])).rejects.toThrow('INVALID_ARGUMENT: "options" must be object');
      expect(fetch.requests[0]?.json).toEqual({});
      const accepted = setup();
      await expect(accepted.invoke(createThing, ['ab'])).resolves.toEqual({});
      expect(accepted.fetch.requests[0]?.json).toEqual({});
    });
  });

  it('retries a GET on 503 and 429 and then succeeds', async () => {
    const replies = [
      { status: 503 },
      { status: 429, headers: { 'retry-after': '0' } },
      { json: { thing: {} } },
    ];
    const { fetch, invoke } = setup(() => replies.shift());
    await expect(invoke(getThing, ['t1'])).resolves.toEqual({});
    expect(fetch.requests).toHaveLength(3);
  });

  it('gives up after the allowed retries with the last answer’s error', async () => {
    const { fetch, invoke } = setup(() => ({ status: 503, statusText: 'Service Unavailable' }), {
      retries: { max: 1, baseDelayMs: 0 },
    });
    await expect(invoke(getThing, ['t1'])).rejects.toMatchObject({
      name: 'SystemError',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(fetch.requests).toHaveLength(2);
  });

  it('never retries a POST that is not declared idempotent', async () => {
    const { fetch, invoke } = setup(() => ({ status: 503 }));
    await expect(invoke(createThing, [{}])).rejects.toBeInstanceOf(SystemError);
    expect(fetch.requests).toHaveLength(1);
  });

  it('retries a POST declared idempotent', async () => {
    const replies = [{ networkError: true }, { json: {} }];
    const { fetch, invoke } = setup(() => replies.shift());
    await invoke({ ...createThing, idempotent: true }, [{}]);
    expect(fetch.requests).toHaveLength(2);
  });

  it('retries network errors on GET and fails with a ConnectionError when they persist', async () => {
    const { fetch, invoke } = setup(() => ({ networkError: true }));
    await expect(invoke(getThing, ['t1'])).rejects.toMatchObject({
      name: 'ConnectionError',
      code: 'NETWORK_ERROR',
    });
    expect(fetch.requests).toHaveLength(3);
  });

  it('waits Retry-After seconds before retrying', async () => {
    vi.useFakeTimers();
    const replies = [{ status: 429, headers: { 'retry-after': '2' } }, { json: { thing: { id: 'x' } } }];
    const { fetch, invoke } = setup(() => replies.shift());
    const pending = invoke(getThing, ['t1']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ _id: 'x' });
    expect(fetch.requests).toHaveLength(2);
  });

  it('times out each attempt after timeoutMs (per call options override the client’s)', async () => {
    vi.useFakeTimers();
    const { fetch, invoke } = setup(() => ({ hang: true }), { timeoutMs: 60_000, retries: 0 });
    const pending = invoke(getThing, ['t1', { timeoutMs: 100 }]);
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ConnectionError', code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(100);
    await assertion;
    expect(fetch.requests).toHaveLength(1);
  });

  it('stops at once when the caller aborts, also during a retry wait', async () => {
    vi.useFakeTimers();
    const { fetch, invoke } = setup(() => ({ status: 503 }), { retries: { max: 5, baseDelayMs: 10_000 } });
    const controller = new AbortController();
    const pending = invoke(getThing, ['t1', { signal: controller.signal }]);
    const assertion = expect(pending).rejects.toBeInstanceOf(ConnectionError);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await assertion;
    expect(fetch.requests).toHaveLength(1);
  });

  it('turns error answers into errors whose fields use the caller’s argument names', async () => {
    const { invoke } = setup(() => ({
      status: 400,
      json: {
        message: 'bad',
        details: { validationError: { fieldViolations: [{ field: 'name', description: 'too long' }] } },
      },
      headers: { 'x-wix-request-id': 'r9' },
    }));
    await expect(invoke(createThing, [{ name: 'x' }])).rejects.toThrow(
      'INVALID_ARGUMENT: "options.name" too long, request-id: r9',
    );
  });

  it('turns a 4xx without details into an ApplicationError coded from the status', async () => {
    const { invoke } = setup(() => ({ status: 404, json: { message: 'no' } }));
    await expect(invoke(getThing, ['t1'])).rejects.toMatchObject({
      name: 'ApplicationError',
      code: 'NOT_FOUND',
      status: 404,
    });
    await expect(invoke(getThing, ['t1'])).rejects.toBeInstanceOf(ApplicationError);
  });

  it.each([
    ['an empty 200 body', ''],
    ['a non-JSON 200 body', 'OK'],
    ['an HTML 200 page', '<html></html>'],
    ['a truncated JSON body', '{"thing":'],
    ['a JSON null', 'null'],
  ])('turns %s into a SystemError instead of crashing', async (_, body) => {
    const { invoke } = setup(() => ({ body, headers: { 'x-wix-request-id': 'r1' } }));
    await expect(invoke(getThing, ['t1'])).rejects.toMatchObject({
      name: 'SystemError',
      message: 'System error occurred, request-id: r1',
      status: 200,
    });
  });

  it('returns undefined for void calls but still requires a JSON answer', async () => {
    const deleteThing: EndpointDescriptor = {
      method: 'DELETE',
      path: '/things/v1/things/{id}',
      args: ['id'],
      void: true,
    };
    await expect(setup(() => ({ json: {} })).invoke(deleteThing, ['t1'])).resolves.toBeUndefined();
    await expect(setup(() => ({ body: '' })).invoke(deleteThing, ['t1'])).rejects.toBeInstanceOf(SystemError);
  });

  it('asks the strategy for headers on every attempt, so renewed tokens are used', async () => {
    let n = 0;
    const counting: AuthStrategy = {
      getAuthHeaders: async () => ({ headers: { Authorization: `t${++n}` } }),
    };
    const replies = [{ status: 503 }, { json: { thing: {} } }];
    const fetch = createRecordingFetch(() => replies.shift());
    const invoke = createInvoker({ auth: counting, baseUrl: BASE, fetch, retries: { baseDelayMs: 0 } });
    await invoke(getThing, ['t1']);
    expect(fetch.requests.map((request) => request.headers.authorization)).toEqual(['t1', 't2']);
  });

  it('builds an argument-less request once, yet sends each call with its own headers, signal and body copy', async () => {
    const ping: EndpointDescriptor = { method: 'GET', path: '/things/v1/ping' };
    const touch: EndpointDescriptor = { method: 'POST', path: '/things/v1/touch' };
    const { fetch, invoke } = setup();
    const controller = new AbortController();
    await invoke(ping, []);
    await invoke(ping, [{ headers: { 'x-call': 'd' }, signal: controller.signal }]);
    await invoke(touch, []);
    await invoke(touch, []);
    await invoke(getThing, ['t1']);
    await invoke(getThing, ['t2']);
    expect(fetch.requests.map(({ method, url, headers, body }) => ({ method, url, headers, body }))).toEqual([
      {
        method: 'GET',
        url: `${BASE}/things/v1/ping`,
        headers: { authorization: 'token-1' },
        body: undefined,
      },
      {
        method: 'GET',
        url: `${BASE}/things/v1/ping`,
        headers: { authorization: 'token-1', 'x-call': 'd' },
        body: undefined,
      },
      ...Array(2).fill({
        method: 'POST',
        url: `${BASE}/things/v1/touch`,
        headers: { authorization: 'token-1', 'content-type': 'application/json' },
        body: '{}',
      }),
      {
        method: 'GET',
        url: `${BASE}/things/v1/things/t1?id=t1`,
        headers: { authorization: 'token-1' },
        body: undefined,
      },
      {
        method: 'GET',
        url: `${BASE}/things/v1/things/t2?id=t2`,
        headers: { authorization: 'token-1' },
        body: undefined,
      },
    ]);
    // The caller's abort still reaches an argument-less call.
    controller.abort();
    await expect(invoke(ping, [{ signal: controller.signal }])).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('uses held headers at once, waits for getAuthHeaders only when none are held, and never adds to them', async () => {
    const held = { Authorization: 'held-1' };
    let holding = true;
    const getAuthHeaders = vi.fn(async () => ({ headers: { Authorization: 'renewed-1' } }));
    const { fetch, invoke } = setup(undefined, {
      auth: { getAuthHeaders, getHeldAuthHeaders: () => (holding ? held : undefined) },
    });
    await invoke(createThing, [{ name: 'n' }]);
    expect(getAuthHeaders).not.toHaveBeenCalled();
    holding = false;
    await invoke(getThing, ['t1']);
    expect(getAuthHeaders).toHaveBeenCalledTimes(1);
    expect(fetch.requests.map((request) => request.headers)).toEqual([
      { authorization: 'held-1', 'content-type': 'application/json' },
      { authorization: 'renewed-1' },
    ]);
    expect(held).toEqual({ Authorization: 'held-1' });
  });
});
