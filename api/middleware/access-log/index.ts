import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../../context.ts';
import type { Logger } from '../../logger.ts';

/**
 * The access log, which Hono's own `hono/logger` does not write as JSON: `c.get('log')` is the app's
 * logger bound to the request id (from hono/request-id, which runs first), for handlers and the
 * error handler; once the response is final, one `request` line with the id, method, path
 * (shortened), status and milliseconds.
 */
export function accessLog(logger: Logger): MiddlewareHandler<ApiEnv> {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = c.get('requestId');
    c.set('log', logger.child({ requestId }));
    await next();
    if (logger.enabled('info')) {
      // Through the app's logger, the id a field like the others: one serialisation a line.
      logger.info('request', {
        requestId,
        method: c.req.method,
        path: c.req.path.slice(0, 200),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
}
