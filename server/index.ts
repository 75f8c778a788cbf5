/**
 * The production server behind `npm start`: one Hono app with the API (api/app.ts, answering
 * /api/*) and the built site (./site.ts, everything else) mounted side by side, on one port.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { type ApiOptions, createApp } from '../api/app.ts';
import type { ApiServerOptions } from '../api/node/env.ts';
import type { RunningServer } from '../api/node/listen.ts';
import { startNodeServer } from '../api/node/main.ts';
import { siteRoutes } from './site.ts';

export interface ProductionServerOptions extends ApiServerOptions {
  /** The built site; default dist/. */
  distDir?: string;
}

const API_PREFIX_ANY_CASE = /^\/api(?=\/|$)/i;

export function createProductionApp(options: ApiOptions & { distDir?: string }): Hono {
  const { distDir = 'dist', ...apiOptions } = options;
  // The site's paths match in any casing (src/lib/routes.ts); so does the API's prefix, so that
  // /API/modules is the API's, answered in JSON, never the site's HTML not-found page.
  const app = new Hono({ getPath: (request) => getPath(request).replace(API_PREFIX_ANY_CASE, '/api') });
  // The API first: its request id and access log run for every request, pages included.
  app.route('/', createApp({ clientAddress: (c) => getConnInfo(c).remote.address, ...apiOptions, paths: '/api/*' }));
  app.route('/', siteRoutes(distDir, { hsts: apiOptions.hsts ?? false }));
  return app;
}

export function startProductionServer(options: ProductionServerOptions = {}): Promise<RunningServer> {
  const { distDir, ...serverOptions } = options;
  return startNodeServer({ port: 4321, host: '127.0.0.1', ...serverOptions }, (apiOptions) =>
    createProductionApp({ ...apiOptions, ...(distDir === undefined ? {} : { distDir }) }),
  );
}
