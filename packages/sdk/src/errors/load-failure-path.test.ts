import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDescriptor } from '../modules/endpoint';
import { createRecordingFetch, type MockHandler } from '../testing/recording-fetch';

// The failure path (retries, classification of failed answers) is a lazy boundary: these tests load the pipeline
// fresh with the boundary module replaced, to see when and how often it loads, and what happens when it cannot.
const getThing: EndpointDescriptor = { method: 'GET', path: '/things/v1/things/{id}', args: ['_id'] };

async function freshInvoker(handler: MockHandler, failurePath: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('./failure', failurePath);
  const { createInvoker } = await import('../http/create-invoker');
  const fetch = createRecordingFetch(handler);
  const invoke = createInvoker({
    auth: { getAuthHeaders: async () => ({ headers: { Authorization: 'token' } }) },
    baseUrl: 'https://api.example',
    fetch,
    retries: { baseDelayMs: 0 },
  });
  return { fetch, invoke };
}

describe('the failure path’s lazy boundary', () => {
  afterEach(() => {
    vi.doUnmock('./failure');
    vi.resetModules();
  });

  it('is not loaded by calls that succeed', async () => {
    let loads = 0;
    const { invoke } = await freshInvoker(
      () => ({ json: { ok: true } }),
      async () => {
        loads++;
        return vi.importActual('./failure');
      },
    );
    await expect(invoke(getThing, ['t1'])).resolves.toEqual({ ok: true });
    expect(loads).toBe(0);
  });

  it('loads on the first 503, retries, and is loaded once for concurrent first failures', async () => {
    let loads = 0;
    const seen = new Set<string>();
    const { fetch, invoke } = await freshInvoker(
      (request) => {
        // The first attempt of each call is refused; its retry succeeds.
        if (seen.has(request.path)) return { json: { path: request.path } };
        seen.add(request.path);
        return { status: 503 };
      },
      async () => {
        loads++;
        return vi.importActual('./failure');
      },
    );
    const calls = ['a', 'b', 'c', 'd', 'e'].map((id) => invoke(getThing, [id]));
    await expect(Promise.all(calls)).resolves.toHaveLength(5);
    expect(fetch.requests).toHaveLength(10);
    expect(loads).toBe(1);
  });

  it('when it cannot be loaded, fails the call with a SystemError keeping the load failure, without retrying', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const { fetch, invoke } = await freshInvoker(
      () => ({ status: 503 }),
      async () => {
        throw offline;
      },
    );
    const { SystemError } = await import('./bazaar-error');
    const error = await invoke(getThing, ['t1']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({ code: 'UNKNOWN', status: 503 });
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(fetch.requests).toHaveLength(1);
  });

  it('when it cannot be loaded, a network failure still fails with its ConnectionError (worded without detail)', async () => {
    const { fetch, invoke } = await freshInvoker(
      () => ({ networkError: true }),
      async () => {
        throw new TypeError('offline');
      },
    );
    const { ConnectionError } = await import('./bazaar-error');
    const error = await invoke(getThing, ['t1']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    // The detail (fetch's message) is the failure path's wording (errors/failure.ts): not in the initial code.
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'System error occurred: NETWORK_ERROR' });
    expect(fetch.requests).toHaveLength(1);
  });

  it('when it cannot be loaded, a failed token request fails with a SystemError keeping its status and request id', async () => {
    vi.resetModules();
    vi.doMock('./failure', async () => {
      throw new TypeError('offline');
    });
    const { OAuthStrategy } = await import('../auth/oauth/oauth-strategy');
    const { SystemError } = await import('./bazaar-error');
    const fetch = createRecordingFetch(() => ({
      status: 400,
      json: { error: 'invalid_client' },
      headers: { 'x-wix-request-id': 'r1' },
    }));
    const strategy = OAuthStrategy({ clientId: 'client-1', baseUrl: 'https://api.example', fetch });
    const error = await strategy.generateVisitorTokens().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({
      code: 'UNKNOWN',
      status: 400,
      requestId: 'r1',
      message: 'System error occurred, request-id: r1',
    });
    expect((error as Error).cause).toBeInstanceOf(Error);
  });
});
