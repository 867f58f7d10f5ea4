import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runOpenLoop } from './open-loop';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A local server; `answer` decides each request's fate (arrival index, respond). */
async function serve(answer: (index: number, respond: (status: number) => void) => void): Promise<string> {
  let index = 0;
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(index++, (status) => res.writeHead(status).end('{}')));
  });
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('runOpenLoop', () => {
  it('sends rate × seconds requests at an even pace, answered or not', async () => {
    const arrivals: number[] = [];
    // Every request is held for 300 ms: a closed loop of a few connections would send far fewer.
    const baseUrl = await serve((_, respond) => {
      arrivals.push(performance.now());
      setTimeout(() => respond(200), 300);
    });
    const result = await runOpenLoop({
      baseUrl,
      rate: 200,
      seconds: 1,
      next: () => ({ method: 'POST', path: '/x', body: '{"a":1}' }),
    });
    expect(result.sent).toBe(200);
    expect(result.answered).toBe(200);
    expect(result.errors).toBe(0);
    // About 200 × 0.3 s = 60 in flight at once, each on its own connection.
    expect(result.maxInFlight).toBeGreaterThan(40);
    expect(result.p50).toBeGreaterThanOrEqual(300);
    // Even: in any 100 ms of the run about 20 arrive (a per-second burst would put all 200 in the first few ms).
    const first = arrivals[0]!;
    for (let window = 0; window < 9; window++) {
      const count = arrivals.filter(
        (at) => at >= first + window * 100 && at < first + (window + 1) * 100,
      ).length;
      expect(count).toBeGreaterThan(10);
      expect(count).toBeLessThan(30);
    }
  });

  it('counts a stall from when each request was due, not from when it could be sent', async () => {
    // One answer blocks this whole process (server and generator) for 200 ms: requests due meanwhile go out late,
    // and their latency must include the wait.
    const baseUrl = await serve((index, respond) => {
      if (index === 50) {
        const until = performance.now() + 200;
        while (performance.now() < until) {}
      }
      respond(200);
    });
    const result = await runOpenLoop({
      baseUrl,
      rate: 200,
      seconds: 1,
      next: () => ({ method: 'GET', path: '/' }),
    });
    expect(result.answered).toBe(200);
    expect(result.max).toBeGreaterThanOrEqual(190);
    // About 40 requests were due during the stall: the p90 sits inside it.
    expect(result.p90).toBeGreaterThan(50);
  });

  it('counts non-2xx answers as errors, not as latencies', async () => {
    const baseUrl = await serve((index, respond) => respond(index % 2 ? 500 : 200));
    const result = await runOpenLoop({
      baseUrl,
      rate: 100,
      seconds: 0.5,
      next: () => ({ method: 'GET', path: '/' }),
    });
    expect(result.sent).toBe(50);
    expect(result.answered).toBe(25);
    expect(result.errors).toBe(25);
  });
});
