import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingFetch } from '../testing/recording-fetch';
import { sendRequest } from './send-request';

const request = { method: 'GET', url: 'https://api.example/x', headers: { Authorization: 't' } };

describe('sendRequest', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns status, headers and the body text', async () => {
    const fetch = createRecordingFetch(() => ({
      status: 201,
      statusText: 'Created',
      json: { a: 1 },
      headers: { 'x-wix-request-id': 'r' },
    }));
    const response = await sendRequest(fetch, request);
    expect(response).toMatchObject({ status: 201, statusText: 'Created', text: '{"a":1}' });
    expect(response.headers.get('x-wix-request-id')).toBe('r');
    expect(fetch.requests[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.example/x',
      headers: { authorization: 't' },
    });
  });

  it('fails with ConnectionError TIMEOUT when no answer comes in time', async () => {
    vi.useFakeTimers();
    const fetch = createRecordingFetch(() => ({ hang: true }));
    const pending = sendRequest(fetch, request, 5000);
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ConnectionError', code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
  });

  it('fails with ConnectionError ABORTED when the caller aborts, keeping the reason as cause', async () => {
    const fetch = createRecordingFetch(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = sendRequest(fetch, request, 0, controller.signal);
    const reason = new Error('user left the page');
    controller.abort(reason);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED', cause: reason });
  });

  it('does not even send when the signal is already aborted', async () => {
    const fetch = createRecordingFetch();
    await expect(sendRequest(fetch, request, 0, AbortSignal.abort())).rejects.toMatchObject({
      code: 'ABORTED',
    });
    expect(fetch.requests).toHaveLength(0);
  });

  it('fails with ConnectionError NETWORK_ERROR when fetch rejects, keeping the original as cause', async () => {
    const cause = new TypeError('fetch failed');
    const fetch = createRecordingFetch(() => ({ networkError: cause }));
    await expect(sendRequest(fetch, request)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      cause,
      message: 'System error occurred: NETWORK_ERROR (fetch failed)',
    });
  });
});

// Without a client `fetch`, sendRequest calls the global fetch with (url, init) and builds no Request: the timeout
// and the caller's signal must still reach the wire, which a real server that never answers shows.
describe('sendRequest with the global fetch (no Request object)', () => {
  let server: Server;
  let url: string;
  let closed: Promise<void>;

  beforeEach(async () => {
    let onClose!: () => void;
    closed = new Promise((resolve) => (onClose = resolve));
    server = createServer((request) => {
      // Never answers; resolves once the client has dropped the connection.
      request.socket.once('close', onClose);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stall`;
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
      await sendRequest(undefined, { ...request, method: 'POST', body: '{"a":1}' });
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
    await expect(sendRequest(undefined, { ...request, url }, 50)).rejects.toMatchObject({ code: 'TIMEOUT' });
    await closed;
  });

  it('leaves no abort listener on the caller’s signal once the answer is in', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (async () => new Response('{}')) as unknown as typeof fetch;
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    try {
      await sendRequest(undefined, request, 1000, controller.signal);
    } finally {
      globalThis.fetch = original;
    }
    expect(added).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]![1]);
  });

  it('fails with ABORTED when the caller aborts, and drops the connection', async () => {
    const controller = new AbortController();
    const pending = sendRequest(undefined, { ...request, url }, 0, controller.signal);
    const reason = new Error('navigated away');
    setTimeout(() => controller.abort(reason), 20);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED', cause: reason });
    await closed;
  });
});
