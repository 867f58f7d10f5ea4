import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the faulty server does with one request. */
export type FaultyHandler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

/** A real HTTP server on 127.0.0.1 whose behaviour each test sets, counting the requests it received. */
export interface FaultyServer {
  baseUrl: string;
  /** Requests received, as `METHOD /path`. */
  received: string[];
  handle(handler: FaultyHandler): void;
  close(): Promise<void>;
}

/** Starts a {@link FaultyServer} on a free port. */
export async function startFaultyServer(): Promise<FaultyServer> {
  let handler: FaultyHandler = (_, response) => response.end('{}');
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(`${request.method} ${new URL(request.url ?? '/', 'http://x').pathname}`);
      handler(request, response, body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    handle(next) {
      handler = next;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
