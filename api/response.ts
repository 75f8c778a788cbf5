import type { Context } from 'hono';
import type { ApiEnv } from './middleware/frame/index.ts';

/**
 * How responses get their headers. The frame and the checks a route runs (rate limit) put theirs
 * into one plain object on the context, and every response the API makes is created once with all
 * of them. The reason is speed: on Node the adapter writes a response built from a plain header
 * object straight to the socket, while setting a header on a finished response first builds a
 * WHATWG `Headers` (about 4 µs a request of CPU on the bench machine, over a quarter of what bare
 * node:http spends on a whole GET).
 */

export const JSON_HEADERS = { 'Content-Type': 'application/json; charset=UTF-8' } as const;

type HeaderMap = Readonly<Record<string, string>>;

/** This request's gathered response headers, for a check to add to before the response is made. */
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
export function respond<E extends ApiEnv>(
  c: Context<E>,
  status: number,
  body: string | Uint8Array<ArrayBuffer> | null,
  headers: HeaderMap = {},
): Response {
  return new Response(body, { status, headers: { ...gatheredHeaders(c), ...headers } });
}

/**
 * A JSON response. A body fixed for the life of the process is best passed as bytes, encoded once:
 * a string is encoded to UTF-8 again on every write.
 */
export const json = <E extends ApiEnv>(c: Context<E>, body: string | Uint8Array<ArrayBuffer>, headers: HeaderMap = {}, status = 200): Response =>
  respond(c, status, body, { ...JSON_HEADERS, ...headers });
