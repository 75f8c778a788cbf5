import type { Context } from 'hono';
import { respond } from '../../response.ts';
import type { ApiEnv } from '../frame/index.ts';

export interface CorsOptions {
  /** Site origins allowed to call the API with credentials, e.g. `https://agents.example.org`. */
  allowedOrigins: readonly string[];
  /** How long a browser may cache a preflight answer; default 7200 s (Chromium's cap). */
  maxAgeSeconds?: number;
}

const ALLOW_METHODS = 'GET, HEAD, POST, OPTIONS';
const ALLOW_HEADERS = 'Content-Type, X-Request-Id';
// Headers a cross-origin page may read besides the CORS-safelisted ones.
const EXPOSE_HEADERS = 'X-Request-Id, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';

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

/**
 * CORS for a fixed list of site origins, credentials allowed. Same-origin calls (the site and the
 * API on one server) need no configuration: browsers do not apply CORS to them. Runs in the frame
 * (api/middleware/frame) before every endpoint: it adds the CORS headers to the request's gathered
 * `headers`, and answers a preflight (OPTIONS with Origin and Access-Control-Request-Method) itself
 * with 204. An origin not on the list gets no CORS headers, so the browser blocks it.
 */
export function cors(options: CorsOptions): (c: Context<ApiEnv>, headers: Record<string, string>) => Response | undefined {
  const allowed = new Set(options.allowedOrigins.map(normalizeOrigin));
  const maxAge = String(options.maxAgeSeconds ?? 7200);

  const preflightAllowed = {
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Max-Age': maxAge,
  };
  const vary = { Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' };

  return function corsPolicy(c, headers) {
    const origin = c.req.header('Origin');
    const isAllowed = origin !== undefined && allowed.has(origin);

    if (c.req.method === 'OPTIONS' && origin !== undefined && c.req.header('Access-Control-Request-Method')) {
      return respond(c, 204, null, isAllowed ? { ...vary, 'Access-Control-Allow-Origin': origin, ...preflightAllowed } : vary);
    }

    if (allowed.size > 0) {
      // Even with no Origin: a cache must not hand this answer to a cross-origin caller.
      headers['Vary'] = 'Origin';
      if (isAllowed) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Credentials'] = 'true';
        headers['Access-Control-Expose-Headers'] = EXPOSE_HEADERS;
      }
    }
    return undefined;
  };
}
