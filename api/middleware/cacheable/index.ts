// HTTP caching for reads that change only when a new build is deployed (docs/operations.md, "A CDN in front").
import type { MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { createMiddleware } from 'hono/factory';

/**
 * Five minutes fresh, then a day in which a cache may answer with what it holds while it asks again
 * in the background: a deploy shows within minutes, and asking again is a 304 with no body.
 */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

// A 304 keeps the headers a 200 would have had for caches (hono/etag's list), and those a caller of
// the API reads on every answer: the request id and, for a listed site, the CORS grant.
const RETAINED_HEADERS = [
  ...RETAINED_304_HEADERS,
  'x-request-id',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
];

const contentCacheControl = createMiddleware(async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', CONTENT_CACHE_CONTROL);
});

/**
 * The middleware of a content GET (`createRoute({ middleware })`): a strong `ETag`, a hash of the
 * body made by Hono's `etag`, which answers a matching `If-None-Match` with a bodiless 304, and
 * `Cache-Control` on a success. An error keeps the `no-store` of api/errors.
 */
export const cacheableRead: MiddlewareHandler[] = [etag({ retainedHeaders: RETAINED_HEADERS }), contentCacheControl];

/**
 * The `ETag` of an answer fixed for the app's life (a content list, a module, the OpenAPI document),
 * worked out once rather than by hono/etag on every request: the SHA-1 of its bytes, as `etag` makes
 * it for a body under its 256 KB chunk. `etag` keeps a tag it finds and answers `If-None-Match` with it.
 */
export function fixedETag(body: () => string | Uint8Array<ArrayBuffer>): () => Promise<string> {
  let tag: Promise<string> | undefined;
  return () => {
    tag ??= sha1Tag(body());
    return tag;
  };
}

async function sha1Tag(body: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', bytes));
  return `"${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
}
