import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { arrivalOrder } from './arrival-order';

// The client runs in a worker thread: it keeps sending while the server's thread is busy, as a load generator in
// another process does. w's request holds the server from 0 to 50 ms; a, b and c send theirs meanwhile (at 2 ms),
// so one poll at 50 ms reads all three; x sends at 60 ms, while a is served; a, b and c send their second request
// as soon as their first is answered (at 100, 150, 200 ms). Wide margins: a busy machine may delay either thread.
const CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const send = (agent, path) => new Promise((done, fail) => {
  const req = http.request({ host: '127.0.0.1', port: workerData.port, path, agent, method: 'POST' }, (res) => {
    res.resume();
    res.on('end', done);
  });
  req.on('error', fail);
  req.end();
});
const agents = {};
for (const name of ['w', 'a', 'b', 'c', 'x']) agents[name] = new http.Agent({ keepAlive: true, maxSockets: 1 });
// Open the connections first, so that each later request is one read on an open socket.
Promise.all(Object.entries(agents).map(([name, agent]) => send(agent, '/warm/' + name))).then(async () => {
  parentPort.postMessage('warm');
  await new Promise((start) => parentPort.once('message', start));
  const after = (ms) => new Promise((later) => setTimeout(later, ms));
  const twice = (name) => send(agents[name], '/' + name + '1').then(() => send(agents[name], '/' + name + '2'));
  const all = [send(agents.w, '/w1')];
  await after(2);
  all.push(twice('a'), twice('b'), twice('c'));
  await after(58);
  all.push(send(agents.x, '/x1'));
  await Promise.all(all);
  for (const agent of Object.values(agents)) agent.destroy();
  parentPort.postMessage('done');
});
`;

/** Serves requests that each hold the thread for 50 ms (as PGlite's work does) and returns their start order. */
async function startOrder(middleware: MiddlewareHandler[]): Promise<string[]> {
  const started: string[] = [];
  const app = new Hono();
  for (const handler of middleware) app.use(handler);
  app.post('/warm/:name', (c) => c.text('ok'));
  app.post('/:name', (c) => {
    started.push(c.req.param('name'));
    const until = performance.now() + 50;
    while (performance.now() < until) {}
    return c.text('ok');
  });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((ready) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      ready({ server, port: info.port }),
    );
  });
  const client = new Worker(CLIENT, { eval: true, workerData: { port } });
  await new Promise((warm) => client.once('message', warm));
  // A moment for the warm-up answers to leave the server's poll before the measured requests come in.
  await new Promise((settle) => setTimeout(settle, 50));
  client.postMessage('go');
  await new Promise((done) => client.once('message', done));
  await client.terminate();
  await new Promise((closed) => server.close(closed));
  return started;
}

describe('arrivalOrder', () => {
  it('starts a request that arrived while others were served before requests that arrived after it', async () => {
    const order = await startOrder([arrivalOrder()]);
    // x arrived at 60 ms, the second requests of b and c at 150 and 200 ms: x starts before them. (a's second,
    // sent just as the server polls at 100 ms, may come in with x in one poll: order within one poll is the
    // kernel's.) Without the middleware the poll at 200 ms reports a and b first — they were ready at the poll at
    // 50 ms — and x after them.
    expect(order[0]).toBe('w1');
    expect(order.slice(1, 4).sort()).toEqual(['a1', 'b1', 'c1']);
    expect(order.indexOf('x1')).toBeLessThan(order.indexOf('b2'));
    expect(order).toHaveLength(8);
  });

  it('lets reads through without waiting for a turn', async () => {
    const ran: string[] = [];
    const app = new Hono();
    app.use(arrivalOrder());
    app.post('/change', (c) => {
      ran.push('change');
      return c.text('ok');
    });
    app.get('/read', (c) => {
      ran.push('read');
      return c.text('ok');
    });
    await Promise.all([
      app.fetch(new Request('http://x/change', { method: 'POST' })),
      app.fetch(new Request('http://x/read')),
    ]);
    expect(ran).toEqual(['read', 'change']);
  });

  it('orders only the start: a request that waits lets the next one start', async () => {
    const events: string[] = [];
    const app = new Hono();
    app.use(arrivalOrder());
    app.post('/slow', async (c) => {
      events.push('slow started');
      await new Promise((later) => setTimeout(later, 30));
      events.push('slow done');
      return c.text('ok');
    });
    app.post('/quick', (c) => {
      events.push('quick');
      return c.text('ok');
    });
    await Promise.all([
      app.fetch(new Request('http://x/slow', { method: 'POST' })),
      app.fetch(new Request('http://x/quick', { method: 'POST' })),
    ]);
    expect(events).toEqual(['slow started', 'quick', 'slow done']);
  });
});
