import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from './logger.ts';

/**
 * What the app's middleware puts on every request's context, for handlers and other middleware:
 * `c.var.requestId` (hono/request-id) and `c.var.logger`, the app's pino logger bound to that
 * id (api/middleware/access-log).
 */
export type ApiEnv = {
  Variables: RequestIdVariables & { logger: Logger };
};

/** Every answer of the API but the content editor's sign-in pages is JSON in UTF-8, and its Content-Type says so. */
export const JSON_HEADERS = { 'Content-Type': 'application/json; charset=UTF-8' } as const;
