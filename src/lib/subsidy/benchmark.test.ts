import { describe, expect, it } from 'vitest';
import { ageCurveFor, defaultAges, householdBenchmark, ratingAreaPoint, stateAveragePoint } from './benchmark.ts';
import { familyTierMultiplier } from './family-tier.ts';

// KFF state averages for a 40-year-old (monthly): GA 2025 $493, 2026 $615; TX 2026 $661;
// UT 2026 $640; DC 2026 $610; AL 2026 $645; NY 2025 $790, 2026 $817; VT 2026 $1,299.
// Default curve factor(40) = 1.278; UT factor(40) = 1.479; DC factor(40) = 0.975.
const dollars = (state: string, year: number, ages: number[]) =>
  householdBenchmark(state, ages, stateAveragePoint(state, year)).monthlyCents / 100;

describe('defaultAges', () => {
  it('one member is 40, two are 40 and 40, from three on two adults of 40 and children of 10', () => {
    expect(defaultAges(1)).toEqual([40]);
    expect(defaultAges(2)).toEqual([40, 40]);
    expect(defaultAges(3)).toEqual([40, 40, 10]);
    expect(defaultAges(5)).toEqual([40, 40, 10, 10, 10]);
  });
});

describe('stateAveragePoint', () => {
  it("uses the plan year's KFF figure for a 40-year-old when there is one", () => {
    expect(stateAveragePoint('GA', 2025)).toEqual({
      source: 'state-average',
      monthly: 493,
      referenceAge: 40,
      dataYear: 2025,
      fromEarlierYear: false,
    });
    expect(stateAveragePoint('GA', 2026)).toEqual({
      source: 'state-average',
      monthly: 615,
      referenceAge: 40,
      dataYear: 2026,
      fromEarlierYear: false,
    });
  });

  it('falls back to the latest year on file for 2027', () => {
    expect(stateAveragePoint('GA', 2027)).toMatchObject({ monthly: 615, dataYear: 2026, fromEarlierYear: true });
  });
});

describe('ratingAreaPoint', () => {
  // rating-area-premiums.json: GA area 3 is $377 (2026) and $310 (2025) for a person aged 0.
  it("gives the area's premium for a person aged 0 in the plan year", () => {
    expect(ratingAreaPoint('GA', 3, 2026)).toEqual({
      source: 'rating-area',
      ratingArea: 3,
      monthly: 377,
      referenceAge: 0,
      dataYear: 2026,
      fromEarlierYear: false,
    });
    expect(ratingAreaPoint('GA', 3, 2025)).toMatchObject({ monthly: 310, dataYear: 2025 });
  });

  it('uses the latest year on file for 2027, which has no figures yet', () => {
    expect(ratingAreaPoint('GA', 3, 2027)).toMatchObject({ monthly: 377, dataYear: 2026, fromEarlierYear: true });
  });

  it('is null where no figure is on file (Florida area 22, South Carolina area 9, an area that does not exist)', () => {
    expect(ratingAreaPoint('FL', 22, 2026)).toBeNull();
    expect(ratingAreaPoint('SC', 9, 2026)).toBeNull();
    expect(ratingAreaPoint('GA', 17, 2026)).toBeNull();
  });

  it('scales from age 0 on the state curve: factor(age) / factor(0)', () => {
    const ga = ratingAreaPoint('GA', 3, 2026);
    if (!ga) throw new Error('GA area 3 missing');
    // 377 x 1.278 / 0.765 = 629.807 -> 629.81; household 40, 40, 10: 377 x 3.321 / 0.765 = 1636.620 -> 1636.62
    expect(householdBenchmark('GA', [40], ga).monthlyCents).toBe(62981);
    expect(householdBenchmark('GA', [40, 40, 10], ga)).toMatchObject({ monthlyCents: 163662, adult40Cents: 62981 });
    // Utah's own curve: area 3 $308 x 1.479 / 0.793 = 574.441 -> 574.44
    const ut = ratingAreaPoint('UT', 3, 2026);
    if (!ut) throw new Error('UT area 3 missing');
    expect(householdBenchmark('UT', [40], ut).monthlyCents).toBe(57444);
  });
});

describe('householdBenchmark: age-rated states', () => {
  it('a single 40-year-old pays the state average', () => {
    expect(dollars('GA', 2026, [40])).toBe(615);
  });

  it('scales each member by the federal default curve', () => {
    // 661 x 3.000 / 1.278 = 1551.643 -> 1551.64
    expect(dollars('TX', 2026, [64])).toBe(1551.64);
    // 64 means 64 and older
    expect(dollars('TX', 2026, [70])).toBe(1551.64);
    // 615 x (1.278 + 1.278 + 0.765) / 1.278 = 615 x 3.321 / 1.278 = 1598.134 -> 1598.13
    expect(dollars('GA', 2026, [40, 40, 10])).toBe(1598.13);
  });

  it('counts only the three oldest children under 21 (45 CFR 147.102(c)(1))', () => {
    // ages 40, 38, 17, 15, 12, 9: the 9-year-old is the fourth child and adds nothing.
    // 661 x (1.278 + 1.246 + 0.885 + 0.833 + 0.765) / 1.278 = 661 x 5.007 / 1.278 = 2589.692 -> 2589.69
    const result = householdBenchmark('TX', [40, 38, 17, 15, 12, 9], stateAveragePoint('TX', 2026));
    expect(result.monthlyCents).toBe(258969);
    expect(result.uncountedChildren).toBe(1);
    // Same total without the 9-year-old.
    expect(dollars('TX', 2026, [40, 38, 17, 15, 12])).toBe(2589.69);
  });

  it('does not cap adults: a 22-year-old counts as an adult, then the three oldest under 21', () => {
    // ages 22, 20, 19, 18, 17: adult 1.000; children 0.970 + 0.941 + 0.913 (17 dropped)
    // 661 x 3.824 / 1.278 = 1977.829 -> 1977.83
    expect(dollars('TX', 2026, [17, 22, 20, 19, 18])).toBe(1977.83);
  });

  it("uses Utah's own curve", () => {
    expect(ageCurveFor('UT')).toBe('UT');
    // 640 x (1.390 + 1.390 + 0.793) / 1.479 = 640 x 3.573 / 1.479 = 1546.126 -> 1546.13
    expect(dollars('UT', 2026, [30, 28, 5])).toBe(1546.13);
  });

  it("uses DC's own curve", () => {
    // 610 x (0.727 + 2.181) / 0.975 = 610 x 2.908 / 0.975 = 1819.364 -> 1819.36
    expect(dollars('DC', 2026, [25, 62])).toBe(1819.36);
  });

  it("uses Alabama's individual-market curve (children 0.635, not the default 0.765)", () => {
    // 645 x (1.278 + 0.635 + 0.635) / 1.278 = 645 x 2.548 / 1.278 = 1285.962 -> 1285.96
    expect(dollars('AL', 2026, [40, 10, 10])).toBe(1285.96);
  });

  it('uses the federal default for states without their own curve, New Jersey included', () => {
    expect(ageCurveFor('TX')).toBe('default');
    expect(ageCurveFor('NJ')).toBe('default');
  });
});

describe('householdBenchmark: New York and Vermont family tiers', () => {
  it.each([
    [[40], 817, 'one adult: 1.00 x 817'],
    [[64], 817, 'no age rating: a 64-year-old pays the single rate too'],
    [[40, 38], 1634, 'two adults: 2.00 x 817'],
    [[35, 8], 1388.9, 'adult + children: 1.70 x 817 = 1388.90'],
    [[35, 8, 6, 4, 2], 1388.9, 'adult + children, however many'],
    [[40, 40, 10], 2328.45, 'two adults + children: 2.85 x 817'],
    [[50, 48, 22], 2451, 'three adults: 2.00 + 1.00 (the third on a single policy) = 3.00 x 817'],
    [[50, 48, 22, 10], 3145.45, 'three adults + a child: 2.85 + 1.00 = 3.85 x 817'],
    [[15], 336.6, 'child only: 0.412 x 817 = 336.604 -> 336.60'],
    [[17, 15, 12, 9], 1009.81, 'child only, three oldest: 3 x 0.412 = 1.236 x 817 = 1009.812 -> 1009.81'],
    [[20, 19], 673.21, 'under 21 is a child: 2 x 0.412 = 0.824 x 817 = 673.208 -> 673.21'],
  ])('NY 2026 %j: %f (%s)', (ages, expected) => {
    expect(dollars('NY', 2026, ages)).toBe(expected);
  });

  it('NY 2025 uses the 2025 average ($790)', () => {
    expect(dollars('NY', 2025, [30, 30, 3])).toBe(2251.5); // 2.85 x 790
  });

  it.each([
    [[30, 8, 6], 2507.07, 'adult + children: 1.93 x 1299'],
    [[40, 40, 10], 3650.19, 'two adults + children: 2.81 x 1299'],
    [[12], 1299, 'no child-only tier: the child is the policyholder, single rate'],
    [[12, 10], 2507.07, 'no child-only tier: oldest child + child = 1.93 x 1299'],
  ])('VT 2026 %j: %f (%s)', (ages, expected) => {
    expect(dollars('VT', 2026, ages)).toBe(expected);
  });

  it('says which tier and assumption it used', () => {
    expect(familyTierMultiplier('NY', [40, 40, 10])).toMatchObject({
      multiplier: 2.85,
      description: 'the "two adults with children" tier: 2.85 times the single-adult premium',
      assumption: null,
    });
    expect(familyTierMultiplier('NY', [50, 48, 22, 10])).toMatchObject({
      multiplier: 3.85,
      description: 'the "two adults with children" tier (2.85) plus one "one adult" policy (1.00): 3.85 times the single-adult premium',
      assumption: 'The family tiers cover at most two adults, so the third adult is priced as a separate single adult.',
    });
    expect(familyTierMultiplier('NY', [60, 58, 30, 25])).toMatchObject({
      multiplier: 4,
      description: 'the "two adults" tier (2.00) plus 2 "one adult" policies (1.00 each): 4.00 times the single-adult premium',
      assumption: 'The family tiers cover at most two adults, so the 2 adults beyond two are each priced as a separate single adult.',
    });
    expect(familyTierMultiplier('NY', [17, 15, 12, 9])).toMatchObject({
      multiplier: 1.236,
      uncountedChildren: 1,
      description: '3 "child only" policies (0.412 each): 1.236 times the single-adult premium',
      assumption: 'With no adult in the household, each of the 3 oldest children is priced at the child-only rate.',
    });
    expect(familyTierMultiplier('VT', [12, 10])).toMatchObject({
      description: 'the "one adult with children" tier: 1.93 times the single-adult premium',
      assumption: 'There is no child-only tier here, so the oldest child is treated as the policyholder.',
    });
  });

  it('New York: a dependant of 21 to 25 is a child on a policy with an adult; 26 and over, or without such an adult, an adult', () => {
    const dependantLast = [false, false, true];
    expect(familyTierMultiplier('NY', [50, 48, 25], dependantLast)).toMatchObject({
      multiplier: 2.85,
      description: 'the "two adults with children" tier: 2.85 times the single-adult premium',
      dependantsAsChildren: 1,
    });
    expect(familyTierMultiplier('NY', [50, 48, 21], dependantLast)).toMatchObject({ multiplier: 2.85, dependantsAsChildren: 1 });
    expect(familyTierMultiplier('NY', [50, 48, 26], dependantLast)).toMatchObject({ multiplier: 3, dependantsAsChildren: 0 });
    // Not claimed as a dependant: an adult at 25 as before.
    expect(familyTierMultiplier('NY', [50, 48, 25])).toMatchObject({ multiplier: 3, dependantsAsChildren: 0 });
    // One parent: "one adult with children".
    expect(familyTierMultiplier('NY', [50, 25], [false, true])).toMatchObject({ multiplier: 1.7, dependantsAsChildren: 1 });
    // No other adult priced (the parents are on other coverage): the dependant is the policyholder.
    expect(familyTierMultiplier('NY', [25], [true])).toMatchObject({ multiplier: 1, dependantsAsChildren: 0 });
    expect(familyTierMultiplier('NY', [25, 23], [true, true])).toMatchObject({ multiplier: 2, dependantsAsChildren: 0 });
    expect(familyTierMultiplier('NY', [25, 12], [true, true])).toMatchObject({ multiplier: 1.7, dependantsAsChildren: 0 });
    // Vermont: no source for older dependants, so children stay under 21.
    expect(familyTierMultiplier('VT', [50, 48, 25], dependantLast)).toMatchObject({ multiplier: 3, dependantsAsChildren: 0 });
  });
});
