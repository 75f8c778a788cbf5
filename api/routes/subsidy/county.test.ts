import { describe, expect, it } from 'vitest';
import { subsidyResultSchema } from '#subsidy';
import { createApp } from '../../app.ts';
import type { ErrorBody } from '../../errors/index.ts';
import { testContent } from '../../test-content.ts';

// 23 November 2026: open enrollment is selling plan year 2027.
const app = createApp({ content: testContent, logLevel: 'silent', rateLimit: false, clock: () => new Date('2026-11-23T12:00:00Z') });

const post = (body: unknown) =>
  app.request('/api/subsidy-calculation', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

describe('POST /api/subsidy-calculation: the county and rating area', () => {
  it('defaults to the plan year open enrollment is selling and answers the county, rating area and options', async () => {
    const res = await post({ income: 40_000, familySize: 1, zipCode: '15501' });
    expect(res.status).toBe(200);
    const result = subsidyResultSchema.strict().parse(await res.json());
    expect(result).toMatchObject({
      year: 2027,
      benchmarkSource: 'rating-area',
      county: { fips: '42111', name: 'Somerset County' },
      ratingArea: 5,
      benchmarkDataYear: 2026,
      countyOptions: [
        { fips: '42111', name: 'Somerset County', ratingArea: 5 },
        { fips: '42129', name: 'Westmoreland County', ratingArea: 4 },
      ],
    });
  });

  it('prices the county asked for', async () => {
    const result = (await (await post({ income: 40_000, familySize: 1, zipCode: '15501', countyFips: '42129', year: 2026 })).json()) as {
      county: unknown;
      benchmarkPremium: number;
    };
    // Westmoreland County, PA area 4, $304 at age 0: 304 x 1.278 / 0.765 = 507.86
    expect(result).toMatchObject({ county: { fips: '42129', name: 'Westmoreland County' }, benchmarkPremium: 507.86 });
  });

  it.each([
    [{ countyFips: '13121' }, 'countyFips 13121 is not a county that ZIP code 15501 reaches'],
    [{ countyFips: '4212' }, 'countyFips must be a 5-digit county FIPS code'],
    [{ countyFips: 42129 }, 'countyFips must be a 5-digit county FIPS code'],
  ])('answers a bad county %j with a 400 naming countyFips', async (extra, message) => {
    const res = await post({ income: 40_000, familySize: 1, zipCode: '15501', ...extra });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.issues).toEqual([{ path: 'countyFips', message: expect.stringContaining(message) }]);
  });

  it('labels the state-average fallback for a ZIP code not on file', async () => {
    const result = (await (await post({ income: 40_000, familySize: 1, zipCode: '57770' })).json()) as Record<string, unknown>;
    expect(result).toMatchObject({ benchmarkSource: 'state-average', county: null, ratingArea: null, countyOptions: [] });
  });
});
