import { Hono, type Context } from 'hono';
import { Logger, type LogLevel } from './logger.ts';
import { MAX_BODY_BYTES } from './middleware/body/index.ts';
import { cors } from './middleware/cors/index.ts';
import { createErrorHandler, createNotFoundHandler } from './middleware/errors/index.ts';
import { createFrame, type ApiEnv } from './middleware/frame/index.ts';
import { clientKey, rateLimit, type RateLimitOptions } from './middleware/rate-limit/index.ts';
import { securityHeaderMap } from './middleware/security-headers/index.ts';
import { faqsRoutes, listFaqsOperation } from './routes/faqs/index.ts';
import { healthOperation, healthRoutes } from './routes/health/index.ts';
import { getModuleOperation, listModulesOperation, modulesRoutes } from './routes/modules/index.ts';
import { honoPath, openApiRoutes, type OperationDoc, type Route } from './routes/openapi/index.ts';
import { listResourcesOperation, resourcesRoutes } from './routes/resources/index.ts';
import { subsidyOperation, subsidyRoutes } from './routes/subsidy/index.ts';
import { zipCodeOperation, zipCodeRoutes } from './routes/zip-codes/index.ts';

/**
 * The API as a plain Hono app: a web-standard `fetch(request)` with no Node API and no file read at
 * request time, so it runs on Node (api/node.ts), in a container or on an edge runtime. Everything
 * environment-specific comes in as options.
 */
export interface ApiOptions {
  /** Site origins allowed to call with credentials (CORS). Same-origin use needs none. Default []. */
  allowedOrigins?: readonly string[];
  /** Per-client limit on POST /api/subsidy-calculation; `false` turns it off. Default 60 a minute, in memory. */
  rateLimit?: RateLimitOptions | false;
  /** Proxies in front that append to X-Forwarded-For; 0 (default) ignores the header. */
  trustProxy?: number;
  /** The connection's peer address, supplied by the runtime entry (api/node.ts passes the socket's). */
  clientAddress?: (c: Context) => string | undefined;
  /** Send Strict-Transport-Security. Default false (turn on when served over HTTPS). */
  hsts?: boolean;
  /** Default `info`; ignored when `logger` is given. */
  logLevel?: LogLevel;
  logger?: Logger;
  /** Reported by /api/health and the OpenAPI document. Default `0.0.0`. */
  version?: string;
  /** Default 16 KB. */
  maxBodyBytes?: number;
  /** The clock that picks the default plan year; tests pass a fixed one. Default: the system clock. */
  clock?: () => Date;
}

/** Every operation, in the order the OpenAPI document lists them. */
export const operations: readonly OperationDoc[] = [
  listModulesOperation,
  getModuleOperation,
  listResourcesOperation,
  listFaqsOperation,
  subsidyOperation,
  zipCodeOperation,
  healthOperation,
];

export function createApp(options: ApiOptions = {}): Hono<ApiEnv> {
  const logger = options.logger ?? new Logger({ level: options.logLevel ?? 'info' });
  const version = options.version ?? '0.0.0';
  const limiter =
    options.rateLimit === false
      ? undefined
      : rateLimit({ ...options.rateLimit, key: clientKey(options) });

  const frame = createFrame({
    logger,
    headers: securityHeaderMap({ hsts: options.hsts ?? false }),
    before: cors({ allowedOrigins: options.allowedOrigins ?? [] }),
    onError: createErrorHandler(logger),
  });

  const routes: Route[] = [
    ...modulesRoutes(),
    ...resourcesRoutes(),
    ...faqsRoutes(),
    ...subsidyRoutes({
      ...(limiter === undefined ? {} : { rateLimit: limiter }),
      body: { maxBytes: options.maxBodyBytes ?? MAX_BODY_BYTES },
      clock: options.clock ?? (() => new Date()),
    }),
    ...zipCodeRoutes(),
    ...healthRoutes({ version }),
    ...openApiRoutes(operations, {
      title: 'ACA Training Hub API',
      version,
      description:
        'Training content (modules, resources, FAQs) and the premium tax credit estimate for ACA Marketplace agents. ' +
        'Every error is JSON `{ error, issues }`; every response carries `X-Request-Id`.',
    }),
  ];

  // Each route is one framed handler and there is no `app.use`: Hono then calls it directly, and a
  // GET that answers from memory returns without a promise (api/middleware/frame). A route added
  // to the returned app afterwards gets no frame: add routes here.
  const app = new Hono<ApiEnv>();
  for (const { operation, endpoint } of routes) app.on(operation.method.toUpperCase(), honoPath(operation), frame(endpoint));
  app.notFound(frame(createNotFoundHandler(app)));
  app.onError(frame.onError);
  return app;
}
