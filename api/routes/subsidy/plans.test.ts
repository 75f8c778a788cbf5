import { describe, expect, it } from 'vitest';
import { subsidyResultSchema } from '#subsidy';
import { createApp } from '../../app.ts';
import type { ErrorBody } from '../../errors/index.ts';
import { testContent } from '../../test-content.ts';

// 7 December 2026: open enrollment is selling plan year 2027.
const app = createApp({ content: testContent, logLevel: 'silent', rateLimit: false, clock: () => new Date('2026-12-07T12:00:00Z') });

const post = (body: unknown) =>
  app.request('/api/subsidy-calculation', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

// Miami, 2027: the wife alone is priced (her husband's self-only offer is affordable, the children
// are on Medicaid or CHIP); the agent read $1,850 for the four of them off HealthCare.gov.
const miami = {
  income: 68_000,
  familySize: 4,
  zipCode: '33101',
  members: [{ age: 44 }, { age: 41 }, { age: 12 }, { age: 8 }],
  jobOffers: [{ employee: 0, selfOnlyMonthly: 120, familyMonthly: 610, familyMembers: [1, 2, 3] }],
  benchmarkPremium: 1_850,
};
const silver = { label: 'Silver 73', metal: 'silver', monthlyPremium: 612.48, deductible: 4_800, outOfPocketMax: 12_000 };

async function issuesOf(body: unknown) {
  const res = await post(body);
  expect(res.status).toBe(400);
  return ((await res.json()) as ErrorBody).issues;
}

describe('POST /api/subsidy-calculation: plans and the benchmark entered', () => {
  it('reprices the benchmark for whom it covers and prices each plan', async () => {
    const res = await post({
      ...miami,
      benchmarkMembers: [0, 1, 2, 3],
      plans: [silver, { label: 'Gold', metal: 'gold', monthlyPremium: 760 }],
    });
    expect(res.status).toBe(200);
    const result = subsidyResultSchema.strict().parse(await res.json());
    expect(result).toMatchObject({
      year: 2027,
      benchmarkPremium: 569.57,
      subsidy: 172.34,
      benchmarkEntered: { premium: 1850, members: [0, 1, 2, 3], scaled: true },
    });
    expect(result.plans).toEqual([
      {
        label: 'Silver 73',
        metal: 'silver',
        monthlyPremium: 612.48,
        creditApplied: 172.34,
        netMonthlyPremium: 440.14,
        yearlyPremium: 5281.68,
        outOfPocketMax: 9600,
        outOfPocketMaxSource: 'silver-variation',
        worstCaseYear: 14881.68,
        fitsRecommendation: true,
        available: true,
        unavailableReason: null,
      },
      expect.objectContaining({
        label: 'Gold',
        netMonthlyPremium: 587.66,
        outOfPocketMaxSource: 'plan-year-limit',
        fitsRecommendation: true,
      }),
    ]);
  });

  it('answers 400 naming a negative premium, a sixth plan and a deductible over the out-of-pocket maximum', async () => {
    expect(await issuesOf({ ...miami, plans: [{ ...silver, monthlyPremium: -1 }] })).toEqual([
      { path: 'plans.0.monthlyPremium', message: expect.stringContaining('monthlyPremium must be the plan’s monthly premium') },
    ]);
    expect(await issuesOf({ ...miami, plans: Array.from({ length: 6 }, () => silver) })).toEqual([
      { path: 'plans', message: 'plans must be a list of up to 5 plans to compare (got a list)' },
    ]);
    expect(await issuesOf({ ...miami, plans: [silver, { ...silver, deductible: 12_500 }] })).toEqual([
      {
        path: 'plans.1.deductible',
        message: expect.stringContaining('deductible, $12,500, is more than the plan’s outOfPocketMax, $12,000'),
      },
    ]);
  });

  it('answers 400 naming benchmarkMembers that cannot say whom the premium covers', async () => {
    const { benchmarkPremium: _, ...withoutPremium } = miami;
    expect(await issuesOf({ ...withoutPremium, benchmarkMembers: [0, 1] })).toEqual([
      { path: 'benchmarkMembers', message: expect.stringContaining('no benchmarkPremium is given') },
    ]);
    expect(await issuesOf({ ...miami, benchmarkMembers: [0, 4] })).toEqual([
      { path: 'benchmarkMembers.1', message: 'benchmarkMembers is position 4, but the household has 4 members (positions 0 to 3)' },
    ]);
    expect(await issuesOf({ income: 68_000, familySize: 2, zipCode: '33101', benchmarkPremium: 900, benchmarkMembers: [0] })).toEqual([
      { path: 'benchmarkMembers', message: expect.stringContaining('benchmarkMembers need ages or members') },
    ]);
  });

  it('is described in the OpenAPI document, request and answer', async () => {
    type Schema = {
      type?: string;
      properties?: Record<string, Schema>;
      items?: Schema;
      required?: string[];
      enum?: string[];
      maxItems?: number;
    };
    const doc = (await (await app.request('/api/openapi.json')).json()) as { components: { schemas: Record<string, Schema> } };
    const request = doc.components.schemas['SubsidyRequest'];
    const result = doc.components.schemas['SubsidyResult'];
    expect(request?.properties?.['plans']).toMatchObject({ type: 'array', maxItems: 5 });
    expect(request?.properties?.['plans']?.items?.required).toEqual(['label', 'metal', 'monthlyPremium']);
    expect(request?.properties?.['benchmarkMembers']?.type).toBe('array');
    expect(result?.required).toEqual(expect.arrayContaining(['plans', 'benchmarkEntered']));
    expect(result?.properties?.['plans']?.items?.properties?.['outOfPocketMaxSource']?.enum).toEqual([
      'silver-variation',
      'plan',
      'plan-year-limit',
      'zero-cost-sharing',
    ]);
  });
});
