import type { Context } from 'hono';
import type { Logger } from '../../logger.ts';
import { asError } from '../errors/index.ts';

/** What the frame puts on every request's context. */
export type ApiEnv = {
  Variables: {
    /** The request id, echoed in the `X-Request-Id` response header and on every log line. */
    requestId: string;
    /** The app's logger with this request's id attached. */
    log: Logger;
    /** Headers every response to this request carries (api/response.ts adds them). */
    headers: Record<string, string>;
  };
};

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An incoming id is kept only when it is short and plain, so that a client cannot inject log
// lines or giant headers through it; anything else is replaced.
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Answers one request; a route's handler. */
export type Endpoint = (c: Context<ApiEnv>) => Response | Promise<Response>;

export interface FrameOptions {
  logger: Logger;
  /** Headers on every response, such as the security headers. */
  headers: Readonly<Record<string, string>>;
  /**
   * Runs once the request's headers are gathered: adds its own (CORS) to `headers`, and may answer
   * the request itself (a CORS preflight) by returning a response.
   */
  before?: (c: Context<ApiEnv>, headers: Record<string, string>) => Response | undefined;
  /** The one error path: turns anything thrown into the JSON error response. */
  onError: (error: Error, c: Context<ApiEnv>) => Response;
}

export interface Frame {
  /** `endpoint` inside the frame, as one Hono handler. */
  (endpoint: Endpoint): Endpoint;
  /** For `app.onError`: an error Hono raised before any endpoint ran still gets the frame's headers. */
  onError(error: Error, c: Context<ApiEnv>): Response;
}

/**
 * What every request goes through, around its endpoint: a request id (a sane incoming
 * `X-Request-Id`, else a fresh UUID) on the context, the response headers and the log; the
 * headers every response carries; anything thrown, `Error` or not, down the one error path; and one
 * access-log line once the response is ready (id, method, path, status, ms).
 *
 * It wraps each route's handler rather than sitting in front of the routes as middleware, so that
 * a route stays one synchronous function: a GET that answers from memory returns its Response
 * without a promise, and the Node adapter writes it to the socket at once. A stack of async
 * middleware costs several promises a request, a third of what bare node:http spends on a whole
 * GET (`npm run bench -- api`).
 */
export function createFrame(options: FrameOptions): Frame {
  const { logger, headers: fixed, before, onError } = options;

  function begin(c: Context<ApiEnv>): Record<string, string> {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const id = incoming !== undefined && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', id);
    c.set('log', logger.child({ requestId: id }));
    const headers = { [REQUEST_ID_HEADER]: id, ...fixed };
    c.set('headers', headers);
    return headers;
  }

  const fail = (thrown: unknown, c: Context<ApiEnv>): Response => onError(asError(thrown), c);

  function finish(c: Context<ApiEnv>, res: Response, started: number): Response {
    if (logger.enabled('info')) {
      // Through the app's logger, the id a field like the others: one serialisation a line.
      logger.info('request', {
        requestId: c.get('requestId') as string | undefined,
        method: c.req.method,
        path: c.req.path.slice(0, 200),
        status: res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
    return res;
  }

  const frame = (endpoint: Endpoint): Endpoint =>
    function framed(c) {
      const started = performance.now();
      let res: Response | Promise<Response>;
      try {
        const headers = begin(c);
        res = before?.(c, headers) ?? endpoint(c);
      } catch (thrown) {
        res = fail(thrown, c);
      }
      if (res instanceof Promise) {
        return res.then(
          (answer) => finish(c, answer, started),
          (thrown: unknown) => finish(c, fail(thrown, c), started),
        );
      }
      return finish(c, res, started);
    };

  frame.onError = (error: Error, c: Context<ApiEnv>): Response => {
    if (c.get('headers') === undefined) begin(c);
    return onError(error, c);
  };
  return frame;
}
