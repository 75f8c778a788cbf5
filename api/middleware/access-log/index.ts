import { pinoLogger } from 'hono-pino';
import type { Logger } from '../../logger.ts';

/**
 * hono-pino, set up for this project: `c.var.logger` is the app's pino logger bound to the request
 * id (from hono/request-id, which runs first), the method and the path, for handlers and the error
 * handler; once the answer is final, one `request` line adds its status and `responseTime` (ms).
 * A 5xx is logged at `error`, anything else at `info`: a 404 is the client's business, not ours.
 */
export function accessLog(logger: Logger) {
  return pinoLogger({
    contextKey: 'logger' as const,
    pino: logger,
    http: {
      // The id is bound with the method and path below, so every line of the request carries it.
      referRequestIdKey: '',
      reqId: false,
      onReqBindings: (c) => ({ requestId: c.var.requestId, method: c.req.method, path: c.req.path.slice(0, 200) }),
      onResBindings: (c) => ({ status: c.res.status }),
      onResLevel: (c) => (c.res.status >= 500 ? 'error' : 'info'),
      onResMessage: () => 'request',
    },
  });
}
