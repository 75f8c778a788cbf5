import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from '../app.ts';
import { Logger } from '../logger.ts';
import { type ApiServerOptions, apiOptionsFromEnv } from './env.ts';
import { listen, type RunningServer } from './listen.ts';
import { batchedLines } from './log-sink.ts';
import { exitOnSignals } from './signals.ts';

/**
 * The API on Node: `node api/node/main.ts` (Node 24 strips the types). Options come from the
 * environment (./env.ts); the socket's peer address is the client the rate limit counts.
 */

/** Creates the app with the socket's peer address as the rate-limit key, and listens. */
export function startApiServer(options: ApiServerOptions = {}): Promise<RunningServer> {
  const { port, host, shutdownTimeoutMs, ...apiOptions } = options;
  const logger = apiOptions.logger ?? new Logger({ level: apiOptions.logLevel ?? 'info', write: batchedLines().write });
  const app = createApp({
    clientAddress: (c) => getConnInfo(c).remote.address,
    ...apiOptions,
    logger,
  });
  return listen({
    fetch: app.fetch,
    logger,
    ...(port === undefined ? {} : { port }),
    ...(host === undefined ? {} : { host }),
    ...(shutdownTimeoutMs === undefined ? {} : { shutdownTimeoutMs }),
  });
}

if (import.meta.main) {
  const options = apiOptionsFromEnv(process.env);
  const logger = new Logger({ level: options.logLevel ?? 'info', write: batchedLines().write });
  const running = await startApiServer({ ...options, logger });
  exitOnSignals(running, { logger });
}
