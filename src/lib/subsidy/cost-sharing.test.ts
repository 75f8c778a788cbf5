import { describe, expect, it } from 'vitest';
import {
  catastrophicHardshipByIncome,
  costSharingPicture,
  costSharingTables,
  silverChoiceBand,
  silverChoiceLimits,
  silverChoiceRule,
} from './cost-sharing.ts';
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

  it('carries the plan year’s reduced out-of-pocket maximum and says so in a recommendation, the family’s for two', () => {
    const p = picture(180);
    expect(p.silverVariation).toEqual({ actuarialValue: 87, outOfPocketMax: { selfOnly: 4000, family: 8000 } });
    expect(p.outOfPocketMax).toEqual({ selfOnly: 12000, family: 24000 });
    expect(p.recommendation).toEqual({
      plan: 'silver-variation',
      metals: ['silver'],
      text: 'A silver plan: at 180% of the poverty line the household gets the 87% silver variation, with an out-of-pocket maximum of $8,000 for the family instead of $24,000; up to 200% of the poverty line, the silver variation is usually the best buy.',
    });
    expect(picture(240, { year: 2026 }).silverVariation?.outOfPocketMax).toEqual({ selfOnly: 8450, family: 16900 });
  });

  it('quotes the self-only maximum when one member is on the plan', () => {
    const one = picture(180, { members: [{ age: 40 }, { age: 38 }], exclusions: [null, { reason: 'not-enrolling' }] });
    expect(one.recommendation.text).toBe(
      'A silver plan: at 180% of the poverty line the household gets the 87% silver variation, with an out-of-pocket maximum of $4,000 instead of $12,000; up to 200% of the poverty line, the silver variation is usually the best buy.',
    );
  });

  it('compares gold with the 73% variation above 200 % to 250 %, as deck 13 teaches', () => {
    expect([200, 200.01, 250].map((p) => picture(p).recommendation.metals)).toEqual([['silver'], ['silver', 'gold'], ['silver', 'gold']]);
    expect(picture(206, { members: [{ age: 41 }], exclusions: [null] }).recommendation).toEqual({
      plan: 'silver-variation',
      metals: ['silver', 'gold'],
      text: 'Compare silver with gold: at 206% of the poverty line the household gets the 73% silver variation, with an out-of-pocket maximum of $9,600 instead of $12,000; above 200% and up to 250% of the poverty line, compare gold with the silver variation: a gold plan may pay more for a few dollars more after the credit, or even less.',
    });
  });

  it('above 250 % recommends comparing metal levels', () => {
    expect(picture(320).recommendation).toMatchObject({ plan: 'compare-metals', metals: ['catastrophic', 'bronze', 'silver', 'gold'] });
    expect(picture(320).members.map((m) => m.costSharing)).toEqual(['standard', 'standard']);
  });
});

describe('the silver choice (registry fact silverChoiceRule)', () => {
  it('has one band for each kind of variation, at its edges', () => {
    expect([100, 200, 200.01, 250, 250.01, 400].map((p) => silverChoiceBand(ratioFromPercent(p)))).toEqual([
      'silver',
      'silver',
      'compare-gold',
      'compare-gold',
      'compare-metals',
      'compare-metals',
    ]);
  });

  it('ends its bands where the variations end: the 87 % one at the first limit, the 73 % one at the second', () => {
    const upTo = (av: number) => costSharingTables.variations.find((v) => v.actuarialValue === av)?.upToFplPercent;
    expect(silverChoiceLimits).toEqual([upTo(87), upTo(73)]);
  });

  it('words the rule the slide quotes from the same bands', () => {
    expect(silverChoiceRule).toBe(
      'up to 200% of the poverty line, the silver variation is usually the best buy; above 200% and up to 250%, compare gold with the silver variation; above 250%, with no cost-sharing reductions, compare every metal level',
    );
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
