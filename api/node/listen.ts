import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { createLogger, type Logger } from '../logger.ts';

// Listening on a socket for the API's Node entry and the production server (server/), and shutting
// down gracefully: stop accepting, let requests in flight finish, close idle sockets, cut the rest
// after a timeout.

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
  /** Headers of Node's own answers to requests it cannot parse (the API's security headers). */
  errorHeaders?: Readonly<Record<string, string>>;
  /**
   * How long a request may take to arrive, headers and body, before Node answers 408; default
   * 30 000 ms (Node's own is 300 000, checked every 30 s: ample time for a slow client to hold
   * a connection).
   */
  requestTimeoutMs?: number;
  /** Runs once the server has drained, before shutdown resolves: closes what the app holds open (Redis). */
  afterClose?: () => Promise<void>;
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
    const requestTimeout = options.requestTimeoutMs ?? 30_000;
    const serverOptions = {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
      // How often Node checks those timeouts (default 30 s, which would stretch them by as much).
      connectionsCheckingInterval: Math.min(requestTimeout, 1_000),
    };
    const server = serve({ fetch: options.fetch, port: options.port ?? 8787, hostname: host, serverOptions }, (info: AddressInfo) => {
      server.off('error', reject);
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
      logger.info({ url }, 'listening');
      resolve({ server, port: info.port, url, shutdown: drainer(server, sockets, timeoutMs, logger, options.afterClose) });
    }) as Server;
    const sockets = openSockets(server);
    server.on('clientError', answerClientError(logger, options.errorHeaders ?? {}, sockets));
    server.once('error', reject);
  });
}

/**
 * The client went away: its connection reset, or it closed in the middle of a request (llhttp's
 * "invalid EOF state": the headers or the body cut short).
 */
const CLIENT_LEFT = new Set(['ECONNRESET', 'HPE_INVALID_EOF_STATE']);
// What Node's parser reports, as the status of the answer: headers too large (431), a request not
// complete within the server's timeouts (408), anything else malformed (400).
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };
const CLIENT_ERROR_TEXT: Readonly<Record<number, [reason: string, message: string]>> = {
  400: ['Bad Request', 'The request is not valid HTTP'],
  408: ['Request Timeout', 'The request took too long to arrive'],
  431: ['Request Header Fields Too Large', 'The request headers are too large'],
};

/**
 * Node answers a request it cannot parse itself, before any handler runs, with a bare text reply.
 * This answers as the API does everywhere else (`{ error, issues }` JSON with the security headers)
 * and logs it; a client that simply went away is logged and let go.
 */
function answerClientError(logger: Logger, headers: Readonly<Record<string, string>>, sockets: OpenSockets) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (CLIENT_LEFT.has(err.code ?? '') || !socket.writable) {
      // Nobody is left to answer. A request whose body was still arriving is with the app: its body
      // fails as a client that went away, which the app logs once, as such (api/errors), in its own
      // request line; a socket with no request gets one line here.
      const inFlight = sockets.requestsOn(socket);
      if (inFlight.length === 0) logger.info({ code: err.code }, 'client closed connection');
      for (const request of inFlight) request.destroy(Object.assign(new Error('the client closed the connection'), { code: 'ECONNRESET' }));
      socket.destroy();
      return;
    }
    const status = CLIENT_ERROR_STATUS[err.code ?? ''] ?? 400;
    const [reason, message] = CLIENT_ERROR_TEXT[status] ?? ['Bad Request', 'Bad request'];
    // A request whose body was still arriving when it timed out is already with the app. Its body
    // then fails with Node's code (below), so that the app logs it as timed out (api/errors) in
    // its own request line, not as a client that went away; no second line here.
    const inFlight = sockets.requestsOn(socket);
    if (inFlight.length === 0) logger.info({ status, code: err.code }, 'client error');
    const body = JSON.stringify({ error: message, issues: [] });
    const lines = Object.entries({
      ...headers,
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      Connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    // Once the answer is written: destroying the request closes its socket too.
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('')}\r\n${body}`, () => {
      for (const request of inFlight) request.destroy(Object.assign(new Error(message), { code: err.code }));
    });
  };
}

/**
 * The server's open sockets and how many requests each is serving: 0 for a socket idle between
 * keep-alive requests, opened ahead of need (a browser's preconnect), or whose request has not fully
 * arrived (Node emits `request` once the headers are in). Once `closeIdle()` has been called, every
 * socket serving nothing is closed, at once or as its last response goes out.
 */
interface OpenSockets {
  /** The requests a socket is serving (none, or one: HTTP/1.1 answers in order). */
  requestsOn(socket: Socket): IncomingMessage[];
  closeIdle(): void;
}

function openSockets(server: Server): OpenSockets {
  const requests = new Map<Socket, Set<IncomingMessage>>();
  let closing = false;
  const closeIfIdle = (socket: Socket) => {
    if (closing && requests.get(socket)?.size === 0) socket.destroySoon();
  };
  server.on('connection', (socket: Socket) => {
    requests.set(socket, new Set());
    socket.once('close', () => requests.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { socket } = req;
    requests.get(socket)?.add(req);
    res.once('close', () => {
      requests.get(socket)?.delete(req);
      closeIfIdle(socket);
    });
  });
  return {
    requestsOn: (socket) => [...(requests.get(socket) ?? [])],
    closeIdle() {
      closing = true;
      for (const socket of requests.keys()) closeIfIdle(socket);
    },
  };
}

function drainer(
  server: Server,
  sockets: OpenSockets,
  timeoutMs: number,
  logger: Logger,
  afterClose: () => Promise<void> = async () => {},
): () => Promise<boolean> {
  let draining: Promise<boolean> | undefined;
  return () => {
    draining ??= new Promise((resolve) => {
      logger.info({ timeoutMs }, 'shutting down');
      // A request that still arrives on an open keep-alive connection is answered, with
      // `Connection: close` so that the client takes its next request elsewhere.
      server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
      let forced = false;
      const deadline = setTimeout(() => {
        forced = true;
        logger.warn({ timeoutMs }, 'shutdown timeout: closing connections still open');
        server.closeAllConnections();
      }, timeoutMs);
      server.close(async () => {
        clearTimeout(deadline);
        await afterClose().catch((err: unknown) => logger.warn({ err }, 'closing after shutdown failed'));
        logger.info({ clean: !forced }, 'stopped');
        resolve(!forced);
      });
      // Nothing waits on a socket that serves no request: idle keep-alive, preconnected, or half a
      // request, whose client would otherwise hold the shutdown to its timeout.
      sockets.closeIdle();
    });
    return draining;
  };
}
