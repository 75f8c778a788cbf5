import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { zipCodeInfo, zipCodeInfoSchema } from '#subsidy';
import { ZIP_PATTERN } from '#subsidy/rules.ts';
import { JSON_HEADERS } from '../../context.ts';
import { httpError } from '../../errors/index.ts';
import { cacheableRead } from '../../middleware/cacheable/index.ts';
import { errorResponses, json, openApiApp } from '../openapi/index.ts';

const zipError = (issue: { input?: unknown }) =>
  `zip must be a ZIP code of 5 digits, optionally followed by a dash and 4 more digits, like "15501" or "15501-1234" (got ${JSON.stringify(issue.input)})`;

export const zipCodeParamsSchema = z.object({
  zip: z
    .string()
    .regex(ZIP_PATTERN, { error: zipError })
    .describe('ZIP code: 5 digits, optionally a dash and 4 more')
    .meta({ example: '15501' }),
});

const zipCodeRoute = createRoute({
  method: 'get',
  path: '/api/zip-codes/{zip}',
  operationId: 'getZipCode',
  summary: "A ZIP code's state and counties",
  description:
    'The /calculator page asks which county before calculating when the counties of a ZIP code are in different rating areas, ' +
    'then sends the choice as `countyFips`. A malformed ZIP code, or one with no state (unknown prefix, territory, military), is a 400 ' +
    'whose issue names `zip`; a ZIP code not on file answers its state with no counties.',
  tags: ['subsidy'],
  middleware: cacheableRead,
  request: { params: zipCodeParamsSchema },
  responses: {
    200: json(zipCodeInfoSchema.meta({ id: 'ZipCode' }), 'The state and every county the ZIP code reaches'),
    ...errorResponses(400),
  },
});

export function zipCodeRoutes() {
  return openApiApp().openapi(zipCodeRoute, (c) => {
    const { zip } = c.req.valid('param');
    const found = zipCodeInfo(zip);
    if (!found.ok) throw httpError(400, 'No state for this ZIP code', [{ path: 'zip', message: found.reason }]);
    // Counties and rating areas are the build's own tables: cached like the content (cacheableRead).
    return c.json(found.info, 200, JSON_HEADERS);
  });
}
