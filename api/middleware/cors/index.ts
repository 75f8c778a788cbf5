import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';

export interface SiteCorsOptions {
  /** Site origins allowed to call the API with credentials, e.g. `https://agents.example.org`. */
  allowedOrigins: readonly string[];
  /** How long a browser may cache a preflight answer; default 7200 s (Chromium's cap). */
  maxAgeSeconds?: number;
}

/**
 * An origin exactly as a browser sends it (`scheme://host[:port]`, lower case, no path). A
 * wildcard is refused: with credentials allowed it would hand every site the user's cookies.
 */
export function normalizeOrigin(origin: string): string {
  const trimmed = origin.trim();
  if (trimmed.includes('*')) {
    throw new Error(`CORS origin "${trimmed}": wildcards are not allowed with credentials; list each site origin`);
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`CORS origin "${trimmed}" is not a URL; write it as https://host[:port]`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === 'null') {
    throw new Error(`CORS origin "${trimmed}" must be an http(s) origin such as https://host[:port]`);
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(`CORS origin "${trimmed}" has a path; an origin is only https://host[:port]`);
  }
  return url.origin;
}

// A preflight's answer differs by these request headers, so a cache must key on them.
const PREFLIGHT_VARY = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers';

/**
 * CORS for a fixed list of site origins, credentials allowed: Hono's `cors` answers the requests
 * and preflights of a listed origin. Anyone else gets none of its headers (`cors` would send
 * `Access-Control-Allow-Credentials` to every caller): a preflight is answered 204 allowing
 * nothing, so the browser blocks the request; other answers only get `Vary: Origin`, so that a
 * cache never hands one caller's answer to another. Same-origin use (the site and the API on one
 * server) needs no list: browsers send no preflight there. Throws on a malformed or wildcard origin.
 */
export function siteCors(options: SiteCorsOptions): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins.map(normalizeOrigin));

  const forListedSites = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    // One entry each, written as the header value: Hono joins entries with a bare comma, and these
    // headers have always been sent with a comma and a space.
    allowMethods: ['GET, HEAD, POST, OPTIONS'],
    allowHeaders: ['Content-Type, X-Request-Id'],
    // Headers a cross-origin page may read besides the CORS-safelisted ones.
    exposeHeaders: ['X-Request-Id, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset'],
    maxAge: options.maxAgeSeconds ?? 7200,
  });

  return createMiddleware(async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && allowed.has(origin)) return forListedSites(c, next);
    if (c.req.method === 'OPTIONS' && origin !== undefined && c.req.header('Access-Control-Request-Method') !== undefined) {
      return c.body(null, 204, { Vary: PREFLIGHT_VARY });
    }
    await next();
    if (allowed.size > 0) c.header('Vary', 'Origin', { append: true });
  });
}
