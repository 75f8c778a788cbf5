import type { Context } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { requestId } from 'hono/request-id';
import type { ContentBundle } from '#content/types.ts';
import { errorHandler, noRoute, thrownValuesAsErrors, wrongMethod } from './errors/index.ts';
import { createLogger, type Logger, type LogLevel } from './logger.ts';
import { accessLog } from './middleware/access-log/index.ts';
import { siteCors } from './middleware/cors/index.ts';
import { clientKey, createRateLimiter, type RateLimitOptions, rateLimit } from './middleware/rate-limit/index.ts';
import { securityHeaders } from './middleware/security-headers/index.ts';
import { type CmsAuthOptions, cmsRoutes } from './routes/cms/index.ts';
import { faqsRoutes } from './routes/faqs/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { modulesRoutes } from './routes/modules/index.ts';
import { openApiApp, serveOpenApiDocument } from './routes/openapi/index.ts';
import { resourcesRoutes } from './routes/resources/index.ts';
import { subsidyRoutes } from './routes/subsidy/index.ts';
import { zipCodeRoutes } from './routes/zip-codes/index.ts';

/**
 * The API as a plain Hono app: a web-standard `fetch(request)` with no file read at request time,
 * run by Node (api/node/main.ts, or beside the site in server/). Everything environment-specific
 * (addresses, origins, a Redis connection) comes in as options.
 */
export interface ApiOptions {
  /**
   * The modules, FAQs and resources to serve: the build's bundle (api/node/content.ts loads it) or
   * a test's fixture. Required: an app with no content would answer empty lists without a word.
   */
  content: ContentBundle;
  /** Site origins allowed to call with credentials (CORS). Same-origin use needs none. Default []. */
  allowedOrigins?: readonly string[];
  /**
   * Per-client limit on POST /api/subsidy-calculation; `false` turns it off. Default 60 a minute,
   * counted in memory, or in Redis when given a connection (shared by every instance).
   */
  rateLimit?: RateLimitOptions | false;
  /** Proxies in front that append to X-Forwarded-For; 0 (default) ignores the header. */
  trustProxy?: number;
  /** The connection's peer address, supplied by the runtime entry (api/node/main.ts passes the socket's). */
  clientAddress?: (c: Context) => string | undefined;
  /** Send Strict-Transport-Security. Default false (turn on when served over HTTPS). */
  hsts?: boolean;
  /** Default `info`; ignored when `logger` is given. */
  logLevel?: LogLevel;
  logger?: Logger;
  /** Reported by /api/health and the OpenAPI document. Default `0.0.0`. */
  version?: string;
  /**
   * The paths the app answers: its security headers, CORS, 405s and JSON 404 cover these. Default
   * every path (the app is the whole server); `/api/*` when mounted beside the site (server/).
   */
  paths?: string;
  /** Default 16 KB. */
  maxBodyBytes?: number;
  /** The clock that picks the default plan year; tests pass a fixed one. Default: the system clock. */
  clock?: () => Date;
  /**
   * The content editor's sign-in through a GitHub OAuth app (api/routes/cms). Without a client id,
   * its secret and the editor's site origin, its two pages answer 503 saying what to set.
   */
  cms?: CmsAuthOptions;
}

// An incoming X-Request-Id is kept when it is short and plain, so that a client cannot inject log
// lines or giant headers through it. hono/request-id keeps letters, digits, `_`, `-` and `=`; load
// balancers also use `.` and `:`, which this keeps too. Anything else gets a fresh UUID.
const PLAIN_ID = /^[\w.:=-]{1,128}$/;
const incomingOrNewId = (c: Context): string => {
  const incoming = c.req.header('X-Request-Id');
  return incoming !== undefined && PLAIN_ID.test(incoming) ? incoming : crypto.randomUUID();
};

export function createApp(options: ApiOptions) {
  const logger = options.logger ?? createLogger({ level: options.logLevel ?? 'info' });
  const version = options.version ?? '0.0.0';

  // The same app as every route group's: the groups declare each operation once (`createRoute`), and
  // the document is built from those.
  const app = openApiApp();
  const paths = options.paths ?? '*';
  // Outermost first. Every request gets its id and its access-log line, on every path, so that a
  // server mounting this app logs its pages the same way. Every answer on the app's paths, errors
  // and preflights included, gets the security headers and (for a listed site) the CORS headers;
  // a known path with the wrong method gets a 405; anything a route throws reaches `app.onError`.
  app.use(requestId({ limitLength: 128, generator: incomingOrNewId }));
  app.use(accessLog(logger));
  app.use(paths, securityHeaders({ hsts: options.hsts ?? false }));
  app.use(paths, siteCors({ allowedOrigins: options.allowedOrigins ?? [] }));
  app.use(paths, methodNotAllowed({ app, onMethodNotAllowed: wrongMethod }));
  app.use(paths, thrownValuesAsErrors);

  // One chain, so that the app's type carries every route's path, input and answers: the browser's
  // client is typed from it (`AppType` below, read by src/lib/api-client.ts).
  const routes = app
    .route('/', modulesRoutes(options.content.modules))
    .route('/', resourcesRoutes(options.content.resources))
    .route('/', faqsRoutes(options.content.faqs))
    .route(
      '/',
      subsidyRoutes({
        ...(options.rateLimit === false
          ? {}
          : { rateLimit: rateLimit({ limiter: createRateLimiter(options.rateLimit), key: clientKey(options) }) }),
        ...(options.maxBodyBytes === undefined ? {} : { maxBodyBytes: options.maxBodyBytes }),
        clock: options.clock ?? (() => new Date()),
      }),
    )
    .route('/', zipCodeRoutes())
    .route('/', healthRoutes({ version }));
  // The content editor's sign-in: HTML pages for its popup, so outside `AppType` and the document.
  app.route('/', cmsRoutes(options.cms));
  serveOpenApiDocument(app, {
    title: 'ACA Training Hub API',
    version,
    description:
      'Training content (modules, resources, FAQs) and the premium tax credit estimate for ACA Marketplace agents. ' +
      'Every error is JSON `{ error, issues }`; every response carries `X-Request-Id`.',
  });

  app.notFound(noRoute);
  // Mounted beside a site, the app's own paths keep their JSON 404 as a route of their own:
  // `app.route` carries routes and the error handler into the server, not `notFound`.
  if (paths !== '*') app.all(paths, noRoute);
  app.onError(errorHandler(logger));
  return routes;
}

/**
 * The API's routes as a type (Hono's RPC idiom): their paths, inputs and answers, as the route
 * groups declare them. The browser imports it as a type only (src/lib/api-client.ts); no server code
 * reaches the bundle.
 */
export type AppType = ReturnType<typeof createApp>;
