import { getConnInfo } from '@hono/node-server/conninfo';
import { pino } from 'pino';
import { type ApiOptions, createApp } from '../app.ts';
import { createLogger, type Logger, type LogLevel } from '../logger.ts';
import { securityHeaderRecord } from '../middleware/security-headers/index.ts';
import { missingCmsSettings } from '../routes/cms/index.ts';
import { loadContentBundle } from './content.ts';
import { type ApiServerOptions, apiOptionsFromEnv } from './env.ts';
import { type FetchHandler, listen, type RunningServer } from './listen.ts';
import { turnBatched } from './log-destination.ts';
import { sharedRateLimit } from './redis.ts';
import { exitOnSignals } from './signals.ts';

/**
 * The API on Node: `node api/node/main.ts` (Node 24 strips the types). Options come from the
 * environment (./env.ts); the socket's peer address is the client the rate limit counts.
 */

/**
 * pino writing to stdout asynchronously (its sonic-boom destination), the lines of each turn of the
 * event loop as one write (./log-destination.ts), rather than each line costing a synchronous
 * write, which for a pipe or file costs more than the request it logs. What is pending is written
 * when the process exits.
 */
export function stdoutLogger(level: LogLevel = 'info'): Logger {
  return createLogger({ level, destination: turnBatched(pino.destination({ dest: 1, sync: false })) });
}

/**
 * A Node server for `app` (the API alone, or the API beside the site: server/): the content bundle
 * the build generated unless `content` is given, the rate limit's Redis connection opened first
 * when `redisUrl` is set and closed after draining, Node's own error answers with the API's
 * security headers, a warning when the content editor's sign-in is half configured, and the address
 * and timeouts from `options`. `app` receives the app's options
 * with the content, the logger and the rate limit resolved.
 */
export async function startNodeServer(
  options: ApiServerOptions,
  app: (apiOptions: ApiOptions & { logger: Logger }) => { fetch: FetchHandler },
): Promise<RunningServer> {
  const { port, host, shutdownTimeoutMs, requestTimeoutMs, redisUrl: _redisUrl, contentBundlePath, ...rest } = options;
  const { content = loadContentBundle(contentBundlePath), ...apiOptions } = rest;
  const logger = apiOptions.logger ?? stdoutLogger(apiOptions.logLevel);
  // Half a configuration is a sign-in that is off without anyone having meant it: say what is missing.
  const missing = missingCmsSettings(apiOptions.cms);
  if (apiOptions.cms !== undefined && missing.length > 0) {
    logger.warn({ missing }, `content editor sign-in is off: set ${missing.join(', ')} (docs/operations.md)`);
  }
  const limit = await sharedRateLimit(options, logger);
  return listen({
    fetch: app({ ...apiOptions, content, rateLimit: limit.rateLimit, logger }).fetch,
    logger,
    errorHeaders: await securityHeaderRecord({ hsts: apiOptions.hsts ?? false }),
    ...(limit.close === undefined ? {} : { afterClose: limit.close }),
    ...(port === undefined ? {} : { port }),
    ...(host === undefined ? {} : { host }),
    ...(shutdownTimeoutMs === undefined ? {} : { shutdownTimeoutMs }),
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
  });
}

/** The API alone, with the socket's peer address as the rate-limit key. */
export function startApiServer(options: ApiServerOptions = {}): Promise<RunningServer> {
  return startNodeServer(options, (apiOptions) => createApp({ clientAddress: (c) => getConnInfo(c).remote.address, ...apiOptions }));
}

if (import.meta.main) {
  const options = apiOptionsFromEnv(process.env);
  const logger = stdoutLogger(options.logLevel);
  const running = await startApiServer({ ...options, logger });
  exitOnSignals(running, { logger });
}
