/**
 * The production server behind `npm start`: one Hono app with the API (api/app.ts, answering
 * /api/*) and the built site (./site.ts, everything else) mounted side by side, on one port.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { createApp } from '../api/app.ts';
import { securityHeaderRecord } from '../api/middleware/security-headers/index.ts';
import type { ApiServerOptions } from '../api/node/env.ts';
import { listen, type RunningServer } from '../api/node/listen.ts';
import { stdoutLogger } from '../api/node/main.ts';
import { sharedRateLimit } from '../api/node/redis.ts';
import { siteRoutes } from './site.ts';

export interface ProductionServerOptions extends ApiServerOptions {
  /** The built site; default dist/. */
  distDir?: string;
}

const API_PREFIX_ANY_CASE = /^\/api(?=\/|$)/i;

export function createProductionApp(options: ProductionServerOptions = {}): Hono {
  const {
    distDir = 'dist',
    port: _port,
    host: _host,
    shutdownTimeoutMs: _timeout,
    requestTimeoutMs: _request,
    redisUrl: _redis,
    ...apiOptions
  } = options;
  // The site's paths match in any casing (src/lib/routes.ts); so does the API's prefix, so that
  // /API/modules is the API's, answered in JSON, never the site's HTML not-found page.
  const app = new Hono({ getPath: (request) => getPath(request).replace(API_PREFIX_ANY_CASE, '/api') });
  // The API first: its request id and access log run for every request, pages included.
  app.route('/', createApp({ clientAddress: (c) => getConnInfo(c).remote.address, ...apiOptions, paths: '/api/*' }));
  app.route('/', siteRoutes(distDir, { hsts: apiOptions.hsts ?? false }));
  return app;
}

export async function startProductionServer(options: ProductionServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? stdoutLogger(options.logLevel);
  const limit = await sharedRateLimit(options, logger);
  return listen({
    fetch: createProductionApp({ ...options, rateLimit: limit.rateLimit, logger }).fetch,
    logger,
    ...(limit.close === undefined ? {} : { afterClose: limit.close }),
    errorHeaders: await securityHeaderRecord({ hsts: options.hsts ?? false }),
    port: options.port ?? 4321,
    host: options.host ?? '127.0.0.1',
    ...(options.shutdownTimeoutMs === undefined ? {} : { shutdownTimeoutMs: options.shutdownTimeoutMs }),
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
  });
}
