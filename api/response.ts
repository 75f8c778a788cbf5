import type { Context } from 'hono';
import type { ApiEnv } from './middleware/request-id/index.ts';

/**
 * How responses get their headers. The middleware (request id, security headers, CORS, rate
 * limit) put theirs into one plain object on the context before the handler runs, and every
 * response the API makes is created once with all of them. The reason is speed: on Node the
 * adapter writes a response built from a plain header object straight to the socket, while
 * setting a header on a finished response first builds a WHATWG `Headers` (about 4 µs a request
 * of CPU on the bench machine, over a quarter of what bare node:http spends on a whole GET).
 */

export const JSON_HEADERS = { 'Content-Type': 'application/json; charset=UTF-8' } as const;

type HeaderMap = Readonly<Record<string, string>>;

// Responses made by `respond`, which already carry the gathered headers.
const complete = new WeakSet<Response>();

/** This request's gathered response headers, for a middleware to add to before `next()`. */
export function gatheredHeaders<E extends ApiEnv>(c: Context<E>): Record<string, string> {
  const ctx = c as unknown as Context<ApiEnv>;
  let headers = ctx.get('headers') as Record<string, string> | undefined;
  if (headers === undefined) {
    headers = {};
    ctx.set('headers', headers);
  }
  return headers;
}

/** A response with the gathered headers plus `headers` (which win). */
export function respond<E extends ApiEnv>(c: Context<E>, status: number, body: string | null, headers: HeaderMap = {}): Response {
  const res = new Response(body, { status, headers: { ...gatheredHeaders(c), ...headers } });
  complete.add(res);
  return res;
}

export const json = <E extends ApiEnv>(c: Context<E>, body: string, headers: HeaderMap = {}, status = 200): Response =>
  respond(c, status, body, { ...JSON_HEADERS, ...headers });

/**
 * Run by the outermost middleware: a response not made by `respond` (one Hono rebuilt, such as a
 * 405 replacing a 404) gets the gathered headers the slow way, so none ever leaves without them.
 */
export function applyGatheredHeaders<E extends ApiEnv>(c: Context<E>): void {
  if (complete.has(c.res)) return;
  for (const [name, value] of Object.entries(gatheredHeaders(c))) {
    if (name === 'Vary') c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  }
}
