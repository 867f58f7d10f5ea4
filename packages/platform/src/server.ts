import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { PlatformEnv } from './context';

/** A running server. */
export interface RunningServer {
  /** `http://host:port` it answers on. */
  baseUrl: string;
  port: number;
  /** Stops accepting connections and closes idle ones. */
  close(): Promise<void>;
}

/**
 * Binds a platform app to a port on Node (`@hono/node-server`).
 * @param app - the app from `createPlatform`
 * @param options - port (0 = any free port) and host (127.0.0.1 by default: not reachable from other machines)
 * @throws Error when the port is taken
 */
export function startServer(
  app: Hono<PlatformEnv>,
  options: { port?: number; host?: string } = {},
): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: host },
      (info: AddressInfo) => {
        const shownHost = host.includes(':') ? `[${host}]` : host;
        resolve({
          baseUrl: `http://${shownHost}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => (error ? fail(error) : done()));
              // Keep-alive connections would hold close() open until they time out.
              if ('closeAllConnections' in server)
                (server as { closeAllConnections(): void }).closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
