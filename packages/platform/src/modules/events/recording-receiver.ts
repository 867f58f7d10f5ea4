import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook request as a receiver saw it. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body: the signed token. */
  body: string;
  /** The token's claims, decoded without verification. */
  claims: Record<string, unknown>;
  /** `claims.data` parsed: `{eventType, instanceId, data, identity, accountInfo}` with `data`/`identity` parsed too. */
  event: { eventType: string; instanceId: string; payload: Record<string, any>; identity: unknown };
}

/** Decides the answer to a webhook: an HTTP status (2xx = delivered). */
export type ReceiverReply = (webhook: ReceivedWebhook) => number | Promise<number>;

/** A webhook receiver on 127.0.0.1 that records what it gets, for tests and benchmarks. */
export interface RecordingReceiver {
  /** `http://127.0.0.1:<port>/webhooks`. */
  url: string;
  /** Every webhook answered 2xx, in arrival order. */
  received: ReceivedWebhook[];
  /** Every request, whatever the answer. */
  requests: ReceivedWebhook[];
  /** Sets the answer (default 200). */
  reply(answer: number | ReceiverReply): void;
  /** Resolves once `count` webhooks were accepted. */
  waitFor(count: number): Promise<ReceivedWebhook[]>;
  /** Stops listening: the port refuses connections until {@link RecordingReceiver.start}. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

function decode(body: string): Pick<ReceivedWebhook, 'claims' | 'event'> {
  const claims = JSON.parse(Buffer.from(body.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const envelope = JSON.parse(claims.data);
  return {
    claims,
    event: {
      eventType: envelope.eventType,
      instanceId: envelope.instanceId,
      payload: JSON.parse(envelope.data),
      identity: envelope.identity ? JSON.parse(envelope.identity) : undefined,
    },
  };
}

async function readAll(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts a recording webhook receiver on 127.0.0.1 (random port).
 * @example
 * const receiver = await startRecordingReceiver();
 * receiver.reply(503); // down
 * receiver.reply(200);
 * const [webhook] = await receiver.waitFor(1);
 */
export async function startRecordingReceiver(): Promise<RecordingReceiver> {
  let answer: number | ReceiverReply = 200;
  const received: ReceivedWebhook[] = [];
  const requests: ReceivedWebhook[] = [];
  const waiters: Array<{ count: number; resolve: (list: ReceivedWebhook[]) => void }> = [];
  let server: Server;
  let port = 0;

  const handle = async (request: IncomingMessage, respond: (status: number) => void) => {
    const body = await readAll(request);
    let webhook: ReceivedWebhook;
    try {
      webhook = { path: request.url ?? '/', headers: request.headers, body, ...decode(body) };
    } catch {
      respond(400);
      return;
    }
    requests.push(webhook);
    const status = typeof answer === 'number' ? answer : await answer(webhook);
    if (status >= 200 && status < 300) received.push(webhook);
    respond(status);
    for (const waiter of [...waiters]) {
      if (received.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(received.slice(0, waiter.count));
      }
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((request, response) => {
        handle(request, (status) => {
          response.writeHead(status, { 'content-type': 'text/plain' });
          response.end(status < 300 ? 'ok' : 'receiver unavailable');
        }).catch(() => {
          response.writeHead(500);
          response.end();
        });
      });
      server.keepAliveTimeout = 1000;
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    requests,
    reply(next) {
      answer = next;
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received.slice(0, count));
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    stop,
    start: listen,
    close: stop,
  };
}
