import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { content, moduleSchema } from '../../content.ts';
import { type ApiEnv, JSON_HEADERS } from '../../context.ts';
import { httpError, invalid } from '../../errors/index.ts';
import { type ContentListOptions, contentListOperation, contentListRoutes } from '../content-list/index.ts';
import { honoPath, type OperationDoc } from '../openapi/index.ts';

// The API is strict where the slide viewer is lenient: the viewer reads its URL with parseInt
// semantics, then asks for a plain integer, so `13abc` or `1.5` here is a client bug worth a 400.
export const moduleParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, 'must be a whole number such as 13')
    .transform(Number)
    .describe('Module id'),
});

const modules: ContentListOptions<(typeof content.modules)[number]> = {
  path: '/api/modules',
  operationId: 'listModules',
  summary: 'The training modules',
  itemName: 'Module',
  itemSchema: moduleSchema,
  description: 'Every module, in course order',
  items: content.modules,
};

export const listModulesOperation = contentListOperation(modules);

export const getModuleOperation: OperationDoc = {
  method: 'get',
  path: '/api/modules/{id}',
  operationId: 'getModule',
  summary: 'One training module',
  description: 'The slide viewer reads `title`. A non-integer id is a 400, an unknown one a 404.',
  tag: 'content',
  params: moduleParamsSchema,
  response: { name: 'Module', schema: moduleSchema, description: 'The module' },
  errors: [400, 404],
};

export function modulesRoutes(): Hono<ApiEnv> {
  // Content is fixed for the life of the process: serialise and encode once, not per request.
  const encoder = new TextEncoder();
  const byId = new Map(content.modules.map((module) => [module.id, encoder.encode(JSON.stringify(module))]));
  const knownIds = content.modules.map((m) => m.id).join(', ');

  return new Hono<ApiEnv>()
    .route('/', contentListRoutes(modules))
    .get(honoPath(getModuleOperation), zValidator('param', moduleParamsSchema, invalid('Invalid module id')), (c) => {
      const { id } = c.req.valid('param');
      const module = byId.get(id);
      if (module === undefined) throw httpError(404, `No module with id ${id}`, [{ path: 'id', message: `known ids: ${knownIds}` }]);
      return c.body(module, 200, JSON_HEADERS);
    });
}
