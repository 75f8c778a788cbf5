import { Hono } from 'hono';
import { z } from 'zod';
import { type ApiEnv, JSON_HEADERS } from '../../context.ts';
import { honoPath, type OperationDoc } from '../openapi/index.ts';

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});

export const healthOperation: OperationDoc = {
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Liveness for operators and load balancers',
  tag: 'meta',
  response: { name: 'Health', schema: healthSchema, description: 'The process is up and serving' },
  errors: [],
};

export interface HealthOptions {
  version: string;
  now?: () => number;
}

export function healthRoutes(options: HealthOptions): Hono<ApiEnv> {
  const now = options.now ?? Date.now;
  const started = now();
  return new Hono<ApiEnv>().get(honoPath(healthOperation), (c) => {
    const body: z.output<typeof healthSchema> = {
      status: 'ok',
      version: options.version,
      uptimeSeconds: Math.floor((now() - started) / 1000),
    };
    return c.json(body, 200, { ...JSON_HEADERS, 'Cache-Control': 'no-store' });
  });
}
