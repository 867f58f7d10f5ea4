import { createServer, type Server } from 'node:http';
import {
  type AddressInfo,
  createServer as createTcpServer,
  type Socket,
  type Server as TcpServer,
} from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeRequest, roundRobin, runOpenLoop } from './open-loop';

let server: Server | TcpServer | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** The base URL of a listening server. */
async function listen(listening: Server | TcpServer): Promise<string> {
  server = listening;
  await new Promise<void>((done) => listening.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

/** Counts the connections a server accepts. */
function countConnections(counted: Server | TcpServer): { count: number } {
  const connections = { count: 0 };
  counted.on('connection', () => connections.count++);
  return connections;
}

/** A local server; `answer` decides each request's fate (arrival index, respond). */
async function serve(answer: (index: number, respond: (status: number) => void) => void): Promise<string> {
  let index = 0;
  return listen(
    createServer((req, res) => {
      req.resume();
      req.on('end', () => answer(index++, (status) => res.writeHead(status).end('{}')));
    }),
  );
}

/**
 * A raw TCP server that answers each request (once its blank line and Content-Length body are in) with `answer`'s
 * bytes, one byte per write (each its own TCP segment, no Nagle delay), so the generator reads them in many pieces.
 */
async function serveByteByByte(
  answer: (index: number) => string,
): Promise<{ baseUrl: string; connections: { count: number } }> {
  let index = 0;
  const tcp = createTcpServer((socket: Socket) => {
    socket.setNoDelay(true);
    let pending = '';
    socket.on('data', async (data) => {
      pending += data.toString('latin1');
      const headEnd = pending.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const length = Number(/content-length: *(\d+)/i.exec(pending.slice(0, headEnd))?.[1] ?? 0);
      if (pending.length < headEnd + 4 + length) return;
      pending = '';
      for (const byte of answer(index++)) {
        socket.write(byte, 'latin1');
        await nextTurn();
      }
    });
    socket.on('error', () => {});
  });
  const connections = countConnections(tcp);
  return { baseUrl: await listen(tcp), connections };
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
    // Even: the arrivals spread over the second, none of its tenths taking a burst (a per-second burst would put all
    // 200 in the first few ms). Loose bounds: the suite runs beside other work, and a stalled process sends what fell
    // due meanwhile at once (see the next test).
    const first = arrivals[0]!;
    expect(arrivals.at(-1)! - first).toBeGreaterThan(700);
    for (let window = 0; window < 10; window++) {
      const count = arrivals.filter(
        (at) => at >= first + window * 100 && at < first + (window + 1) * 100,
      ).length;
      expect(count).toBeLessThan(100);
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

  it('finds the end of Content-Length and chunked answers read in many small pieces', async () => {
    const body = '{"cart":{"id":"c1"}}';
    const hex = body.length.toString(16);
    const { baseUrl, connections } = await serveByteByByte((index) =>
      index % 2
        ? `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`
        : // Chunked, with a chunk extension and a trailer: the answer ends only after the trailer's blank line.
          `HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n${hex};x=1\r\n${body}\r\n3\r\nabc\r\n0\r\nX-T: 1\r\n\r\n`,
    );
    const result = await runOpenLoop({
      baseUrl,
      // One answer every 200 ms: written a byte per event-loop turn, an answer took over 50 ms (the period at 20/s)
      // on a loaded 2-core host, and the next request then opened a second connection.
      rate: 5,
      seconds: 2,
      next: roundRobin([{ method: 'POST', path: '/cart', body: '{"a":1}' }]),
    });
    expect(result.answered).toBe(10);
    expect(result.errors).toBe(0);
    // Each answer was over before the next was due: a misread end would have left bytes on the connection (and a
    // new one opened) or the request unanswered.
    expect(connections.count).toBe(1);
    expect(result.maxInFlight).toBe(1);
  });

  it("reads node:http's chunked answers written in parts", async () => {
    const http = createServer(async (req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      for (const part of ['{"a"', ':', '1', '}']) {
        res.write(part);
        await sleep(2);
      }
      res.end();
    });
    const connections = countConnections(http);
    const baseUrl = await listen(http);
    const result = await runOpenLoop({
      baseUrl,
      rate: 25,
      seconds: 0.8,
      next: () => ({ method: 'GET', path: '/' }),
    });
    expect(result.answered).toBe(20);
    expect(result.errors).toBe(0);
    // One connection per request in flight at once: a misread end would leave bytes on a connection and open a new
    // one for every request. (40 ms apart, the answers rarely overlap, but a busy machine can stretch the pauses.)
    expect(connections.count).toBeLessThanOrEqual(result.maxInFlight);
    // The answer ends with its last chunk, after the three pauses.
    expect(result.p50).toBeGreaterThanOrEqual(6);
  });

  it('counts a connection the server drops mid-answer as an error and goes on with a new one', async () => {
    const http = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.url === '/drop') {
          // Half an answer, then the connection is gone.
          res.writeHead(200, { 'content-length': '100' });
          res.write('{"partial":');
          setTimeout(() => req.socket.destroy(), 5);
        } else res.writeHead(200).end('{}');
      });
    });
    const connections = countConnections(http);
    const baseUrl = await listen(http);
    const requests = Array.from({ length: 10 }, (_, index) => ({
      method: 'GET' as const,
      path: index === 4 ? '/drop' : '/',
    }));
    const result = await runOpenLoop({ baseUrl, rate: 50, seconds: 0.4, next: roundRobin(requests) });
    expect(result.sent).toBe(20);
    expect(result.errors).toBe(2);
    expect(result.answered).toBe(18);
    expect(connections.count).toBeGreaterThan(1);
  });

  it('opens a new connection when the server closed an idle keep-alive one, without an error', async () => {
    // Every connection is closed (FIN) 10 ms after its answer, long before the next request is due (100 ms).
    const http = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200).end('{}', () => setTimeout(() => req.socket.end(), 10)));
    });
    const connections = countConnections(http);
    const baseUrl = await listen(http);
    const result = await runOpenLoop({
      baseUrl,
      rate: 10,
      seconds: 0.5,
      next: () => ({ method: 'GET', path: '/' }),
    });
    expect(result.answered).toBe(5);
    expect(result.errors).toBe(0);
    expect(connections.count).toBe(5);
  });

  it('encodes a keep-alive request with its Host and the body length in bytes', () => {
    const post = {
      method: 'POST' as const,
      path: '/c?x=1',
      headers: { authorization: 'T' },
      body: '{"é":1}',
    };
    expect(encodeRequest(post, '127.0.0.1:8080').toString()).toBe(
      'POST /c?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nConnection: keep-alive\r\nauthorization: T\r\n' +
        'Content-Length: 8\r\n\r\n{"é":1}',
    );
    expect(encodeRequest({ method: 'GET', path: '/' }, 'h:1').toString()).toBe(
      'GET / HTTP/1.1\r\nHost: h:1\r\nConnection: keep-alive\r\n\r\n',
    );
  });
});
