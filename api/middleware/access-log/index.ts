import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../../context.ts';
import type { Logger } from '../../logger.ts';

/**
 * The access log, through pino: `c.var.logger` is the app's logger bound to the request id (from
 * hono/request-id, which runs first), for handlers and the error handler; once the answer is final,
 * one `request` line with the method, path (shortened), status and `responseTime` in ms. A 5xx is
 * logged at `error`, anything else at `info`: a 404 is the client's business, not ours. Not
 * hono-pino, whose two child loggers a request cost more than this whole line (docs/api.md, Bench).
 */
export function accessLog(logger: Logger): MiddlewareHandler<ApiEnv> {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('logger', log);
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path.slice(0, 200),
      status,
      responseTime: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  });
}
