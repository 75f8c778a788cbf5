import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { JSON_HEADERS } from '../../context.ts';
import { errorResponses, json, openApiApp } from '../openapi/index.ts';

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'Health' });

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Liveness for operators and load balancers',
  tags: ['meta'],
  responses: { 200: json(healthSchema, 'The process is up and serving'), ...errorResponses() },
});

export interface HealthOptions {
  version: string;
  now?: () => number;
}

export function healthRoutes(options: HealthOptions) {
  const now = options.now ?? Date.now;
  const started = now();
  return openApiApp().openapi(healthRoute, (c) =>
    c.json({ status: 'ok' as const, version: options.version, uptimeSeconds: Math.floor((now() - started) / 1000) }, 200, {
      ...JSON_HEADERS,
      'Cache-Control': 'no-store',
    }),
  );
}
