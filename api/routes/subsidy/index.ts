import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { calculateSubsidy, subsidyRequestSchema, subsidyResultSchema } from '#subsidy';
import { type ApiEnv, JSON_HEADERS } from '../../context.ts';
import { httpError } from '../../errors/index.ts';
import { bodySizeLimit, jsonContentType, MAX_BODY_BYTES, wellFormedJson } from '../../middleware/json-body/index.ts';
import { errorResponses, json, openApiApp } from '../openapi/index.ts';

export interface SubsidyRoutesOptions {
  /** Runs before the body is read, so a flood is turned away cheaply; absent when disabled. */
  rateLimit?: MiddlewareHandler<ApiEnv>;
  /** Default `MAX_BODY_BYTES` (16 KB). */
  maxBodyBytes?: number;
  /** Picks the plan year of a request that names none. */
  clock: () => Date;
}

export function subsidyRoutes(options: SubsidyRoutesOptions) {
  const maxBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  // Handlers of one route run in the order given: the rate limit, then the body checks, then the
  // validator of the request body declared below.
  const checks = [...(options.rateLimit ? [options.rateLimit] : []), jsonContentType, bodySizeLimit(maxBytes), wellFormedJson(maxBytes)];
  const route = createRoute({
    method: 'post',
    path: '/api/subsidy-calculation',
    operationId: 'calculateSubsidy',
    summary: 'Estimate the monthly premium tax credit',
    description:
      'Validates the household facts, then runs the subsidy engine (src/lib/subsidy). A ZIP code with no ' +
      'state (unknown prefix, territory, military) is a 400 whose issue names `zipCode`. Rate limited per client.',
    tags: ['subsidy'],
    middleware: checks,
    request: { body: { ...json(subsidyRequestSchema.meta({ id: 'SubsidyRequest' }), 'The household'), required: true } },
    responses: {
      200: json(subsidyResultSchema.meta({ id: 'SubsidyResult' }), 'The estimate and its working'),
      ...errorResponses(400, 413, 415, 429),
    },
  });
  return openApiApp().openapi(route, (c) => {
    const outcome = calculateSubsidy(c.req.valid('json'), { now: options.clock() });
    if (!outcome.ok) throw httpError(400, 'Cannot calculate a subsidy for this request', outcome.issues);
    return c.json(outcome.result, 200, { ...JSON_HEADERS, 'Cache-Control': 'no-store' });
  });
}
