import { Hono } from 'hono';
import { z } from 'zod';
import { content, resourceSchema } from '../../content.ts';
import { json } from '../../response.ts';
import type { ApiEnv } from '../../middleware/request-id/index.ts';
import { honoPath, type OperationDoc } from '../openapi/index.ts';

export const listResourcesOperation: OperationDoc = {
  method: 'get',
  path: '/api/resources',
  operationId: 'listResources',
  summary: 'The resource library',
  tag: 'content',
  response: { name: 'ResourceList', schema: z.array(resourceSchema), description: 'Every resource' },
  components: [{ name: 'Resource', schema: resourceSchema }],
  errors: [],
};

export function resourcesRoutes(): Hono<ApiEnv> {
  const list = JSON.stringify(content.resources);
  return new Hono<ApiEnv>().get(honoPath(listResourcesOperation), (c) => json(c, list));
}
