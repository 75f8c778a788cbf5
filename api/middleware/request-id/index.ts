import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../../logger.ts';
import { applyGatheredHeaders, gatheredHeaders } from '../../response.ts';

/** What the outermost middleware puts on every request's context. */
export type ApiEnv = {
  Variables: {
    /** The request id, echoed in the `X-Request-Id` response header and on every log line. */
    requestId: string;
    /** The app's logger with this request's id attached. */
    log: Logger;
    /** Headers every response to this request carries, gathered by the middleware (api/response.ts). */
    headers: Record<string, string>;
  };
};

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An incoming id is kept only when it is short and plain, so that a client cannot inject log
// lines or giant headers through it; anything else is replaced.
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface RequestIdOptions {
  logger: Logger;
}

/**
 * The outermost middleware. Tags the request with an id (a sane incoming `X-Request-Id`, else a
 * fresh UUID), echoes it on the response, makes sure every response carries the gathered headers,
 * and writes one access-log line when the response is ready: id, method, path, status, ms.
 */
export function requestId(options: RequestIdOptions): MiddlewareHandler<ApiEnv> {
  const { logger } = options;
  return async function requestIdMiddleware(c, next) {
    const started = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const id = incoming !== undefined && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
    const log = logger.child({ requestId: id });
    c.set('requestId', id);
    c.set('log', log);
    gatheredHeaders(c)[REQUEST_ID_HEADER] = id;

    await next();

    applyGatheredHeaders(c);
    if (log.enabled('info')) {
      log.info('request', {
        method: c.req.method,
        path: c.req.path.slice(0, 200),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}
