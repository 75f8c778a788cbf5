import { calculateSubsidy, subsidyRequestSchema, subsidyResultSchema } from '../../../src/lib/subsidy/index.ts';
import { json } from '../../response.ts';
import { jsonBody, type JsonBodyOptions } from '../../middleware/body/index.ts';
import { ApiError } from '../../middleware/errors/index.ts';
import type { RateLimitCheck } from '../../middleware/rate-limit/index.ts';
import type { OperationDoc, Route } from '../openapi/index.ts';

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
  rateLimit?: RateLimitCheck;
  body?: JsonBodyOptions;
  /** Picks the plan year of a request that names none. */
  clock: () => Date;
}

export function subsidyRoutes(options: SubsidyRoutesOptions): Route[] {
  const { rateLimit } = options;
  const readBody = jsonBody(subsidyRequestSchema, options.body);
  return [
    {
      operation: subsidyOperation,
      endpoint: async (c) => {
        await rateLimit?.(c);
        const outcome = calculateSubsidy(await readBody(c), { now: options.clock() });
        if (!outcome.ok) throw new ApiError(400, 'Cannot calculate a subsidy for this request', { issues: outcome.issues });
        return json(c, JSON.stringify(outcome.result), { 'Cache-Control': 'no-store' });
      },
    },
  ];
}
