// An open-loop load at an even rate: request i is due at start + i / rate and is sent then, whether or not earlier
// ones were answered (each on a free keep-alive connection, a new one when all are busy), and its latency counts
// from when it was due, not from when it went out. A closed loop (autocannon: N connections, each sending its next
// request when the last one is answered) slows its own sending when the server stalls, so the stall shows in few
// samples; and autocannon's `overallRate` paces per connection and per second (each connection sends its share of
// the second back to back, then waits), which is a full-speed burst, not a rate. "N req/s at p99 < X ms" is what
// this measures: a server falling behind the rate shows as latencies that grow with the backlog.
import { Agent, request as httpRequest } from 'node:http';

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
  /** The next request to send (round-robin state lives in the closure). */
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
 * Runs one open-loop load.
 * @param options - server, rate, duration and the requests
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { rate, seconds } = options;
  const base = new URL(options.baseUrl);
  // Unlimited sockets: a request never waits for a connection behind a slow answer (that wait would be the
  // closed loop again); keep-alive reuses the free ones, as a browser population would.
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let lastAnswer = 0;
  const start = performance.now() + 20;

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers = {}, body } = options.next();
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const finish = (ok: boolean) => {
        inFlight--;
        const now = performance.now();
        if (ok) {
          latencies.push(now - due);
          lastAnswer = now;
        } else errors++;
        resolve();
      };
      const req = httpRequest(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => finish((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
          res.on('error', () => finish(false));
        },
      );
      req.on('error', () => finish(false));
      req.end(body);
    });

  const answers: Promise<void>[] = [];
  await new Promise<void>((done) => {
    let sent = 0;
    // Every wake-up sends what is due by now: a late timer (the event loop was busy) sends the overdue requests at
    // once, and their latency still counts from their due time.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        answers.push(send(start + (sent * 1000) / rate));
        sent++;
      }
      if (sent >= total) return done();
      setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    setTimeout(tick, 20);
  });
  const drain = (options.drainSeconds ?? 10) * 1000;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(answers),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, drain);
    }),
  ]);
  clearTimeout(timer);
  const unanswered = total - latencies.length - errors;
  agent.destroy();
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
