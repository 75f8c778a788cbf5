import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { JSON_HEADERS } from '../../context.ts';
import { cacheableRead, fixedETag } from '../../middleware/cacheable/index.ts';
import { errorResponses, json, openApiApp } from '../openapi/index.ts';

/** A GET that answers one whole content collection (modules, FAQs, resources). */
export interface ContentListOptions<P extends string, T> {
  path: P;
  operationId: string;
  summary: string;
  /** The item's schema and its component name in the OpenAPI document, e.g. 'Faq'. */
  itemName: string;
  itemSchema: z.ZodType<T>;
  description: string;
  items: readonly T[];
}

/** The route, described with the same schema the content was validated with. */
export function contentListRoutes<P extends string, T>(options: ContentListOptions<P, T>) {
  const item = options.itemSchema.meta({ id: options.itemName });
  const route = createRoute({
    method: 'get',
    path: options.path,
    operationId: options.operationId,
    summary: options.summary,
    tags: ['content'],
    middleware: cacheableRead,
    responses: { 200: json(z.array(item).meta({ id: `${options.itemName}List` }), options.description), ...errorResponses() },
  });
  const items = [...options.items];
  const tag = fixedETag(() => JSON.stringify(items));
  return openApiApp().openapi(route, async (c) => c.json(items, 200, { ...JSON_HEADERS, ETag: await tag() }));
}
