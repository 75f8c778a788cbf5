import { Hono } from 'hono';
import { z } from 'zod';
import { type ApiEnv, JSON_HEADERS } from '../../context.ts';
import { honoPath, type OperationDoc } from '../openapi/index.ts';

/** A GET that answers one whole content collection (modules, FAQs, resources). */
export interface ContentListOptions<T> {
  path: string;
  operationId: string;
  summary: string;
  /** The item's schema and its component name in the OpenAPI document, e.g. 'Faq'. */
  itemName: string;
  itemSchema: z.ZodType<T>;
  description: string;
  items: readonly T[];
}

/** The operation's OpenAPI description, from the same schema the content was validated with. */
export function contentListOperation<T>(options: ContentListOptions<T>): OperationDoc {
  return {
    method: 'get',
    path: options.path,
    operationId: options.operationId,
    summary: options.summary,
    tag: 'content',
    response: { name: `${options.itemName}List`, schema: z.array(options.itemSchema), description: options.description },
    components: [{ name: options.itemName, schema: options.itemSchema }],
    errors: [],
  };
}

/** The route: content is fixed for the life of the process, so it is serialised and encoded once. */
export function contentListRoutes<T>(options: ContentListOptions<T>): Hono<ApiEnv> {
  const body = new TextEncoder().encode(JSON.stringify(options.items));
  return new Hono<ApiEnv>().get(honoPath(options), (c) => c.body(body, 200, JSON_HEADERS));
}
