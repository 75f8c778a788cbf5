// What every route group shares (its app, the error answers, a JSON body) and the OpenAPI document
// built from the groups' own `createRoute` declarations.
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { type ApiEnv, JSON_HEADERS } from '../../context.ts';
import { defaultHook, type ErrorStatus, errorBodySchema } from '../../errors/index.ts';
import { cacheableRead, fixedETag } from '../../middleware/cacheable/index.ts';

/**
 * The app of a route group, and of the API itself: Hono's app with the routes' OpenAPI descriptions
 * kept beside them, and the one validation hook (input failing its schema is a 400 naming each field).
 */
export const openApiApp = () => new OpenAPIHono<ApiEnv>({ defaultHook });

const errorBody = errorBodySchema.meta({ id: 'Error' });

const ERROR_DESCRIPTIONS: Readonly<Record<ErrorStatus, string>> = {
  400: 'Invalid request; `issues` name the fields',
  404: 'Unknown route or resource',
  405: 'Wrong method for this path; see the `Allow` header',
  413: 'Request body larger than 16 KB',
  415: 'Request body is not JSON (Content-Type must be application/json)',
  429: 'Rate limited; see the `Retry-After` header',
  500: 'Internal error; the detail is in the server log under the request id',
};
/** Every route may answer these: a known path with the wrong method, and an unexpected failure. */
const ALWAYS = [405, 500] as const satisfies readonly ErrorStatus[];

/** A JSON answer or request body of `schema`. */
export function json<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** The error answers of an operation, besides those every route has, as OpenAPI responses. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const all = [...new Set([...statuses, ...ALWAYS])].sort((a, b) => a - b);
  // Keyed by status in the type too, so each route's type (and the browser's client) carries its error answers.
  return Object.fromEntries(all.map((status) => [status, json(errorBody, ERROR_DESCRIPTIONS[status])])) as Record<
    S | (typeof ALWAYS)[number],
    ReturnType<typeof json<typeof errorBody>>
  >;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

const documentRoute = createRoute({
  method: 'get',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This document',
  tags: ['meta'],
  middleware: cacheableRead,
  responses: { 200: { description: 'The OpenAPI 3.1 document' }, ...errorResponses() },
});

/**
 * Serves the document of every route registered on `app`, this one included, generated on the
 * first request (the routes are all registered by then) and kept.
 */
export function serveOpenApiDocument(app: OpenAPIHono<ApiEnv>, info: OpenApiInfo): void {
  const { description, ...rest } = info;
  const described = description === undefined ? rest : { ...rest, description };
  let document: Uint8Array<ArrayBuffer> | undefined;
  const built = () => {
    document ??= new TextEncoder().encode(JSON.stringify(app.getOpenAPI31Document({ openapi: '3.1.0', info: described })));
    return document;
  };
  const tag = fixedETag(built);
  app.openapi(documentRoute, async (c) => c.body(built(), 200, { ...JSON_HEADERS, ETag: await tag() }));
}

/** A route's Hono path: `/api/modules/{id}` → `/api/modules/:id`. */
export function honoPath(route: Pick<RouteConfig, 'path'>): string {
  return route.path.replace(/\{(\w+)\}/g, ':$1');
}
