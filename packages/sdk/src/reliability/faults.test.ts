/**
 * The client against a real HTTP server that misbehaves: retries never repeat a write that may have reached the
 * server, timeouts and aborts leave nothing running, and garbage answers become typed errors, never crashes.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthStrategy } from '../auth/auth-strategy';
import { createClient } from '../client/create-client';
import { BazaarError, ConnectionError } from '../errors/bazaar-error';
import { currentCart } from '../modules/current-cart/current-cart';
import { orders } from '../modules/orders/orders';
import { type FaultyServer, startFaultyServer } from './faulty-server';

const auth: AuthStrategy = { getAuthHeaders: async () => ({ headers: { Authorization: 'token' } }) };
let server: FaultyServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeAll(async () => {
  server = await startFaultyServer();
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await server.close();
});
afterEach(() => {
  server.received.length = 0;
  const seen = unhandled.splice(0);
  expect(seen, 'unhandled rejections').toEqual([]);
});

const client = (options: { timeoutMs?: number; retries?: { max?: number; baseDelayMs?: number } } = {}) =>
  createClient({
    auth,
    baseUrl: server.baseUrl,
    modules: { currentCart, orders },
    timeoutMs: options.timeoutMs ?? 2000,
    retries: { max: 2, baseDelayMs: 1, ...options.retries },
  });

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
const ADD = 'POST /ecom/v1/carts/current/add-to-cart';
const addToCart = (c: ReturnType<typeof client>, options?: { timeoutMs?: number; signal?: AbortSignal }) =>
  c.currentCart.addToCurrentCart(
    { lineItems: [{ catalogReference: { appId: 'app', catalogItemId: 'item' }, quantity: 1 }] },
    options as never,
  );

describe('retries and writes', () => {
  it.each([
    ['answers 503', (_: unknown, res: any) => res.writeHead(503).end('{}')],
    ['answers 429', (_: unknown, res: any) => res.writeHead(429, { 'retry-after': '0' }).end('{}')],
    ['drops the connection', (_: unknown, res: any) => res.socket.destroy()],
  ] as const)('sends a non-idempotent POST once when the server %s', async (_label, fault) => {
    server.handle(fault);
    await expect(addToCart(client())).rejects.toBeInstanceOf(BazaarError);
    expect(server.received).toEqual([ADD]);
  });

  it('sends a non-idempotent POST once when it times out (the server may have acted on it)', async () => {
    server.handle(() => {});
    const error = await addToCart(client({ timeoutMs: 100 })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).code).toBe('TIMEOUT');
    expect(server.received).toEqual([ADD]);
  });

  it('retries reads and calls declared idempotent', async () => {
    server.handle((_, res) => res.writeHead(503).end('{}'));
    await expect(client().currentCart.getCurrentCart()).rejects.toBeInstanceOf(BazaarError);
    expect(server.received).toEqual(Array(3).fill('GET /ecom/v1/carts/current'));
    server.received.length = 0;
    await expect(client().orders.searchOrders({})).rejects.toBeInstanceOf(BazaarError);
    expect(server.received).toEqual(Array(3).fill('POST /ecom/v1/orders/search'));
  });
});

describe('timeouts and aborts', () => {
  it('leave no timer or request running after a timeout', async () => {
    server.handle(() => {});
    const before = timers();
    await expect(client({ timeoutMs: 50 }).currentCart.getCurrentCart()).rejects.toBeInstanceOf(
      ConnectionError,
    );
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it('stop at once when aborted during a retry wait, leaving no timer', async () => {
    server.handle((_, res) => res.writeHead(503, { 'retry-after': '5' }).end('{}'));
    const controller = new AbortController();
    const before = timers();
    const call = client().currentCart.getCurrentCart({ signal: controller.signal } as never);
    while (server.received.length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect((error as ConnectionError).code).toBe('ABORTED');
    expect(server.received).toHaveLength(1);
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it('stop a call whose answer is still streaming when aborted', async () => {
    server.handle((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"cart":');
    });
    const controller = new AbortController();
    const call = addToCart(client(), { signal: controller.signal });
    while (server.received.length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect(((await call.catch((caught: unknown) => caught)) as ConnectionError).code).toBe('ABORTED');
  });
});

const CONTENT_TYPES = ['application/json', 'text/html', 'text/plain', 'application/octet-stream', ''];
const garbage = fc.oneof(
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ maxLength: 300 }).map((text) => Buffer.from(text)),
  fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value))),
  fc.tuple(fc.jsonValue(), fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify({ cart: value, message: 'x', details: { applicationError: value } });
    return Buffer.from(text.slice(0, cut % text.length));
  }),
  fc.constant(Buffer.from('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>')),
  fc.constant(Buffer.from(JSON.stringify({ message: 'Nope', details: { applicationError: { code: 'X' } } }))),
  fc.constant(Buffer.from(JSON.stringify({ cart: { lineItems: 'not a list', createdDate: 5, id: {} } }))),
  fc.constant(Buffer.alloc(3_000_000, 'x')),
);

describe('garbage answers', () => {
  it('become typed errors or results, never crashes', async () => {
    const c = client({ retries: { max: 0 } });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(200, 201, 204, 400, 401, 404, 428, 500, 502, 503),
        fc.constantFrom(...CONTENT_TYPES),
        garbage,
        async (status, contentType, body) => {
          server.handle((_, res) => {
            res.writeHead(status, contentType ? { 'content-type': contentType } : {});
            res.end(status === 204 ? undefined : body);
          });
          const outcome = await c.currentCart.getCurrentCart().then(
            (value) => ({ value }),
            (error: unknown) => ({ error }),
          );
          if ('error' in outcome) {
            expect(outcome.error).toBeInstanceOf(BazaarError);
            expect(typeof (outcome.error as BazaarError).message).toBe('string');
          } else {
            // Only a 2xx JSON object is a result.
            expect(status).toBeGreaterThanOrEqual(200);
            expect(status).toBeLessThan(300);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
