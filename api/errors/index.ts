import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { type Issue, issueSchema } from '#lib/issue.ts';
import { toIssues } from '#subsidy';
import { type ApiEnv, JSON_HEADERS } from '../context.ts';
import type { Logger } from '../logger.ts';

// The one error path of the API (docs/api.md, "Errors"): every failure leaves as `{ error, issues }`
// JSON; known ones are thrown with `httpError`, anything else is logged and answered with a bare 500.

export const errorBodySchema = z.object({
  error: z.string(),
  /** Always present; empty unless the error is about specific fields. */
  issues: z.array(issueSchema),
});

export type ErrorBody = z.output<typeof errorBodySchema>;

/** The statuses the API answers with the error body; the OpenAPI document lists them per route. */
export type ErrorStatus = 400 | 404 | 405 | 413 | 415 | 429 | 500;

/** The cause of the API's own HTTPExceptions: the fields at fault, none when the error is not about fields. */
interface KnownFailure {
  issues: readonly Issue[];
}

function isKnownFailure(cause: unknown): cause is KnownFailure {
  return typeof cause === 'object' && cause !== null && Array.isArray((cause as Partial<KnownFailure>).issues);
}

/**
 * A known failure, for a handler or middleware to throw. Headers it needs (`Retry-After`) are set
 * on the context with `c.header()` before throwing; the error answer keeps them.
 */
export function httpError(status: Exclude<ErrorStatus, 500>, message: string, issues: readonly Issue[] = []): HTTPException {
  return new HTTPException(status, { message, cause: { issues } satisfies KnownFailure });
}

// What the 400 of input failing its route's schema says: the body as a whole, a path parameter by
// its name. The issues name each field either way.
const INVALID_INPUT = 'Invalid request';
const INVALID_BODY = 'Invalid request body';
const INVALID_PARAMETER: ReadonlyMap<string, string> = new Map([
  ['id', 'Invalid module id'],
  ['zip', 'Invalid ZIP code'],
]);

function invalidInputMessage(target: string, issues: readonly Issue[]): string {
  if (target === 'json' || target === 'form') return INVALID_BODY;
  if (target === 'param') return INVALID_PARAMETER.get(issues[0]?.path.split('.')[0] ?? '') ?? INVALID_INPUT;
  return INVALID_INPUT;
}

/**
 * The validation hook of every route (`new OpenAPIHono({ defaultHook })`, api/routes/openapi): a
 * value that fails its schema is a 400 whose issues name each field, worded by the subsidy engine's
 * `toIssues` (which its own form uses too). Typed loosely enough to serve `zValidator` as well.
 */
export function defaultHook(result: { target: string } & ({ success: true } | { success: false; error: z.core.$ZodError })): undefined {
  if (result.success) return undefined;
  const issues = toIssues(result.error);
  throw httpError(400, invalidInputMessage(result.target, issues), issues);
}

/** The error body as a response; never cached. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  issues: readonly Issue[] = [],
  headers: Readonly<Record<string, string>> = {},
): Response {
  const body: ErrorBody = { error, issues: [...issues] };
  return c.json(body, status, { ...JSON_HEADERS, 'Cache-Control': 'no-store', ...headers });
}

// For an HTTPException raised inside Hono itself: our wording, never the framework's text.
const GENERIC_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Request body too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
};
const INTERNAL_ERROR = 'Internal server error';

/** `app.onError`: known failures as they are; anything else logged in full and answered generically. */
export function errorHandler(fallbackLogger: Logger): ErrorHandler<ApiEnv> {
  return (err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode;
      if (isKnownFailure(err.cause)) return errorResponse(c, status, err.message, err.cause.issues);
      return errorResponse(c, status, GENERIC_MESSAGES[status] ?? 'Request failed');
    }
    // Unset only when the failure happened before the access-log middleware ran.
    const log = c.get('logger') ?? fallbackLogger;
    if ('code' in err && err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      // The server's request timeout ended a request whose body was too slow; Node has answered it
      // 408 on the socket (api/node/listen.ts). Not the server's failure either.
      log.info({ method: c.req.method, path: c.req.path.slice(0, 200) }, 'request timed out');
      return errorResponse(c, 408, 'The request took too long to arrive');
    }
    if (clientWentAway(err, c)) {
      // Nobody is left to answer: not the server's failure, so no stack and no 500 in the metrics.
      // 499 is the status proxies log for it ("client closed request"); the access log's one
      // request line says it (api/middleware/access-log).
      return errorResponse(c, CLIENT_CLOSED_REQUEST, 'Client closed the request');
    }
    log.error({ err, method: c.req.method, path: c.req.path.slice(0, 200) }, 'unhandled error');
    return errorResponse(c, 500, INTERNAL_ERROR);
  };
}

const CLIENT_CLOSED_REQUEST = 499 as ContentfulStatusCode;

/**
 * The client closed the connection before its request had been read: the request's signal says so
 * where the runtime sets it, and on Node reading the body fails with `aborted` (ECONNRESET).
 */
function clientWentAway(err: Error, c: Context): boolean {
  return c.req.raw.signal?.aborted === true || ('code' in err && err.code === 'ECONNRESET');
}

/**
 * What was thrown, as an Error for the error path: JavaScript lets code throw anything (a string,
 * a plain object), and Hono hands only Errors to `app.onError`.
 */
export function asError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  return new Error(`non-Error thrown: ${describeThrown(thrown)}`, { cause: thrown });
}

// A plain object reads better in the log as JSON than as `[object Object]`; cut short, it cannot flood it.
function describeThrown(thrown: unknown): string {
  if (typeof thrown === 'object' && thrown !== null) {
    try {
      const text = JSON.stringify(thrown);
      if (text !== undefined) return text.length > 500 ? `${text.slice(0, 500)}…` : text;
    } catch {
      // A cycle or a BigInt: fall back to String.
    }
  }
  return String(thrown);
}

/**
 * The last `app.use` before the routes: a value that is not an Error, thrown by a route, goes on as
 * an Error, so that `app.onError` answers it (with every header the middleware before it adds)
 * instead of the runtime's bare 500.
 */
export const thrownValuesAsErrors: MiddlewareHandler = createMiddleware(async (_c, next) => {
  try {
    await next();
  } catch (thrown) {
    throw asError(thrown);
  }
});

/** `app.notFound`: a 404 naming the method and the path (shortened), so a typo is easy to spot. */
export const noRoute: NotFoundHandler = (c) => {
  const path = c.req.path.length > 100 ? `${c.req.path.slice(0, 100)}…` : c.req.path;
  return errorResponse(c, 404, `No route for ${c.req.method} ${path}`);
};

/**
 * For `hono/method-not-allowed`, which turns the 404 of a known path into this answer: 405 with
 * `Allow`; a plain OPTIONS (not a CORS preflight) gets 204 with the same `Allow`.
 */
export function wrongMethod(c: Context, methods: string[]): Response {
  const allow = [...methods, 'OPTIONS'].join(', ');
  if (c.req.method === 'OPTIONS') {
    // An empty answer: without the JSON headers of the 404 it replaces.
    c.res.headers.delete('Content-Type');
    c.res.headers.delete('Cache-Control');
    return c.body(null, 204, { Allow: allow });
  }
  return errorResponse(c, 405, `Method ${c.req.method} not allowed; use ${methods.join(' or ')}`, [], { Allow: allow });
}
