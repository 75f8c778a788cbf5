/**
 * The production server behind `npm start`: the API and the built site on one port. Requests under
 * /api go to the Hono app; everything else to the static site, routed as on the static host.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from '../api/app.ts';
import { Logger } from '../api/logger.ts';
import type { ApiServerOptions } from '../api/node/env.ts';
import { type FetchHandler, listen, type RunningServer } from '../api/node/listen.ts';
import { loadSite } from './site.ts';
import { createSiteHandler } from './site-handler.ts';

export interface ProductionServerOptions extends ApiServerOptions {
  /** The built site; default dist/. */
  distDir?: string;
}

export function createProductionFetch(options: ProductionServerOptions = {}): FetchHandler {
  const { distDir = 'dist', port: _port, host: _host, shutdownTimeoutMs: _timeout, ...apiOptions } = options;
  const api = createApp({ clientAddress: (c) => getConnInfo(c).remote.address, ...apiOptions });
  const site = createSiteHandler(loadSite(distDir), { hsts: apiOptions.hsts ?? false });
  return (request, env) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) return api.fetch(request, env);
    return site(request);
  };
}

export function startProductionServer(options: ProductionServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? new Logger({ level: options.logLevel ?? 'info' });
  return listen({
    fetch: createProductionFetch({ ...options, logger }),
    logger,
    port: options.port ?? 4321,
    host: options.host ?? '127.0.0.1',
    ...(options.shutdownTimeoutMs === undefined ? {} : { shutdownTimeoutMs: options.shutdownTimeoutMs }),
  });
}
