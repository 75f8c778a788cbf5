import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { ContentBundle } from '#content/types.ts';
import { moduleSchema } from '../../content.ts';
import { JSON_HEADERS } from '../../context.ts';
import { httpError } from '../../errors/index.ts';
import { cacheableRead, fixedETag } from '../../middleware/cacheable/index.ts';
import { contentListRoutes } from '../content-list/index.ts';
import { errorResponses, json } from '../openapi/index.ts';

// The API is strict where the slide viewer is lenient: the viewer reads its URL with parseInt
// semantics, then asks for a plain integer, so `13abc` or `1.5` here is a client bug worth a 400.
export const moduleParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, 'must be a whole number such as 13')
    .describe('Module id')
    .meta({ example: '13' }),
});

const getModuleRoute = createRoute({
  method: 'get',
  path: '/api/modules/{id}',
  operationId: 'getModule',
  summary: 'One training module',
  description: 'The slide viewer reads `title`. A non-integer id is a 400, an unknown one a 404.',
  tags: ['content'],
  middleware: cacheableRead,
  request: { params: moduleParamsSchema },
  responses: { 200: json(moduleSchema.meta({ id: 'Module' }), 'The module'), ...errorResponses(400, 404) },
});

export function modulesRoutes(modules: ContentBundle['modules']) {
  const byId = new Map(modules.map((module) => [module.id, { module, tag: fixedETag(() => JSON.stringify(module)) }]));
  const knownIds = modules.map((m) => m.id).join(', ');

  const routes = contentListRoutes({
    path: '/api/modules',
    operationId: 'listModules',
    summary: 'The training modules',
    itemName: 'Module',
    itemSchema: moduleSchema,
    description: 'Every module, in course order',
    items: modules,
  });
  return routes.openapi(getModuleRoute, async (c) => {
    const id = Number(c.req.valid('param').id);
    const found = byId.get(id);
    if (found === undefined) throw httpError(404, `No module with id ${id}`, [{ path: 'id', message: `known ids: ${knownIds}` }]);
    return c.json(found.module, 200, { ...JSON_HEADERS, ETag: await found.tag() });
  });
}
