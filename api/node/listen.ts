import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { createLogger, type Logger } from '../logger.ts';

/**
 * Listening on a socket, shared by the API's Node entry (api/node/main.ts) and the production
 * server that serves the site and the API on one port (server/): listen on a host and port, and
 * shut down gracefully — stop accepting, let in-flight requests finish, close keep-alive sockets as
 * they fall idle, and cut what is left after a hard timeout.
 */

/** A web-standard handler such as `createApp().fetch`; `env` carries Node's request and response. */
export type FetchHandler = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

export interface ListenOptions {
  fetch: FetchHandler;
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** How long in-flight requests get to finish once shutdown starts; default 10 000 ms. */
  shutdownTimeoutMs?: number;
  /** For the listening/shutdown lines; default a JSON logger at `info`. */
  logger?: Logger;
}

export interface RunningServer {
  server: Server;
  port: number;
  /** `http://host:port`. */
  url: string;
  /**
   * Stops accepting, waits for in-flight requests, then closes. Resolves `true` when everything
   * finished in time, `false` when the timeout cut connections. Calling it again returns the same
   * promise.
   */
  shutdown(): Promise<boolean>;
}

export function listen(options: ListenOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const timeoutMs = options.shutdownTimeoutMs ?? 10_000;
  const logger = options.logger ?? createLogger();

  return new Promise((resolve, reject) => {
    const server = serve({ fetch: options.fetch, port: options.port ?? 8787, hostname: host }, (info: AddressInfo) => {
      server.off('error', reject);
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
      logger.info({ url }, 'listening');
      resolve({ server, port: info.port, url, shutdown: drainer(server, timeoutMs, logger) });
    }) as Server;
    server.once('error', reject);
  });
}

function drainer(server: Server, timeoutMs: number, logger: Logger): () => Promise<boolean> {
  let draining: Promise<boolean> | undefined;
  return () => {
    draining ??= new Promise((resolve) => {
      logger.info({ timeoutMs }, 'shutting down');
      // A request that still arrives on an open keep-alive connection is answered, with
      // `Connection: close` so that the client takes its next request elsewhere.
      server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
      let forced = false;
      // A keep-alive socket whose response has gone out is idle: close it at once rather than wait
      // for the client; sockets still serving a request are left to finish.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => {
        forced = true;
        logger.warn({ timeoutMs }, 'shutdown timeout: closing connections still open');
        server.closeAllConnections();
      }, timeoutMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        logger.info({ clean: !forced }, 'stopped');
        resolve(!forced);
      });
      server.closeIdleConnections();
    });
    return draining;
  };
}
