import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { Logger } from '../logger.ts';

/**
 * Node plumbing shared by the API's entry (api/node.ts) and the production server that serves the
 * site and the API on one port: listen on a host and port, and shut down gracefully — stop
 * accepting, let in-flight requests finish, close keep-alive sockets as they fall idle, and cut
 * what is left after a hard timeout.
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
  const logger = options.logger ?? new Logger();

  return new Promise((resolve, reject) => {
    const server = serve({ fetch: options.fetch, port: options.port ?? 8787, hostname: host }, (info: AddressInfo) => {
      server.off('error', reject);
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
      logger.info('listening', { url });
      resolve({ server, port: info.port, url, shutdown: drainer(server, timeoutMs, logger) });
    }) as Server;
    server.once('error', reject);
  });
}

function drainer(server: Server, timeoutMs: number, logger: Logger): () => Promise<boolean> {
  let draining: Promise<boolean> | undefined;
  return () => {
    draining ??= new Promise((resolve) => {
      logger.info('shutting down', { timeoutMs });
      // A request that still arrives on an open keep-alive connection is answered, with
      // `Connection: close` so that the client takes its next request elsewhere.
      server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
      let forced = false;
      // A keep-alive socket whose response has gone out is idle: close it at once rather than wait
      // for the client; sockets still serving a request are left to finish.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => {
        forced = true;
        logger.warn('shutdown timeout: closing connections still open', { timeoutMs });
        server.closeAllConnections();
      }, timeoutMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        logger.info('stopped', { clean: !forced });
        resolve(!forced);
      });
      server.closeIdleConnections();
    });
    return draining;
  };
}

export interface BatchOptions {
  /** Longest a line waits; default 50 ms. */
  maxDelayMs?: number;
  /** Lines that trigger a write at once; default 500. */
  maxLines?: number;
}

/**
 * A log sink for Node: lines are written in batches (every `maxDelayMs`, or at once past
 * `maxLines`) instead of one write per line, which for a file or pipe is a synchronous syscall
 * costing more than the request it logs. Pending lines are written on exit, crashes included;
 * only a SIGKILL loses them.
 */
export function batchedLines(
  stream: { write(chunk: string): unknown } = process.stdout,
  options: BatchOptions = {},
): { write: (line: string) => void; flush: () => void } {
  const maxDelayMs = options.maxDelayMs ?? 50;
  const maxLines = options.maxLines ?? 500;
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const chunk = `${pending.join('\n')}\n`;
    pending = [];
    stream.write(chunk);
  };
  process.once('exit', flush);
  return {
    write(line) {
      pending.push(line);
      if (pending.length >= maxLines) flush();
      // Unref'd: a pending log line never keeps the process alive; exit flushes it.
      else timer ??= setTimeout(flush, maxDelayMs).unref();
    },
    flush,
  };
}

export interface SignalOptions {
  signals?: readonly NodeJS.Signals[];
  logger?: Logger;
  /** Default `process.exit`; tests pass a spy. */
  exit?: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: drain, then exit 0 (1 if the timeout had to cut connections). A second
 * signal while draining exits at once. Returns a function that removes the handlers.
 */
export function exitOnSignals(running: Pick<RunningServer, 'shutdown'>, options: SignalOptions = {}): () => void {
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const logger = options.logger ?? new Logger();
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let received = false;
  let exited = false;
  const exitOnce = (code: number): void => {
    if (exited) return;
    exited = true;
    exit(code);
  };

  const onSignal = (signal: NodeJS.Signals): void => {
    if (received) {
      logger.warn('second signal: exiting without waiting', { signal });
      exitOnce(1);
      return;
    }
    received = true;
    logger.info('signal received', { signal });
    void running.shutdown().then((clean) => exitOnce(clean ? 0 : 1));
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
