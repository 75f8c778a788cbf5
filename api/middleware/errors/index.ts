import type { Context, Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { json, respond } from '../../response.ts';
import type { ApiEnv } from '../frame/index.ts';

/**
 * The one error path of the API (decisions.md section 5): every failure leaves as
 * `{ error, issues }` JSON with a fitting status. Known failures are thrown as `ApiError`; anything
 * else is logged with its stack and answered with a generic 500, so no stack trace or framework
 * default text reaches a client.
 */

export const issueSchema = z.object({
  /** Dotted path of the offending field (`income`, `ages.2`, `id`); empty for the whole body. */
  path: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  error: z.string(),
  /** Always present; empty unless the error is about specific fields. */
  issues: z.array(issueSchema),
});

export type Issue = z.output<typeof issueSchema>;
export type ErrorBody = z.output<typeof errorBodySchema>;

/** The statuses the API answers with the error body; the OpenAPI document lists them per route. */
export type ErrorStatus = 400 | 404 | 405 | 413 | 415 | 429 | 500;

export interface ApiErrorOptions {
  issues?: readonly Issue[];
  /** Extra response headers, e.g. `Allow` on a 405 or `Retry-After` on a 429. */
  headers?: Readonly<Record<string, string>>;
}

export class ApiError extends HTTPException {
  readonly issues: readonly Issue[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: ErrorStatus, message: string, options: ApiErrorOptions = {}) {
    super(status, { message });
    this.name = 'ApiError';
    this.issues = options.issues ?? [];
    this.headers = options.headers ?? {};
  }
}

/** Zod issues as `{ path, message }`, the path dotted so that it names the field. */
export function issuesFromZod(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The validation hook every route uses: the parsed value, or a 400 whose issues name the fields. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, message: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ApiError(400, message, { issues: issuesFromZod(parsed.error) });
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

function errorResponse(
  c: Context<ApiEnv>,
  status: number,
  error: string,
  issues: readonly Issue[] = [],
  headers: Readonly<Record<string, string>> = {},
): Response {
  const body: ErrorBody = { error, issues: [...issues] };
  return json(c, JSON.stringify(body), { ...headers, 'Cache-Control': 'no-store' }, status);
}

/** `app.onError`: known errors as they are; anything else logged in full and answered generically. */
export function createErrorHandler(fallbackLogger: Logger): (error: Error, c: Context<ApiEnv>) => Response {
  return (err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err.status, err.message, err.issues, err.headers);
    if (err instanceof HTTPException && err.status < 500) {
      return errorResponse(c, err.status, GENERIC_MESSAGES[err.status] ?? 'Request failed');
    }
    // Unset only when the failure happened before the request-id middleware ran.
    const log = (c.get('log') as Logger | undefined) ?? fallbackLogger;
    log.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return errorResponse(c, 500, INTERNAL_ERROR);
  };
}

/**
 * What was thrown, as an Error for the error path: JavaScript lets code throw anything (a string,
 * a plain object), and Hono would hand such a throw to the runtime's default 500 text.
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
 * `app.notFound`, reached when no route matched: a known path with the wrong method is a 405 with
 * `Allow` (a plain OPTIONS, not a CORS preflight, gets 204 and the same `Allow`); anything else is
 * a 404 naming the method and the path (shortened), so a typo is easy to spot. Deciding it here
 * keeps the check off every request that does match.
 */
export function createNotFoundHandler(app: Pick<Hono, 'routes'>): (c: Context<ApiEnv>) => Response {
  let router: TrieRouter<readonly string[]> | undefined;
  const methodsFor = (path: string): string[] => {
    if (router === undefined) {
      const byPath = new Map<string, Set<string>>();
      for (const route of app.routes) {
        if (route.method === 'ALL') continue;
        const methods = byPath.get(route.path) ?? new Set<string>();
        methods.add(route.method);
        if (route.method === 'GET') methods.add('HEAD');
        byPath.set(route.path, methods);
      }
      router = new TrieRouter();
      for (const [routePath, methods] of byPath) router.add('ALL', routePath, [...methods]);
    }
    return [...new Set(router.match('ALL', path)[0].flatMap(([methods]) => methods))];
  };

  return (c) => {
    const methods = methodsFor(c.req.path);
    if (methods.length === 0 || methods.includes(c.req.method)) {
      const path = c.req.path.length > 100 ? `${c.req.path.slice(0, 100)}…` : c.req.path;
      return errorResponse(c, 404, `No route for ${c.req.method} ${path}`);
    }
    const allow = [...methods, 'OPTIONS'].join(', ');
    if (c.req.method === 'OPTIONS') return respond(c, 204, null, { Allow: allow });
    return errorResponse(c, 405, `Method ${c.req.method} not allowed; use ${methods.join(' or ')}`, [], { Allow: allow });
  };
}
