import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook receiver on 127.0.0.1 whose handling is done by a client's `webhooks.processRequest`. */
export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/webhooks`. */
  url: string;
  /** Why requests were refused (the client's error messages), in order. */
  refusals: string[];
  /** Resolves once `count` webhooks were handled. */
  waitFor(count: number): Promise<void>;
  handled(): number;
  /** Stops listening (connections are refused) until {@link WebhookReceiver.start}. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

async function toRequest(message: IncomingMessage, port: number): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers))
    if (typeof value === 'string') headers.set(name, value);
  return new Request(`http://127.0.0.1:${port}${message.url ?? '/'}`, {
    method: message.method ?? 'POST',
    headers,
    body: Buffer.concat(chunks),
  });
}

/**
 * Serves `handle` (e.g. `(request) => client.webhooks.processRequest(request)`): 200 when it resolves, 400 with the
 * error message when it throws — so the platform records the refusal and retries.
 * @param handle - processes one webhook request
 */
export async function startWebhookReceiver(
  handle: (request: Request) => Promise<unknown>,
): Promise<WebhookReceiver> {
  const refusals: string[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let handled = 0;
  let port = 0;
  let server: Server;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(async (message, response) => {
        try {
          await handle(await toRequest(message, port));
          handled += 1;
          response.writeHead(200).end('ok');
          for (const waiter of [...waiters])
            if (handled >= waiter.count) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve();
            }
        } catch (error) {
          refusals.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end(refusals.at(-1));
        }
      });
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
    refusals,
    handled: () => handled,
    waitFor: (count) =>
      handled >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
    stop,
    start: listen,
    close: stop,
  };
}
