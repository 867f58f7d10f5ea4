// An open-loop load at an even rate: request i is due at start + i / rate and is sent then, whether or not earlier
// ones were answered (each on a free keep-alive connection, a new one when all are busy), and its latency counts
// from when it was due, not from when it went out. A closed loop (autocannon: N connections, each sending its next
// request when the last one is answered) slows its own sending when the server stalls, so the stall shows in few
// samples; and autocannon's `overallRate` paces per connection and per second (each connection sends its share of
// the second back to back, then waits), which is a full-speed burst, not a rate. "N req/s at p99 < X ms" is what
// this measures: a server falling behind the rate shows as latencies that grow with the backlog.
// The generator shares the machine with the server it measures, so it is kept cheap: raw TCP sockets, each request's
// bytes built once per distinct request object, and a response parser that only finds where each answer ends
// (node:http with an Agent cost about twice the CPU per request, taken from the server under test).
import { connect, type Socket } from 'node:net';
import { HttpResponseParser } from './http-response-parser';

/** One request to send (the base URL's host and port are used). */
export interface OpenLoopRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  /** `http://host:port` of the server. */
  baseUrl: string;
  /** Requests per second, evenly spaced. */
  rate: number;
  seconds: number;
  /**
   * The next request to send (round-robin state lives in the closure). Each distinct object is encoded once: return
   * the same objects again (see `roundRobin`) rather than new ones per call.
   */
  next: () => OpenLoopRequest;
  /** How long to wait for answers after the last request was due (default 10 s); the rest count as errors. */
  drainSeconds?: number;
}

export interface OpenLoopResult {
  /** The rate asked for. */
  rate: number;
  sent: number;
  /** Answers received (any status). */
  answered: number;
  /** Answers received per second, from the first request's due time to the last answer. */
  rps: number;
  /** Latency from due time to the end of the answer, ms. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Non-2xx answers, socket errors and requests unanswered after the drain. */
  errors: number;
  /** Most requests in flight at once (connections used). */
  maxInFlight: number;
  /** Every answered request's latency, ms, ascending. */
  latencies: number[];
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

/**
 * A `next` that hands out `requests` in turn, the same objects every round (so each is encoded once).
 * @param requests - one round of the requests, in sending order
 */
export function roundRobin<T>(requests: readonly T[]): () => T {
  let turn = 0;
  return () => requests[turn++ % requests.length]!;
}

/**
 * The bytes of one HTTP/1.1 keep-alive request.
 * @param host - the Host header's value (`host:port`)
 */
export function encodeRequest(request: OpenLoopRequest, host: string): Buffer {
  let head = `${request.method} ${request.path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(request.headers ?? {})) head += `${name}: ${value}\r\n`;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  if (body || request.method === 'POST') head += `Content-Length: ${body?.length ?? 0}\r\n`;
  head += '\r\n';
  return body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');
}

/** A request on its connection: when it was due and what to do with its answer. */
interface InFlight {
  due: number;
  settle: (status: number | undefined) => void;
}

/** One keep-alive connection with at most one request in flight. */
class Connection {
  readonly socket: Socket;
  readonly parser = new HttpResponseParser();
  inFlight: InFlight | undefined;
  closed = false;

  constructor(
    port: number,
    host: string,
    onFree: (connection: Connection) => void,
    onClose: (connection: Connection) => void,
  ) {
    this.socket = connect({ port, host, noDelay: true });
    this.socket.on('data', (data: Buffer) => {
      const current = this.inFlight;
      // Bytes while nothing is in flight: the server is not speaking HTTP/1.1 as asked; the connection is unusable.
      if (!current) return void this.socket.destroy();
      let complete: boolean;
      try {
        complete = this.parser.push(data);
      } catch {
        return void this.socket.destroy();
      }
      if (!complete) return;
      this.inFlight = undefined;
      const { status, keepAlive } = this.parser;
      current.settle(status);
      if (keepAlive) onFree(this);
      else this.socket.destroy();
    });
    // The server ended the connection (an idle keep-alive timeout): no new request goes on it, even before 'close'.
    this.socket.on('end', () => {
      this.closed = true;
    });
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.closed = true;
      const current = this.inFlight;
      this.inFlight = undefined;
      // An answer delimited by the end of the connection ends here; any other answer was cut off.
      if (current) current.settle(this.parser.endOfInput() ? this.parser.status : undefined);
      onClose(this);
    });
  }

  send(bytes: Buffer, inFlight: InFlight) {
    this.inFlight = inFlight;
    this.parser.reset();
    this.socket.write(bytes);
  }
}

/**
 * Runs one open-loop load.
 * @param options - server, rate, duration and the requests
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { rate, seconds } = options;
  const base = new URL(options.baseUrl);
  const hostname = base.hostname === 'localhost' ? '127.0.0.1' : base.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(base.port || 80);
  const encoded = new WeakMap<OpenLoopRequest, Buffer>();
  const encode = (request: OpenLoopRequest) => {
    let bytes = encoded.get(request);
    if (bytes) return bytes;
    bytes = encodeRequest(request, base.host);
    encoded.set(request, bytes);
    return bytes;
  };
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  let settled = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let lastAnswer = 0;
  let finished = false;
  let allSettled: () => void = () => {};
  const connections = new Set<Connection>();
  // Free connections, the most recently freed last: it is reused first, as an Agent's LIFO scheduling does.
  const free: Connection[] = [];
  const onFree = (connection: Connection) => free.push(connection);
  const onClose = (connection: Connection) => {
    connections.delete(connection);
    const index = free.indexOf(connection);
    if (index >= 0) free.splice(index, 1);
  };
  const start = performance.now() + 20;

  // No connection is waited for: a request due while all are busy opens a new one (waiting behind a slow answer
  // would be the closed loop again).
  const send = (due: number) => {
    const bytes = encode(options.next());
    let connection = free.pop();
    while (connection?.closed) connection = free.pop();
    if (!connection) {
      connection = new Connection(port, hostname, onFree, onClose);
      connections.add(connection);
    }
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    connection.send(bytes, {
      due,
      settle: (status) => {
        if (finished) return;
        inFlight--;
        const now = performance.now();
        if (status !== undefined && status >= 200 && status < 300) {
          latencies.push(now - due);
          lastAnswer = now;
        } else errors++;
        if (++settled === total) allSettled();
      },
    });
  };

  await new Promise<void>((done) => {
    let sent = 0;
    // Every wake-up sends what is due by now: a late timer (the event loop was busy) sends the overdue requests at
    // once, and their latency still counts from their due time.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        send(start + (sent * 1000) / rate);
        sent++;
      }
      if (sent >= total) return done();
      setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    setTimeout(tick, 20);
  });
  const drain = (options.drainSeconds ?? 10) * 1000;
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    if (settled === total) return resolve();
    allSettled = resolve;
    timer = setTimeout(resolve, drain);
  });
  clearTimeout(timer);
  finished = true;
  for (const connection of connections) connection.socket.destroy();
  const unanswered = total - latencies.length - errors;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rate,
    sent: total,
    answered: latencies.length,
    rps: lastAnswer > start ? (latencies.length * 1000) / (lastAnswer - start) : 0,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    errors: errors + unanswered,
    maxInFlight,
    latencies: sorted,
  };
}
