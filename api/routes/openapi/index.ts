import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { type ApiEnv, JSON_HEADERS } from '../../context.ts';
import { type ErrorStatus, errorBodySchema } from '../../errors/index.ts';

/**
 * The OpenAPI document comes from the routes themselves: every route group declares its operations
 * with `createRoute` from `@hono/zod-openapi`, naming the very zod schemas that validate its input
 * and describe its answer, and `OpenAPIHono` collects them. This module holds the pieces every
 * route shares (the error answers, a JSON body) and serves the document. Nothing in it is written
 * by hand but the prose.
 */

const ErrorBody = errorBodySchema.meta({ id: 'Error' });

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
  return Object.fromEntries(all.map((status) => [status, json(ErrorBody, ERROR_DESCRIPTIONS[status])])) as Record<
    S | (typeof ALWAYS)[number],
    ReturnType<typeof json<typeof ErrorBody>>
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
  responses: { 200: { description: 'The OpenAPI 3.1 document' }, ...errorResponses() },
});

/**
 * Serves the document of every route registered on `app`, this one included, generated on the
 * first request (the routes are all registered by then) and kept.
 */
export function serveOpenApiDocument(app: OpenAPIHono<ApiEnv>, info: OpenApiInfo): void {
  let document: Uint8Array<ArrayBuffer> | undefined;
  app.openapi(documentRoute, (c) => {
    const { description, ...rest } = info;
    const described = description === undefined ? rest : { ...rest, description };
    document ??= new TextEncoder().encode(JSON.stringify(app.getOpenAPI31Document({ openapi: '3.1.0', info: described })));
    return c.body(document, 200, JSON_HEADERS);
  });
}

/** A route's Hono path: `/api/modules/{id}` → `/api/modules/:id`. */
export function honoPath(route: Pick<RouteConfig, 'path'>): string {
  return route.path.replace(/\{(\w+)\}/g, ':$1');
}
