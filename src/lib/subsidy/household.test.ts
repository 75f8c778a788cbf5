import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput } from './schema.ts';
import { estimate } from './testing.ts';

// Seven households worked by hand from the public tables (docs/data.md, "Who can get the credit").
// Plan year 2027 uses the 2026 poverty guidelines ($15,960 + $5,680 a person) and, with no 2027
// premiums on file yet, the 2026 rating-area premiums. FPL % unrounded; applicable % linear within
// its band, rounded to 0.01; contribution = income x % / 12 to the cent; credit = benchmark - it.
const OPEN_ENROLLMENT_2027 = new Date('2026-11-25T12:00:00Z');
const calc = (input: SubsidyRequestInput) => estimate(input, OPEN_ENROLLMENT_2027);

describe('worked households, to the cent', () => {
  it('E1: a refugee in Chicago, plan year 2026, gets the credit', () => {
    // $40,000 / $15,650 = 255.59 %; 8.44 + 5.59 / 50 x 1.52 = 8.61 %; $287.00 a month; 35-year-old $482.41.
    const r = calc({
      income: 40000,
      familySize: 1,
      zipCode: '60614',
      year: 2026,
      members: [{ age: 35, immigrationStatus: 'other-lawfully-present' }],
    });
    expect(r).toMatchObject({ eligibility: 'eligible', fplPercent: 255.59, applicablePercentage: 8.61, expectedMonthlyContribution: 287 });
    expect(r).toMatchObject({ benchmarkPremium: 482.41, subsidy: 195.41, coverageFamily: [0] });
  });

  it('E2: the same refugee in 2027 is not an eligible alien: $0, though the plan can be bought at full price', () => {
    // $40,000 / $15,960 = 250.63 %; 8.68 %; $289.33 a month, for reference only.
    const r = calc({
      income: 40000,
      familySize: 1,
      zipCode: '60614',
      year: 2027,
      members: [{ age: 35, immigrationStatus: 'other-lawfully-present' }],
    });
    expect(r).toMatchObject({ eligibility: 'no-eligible-members', outcome: 'no-eligible-members', subsidy: 0, benchmarkPremium: 0 });
    expect(r).toMatchObject({ fplPercent: 250.63, applicablePercentage: 8.68, expectedMonthlyContribution: 289.33, coverageFamily: [] });
    expect(r.members[0]).toMatchObject({ inCoverageFamily: false, reason: 'not-eligible-alien' });
    expect(r.members[0]?.explanation).toContain(
      'can still buy a plan at full price while that status lasts (a TPS designation or parole that has ended leaves the person not lawfully present), and gets the credit back on becoming a green-card holder',
    );
    expect(r.notes).toContain(
      "No member of the household can get the premium tax credit for 2027 coverage (each one's reason is in these notes), so the credit is $0.00.",
    );
  });

  it('E3: a green-card holder in the five-year bar at 120 % in Ohio gets the credit a citizen would not', () => {
    // $19,152 / $15,960 = 120.00 %; 2.15 % (flat below 133); $34.31; Franklin County, 40-year-old $527.91.
    const lpr = calc({
      income: 19152,
      familySize: 1,
      zipCode: '43215',
      members: [{ age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true }],
    });
    expect(lpr).toMatchObject({ year: 2027, eligibility: 'eligible', applicablePercentage: 2.15, expectedMonthlyContribution: 34.31 });
    expect(lpr).toMatchObject({ benchmarkPremium: 527.91, subsidy: 493.6 });
    const citizen = calc({ income: 19152, familySize: 1, zipCode: '43215', members: [{ age: 40 }] });
    expect(citizen).toMatchObject({ eligibility: 'medicaid', outcome: 'medicaid', subsidy: 0 });
    expect(citizen.members[0]?.reason).toBe('medicaid');
  });

  it('a green-card holder of 67 without premium-free Part A at 125 % in Ohio is priced, not sent to expansion Medicaid', () => {
    // Reported case: quoted $0 while the engine sent every adult at or below 138 % to Medicaid. The
    // expansion stops at 64 (42 USC 1396a(a)(10)(A)(i)(VIII)). $19,950 / $15,960 = 125.00 %; 2.15 %
    // (flat below 133); $19,950 x 2.15 % = $428.93 a year, $35.74 a month. Franklin County (OH area 9),
    // 2026 premiums: the 64-and-older rate, $1,239.22. Credit $1,239.22 - $35.74 = $1,203.48.
    const r = calc({ income: 19950, familySize: 1, zipCode: '43215', members: [{ age: 67, immigrationStatus: 'lpr' }] });
    expect(r).toMatchObject({ year: 2027, eligibility: 'eligible', fplPercent: 125, applicablePercentage: 2.15 });
    expect(r).toMatchObject({ expectedMonthlyContribution: 35.74, benchmarkPremium: 1239.22, subsidy: 1203.48, coverageFamily: [0] });
    // With premium-free Part A (Medicare as other coverage) there is no credit.
    const withPartA = calc({
      income: 19950,
      familySize: 1,
      zipCode: '43215',
      members: [{ age: 67, immigrationStatus: 'lpr', otherCoverage: 'medicare' }],
    });
    expect(withPartA).toMatchObject({ eligibility: 'no-eligible-members', subsidy: 0 });
  });

  it('E4: a Minnesota adult at 180 % is offered MinnesotaCare instead of the credit', () => {
    // $28,728 / $15,960 = 180.00 %; 4.30 + 30 / 50 x 2.48 = 5.79 %; $138.61, for reference.
    const r = calc({ income: 28728, familySize: 1, zipCode: '55401', members: [{ age: 35 }] });
    expect(r).toMatchObject({
      eligibility: 'basic-health-program',
      outcome: 'basic-health-program',
      subsidy: 0,
      expectedMonthlyContribution: 138.61,
    });
    expect(r.members[0]?.reason).toBe('basic-health-program');
    expect(r.notes[1]).toMatch(
      /^MinnesotaCare, Minnesota’s Basic Health Program, covers adults 19-64 with income above 138% and up to 200%/,
    );
    // Without the program the credit would be $422.89 (a 35-year-old in Hennepin County, as priced above
    // the program's 200 %) - $138.61 = $284.28.
    expect(calc({ income: 40000, familySize: 1, zipCode: '55401', members: [{ age: 35 }] }).benchmarkPremium).toBe(422.89);
  });

  it('E5: an affordable self-only offer keeps the worker out; the unaffordable family share keeps the family in', () => {
    // $90,000 / $33,000 = 272.73 %; 8.66 + 22.73 / 50 x 1.56 = 9.37 %; $702.75. Worker: $3,000 a year = 3.33 %
    // <= 10.22 %: out. Family: $10,800 = 12.00 % > 10.22 %: in. Children above Georgia's 252 %: in.
    const r = calc({
      income: 90000,
      familySize: 4,
      zipCode: '30303',
      members: [{ age: 40 }, { age: 38 }, { age: 10 }, { age: 7 }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 250, familyMonthly: 900, familyMembers: [1, 2, 3] }],
    });
    expect(r).toMatchObject({ applicablePercentage: 9.37, expectedMonthlyContribution: 702.75, coverageFamily: [1, 2, 3] });
    // 614.04 + 377.00 + 377.00
    expect(r).toMatchObject({ benchmarkPremium: 1368.04, subsidy: 665.29 });
    expect(r.members[0]).toMatchObject({ reason: 'affordable-job-offer' });
    expect(r.members[0]?.explanation).toContain(
      'the self-only share, $250.00 a month or $3,000.00 a year (3.33% of household income), is at most the 2027 limit of $9,198.00 a year (10.22% of household income of $90,000)',
    );
    expect(r.notes).toContain(
      'The family offer from the job of person 1 does not rule out the credit for person 2 (age 38), person 3 (age 10) and person 4 (age 7): the family share, $900.00 a month or $10,800.00 a year (12.00% of household income), is more than the 2027 limit of $9,198.00 a year (10.22% of household income of $90,000): it is not affordable.',
    );
  });

  it('E6: a spouse on Medicare counts in the household but is not priced', () => {
    // $50,000 / $21,640 = 231.05 %; 6.78 + 31.05 / 50 x 1.88 = 7.95 %; $331.25; 60-year-old $1,028.84.
    const r = calc({ income: 50000, familySize: 2, zipCode: '85004', members: [{ age: 66, otherCoverage: 'medicare' }, { age: 60 }] });
    expect(r).toMatchObject({ benchmarkPremium: 1028.84, subsidy: 697.59, coverageFamily: [1] });
    expect(r.members[0]).toMatchObject({ reason: 'other-coverage', explanation: 'has Medicare, so cannot get the credit' });
    // Pricing both: 1137.25 + 1028.84 - 331.25.
    expect(calc({ income: 50000, familySize: 2, zipCode: '85004', ages: [66, 60] }).subsidy).toBe(1834.84);
  });

  it('E7: an undocumented parent with citizen children counts in the household; only the children are priced', () => {
    // $62,000 / $27,320 = 226.94 %; 6.78 + 26.94 / 50 x 1.88 = 7.79 %; $402.48; two children of 12 and 9 at $408.00.
    const r = calc({
      income: 62000,
      familySize: 3,
      zipCode: '77002',
      members: [{ age: 34, immigrationStatus: 'not-lawfully-present' }, { age: 12 }, { age: 9 }],
    });
    expect(r).toMatchObject({ fplPercent: 226.94, expectedMonthlyContribution: 402.48, benchmarkPremium: 816, subsidy: 413.52 });
    expect(r.members.map((m) => m.reason)).toEqual(['cannot-enroll', null, null]);
    expect(calc({ income: 62000, familySize: 3, zipCode: '77002', ages: [34, 12, 9] }).subsidy).toBe(1060.99);
  });
});

describe('New York prices a dependant under 26 as a child (family tiers)', () => {
  // New York County (10001), 2026 premiums: one adult $867.00. $120,000 for 3 in 2027 is 438 % of
  // $27,320: no Essential Plan, no credit (above 400 %), so only the benchmark is read.
  const couple = (age: number, dependant: boolean) =>
    calc({ income: 120000, familySize: 3, zipCode: '10001', members: [{ age: 52 }, { age: 50 }, { age, dependant }] });
  it('a couple with a 25-year-old dependant: "two adults with children", 2.85 x $867.00 = $2,470.95', () => {
    const r = couple(25, true);
    expect(r.benchmarkPremium).toBe(2470.95);
    expect(r.notes).toContain(
      'New York does not price by age but by family tier; the estimate uses the "two adults with children" tier: 2.85 times the single-adult premium.',
    );
    expect(r.notes).toContain(
      "New York prices a dependant under 26 as a child on a parent's policy, so the dependant aged 21 to 25 is counted with the children.",
    );
  });
  it('with a 26-year-old dependant, three adults: "two adults" plus one "one adult" policy, 3.00 x $867.00 = $2,601.00', () => {
    const r = couple(26, true);
    expect(r.benchmarkPremium).toBe(2601);
    expect(r.notes.some((n) => n.includes('counted with the children'))).toBe(false);
  });
  it('a 25-year-old not claimed as a dependant is an adult, as before', () => {
    expect(couple(25, false).benchmarkPremium).toBe(2601);
  });
  it('outside New York the flag changes nothing: Vermont, and an age-rated state', () => {
    for (const zipCode of ['05401', '60614']) {
      const household = (dependant: boolean) =>
        calc({ income: 120000, familySize: 3, zipCode, members: [{ age: 52 }, { age: 50 }, { age: 25, dependant }] });
      expect(household(true).benchmarkPremium).toBe(household(false).benchmarkPremium);
    }
  });
});
