import { describe, expect, it } from 'vitest';
import type { Plan } from './plan-schema.ts';
import { type PlanPricing, pricePlans } from './plans.ts';
import type { SubsidyRequestInput } from './schema.ts';
import { estimate } from './testing.ts';

// 2027 at 206.06 %: the 73 % silver variation ($9,600 self-only, $19,200 family) against the plan
// year's $12,000 and $24,000; a credit of $172.34 a month for the whole year.
const pricing: PlanPricing = {
  year: 2027,
  fplText: '206.06%',
  monthlyCreditCents: 17234,
  months: 12,
  enrolling: 1,
  silverVariation: { outOfPocketMax: { selfOnly: 9600, family: 19200 } },
  outOfPocketMax: { selfOnly: 12000, family: 24000 },
  metals: ['silver', 'gold'],
  catastrophicOpen: false,
  zeroCostSharing: false,
};

const one = (plan: Partial<Plan>, over: Partial<PlanPricing> = {}) => {
  const [row] = pricePlans([{ label: 'Plan', metal: 'bronze', monthlyPremium: 420, ...plan }], { ...pricing, ...over });
  if (!row) throw new Error('no row');
  return row;
};

describe('the premium after the credit', () => {
  it('takes the credit off, for the months of the estimate, to the cent', () => {
    expect(one({ monthlyPremium: 420.01 })).toMatchObject({
      monthlyPremium: 420.01,
      creditApplied: 172.34,
      netMonthlyPremium: 247.67, // 420.01 - 172.34
      yearlyPremium: 2972.04, // 247.67 x 12
      outOfPocketMax: 12000,
      worstCaseYear: 14972.04,
    });
    // A year split by a rule change: the estimate's months only.
    expect(one({ monthlyPremium: 420 }, { months: 6 }).yearlyPremium).toBe(1485.96); // 247.66 x 6
  });

  it('never goes below $0: the credit applied is at most the premium', () => {
    expect(one({ monthlyPremium: 100 })).toMatchObject({ creditApplied: 100, netMonthlyPremium: 0, yearlyPremium: 0 });
    expect(one({ monthlyPremium: 172.34 })).toMatchObject({ creditApplied: 172.34, netMonthlyPremium: 0 });
    expect(one({ monthlyPremium: 0 })).toMatchObject({ creditApplied: 0, netMonthlyPremium: 0, worstCaseYear: 12000 });
  });

  it('gives a catastrophic plan no credit, even where one can be bought', () => {
    expect(one({ metal: 'catastrophic', monthlyPremium: 210 }, { catastrophicOpen: true })).toMatchObject({
      creditApplied: 0,
      netMonthlyPremium: 210,
      yearlyPremium: 2520,
      available: true,
      unavailableReason: null,
    });
  });

  it('gives no credit to a household that gets none', () => {
    expect(one({ monthlyPremium: 420 }, { monthlyCreditCents: 0 })).toMatchObject({ creditApplied: 0, netMonthlyPremium: 420 });
  });
});

describe('the out-of-pocket maximum that applies', () => {
  it("gives a silver plan the variation's reduced maximum, or the plan's own when lower", () => {
    expect(one({ metal: 'silver', monthlyPremium: 640 })).toMatchObject({ outOfPocketMax: 9600, outOfPocketMaxSource: 'silver-variation' });
    expect(one({ metal: 'silver', monthlyPremium: 640, outOfPocketMax: 9200 })).toMatchObject({
      outOfPocketMax: 9200,
      outOfPocketMaxSource: 'plan',
    });
    // The standard plan's own $12,000 as listed: the variation's is what the household gets.
    expect(one({ metal: 'silver', monthlyPremium: 640, outOfPocketMax: 12000 })).toMatchObject({
      outOfPocketMax: 9600,
      outOfPocketMaxSource: 'silver-variation',
    });
    expect(one({ metal: 'silver', monthlyPremium: 640, outOfPocketMax: 9600 }).outOfPocketMaxSource).toBe('silver-variation');
  });

  it("gives a silver plan its own maximum without a variation, and other metals theirs, up to the plan year's limit", () => {
    expect(one({ metal: 'silver', outOfPocketMax: 10500 }, { silverVariation: null })).toMatchObject({
      outOfPocketMax: 10500,
      outOfPocketMaxSource: 'plan',
    });
    expect(one({ metal: 'gold', outOfPocketMax: 8000 })).toMatchObject({ outOfPocketMax: 8000, outOfPocketMaxSource: 'plan' });
    expect(one({ metal: 'gold', outOfPocketMax: 12000 })).toMatchObject({ outOfPocketMax: 12000, outOfPocketMaxSource: 'plan' });
    expect(one({ metal: 'gold' })).toMatchObject({ outOfPocketMax: 12000, outOfPocketMaxSource: 'plan-year-limit' });
    // A family figure typed for one person: no plan may ask more than the self-only limit of them.
    expect(one({ metal: 'bronze', outOfPocketMax: 24000 })).toMatchObject({
      outOfPocketMax: 12000,
      outOfPocketMaxSource: 'plan-year-limit',
    });
  });

  it('takes the self-only maximums for one person and the family ones for more', () => {
    const family = { enrolling: 2 };
    expect(one({ metal: 'silver' }, family)).toMatchObject({ outOfPocketMax: 19200, outOfPocketMaxSource: 'silver-variation' });
    expect(one({ metal: 'gold' }, family)).toMatchObject({ outOfPocketMax: 24000, outOfPocketMaxSource: 'plan-year-limit' });
    expect(one({ metal: 'bronze', outOfPocketMax: 18000 }, family)).toMatchObject({ outOfPocketMax: 18000, outOfPocketMaxSource: 'plan' });
    expect(one({ metal: 'bronze', outOfPocketMax: 24000.5 }, family).outOfPocketMaxSource).toBe('plan-year-limit');
  });

  it('is $0 at every metal level with zero cost sharing, but not for a catastrophic plan', () => {
    const zero = { zeroCostSharing: true, catastrophicOpen: true };
    for (const metal of ['bronze', 'silver', 'gold', 'platinum'] as const)
      expect(one({ metal, outOfPocketMax: 9000 }, zero)).toMatchObject({
        outOfPocketMax: 0,
        outOfPocketMaxSource: 'zero-cost-sharing',
        worstCaseYear: 2971.92,
      });
    expect(one({ metal: 'catastrophic' }, zero)).toMatchObject({ outOfPocketMax: 12000, outOfPocketMaxSource: 'plan-year-limit' });
  });
});

describe('which plans fit the recommendation, and which cannot be bought', () => {
  it('marks the plans whose metal the recommendation compares first', () => {
    const rows = pricePlans(
      (['bronze', 'silver', 'gold', 'platinum'] as const).map((metal) => ({ label: metal, metal, monthlyPremium: 500 })),
      pricing,
    );
    expect(rows.map((r) => [r.label, r.fitsRecommendation])).toEqual([
      ['bronze', false],
      ['silver', true],
      ['gold', true],
      ['platinum', false],
    ]);
    expect(pricePlans([], pricing)).toEqual([]);
  });

  it('marks a catastrophic plan no one can buy, with the reason, and applies no credit to it', () => {
    expect(one({ metal: 'catastrophic', monthlyPremium: 300 })).toEqual({
      label: 'Plan',
      metal: 'catastrophic',
      monthlyPremium: 300,
      creditApplied: 0,
      netMonthlyPremium: 300,
      yearlyPremium: 3600,
      outOfPocketMax: 12000,
      outOfPocketMaxSource: 'plan-year-limit',
      worstCaseYear: 15600,
      fitsRecommendation: false,
      available: false,
      unavailableReason:
        'No one in the household can buy a catastrophic plan: it is for people under 30, and at 206.06% of the poverty line the household is not within the 2027 hardship exemption by income (below 100% or above 250%).',
    });
    expect(one({ metal: 'catastrophic' }, { year: 2025 }).unavailableReason).toBe(
      'No one in the household can buy a catastrophic plan: it is for people under 30, or with a hardship exemption.',
    );
  });
});

describe('in an estimate', () => {
  // The Miami family of entered-benchmark.test.ts: the wife alone is priced, at 206.06 % in 2027,
  // with a credit of $172.34 a month on the $1,850 the four of them cost, repriced for her.
  const miami = {
    income: 68000,
    familySize: 4,
    zipCode: '33101',
    year: 2027,
    members: [{ age: 44 }, { age: 41 }, { age: 12 }, { age: 8 }],
    jobOffers: [{ employee: 0, selfOnlyMonthly: 120, familyMonthly: 610, familyMembers: [1, 2, 3] }],
    benchmarkPremium: 1850,
    benchmarkMembers: [0, 1, 2, 3],
  } satisfies SubsidyRequestInput;
  const now = new Date('2026-12-07T12:00:00Z');

  it('prices each plan for the wife, in the order given, against the recommendation', () => {
    const r = estimate(
      {
        ...miami,
        plans: [
          { label: 'Bronze 7500', metal: 'bronze', monthlyPremium: 420, deductible: 7500, outOfPocketMax: 9800 },
          { label: 'Silver 73', metal: 'silver', monthlyPremium: 612.48, deductible: 4800, outOfPocketMax: 12000 },
          { label: 'Gold', metal: 'gold', monthlyPremium: 760 },
          { label: 'Catastrophic', metal: 'catastrophic', monthlyPremium: 300 },
        ],
      },
      now,
    );
    expect(r.subsidy).toBe(172.34);
    expect(r.costSharing.recommendation.metals).toEqual(['silver', 'gold']);
    expect(
      r.plans.map((p) => [p.label, p.netMonthlyPremium, p.yearlyPremium, p.outOfPocketMax, p.outOfPocketMaxSource, p.worstCaseYear]),
    ).toEqual([
      ['Bronze 7500', 247.66, 2971.92, 9800, 'plan', 12771.92],
      // One person: the 73 % variation's self-only $9,600, not the standard plan's $12,000.
      ['Silver 73', 440.14, 5281.68, 9600, 'silver-variation', 14881.68],
      ['Gold', 587.66, 7051.92, 12000, 'plan-year-limit', 19051.92],
      ['Catastrophic', 300, 3600, 12000, 'plan-year-limit', 15600],
    ]);
    expect(r.plans.map((p) => [p.fitsRecommendation, p.available])).toEqual([
      [false, true],
      [true, true],
      [true, true],
      [false, false],
    ]);
    expect(r.plans[3]?.unavailableReason).toMatch(/^No one in the household can buy a catastrophic plan/);
  });

  it('opens a catastrophic plan to a member under 30, still without the credit', () => {
    const r = estimate(
      {
        income: 30000,
        familySize: 1,
        zipCode: '33101',
        year: 2027,
        ages: [26],
        plans: [{ label: 'C', metal: 'catastrophic', monthlyPremium: 250 }],
      },
      now,
    );
    expect(r.subsidy).toBeGreaterThan(250);
    expect(r.plans[0]).toMatchObject({ available: true, unavailableReason: null, creditApplied: 0, netMonthlyPremium: 250 });
  });

  it('gives a household of American Indians or Alaska Natives at up to 300 % no out-of-pocket maximum at any metal level', () => {
    const r = estimate(
      {
        income: 40000,
        familySize: 2,
        zipCode: '73301',
        year: 2027,
        members: [
          { age: 45, americanIndianAlaskaNative: true },
          { age: 44, americanIndianAlaskaNative: true },
        ],
        plans: [{ label: 'B', metal: 'bronze', monthlyPremium: 900, outOfPocketMax: 18000 }],
      },
      now,
    );
    expect(r.plans[0]).toMatchObject({ outOfPocketMax: 0, outOfPocketMaxSource: 'zero-cost-sharing', fitsRecommendation: true });
  });

  it('answers an empty list when no plan is given', () => {
    expect(estimate({ income: 40000, familySize: 1, zipCode: '33101', year: 2027 }, now).plans).toEqual([]);
  });
});
