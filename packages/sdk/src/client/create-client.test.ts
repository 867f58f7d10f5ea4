import { describe, expect, it, vi } from 'vitest';
import type { AuthStrategy, Transport } from '../auth/auth-strategy';
import { createdEvent } from '../events/define-event';
import { endpoint } from '../modules/endpoint';
import { createRecordingFetch } from '../testing/recording-fetch';
import { createWebhookSigner } from '../testing/webhook-signer';
import { createClient, type ModuleContext } from './create-client';

const auth: AuthStrategy = { getAuthHeaders: async () => ({ headers: { Authorization: 'tok' } }) };
const things = {
  getThing: endpoint<(id: string) => Promise<{ _id: string }>>({
    method: 'GET',
    path: '/things/v1/things/{id}',
    args: ['_id'],
    unwrap: 'thing',
  }),
  countThings:
    ({ invoke }: ModuleContext) =>
    async () =>
      ((await invoke({ method: 'GET', path: '/things/v1/count' }, [])) as { count: number }).count,
};

describe('createClient', () => {
  it('binds module descriptors and binders to the client', async () => {
    const fetch = createRecordingFetch({
      'GET /things/v1/things/t1': { json: { thing: { id: 't1' } } },
      'GET /things/v1/count': { json: { count: 3 } },
    });
    const client = createClient({ auth, fetch, baseUrl: 'http://localhost:4000/', modules: { things } });
    expect(await client.things.getThing('t1')).toEqual({ _id: 't1' });
    expect(await client.things.countThings()).toBe(3);
    expect(fetch.requests.map((request) => request.url)).toEqual([
      'http://localhost:4000/things/v1/things/t1?id=t1',
      'http://localhost:4000/things/v1/count',
    ]);
  });

  it('accepts an in-process handler that takes one Request, like a server’s app.fetch', async () => {
    const seen: string[] = [];
    const handler = (request: Request) => {
      seen.push(`${request.method} ${request.url} ${request.headers.get('authorization')}`);
      return new Response(JSON.stringify({ thing: { id: 'h1' } }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const client = createClient({ auth, fetch: handler, baseUrl: 'http://platform', modules: { things } });
    expect(await client.things.getThing('h1')).toEqual({ _id: 'h1' });
    expect(seen).toEqual(['GET http://platform/things/v1/things/h1?id=h1 tok']);
  });

  it('defaults to https://www.wixapis.com', async () => {
    const fetch = createRecordingFetch(() => ({ json: { thing: {} } }));
    await createClient({ auth, fetch, modules: { things } }).things.getThing('x');
    expect(fetch.requests[0]!.url).toBe('https://www.wixapis.com/things/v1/things/x?id=x');
  });

  it('uses the global fetch, looked up at call time, when none is given', async () => {
    const original = globalThis.fetch;
    const fetch = createRecordingFetch(() => ({ json: { thing: { id: 'g' } } }));
    const client = createClient({ auth, modules: { things } });
    globalThis.fetch = fetch;
    try {
      expect(await client.things.getThing('g')).toEqual({ _id: 'g' });
    } finally {
      globalThis.fetch = original;
    }
    expect(fetch.requests).toHaveLength(1);
  });

  it('exposes the strategy as client.auth and attaches the client transport to it', () => {
    let attached: Transport | undefined;
    const strategy = { ...auth, attach: (transport: Transport) => (attached = transport) };
    const fetch = createRecordingFetch();
    const client = createClient({
      auth: strategy,
      fetch,
      baseUrl: 'http://local',
      timeoutMs: 5,
      modules: {},
    });
    expect(client.auth).toBe(strategy);
    expect(attached).toMatchObject({ baseUrl: 'http://local', fetch, timeoutMs: 5 });
  });

  it('refuses module names that would hide auth or fetchWithAuth', () => {
    expect(() => createClient({ auth, modules: { auth: things } })).toThrow('"auth" is reserved');
  });

  describe('fetchWithAuth', () => {
    it('adds the authorisation to a raw fetch without converting anything', async () => {
      const fetch = createRecordingFetch(() => ({ json: { id: 'raw' } }));
      const client = createClient({ auth, fetch, baseUrl: 'http://local' });
      const response = await client.fetchWithAuth('/custom/v1/thing?x=1', {
        method: 'POST',
        body: '{"id":1}',
      });
      expect(await response.json()).toEqual({ id: 'raw' });
      expect(fetch.requests[0]).toMatchObject({
        method: 'POST',
        url: 'http://local/custom/v1/thing?x=1',
        headers: { authorization: 'tok' },
        body: '{"id":1}',
      });
    });

    it('keeps an Authorization the caller set and accepts absolute URLs', async () => {
      const fetch = createRecordingFetch();
      const client = createClient({ auth, fetch });
      await client.fetchWithAuth(new URL('https://other.example/a'), { headers: { Authorization: 'mine' } });
      expect(fetch.requests[0]).toMatchObject({
        url: 'https://other.example/a',
        headers: { authorization: 'mine' },
      });
    });

    // fetch-with-auth.ts is a lazy boundary: a client whose calls all go through modules never loads it.
    it('loads its code on first use, once', async () => {
      let loads = 0;
      vi.resetModules();
      vi.doMock('./fetch-with-auth', async () => {
        loads++;
        return vi.importActual('./fetch-with-auth');
      });
      try {
        const fresh = await import('./create-client');
        const fetch = createRecordingFetch(() => ({ json: {} }));
        const client = fresh.createClient({ auth, fetch, baseUrl: 'http://local', modules: { things } });
        await client.things.getThing('t1');
        expect(loads).toBe(0);
        await Promise.all([client.fetchWithAuth('/a'), client.fetchWithAuth('/b')]);
        expect(loads).toBe(1);
        expect(fetch.requests.map((request) => request.path).sort()).toEqual([
          '/a',
          '/b',
          '/things/v1/things/t1?id=t1',
        ]);
      } finally {
        vi.doUnmock('./fetch-with-auth');
        vi.resetModules();
      }
    });
  });

  it('binds event definitions mixed into a module to handler registrations', async () => {
    const signer = await createWebhookSigner();
    const thingEvents = { onThingCreated: createdEvent('test.v1.thing') };
    const client = createClient({
      auth,
      webhooks: { publicKey: signer.publicKeyPem },
      modules: { things: { ...things, ...thingEvents } },
    });
    const seen: unknown[] = [];
    client.things.onThingCreated(({ entity }) => void seen.push(entity));
    await client.webhooks.process(
      await signer.sign({
        eventType: 'test.v1.thing_created',
        payload: { id: 'e', eventTime: '2025-01-01T00:00:00Z', createdEvent: { entity: { id: 't1' } } },
      }),
    );
    expect(seen).toEqual([{ _id: 't1' }]);
    expect(typeof client.things.getThing).toBe('function');
  });

  it('has no webhooks without event definitions or a webhook-verifying strategy (no webhook code is bound)', () => {
    const client = createClient({ auth, modules: { things } });
    expect(client.webhooks).toBeUndefined();
    expect(Object.keys(client).sort()).toEqual(['auth', 'fetchWithAuth', 'things']);
  });

  it('lets the strategy bind client-wide members once the modules are bound', () => {
    const seen: string[] = [];
    const strategy: AuthStrategy = {
      ...auth,
      bindClient: ({ client }) => void seen.push(...Object.keys(client ?? {})),
    };
    createClient({ auth: strategy, modules: { things } });
    expect(seen).toEqual(['auth', 'fetchWithAuth', 'things']);
  });

  it('reserves the name webhooks', () => {
    expect(() => createClient({ auth, modules: { webhooks: things } })).toThrow('"webhooks" is reserved');
  });
});
