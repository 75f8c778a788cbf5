import { describe, expect, it } from 'vitest';
import { ratingWeight } from './benchmark.ts';
import type { SubsidyRequestInput } from './schema.ts';
import { estimate } from './testing.ts';

// The case that prompted benchmarkMembers: Miami (33101), 2027, $68,000, a couple of 44 and 41 and
// children of 12 and 8. The husband's self-only offer ($120) is affordable; the family share
// ($610) is not, so his wife is priced and the children (206.06 %, within Florida's 215 %) are on
// Medicaid or CHIP. Her contribution: 7.01 % of $68,000 = $4,766.80 a year, $397.23 a month.
// HealthCare.gov showed $1,850 for the four of them.
const MIAMI: SubsidyRequestInput = {
  income: 68000,
  familySize: 4,
  zipCode: '33101',
  year: 2027,
  members: [{ age: 44 }, { age: 41 }, { age: 12 }, { age: 8 }],
  jobOffers: [{ employee: 0, selfOnlyMonthly: 120, familyMonthly: 610, familyMembers: [1, 2, 3] }],
  benchmarkPremium: 1850,
};
const DECEMBER_2026 = new Date('2026-12-07T12:00:00Z');
const calc = (input: SubsidyRequestInput) => estimate(input, DECEMBER_2026);

describe('a benchmark entered for other members than the coverage family', () => {
  it('is repriced for the coverage family by the age curve (the Miami family)', () => {
    const r = calc({ ...MIAMI, benchmarkMembers: [0, 1, 2, 3] });
    // Federal default factors: 44 -> 1.397, 41 -> 1.302, 12 and 8 -> 0.765; the four weigh 4.229.
    // 1,850.00 x 1.302 / 4.229 = 569.5670 -> $569.57; credit 569.57 - 397.23 = 172.34.
    expect(r).toMatchObject({
      coverageFamily: [1],
      benchmarkPremium: 569.57,
      benchmarkSource: 'provided',
      subsidy: 172.34,
      netBenchmarkPremium: 397.23,
      benchmarkEntered: { premium: 1850, members: [0, 1, 2, 3], scaled: true },
    });
    expect(r.notes).toContain(
      'Benchmark premium as entered: $1,850.00 a month for person 1 (age 44), person 2 (age 41), person 3 (age 12) and person 4 (age 8). The estimate prices person 2 (age 41), so it is repriced for them by the federal default age curve: $1,850.00 × 1.302 ÷ 4.229 = $569.57 a month.',
    );
    // The figure is said to be the four's: no warning that it should cover only the members priced.
    expect(r.notes.some((n) => n.includes('should cover only'))).toBe(false);
    expect(r.taxTime.advanceCredit).toBe(2068.08); // 172.34 x 12
  });

  it("is repriced from members the coverage family does not include at all: the husband's own premium for his wife", () => {
    // 745.07 x 1.302 / 1.397 = 694.4033 -> $694.40, the estimate's own figure for her.
    const r = calc({ ...MIAMI, benchmarkPremium: 745.07, benchmarkMembers: [0] });
    expect(r).toMatchObject({ benchmarkPremium: 694.4, subsidy: 297.17, benchmarkEntered: { members: [0], scaled: true } });
    expect(calc({ ...MIAMI, benchmarkPremium: undefined }).benchmarkPremium).toBe(694.4);
  });

  it('stands as entered when it covers the coverage family itself', () => {
    const r = calc({ ...MIAMI, benchmarkPremium: 700, benchmarkMembers: [1] });
    expect(r).toMatchObject({ benchmarkPremium: 700, subsidy: 302.77, benchmarkEntered: { premium: 700, members: [1], scaled: false } });
    expect(r.notes).toContain('Benchmark premium as entered: $700.00 a month for person 2 (age 41), the member the estimate prices.');
  });

  it('is repriced by the family tiers in New York', () => {
    // Manhattan 2027, $60,000 for 3: the child of 10 is within New York's CHIP limit, so the couple
    // is priced. $2,850 entered for all three ("two adults with children", 2.85) is 2,850 x 2.00 /
    // 2.85 = $2,000.00 for the couple ("two adults", 2.00).
    const r = calc({
      income: 60000,
      familySize: 3,
      zipCode: '10001',
      year: 2027,
      ages: [45, 43, 10],
      benchmarkPremium: 2850,
      benchmarkMembers: [0, 1, 2],
    });
    expect(r).toMatchObject({ coverageFamily: [0, 1], benchmarkPremium: 2000, benchmarkEntered: { scaled: true } });
    expect(r.notes.some((n) => n.includes('by New York’s family tiers: $2,850.00 × 2.000 ÷ 2.850 = $2,000.00 a month'))).toBe(true);
  });

  it('stands, unscaled, when nobody is priced', () => {
    // $70,000 for a couple in Atlanta, both reached by an affordable offer: nobody left to price.
    const r = calc({
      income: 70000,
      familySize: 2,
      zipCode: '30303',
      year: 2027,
      members: [{ age: 40 }, { age: 38 }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 250, familyMonthly: 500, familyMembers: [1] }],
      benchmarkPremium: 1300,
      benchmarkMembers: [0, 1],
    });
    expect(r).toMatchObject({
      coverageFamily: [],
      subsidy: 0,
      benchmarkPremium: 1300,
      benchmarkEntered: { members: [0, 1], scaled: false },
    });
  });
});

describe('a benchmark entered without saying whom it covers', () => {
  it('is taken as the coverage family’s, as before, with a warning when far above what the premiums on file give them', () => {
    const r = calc(MIAMI);
    // The figures held back from before benchmarkMembers: $1,850 used as the wife's premium alone.
    expect(r).toMatchObject({ benchmarkPremium: 1850, subsidy: 1452.77, benchmarkEntered: { premium: 1850, members: [1], scaled: false } });
    expect(r.notes).toContain('Benchmark premium as entered: $1,850.00 a month for the household.');
    expect(r.notes).toContain(
      'The benchmark premium entered, $1,850.00 a month, is taken as the premium of the one member the estimate prices, person 2 (age 41), but the premiums on file for this area put it at about $694.40 a month for them: the figure may be for more people. If it is, say whom it covers, and the estimate reprices it for person 2 (age 41) by the federal default age curve.',
    );
  });

  it('draws no warning below one and a half times the figure on file', () => {
    const warned = (premium: number) =>
      calc({ ...MIAMI, benchmarkPremium: premium }).notes.some((n) => n.includes('may be for more people'));
    // 694.40 x 1.5 = 1,041.60.
    expect([1041.59, 1041.6].map(warned)).toEqual([false, true]);
  });
});

describe('ratingWeight', () => {
  it('sums the counted age factors, only the three oldest children under 21, or takes the family tier', () => {
    expect(ratingWeight('FL', [44, 41, 12, 8])).toBe(4229);
    // 15 -> 0.833; the child of 8 adds nothing.
    expect(ratingWeight('FL', [40, 40, 15, 12, 10, 8])).toBe(1278 * 2 + 833 + 765 + 765);
    expect(ratingWeight('FL', [])).toBe(0);
    expect(ratingWeight('NY', [45, 43, 10])).toBe(2850);
    expect(ratingWeight('NY', [45])).toBe(1000);
  });
});
