import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDescriptor } from '../modules/endpoint';
import { createRecordingFetch } from '../testing/recording-fetch';
import { type CallOptions, createInvoker } from './create-invoker';
import type { FetchLike } from './send-request';

// One attempt's sending, a step of the pipeline: the body read within the attempt, the per-attempt timeout and the
// caller's signal, and the ConnectionError of each way an attempt gets no answer. No retries here.
const getX: EndpointDescriptor = { method: 'GET', path: '/x' };
const postX: EndpointDescriptor = { method: 'POST', path: '/x', args: ['...options'] };
const send = (
  fetch: FetchLike | undefined,
  call: CallOptions = {},
  { baseUrl = 'https://api.example', descriptor = getX, args = [] as unknown[] } = {},
) =>
  createInvoker({
    auth: { getAuthHeaders: async () => ({ headers: { Authorization: 't' } }) },
    baseUrl,
    fetch,
    retries: 0,
  })(descriptor, [...args, call]);

describe('sending an attempt', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the body of the answer', async () => {
    const fetch = createRecordingFetch(() => ({ status: 201, statusText: 'Created', json: { a: 1 } }));
    await expect(send(fetch)).resolves.toEqual({ a: 1 });
    expect(fetch.requests[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.example/x',
      headers: { authorization: 't' },
    });
  });

  it('fails with ConnectionError TIMEOUT when no answer comes in time', async () => {
    vi.useFakeTimers();
    const fetch = createRecordingFetch(() => ({ hang: true }));
    const pending = send(fetch, { timeoutMs: 5000 });
    const assertion = expect(pending).rejects.toMatchObject({
      name: 'ConnectionError',
      code: 'TIMEOUT',
      message: 'System error occurred: TIMEOUT after 5000 ms',
    });
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
  });

  it('fails with ConnectionError ABORTED when the caller aborts, keeping the reason as cause', async () => {
    const fetch = createRecordingFetch(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = send(fetch, { timeoutMs: 0, signal: controller.signal });
    const reason = new Error('user left the page');
    controller.abort(reason);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED', cause: reason });
  });

  it('does not even send when the signal is already aborted', async () => {
    const fetch = createRecordingFetch();
    await expect(send(fetch, { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(fetch.requests).toHaveLength(0);
  });

  it('fails with ConnectionError NETWORK_ERROR when fetch rejects, keeping the original as cause', async () => {
    const cause = new TypeError('fetch failed');
    const fetch = createRecordingFetch(() => ({ networkError: cause }));
    await expect(send(fetch)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      cause,
      message: 'System error occurred: NETWORK_ERROR (fetch failed)',
    });
  });

  it('words a fetch that rejects with something other than an Error by that value', async () => {
    const fetch: FetchLike = () => Promise.reject('socket closed');
    await expect(send(fetch)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      cause: 'socket closed',
      message: 'System error occurred: NETWORK_ERROR (socket closed)',
    });
  });
});

// Without a client `fetch`, the pipeline calls the global fetch with (url, init) and builds no Request: the timeout
// and the caller's signal must still reach the wire, which a real server that never answers shows.
describe('sending with the global fetch (no Request object)', () => {
  let server: Server;
  let baseUrl: string;
  let closed: Promise<void>;
  let arrived: Promise<void>;
  let connected: boolean;

  beforeEach(async () => {
    let onClose!: () => void;
    let onArrival!: () => void;
    closed = new Promise((resolve) => (onClose = resolve));
    arrived = new Promise((resolve) => (onArrival = resolve));
    connected = false;
    // Never answers; `closed` resolves once the client has dropped the connection.
    server = createServer(() => onArrival());
    server.on('connection', (socket) => {
      connected = true;
      socket.once('close', onClose);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('calls the global fetch with the URL and an init, not a Request', async () => {
    const original = globalThis.fetch;
    const calls: unknown[][] = [];
    globalThis.fetch = (async (...args: unknown[]) => {
      calls.push(args);
      return new Response('{}');
    }) as typeof fetch;
    try {
      await send(undefined, {}, { descriptor: postX, args: [{ a: 1 }] });
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toHaveLength(1);
    const [input, init] = calls[0] as [unknown, RequestInit];
    expect(input).toBe('https://api.example/x');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 't' }, body: '{"a":1}' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('times out with TIMEOUT and drops the connection', async () => {
    await expect(send(undefined, { timeoutMs: 50 }, { baseUrl })).rejects.toMatchObject({ code: 'TIMEOUT' });
    // On a loaded host the timeout can end the request before it has connected: then there is nothing to drop.
    if (connected) await closed;
  });

  it('leaves no abort listener on the caller’s signal once the answer is in', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (async () => new Response('{}')) as unknown as typeof fetch;
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    try {
      await send(undefined, { timeoutMs: 1000, signal: controller.signal });
    } finally {
      globalThis.fetch = original;
    }
    expect(added).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]![1]);
  });

  it('fails with ABORTED when the caller aborts, and drops the connection', async () => {
    const controller = new AbortController();
    const pending = send(undefined, { timeoutMs: 0, signal: controller.signal }, { baseUrl });
    const reason = new Error('navigated away');
    // Aborted once the request is at the server (a fixed delay could abort it before it connected, and then no
    // connection would ever close).
    await arrived;
    controller.abort(reason);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED', cause: reason });
    await closed;
  });
});
