import { afterEach, describe, expect, it, vi } from 'vitest';
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
