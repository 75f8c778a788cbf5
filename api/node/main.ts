import { getConnInfo } from '@hono/node-server/conninfo';
import { pino } from 'pino';
import { createApp } from '../app.ts';
import { createLogger, type Logger, type LogLevel } from '../logger.ts';
import { securityHeaderRecord } from '../middleware/security-headers/index.ts';
import { type ApiServerOptions, apiOptionsFromEnv } from './env.ts';
import { listen, type RunningServer } from './listen.ts';
import { sharedRateLimit } from './redis.ts';
import { exitOnSignals } from './signals.ts';

/**
 * The API on Node: `node api/node/main.ts` (Node 24 strips the types). Options come from the
 * environment (./env.ts); the socket's peer address is the client the rate limit counts.
 */

/**
 * pino writing to stdout asynchronously: a line waits only while the previous write is in flight,
 * rather than each line costing a synchronous write, which for a pipe or file costs more than
 * the request it logs. pino flushes what is pending when the process exits.
 */
export function stdoutLogger(level: LogLevel = 'info'): Logger {
  return createLogger({ level, destination: pino.destination({ dest: 1, sync: false }) });
}

/**
 * Creates the app with the socket's peer address as the rate-limit key (counted in Redis when
 * `redisUrl` is set), and listens.
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<RunningServer> {
  const { port, host, shutdownTimeoutMs, requestTimeoutMs, redisUrl, ...apiOptions } = options;
  const logger = apiOptions.logger ?? stdoutLogger(apiOptions.logLevel);
  const limit = await sharedRateLimit(options, logger);
  const app = createApp({
    clientAddress: (c) => getConnInfo(c).remote.address,
    ...apiOptions,
    rateLimit: limit.rateLimit,
    logger,
  });
  return listen({
    fetch: app.fetch,
    logger,
    errorHeaders: await securityHeaderRecord({ hsts: apiOptions.hsts ?? false }),
    ...(limit.close === undefined ? {} : { afterClose: limit.close }),
    ...(port === undefined ? {} : { port }),
    ...(host === undefined ? {} : { host }),
    ...(shutdownTimeoutMs === undefined ? {} : { shutdownTimeoutMs }),
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
  });
}

if (import.meta.main) {
  const options = apiOptionsFromEnv(process.env);
  const logger = stdoutLogger(options.logLevel);
  const running = await startApiServer({ ...options, logger });
  exitOnSignals(running, { logger });
}
