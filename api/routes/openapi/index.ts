import { Hono } from 'hono';
import { z } from 'zod';
import { type ApiEnv, JSON_HEADERS } from '../../context.ts';
import { type ErrorStatus, errorBodySchema } from '../../errors/index.ts';

/**
 * Each route group describes its operations with the very zod schemas its `zValidator`s validate
 * with; this module turns those descriptions into an OpenAPI 3.1 document (zod 4's
 * `z.toJSONSchema`, JSON Schema 2020-12, which OpenAPI 3.1 uses as is). Nothing here is written by
 * hand but the prose.
 */

export interface NamedSchema {
  /** Component name in `#/components/schemas`. */
  name: string;
  schema: z.ZodType;
}

export interface OperationDoc {
  method: 'get' | 'post';
  /** OpenAPI path template, e.g. `/api/modules/{id}`; the Hono route is derived from it. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Path parameters: the schema of the route's `zValidator('param', …)`. */
  params?: z.ZodObject;
  /** JSON request body: the schema of the route's `zValidator('json', …)`. */
  requestBody?: NamedSchema;
  response: NamedSchema & { description: string };
  /** Schemas nested in the response worth a component of their own (an item of a list). */
  components?: readonly NamedSchema[];
  /** Statuses the operation answers with the error body (404/405/500 apply to every route). */
  errors: readonly ErrorStatus[];
}

/** The Hono route of an operation: `/api/modules/{id}` → `/api/modules/:id`. */
export function honoPath(operation: Pick<OperationDoc, 'path'>): string {
  return operation.path.replace(/\{(\w+)\}/g, ':$1');
}

const ERROR_DESCRIPTIONS: Readonly<Record<ErrorStatus, string>> = {
  400: 'Invalid request; `issues` name the fields',
  404: 'Unknown route or resource',
  405: 'Wrong method for this path; see the `Allow` header',
  413: 'Request body larger than 16 KB',
  415: 'Request body is not JSON (Content-Type must be application/json)',
  429: 'Rate limited; see the `Retry-After` header',
  500: 'Internal error; the detail is in the server log under the request id',
};
const ALWAYS: readonly ErrorStatus[] = [405, 500];

type JsonSchema = Record<string, unknown>;

/** Component schemas from a registry; each loses `$schema`/`$id`, which OpenAPI places itself. */
function componentSchemas(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, { io, uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([name, { $schema: _s, $id: _i, ...schema }]) => [name, schema as JsonSchema]));
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (name: string) => ({ 'application/json': { schema: ref(name) } });

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

export function buildOpenApiDocument(operations: readonly OperationDoc[], info: OpenApiInfo): JsonSchema {
  // Request bodies are described as clients send them, responses as the API sends them.
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  outputs.add(errorBodySchema, { id: 'Error' });
  for (const op of operations) {
    if (op.requestBody && !inputs.has(op.requestBody.schema)) inputs.add(op.requestBody.schema, { id: op.requestBody.name });
    for (const named of [op.response, ...(op.components ?? [])]) {
      if (!outputs.has(named.schema)) outputs.add(named.schema, { id: named.name });
    }
  }

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const responses: Record<string, unknown> = {
      200: { description: op.response.description, content: jsonContent(op.response.name) },
    };
    for (const status of [...new Set([...op.errors, ...ALWAYS])].sort((a, b) => a - b)) {
      responses[status] = { description: ERROR_DESCRIPTIONS[status], content: jsonContent('Error') };
    }
    const params = op.params ? (z.toJSONSchema(op.params, { io: 'input' }).properties ?? {}) : {};
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        operationId: op.operationId,
        summary: op.summary,
        ...(op.description === undefined ? {} : { description: op.description }),
        tags: [op.tag],
        ...(op.params === undefined
          ? {}
          : { parameters: Object.entries(params).map(([name, schema]) => ({ name, in: 'path', required: true, schema })) }),
        ...(op.requestBody === undefined ? {} : { requestBody: { required: true, content: jsonContent(op.requestBody.name) } }),
        responses,
      },
    };
  }

  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { schemas: { ...componentSchemas(inputs, 'input'), ...componentSchemas(outputs, 'output') } },
  };
}

export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const openApiOperation: OperationDoc = {
  method: 'get',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This document',
  tag: 'meta',
  response: { name: 'OpenApiDocument', schema: openApiDocumentSchema, description: 'The OpenAPI 3.1 document' },
  errors: [],
};

/** Serves the document, built on first request from every operation (this one included). */
export function openApiRoutes(operations: readonly OperationDoc[], info: OpenApiInfo): Hono<ApiEnv> {
  let document: Uint8Array<ArrayBuffer> | undefined;
  return new Hono<ApiEnv>().get(honoPath(openApiOperation), (c) => {
    document ??= new TextEncoder().encode(JSON.stringify(buildOpenApiDocument([...operations, openApiOperation], info)));
    return c.body(document, 200, JSON_HEADERS);
  });
}
