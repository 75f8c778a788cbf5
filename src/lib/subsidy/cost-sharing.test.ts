import { describe, expect, it } from 'vitest';
import { catastrophicHardshipByIncome, costSharingPicture, costSharingTables } from './cost-sharing.ts';
import type { Exclusion } from './coverage-family.ts';
import { ratioFromPercent } from './fpl.ts';

const picture = (percent: number, over: Partial<Parameters<typeof costSharingPicture>[0]> = {}) =>
  costSharingPicture({
    year: 2027,
    ratio: ratioFromPercent(percent),
    members: [{ age: 40 }, { age: 38 }],
    exclusions: [null, null],
    householdGate: null,
    fplText: `${percent}%`,
    ...over,
  });

describe('the silver variation', () => {
  it('follows the bands of 45 CFR 155.305(g)(2) at each edge', () => {
    const av = (p: number) => picture(p).silverVariation?.actuarialValue ?? null;
    expect([100, 150, 150.01, 200, 200.01, 250, 250.01, 300].map(av)).toEqual([94, 94, 87, 87, 73, 73, null, null]);
  });

  it('carries the plan year’s reduced out-of-pocket maximum and says so in a recommendation', () => {
    const p = picture(180);
    expect(p.silverVariation).toEqual({ actuarialValue: 87, outOfPocketMax: { selfOnly: 4000, family: 8000 } });
    expect(p.outOfPocketMax).toEqual({ selfOnly: 12000, family: 24000 });
    expect(p.recommendation).toEqual({
      plan: 'silver-variation',
      metals: ['silver'],
      text: 'A silver plan: at 180% of the poverty line the household gets the 87% silver variation, with an out-of-pocket maximum of $4,000 for one person and $8,000 for a family, instead of $12,000 and $24,000.',
    });
    expect(picture(240, { year: 2026 }).silverVariation?.outOfPocketMax).toEqual({ selfOnly: 8450, family: 16900 });
    expect([200, 200.01, 250].map((p) => picture(p).recommendation.metals)).toEqual([['silver'], ['silver', 'gold'], ['silver', 'gold']]);
  });

  it('above 250 % recommends comparing metal levels', () => {
    expect(picture(320).recommendation).toMatchObject({ plan: 'compare-metals', metals: ['catastrophic', 'bronze', 'silver', 'gold'] });
    expect(picture(320).members.map((m) => m.costSharing)).toEqual(['standard', 'standard']);
  });
});

describe('the reduced maximums on file are the rule applied to each year’s maximum', () => {
  // 45 CFR 156.420(a): reduced by two thirds up to 200 %, by one fifth from 200 to 250 %, rounded
  // down to a multiple of $50 as the maximum itself is.
  const down50 = (x: number) => Math.floor(x / 50) * 50;
  for (const [year, t] of Object.entries(costSharingTables.years)) {
    it(String(year), () => {
      for (const tier of ['selfOnly', 'family'] as const) {
        expect(t.reducedOutOfPocketMax.lower[tier]).toBe(
          tier === 'family' ? 2 * down50(t.outOfPocketMax.selfOnly / 3) : down50(t.outOfPocketMax.selfOnly / 3),
        );
        expect(t.reducedOutOfPocketMax.upper[tier]).toBe(
          tier === 'family' ? 2 * down50((t.outOfPocketMax.selfOnly * 4) / 5) : down50((t.outOfPocketMax.selfOnly * 4) / 5),
        );
      }
    });
  }
});

describe('members', () => {
  const notEligibleAlien: Exclusion = { reason: 'not-eligible-alien' };

  it('an American Indian or Alaska Native member pays no cost sharing up to 300 %, limited above', () => {
    const members = [{ age: 40, americanIndianAlaskaNative: true }, { age: 38 }];
    expect(picture(280, { members }).members.map((m) => m.costSharing)).toEqual(['zero-cost-sharing', 'standard']);
    expect(picture(301, { members }).members.map((m) => m.costSharing)).toEqual(['limited-cost-sharing', 'standard']);
    const both = [
      { age: 40, americanIndianAlaskaNative: true },
      { age: 38, americanIndianAlaskaNative: true },
    ];
    expect(picture(180, { members: both }).recommendation.plan).toBe('zero-cost-sharing');
  });

  it('an American Indian or Alaska Native member keeps limited cost sharing without the credit, at any income (45 CFR 155.350(b))', () => {
    const members = [{ age: 40, americanIndianAlaskaNative: true }, { age: 38 }];
    const costSharing = (p: ReturnType<typeof picture>) => p.members.map((m) => m.costSharing);
    expect(costSharing(picture(400.01, { members, householdGate: 'above-400-percent' }))).toEqual([
      'limited-cost-sharing',
      'not-applicable',
    ]);
    // Zero cost sharing needs the credit: below 100 % it is limited too.
    expect(costSharing(picture(99.99, { members, householdGate: 'below-poverty-line' }))).toEqual([
      'limited-cost-sharing',
      'not-applicable',
    ]);
    expect(costSharing(picture(100, { members }))).toEqual(['zero-cost-sharing', 'silver-variation']);
    expect(costSharing(picture(300, { members }))).toEqual(['zero-cost-sharing', 'standard']);
    // A member who does not enroll has no cost sharing to limit.
    expect(
      costSharing(picture(450, { members, exclusions: [{ reason: 'not-enrolling' }, null], householdGate: 'above-400-percent' })),
    ).toEqual(['not-applicable', 'not-applicable']);
    expect(picture(450, { members, householdGate: 'above-400-percent' }).recommendation.text).toContain(
      'Members who are American Indian or Alaska Native still pay nothing for care from Indian health care providers, at any income.',
    );
  });

  it('a member who is not an eligible alien loses the reductions with the credit', () => {
    const p = picture(140, { exclusions: [null, notEligibleAlien] });
    expect(p.members.map((m) => m.costSharing)).toEqual(['silver-variation', 'lost-with-credit']);
    expect(picture(140, { exclusions: [notEligibleAlien, notEligibleAlien] }).recommendation.plan).toBe('full-price');
  });

  it('catastrophic plans: under 30, or the hardship exemption by income (100-400 % in 2026, 100-250 % from 2027)', () => {
    const members = [{ age: 29 }, { age: 30 }];
    expect(picture(320, { members }).members.map((m) => m.catastrophic)).toEqual(['under-30', 'hardship']);
    expect(picture(320, { members, year: 2026 }).members.map((m) => m.catastrophic)).toEqual(['under-30', null]);
    expect(picture(90, { members, householdGate: 'below-poverty-line' }).members.map((m) => m.catastrophic)).toEqual([
      'under-30',
      'hardship',
    ]);
    expect([99.99, 100, 250, 250.01].map((p) => catastrophicHardshipByIncome(2027, ratioFromPercent(p)))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect([400, 400.01].map((p) => catastrophicHardshipByIncome(2026, ratioFromPercent(p)))).toEqual([false, true]);
    expect(catastrophicHardshipByIncome(2025, ratioFromPercent(500))).toBe(false);
  });

  it('with no credit at the household’s income, full prices', () => {
    expect(picture(410, { householdGate: 'above-400-percent' }).recommendation).toEqual({
      plan: 'full-price',
      metals: ['catastrophic', 'bronze', 'silver', 'gold', 'platinum'],
      text: 'Compare full prices: at 410% of the poverty line the household gets no premium tax credit and no cost-sharing reductions. A catastrophic plan is open to every member through the hardship exemption; the credit does not apply to it.',
    });
  });
});
