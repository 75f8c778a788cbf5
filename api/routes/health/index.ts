import { z } from 'zod';
import { json } from '../../response.ts';
import type { OperationDoc, Route } from '../openapi/index.ts';

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

export function healthRoutes(options: HealthOptions): Route[] {
  const now = options.now ?? Date.now;
  const started = now();
  return [
    {
      operation: healthOperation,
      endpoint: (c) => {
        const body: z.output<typeof healthSchema> = {
          status: 'ok',
          version: options.version,
          uptimeSeconds: Math.floor((now() - started) / 1000),
        };
        return json(c, JSON.stringify(body), { 'Cache-Control': 'no-store' });
      },
    },
  ];
}
