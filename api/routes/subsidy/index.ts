import { zValidator } from '@hono/zod-validator';
import { Hono, type MiddlewareHandler } from 'hono';
import { calculateSubsidy, subsidyRequestSchema, subsidyResultSchema } from '#subsidy';
import { type ApiEnv, JSON_HEADERS } from '../../context.ts';
import { httpError, invalid } from '../../errors/index.ts';
import { bodySizeLimit, jsonContentType, MAX_BODY_BYTES, wellFormedJson } from '../../middleware/json-body/index.ts';
import { honoPath, type OperationDoc } from '../openapi/index.ts';

export const subsidyOperation: OperationDoc = {
  method: 'post',
  path: '/api/subsidy-calculation',
  operationId: 'calculateSubsidy',
  summary: 'Estimate the monthly premium tax credit',
  description:
    'Validates the household facts, then runs the subsidy engine (src/lib/subsidy). A ZIP code with no ' +
    'state (unknown prefix, territory, military) is a 400 whose issue names `zipCode`. Rate limited per client.',
  tag: 'subsidy',
  requestBody: { name: 'SubsidyRequest', schema: subsidyRequestSchema },
  response: { name: 'SubsidyResult', schema: subsidyResultSchema, description: 'The estimate and its working' },
  errors: [400, 413, 415, 429],
};

export interface SubsidyRoutesOptions {
  /** Runs before the body is read, so a flood is turned away cheaply; absent when disabled. */
  rateLimit?: MiddlewareHandler<ApiEnv>;
  /** Default `MAX_BODY_BYTES` (16 KB). */
  maxBodyBytes?: number;
  /** Picks the plan year of a request that names none. */
  clock: () => Date;
}

export function subsidyRoutes(options: SubsidyRoutesOptions): Hono<ApiEnv> {
  const path = honoPath(subsidyOperation);
  const maxBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const routes = new Hono<ApiEnv>();
  // Handlers of one route run in the order they are added: the rate limit, then the body checks.
  if (options.rateLimit !== undefined) routes.post(path, options.rateLimit);
  return routes.post(
    path,
    jsonContentType,
    bodySizeLimit(maxBytes),
    wellFormedJson(maxBytes),
    zValidator('json', subsidyRequestSchema, invalid('Invalid request body')),
    (c) => {
      const outcome = calculateSubsidy(c.req.valid('json'), { now: options.clock() });
      if (!outcome.ok) throw httpError(400, 'Cannot calculate a subsidy for this request', outcome.issues);
      return c.json(outcome.result, 200, { ...JSON_HEADERS, 'Cache-Control': 'no-store' });
    },
  );
}
