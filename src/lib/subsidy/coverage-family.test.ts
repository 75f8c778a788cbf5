import { describe, expect, it } from 'vitest';
import { calculateSubsidy } from './calculate.ts';
import type { Member } from './household-schema.ts';
import type { SubsidyRequestInput } from './schema.ts';
import { estimate } from './testing.ts';

// Who the benchmark prices, rule by rule and at each rule's edges (docs/behaviour.md, "Who is in the
// benchmark"). Guidelines: 2026 coverage $15,650 for one (+ $5,500), 2027 $15,960 (+ $5,680).
const NOW = new Date('2026-11-25T12:00:00Z');
type MemberInput = Partial<Member> & { age: number };
const calc = (input: SubsidyRequestInput) => estimate(input, NOW);
/** Each member's reason (null: priced) for a household in Chicago (Illinois expanded Medicaid; no BHP). */
const reasons = (members: MemberInput[], extra: Partial<SubsidyRequestInput> = {}) =>
  calc({ income: 60000, familySize: members.length, zipCode: '60614', year: 2027, members, ...extra }).members.map((m) => m.reason);

describe('immigration status, 2026 against 2027', () => {
  it.each([
    ['citizen', null, null],
    ['lpr', null, null],
    ['cuban-haitian-entrant', null, null],
    ['cofa', null, null],
    ['other-lawfully-present', null, 'not-eligible-alien'],
    ['daca', 'cannot-enroll', 'cannot-enroll'],
    ['not-lawfully-present', 'cannot-enroll', 'cannot-enroll'],
  ] as const)('%s: %s in 2026, %s in 2027', (immigrationStatus, in2026, in2027) => {
    expect(reasons([{ age: 40, immigrationStatus }], { year: 2026 })).toEqual([in2026]);
    expect(reasons([{ age: 40, immigrationStatus }], { year: 2027 })).toEqual([in2027]);
  });

  it('DACA in 2025: could enroll January to August outside the 19 states of Kansas v. United States, never in them', () => {
    const illinois = calc({
      income: 35000,
      familySize: 1,
      zipCode: '60614',
      year: 2025,
      members: [{ age: 30, immigrationStatus: 'daca' }],
    });
    expect(illinois.months).toEqual({ first: 9, last: 12 });
    expect(illinois.members[0]?.reason).toBe('cannot-enroll');
    expect(illinois.notes).toContain(
      "The rules that decide this household's credit change during 2025: this estimate is for September to December 2025.",
    );
    expect(
      illinois.notes.some(
        (n) => n.startsWith('From January to August 2025 the credit is $') && n.includes('could enroll and was in the benchmark'),
      ),
    ).toBe(true);
    const texas = calc({ income: 35000, familySize: 1, zipCode: '77002', year: 2025, members: [{ age: 30, immigrationStatus: 'daca' }] });
    expect(texas.months).toEqual({ first: 1, last: 12 });
    expect(texas.members[0]?.explanation).toContain(
      'a DACA recipient in Texas, where Marketplace enrollment for DACA was on hold from 9 December 2024',
    );
  });

  it('the rule order: not enrolling comes first, then status, then other coverage', () => {
    expect(reasons([{ age: 40, seekingCoverage: false, immigrationStatus: 'not-lawfully-present' }])).toEqual(['not-enrolling']);
    expect(reasons([{ age: 40, immigrationStatus: 'other-lawfully-present', otherCoverage: 'medicare' }])).toEqual(['not-eligible-alien']);
    expect(reasons([{ age: 40, immigrationStatus: 'lpr', otherCoverage: 'tricare' }])).toEqual(['other-coverage']);
  });
});

describe('other coverage', () => {
  it.each(['medicare', 'medicaid-chip', 'tricare', 'va', 'job-based-enrolled', 'other'] as const)(
    '%s rules the credit out',
    (otherCoverage) => {
      expect(reasons([{ age: 40, otherCoverage }, { age: 41 }])).toEqual(['other-coverage', null]);
    },
  );
});

describe('Medicaid: adults to 138 % in an expansion state, unless barred by status', () => {
  // Ohio 2027, one adult: $22,024 = 137.99 %, $22,025 = 138.00 % (22,024.8 is 138 % exactly, so income x 100 vs 138 x 15,960).
  const ohio = (income: number, member: MemberInput) => calc({ income, familySize: 1, zipCode: '43215', members: [member] });
  it('at 138 % exactly a citizen is on Medicaid; above it, priced', () => {
    // 138 % of $15,960 is $22,024.80: $22,024 is below it, $22,025 above.
    expect(ohio(22024, { age: 40 }).members[0]?.reason).toBe('medicaid');
    expect(ohio(22025, { age: 40 }).members[0]?.reason).toBeNull();
  });
  it('a barred green-card holder or (2026) TPS holder is priced instead', () => {
    expect(ohio(19152, { age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true }).members[0]?.reason).toBeNull();
    const refugee2026 = calc({
      income: 18780,
      familySize: 1,
      zipCode: '43215',
      year: 2026,
      members: [{ age: 40, immigrationStatus: 'other-lawfully-present', medicaidBarredByStatus: true }],
    });
    expect(refugee2026.members[0]?.reason).toBeNull();
  });
  it('the expansion covers adults 19 to 64: at 64 Medicaid, at 65 priced', () => {
    // Ohio 2027, one person at 120 %: 42 USC 1396a(a)(10)(A)(i)(VIII) covers adults "under 65 years of age".
    expect(ohio(19152, { age: 19 }).members[0]?.reason).toBe('medicaid');
    expect(ohio(19152, { age: 64 }).members[0]?.reason).toBe('medicaid');
    const at65 = ohio(19152, { age: 65 });
    expect(at65.members[0]?.reason).toBeNull();
    expect(at65).toMatchObject({ eligibility: 'eligible', coverageFamily: [0] });
    expect(at65.notes).toContain(
      "The Medicaid expansion covers adults aged 19 to 64 only, so it does not take a member of 65 or older at this income. Ohio's Medicaid for people 65 and older (with lower income limits and an asset test) may still: if it does, that member cannot get the credit. The estimate does not check it.",
    );
    expect(ohio(19152, { age: 80 }).members[0]?.reason).toBeNull();
    // Above 138 % the note about Medicaid for the aged does not apply.
    expect(ohio(30000, { age: 65 }).notes.some((n) => n.startsWith('The Medicaid expansion covers adults aged 19 to 64'))).toBe(false);
    // Premium-free Part A still rules the credit out first.
    expect(ohio(19152, { age: 65, otherCoverage: 'medicare' }).members[0]?.reason).toBe('other-coverage');
  });
  it('without members, ages of 64 and 65 are treated alike: 64 on Medicaid, 65 priced', () => {
    const r = calc({ income: 28000, familySize: 2, zipCode: '43215', ages: [64, 65] });
    expect(r.members.map((m) => m.reason)).toEqual(['medicaid', null]);
    expect(r.coverageFamily).toEqual([1]);
  });
  it('a citizen, Cuban/Haitian entrant or COFA migrant is never barred: the engine decides, whatever it is told', () => {
    for (const immigrationStatus of ['citizen', 'cuban-haitian-entrant', 'cofa'] as const) {
      expect(ohio(19152, { age: 40, immigrationStatus }).members[0]?.reason).toBe('medicaid');
      // Past the request schema (which answers 400), the engine still does not bar them.
      const member = {
        age: 40,
        seekingCoverage: true,
        immigrationStatus,
        medicaidBarredByStatus: true,
        otherCoverage: 'none',
        dependant: false,
        americanIndianAlaskaNative: false,
      } as const;
      const direct = calculateSubsidy({ income: 19152, familySize: 1, zipCode: '43215', year: 2027, members: [member] });
      expect(direct.ok && direct.result.members[0]?.reason).toBe('medicaid');
    }
  });
  it('no adult Medicaid in a state that did not expand it: the credit from 100 %', () => {
    expect(calc({ income: 19152, familySize: 1, zipCode: '77002', members: [{ age: 40 }] }).members[0]?.reason).toBeNull();
  });
  it('a mixed household: the citizen spouse on Medicaid, the barred green-card holder priced', () => {
    // Ohio, 2 people, $28,000 / $21,640 = 129.39 %: 2.15 %, $50.17 a month; one 40-year-old $527.91.
    const r = calc({
      income: 28000,
      familySize: 2,
      zipCode: '43215',
      members: [{ age: 40 }, { age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true }],
    });
    expect(r.members.map((m) => m.reason)).toEqual(['medicaid', null]);
    expect(r).toMatchObject({ eligibility: 'eligible', expectedMonthlyContribution: 50.17, benchmarkPremium: 527.91, subsidy: 477.74 });
  });
  it('children under 19 by the state’s Medicaid/CHIP limit, unless barred or priced in anyway', () => {
    // Illinois covers children to 318 %; $60,000 for 3 is 219.62 %.
    expect(reasons([{ age: 40 }, { age: 18 }, { age: 19 }])).toEqual([null, 'medicaid-chip-child', null]);
    expect(reasons([{ age: 40 }, { age: 10, immigrationStatus: 'lpr', medicaidBarredByStatus: true }])).toEqual([null, null]);
    expect(reasons([{ age: 40 }, { age: 10 }], { childrenOnMarketplace: true })).toEqual([null, null]);
  });
});

describe('federal Medicaid for noncitizens from 1 October 2026 (Pub. L. 119-21 §71109)', () => {
  // Ohio 2026, one person: 120 % of $15,650 is $18,780; 2.10 % (flat below 133); 40-year-old $527.91.
  const ohio2026 = (member: MemberInput, income = 18780) =>
    calc({ income, familySize: 1, zipCode: '43215', year: 2026, members: [member] });
  it('an other-lawfully-present adult at Medicaid income: Medicaid January to September, the credit October to December', () => {
    const r = ohio2026({ age: 40, immigrationStatus: 'other-lawfully-present' });
    // $18,780 x 2.10 % = $394.38 a year, $32.87 a month; $527.91 - $32.87 = $495.04.
    expect(r).toMatchObject({ months: { first: 10, last: 12 }, eligibility: 'eligible', coverageFamily: [0] });
    expect(r).toMatchObject({ applicablePercentage: 2.1, expectedMonthlyContribution: 32.87, benchmarkPremium: 527.91, subsidy: 495.04 });
    expect(r.notes[0]).toBe(
      "The rules that decide this household's credit change during 2026: this estimate is for October to December 2026.",
    );
    expect(r.notes).toContain(
      'From January to September 2026 the credit is $0.00 a month, because person 1 (age 40) was not in the benchmark: likely eligible for Ohio Medicaid (adults up to 138% of the poverty line; the household is at 120.00%), so cannot get the credit.',
    );
    expect(r.notes).toContain(
      'From 1 October 2026 federal Medicaid takes only citizens, green-card holders, Cuban and Haitian entrants and COFA migrants (Pub. L. 119-21 §71109), so person 1 (age 40) is priced from October. That the credit is available for October to December 2026 is an inference from the law (they are still lawfully present, and the credit is limited to eligible aliens only from 2027), not confirmed guidance: check the Marketplace’s eligibility notice.',
    );
  });
  it('the request cannot keep them on Medicaid from October; before October it decides', () => {
    expect(ohio2026({ age: 40, immigrationStatus: 'other-lawfully-present', medicaidBarredByStatus: false }).months).toEqual({
      first: 10,
      last: 12,
    });
    // A TPS holder barred all year is priced all year: one period.
    const tps = ohio2026({ age: 40, immigrationStatus: 'other-lawfully-present', medicaidBarredByStatus: true });
    expect(tps).toMatchObject({ months: { first: 1, last: 12 }, subsidy: 495.04 });
    expect(tps.notes.some((n) => n.includes('§71109'))).toBe(false);
  });
  it('green-card holders, Cuban/Haitian entrants, COFA migrants and citizens keep Medicaid all year', () => {
    for (const immigrationStatus of ['citizen', 'lpr', 'cuban-haitian-entrant', 'cofa'] as const) {
      const r = ohio2026({ age: 40, immigrationStatus });
      expect(r).toMatchObject({ months: { first: 1, last: 12 }, eligibility: 'medicaid', subsidy: 0 });
    }
    // A green-card holder in the five-year bar is priced all year, as before.
    expect(ohio2026({ age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true })).toMatchObject({
      months: { first: 1, last: 12 },
      coverageFamily: [0],
    });
  });
  it('adults only: a child of 18 keeps Medicaid or CHIP all year, a member of 19 is priced from October', () => {
    // Two people, $25,000: $25,000 / $21,150 = 118.20 %, within Ohio's children's limit and the adults' 138 %.
    const household = (age: number) =>
      calc({
        income: 25000,
        familySize: 2,
        zipCode: '43215',
        year: 2026,
        members: [
          { age: 45, immigrationStatus: 'lpr' },
          { age, immigrationStatus: 'other-lawfully-present' },
        ],
      });
    const child = household(18);
    expect(child).toMatchObject({ months: { first: 1, last: 12 }, eligibility: 'medicaid' });
    expect(child.members.map((m) => m.reason)).toEqual(['medicaid', 'medicaid-chip-child']);
    const adult = household(19);
    expect(adult).toMatchObject({ months: { first: 10, last: 12 }, coverageFamily: [1] });
    expect(adult.members.map((m) => m.reason)).toEqual(['medicaid', null]);
  });
  it('only in 2026 and only where Medicaid took them: 2025 unchanged, 2027 not an eligible alien, no split above 138 % or without the expansion', () => {
    const y2025 = calc({
      income: 18000,
      familySize: 1,
      zipCode: '43215',
      year: 2025,
      members: [{ age: 40, immigrationStatus: 'other-lawfully-present' }],
    });
    expect(y2025).toMatchObject({ months: { first: 1, last: 12 }, eligibility: 'medicaid' });
    expect(
      calc({
        income: 19152,
        familySize: 1,
        zipCode: '43215',
        year: 2027,
        members: [{ age: 40, immigrationStatus: 'other-lawfully-present' }],
      }).members[0]?.reason,
    ).toBe('not-eligible-alien');
    expect(ohio2026({ age: 40, immigrationStatus: 'other-lawfully-present' }, 30000).months).toEqual({ first: 1, last: 12 });
    const texas = calc({
      income: 18780,
      familySize: 1,
      zipCode: '77002',
      year: 2026,
      members: [{ age: 40, immigrationStatus: 'other-lawfully-present' }],
    });
    expect(texas).toMatchObject({ months: { first: 1, last: 12 }, coverageFamily: [0] });
  });
});

describe('Basic Health Programs: band edges and ages', () => {
  const one = (zipCode: string, year: number, income: number, member: MemberInput) =>
    calc({ income, familySize: 1, zipCode, year: year as 2025 | 2026 | 2027, members: [member] });
  // 2027, one person: 200 % = $31,920; 138 % = $22,024.80.
  it('Minnesota: MinnesotaCare above 138 % and up to 200 %, ages 19 to 64', () => {
    expect(one('55401', 2027, 31920, { age: 35 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('55401', 2027, 31921, { age: 35 }).members[0]?.reason).toBeNull();
    expect(one('55401', 2027, 22025, { age: 35 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('55401', 2027, 22024, { age: 35 }).members[0]?.reason).toBe('medicaid');
    expect(one('55401', 2027, 30000, { age: 19 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('55401', 2027, 30000, { age: 64 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('55401', 2027, 30000, { age: 65 }).members[0]?.reason).toBeNull();
    // An 18-year-old at 188 % is a child: within Minnesota's children's Medicaid limit.
    expect(one('55401', 2027, 30000, { age: 18 }).members[0]?.reason).toBe('medicaid-chip-child');
  });
  it('every program takes a lawfully present adult barred from Medicaid by status below 138 % (42 U.S.C. 18051(e)(1)(B))', () => {
    const barred = { age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true } as const;
    for (const zip of ['55401', '10001', '97201', '20001'])
      expect(one(zip, 2027, 19152, barred).members[0]?.reason).toBe('basic-health-program');
    // Not below 19 (children's Medicaid/CHIP rules) nor above 64.
    expect(one('97201', 2027, 19152, { ...barred, age: 65 }).members[0]?.reason).toBeNull();
    // Without the bar, Medicaid takes them first.
    expect(one('97201', 2027, 19152, { age: 40, immigrationStatus: 'lpr' }).members[0]?.reason).toBe('medicaid');
  });
  it.each([
    ['Minnesota', '55401', 'MinnesotaCare'],
    ['Oregon', '97201', 'OHP Bridge'],
    ['New York', '10001', 'the Essential Plan'],
    ['the District of Columbia', '20001', 'the Healthy DC Plan'],
  ])('%s, 2026: a barred member at 133 % goes to %s, not the credit', (_state, zipCode, name) => {
    // 2026 coverage, one person ($15,650): 133 % is $20,814.50; $20,814 just below it, $20,815 just above.
    for (const income of [20814, 20815]) {
      const r = one(zipCode, 2026, income, { age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true });
      expect(r).toMatchObject({ eligibility: 'basic-health-program', subsidy: 0, months: { first: 1, last: 12 } });
      expect(r.members[0]?.explanation).toContain(`likely eligible for ${name}`);
      expect(r.members[0]?.explanation).toContain('up to 200% of the poverty line for someone barred from Medicaid by immigration status');
    }
  });
  it('the note gives a barred member the band the program takes them in, never "above 138%"', () => {
    const barred = one('55401', 2027, 19152, { age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true });
    const note = barred.notes.find((n) => n.startsWith('MinnesotaCare'));
    expect(note).toBe(
      'MinnesotaCare, Minnesota’s Basic Health Program, covers adults 19-64 barred from Medicaid by immigration status with income up to 200% of the poverty line instead of a Marketplace plan with the premium tax credit, and this household is at 120.00%: person 1 (age 40) likely qualifies. Someone eligible for it cannot get the credit, so the credit is $0.00; apply on Minnesota’s Marketplace application, which sends the client on to the program.',
    );
    expect(barred.notes.join(' ')).not.toContain('above 138%');
    // A citizen and a barred spouse at 180 %: both bands, the program's own first.
    const mixed = calc({
      income: 38000,
      familySize: 2,
      zipCode: '55401',
      members: [{ age: 40 }, { age: 38, immigrationStatus: 'lpr', medicaidBarredByStatus: true }],
    });
    expect(mixed.notes.find((n) => n.startsWith('MinnesotaCare'))).toMatch(
      /^MinnesotaCare, Minnesota’s Basic Health Program, covers adults 19-64 with income above 138% and up to 200% of the poverty line, and those barred from Medicaid by immigration status with income up to 200% of the poverty line instead of a Marketplace plan with the premium tax credit, and this household is at 175\.60%: person 1 \(age 40\) and person 2 \(age 38\) likely qualify\./,
    );
  });
  it('a TPS holder (barred) at 120 % in DC in 2026 goes to the Healthy DC Plan, not the credit', () => {
    // $18,780 / $15,650 = 120.00 %.
    const r = one('20001', 2026, 18780, { age: 40, immigrationStatus: 'other-lawfully-present', medicaidBarredByStatus: true });
    expect(r).toMatchObject({ eligibility: 'basic-health-program', outcome: 'basic-health-program', subsidy: 0, coverageFamily: [] });
    expect(r.members[0]?.reason).toBe('basic-health-program');
    expect(r.notes).toContain(
      'The Healthy DC Plan, District of Columbia’s Basic Health Program, covers adults 19-64 barred from Medicaid by immigration status with income up to 200% of the poverty line instead of a Marketplace plan with the premium tax credit, and this household is at 120.00%: person 1 (age 40) likely qualifies. Someone eligible for it cannot get the credit, so the credit is $0.00; apply on District of Columbia’s Marketplace application, which sends the client on to the program.',
    );
    // Not barred (a refugee): DC Medicaid January to September, then barred by §71109 and so the program: $0 all year.
    const refugee = one('20001', 2026, 18780, { age: 40, immigrationStatus: 'other-lawfully-present' });
    expect(refugee).toMatchObject({ months: { first: 1, last: 12 }, eligibility: 'basic-health-program', subsidy: 0 });
  });
  it('Oregon: OHP Bridge above 138 % and up to 200 %, ages 19 to 64, every plan year on file', () => {
    for (const year of [2025, 2026, 2027]) expect(one('97201', year, 28000, { age: 40 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('97201', 2027, 31920, { age: 64 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('97201', 2027, 31921, { age: 40 }).members[0]?.reason).toBeNull();
    expect(one('97201', 2027, 28000, { age: 65 }).members[0]?.reason).toBeNull();
  });
  it('District of Columbia: the Healthy DC Plan from 2026 only, under 65', () => {
    expect(one('20001', 2025, 28000, { age: 40 }).members[0]?.reason).toBeNull();
    expect(one('20001', 2026, 28000, { age: 40 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('20001', 2027, 28000, { age: 64 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('20001', 2027, 28000, { age: 65 }).members[0]?.reason).toBeNull();
  });
  it('New York: the Essential Plan to 250 % through June 2026, to 200 % from July 2026', () => {
    // 2025 coverage, one person, $15,060: 250 % = $37,650.
    expect(one('10001', 2025, 37650, { age: 40 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('10001', 2025, 37651, { age: 40 }).members[0]?.reason).toBeNull();
    // 2026 coverage ($15,650): $35,000 is 223.64 %, in the old band and out of the new one.
    const split = one('10001', 2026, 35000, { age: 40 });
    expect(split).toMatchObject({ months: { first: 7, last: 12 }, coverageFamily: [0], eligibility: 'eligible' });
    // The first note says which months the estimate is for.
    expect(split.notes[0]).toBe(
      "The rules that decide this household's credit change during 2026: this estimate is for July to December 2026.",
    );
    expect(split.subsidy).toBeGreaterThan(0);
    expect(split.notes).toContain(
      "The rules that decide this household's credit change during 2026: this estimate is for July to December 2026.",
    );
    expect(
      split.notes.some((n) =>
        n.startsWith(
          'From January to June 2026 the credit is $0.00 a month, because person 1 (age 40) was not in the benchmark: likely eligible for the Essential Plan',
        ),
      ),
    ).toBe(true);
    // Below 200 % the whole year is the Essential Plan: one period.
    expect(one('10001', 2026, 31000, { age: 40 })).toMatchObject({ months: { first: 1, last: 12 }, eligibility: 'basic-health-program' });
    // 2027: to 200 % ($31,920).
    expect(one('10001', 2027, 31920, { age: 40 }).members[0]?.reason).toBe('basic-health-program');
    expect(one('10001', 2027, 31921, { age: 40 }).members[0]?.reason).toBeNull();
  });
  it('a Basic Health Program household with children on Medicaid or CHIP; with a member left out for another reason it is no-eligible-members', () => {
    const family = calc({ income: 40000, familySize: 3, zipCode: '55401', members: [{ age: 40 }, { age: 38 }, { age: 8 }] });
    expect(family).toMatchObject({ eligibility: 'basic-health-program', outcome: 'basic-health-program', subsidy: 0 });
    const withMedicare = calc({
      income: 40000,
      familySize: 2,
      zipCode: '55401',
      members: [{ age: 40 }, { age: 66, otherCoverage: 'medicare' }],
    });
    expect(withMedicare).toMatchObject({ eligibility: 'no-eligible-members', subsidy: 0 });
  });
});

describe('job-based offers: affordable at or below the plan year’s percentage, on both tiers', () => {
  // $90,000 in 2027: 10.22 % is $9,198.00 a year, $766.50 a month exactly.
  const offered = (selfOnlyMonthly: number, familyMonthly: number, extra: { minimumValue?: boolean } = {}) =>
    reasons([{ age: 40 }, { age: 38 }], {
      income: 90000,
      jobOffers: [{ employee: 0, selfOnlyMonthly, familyMonthly, familyMembers: [1], ...extra }],
    });
  it('equal is affordable, a cent more is not: the employee on the self-only share', () => {
    expect(offered(766.5, 2000)).toEqual(['affordable-job-offer', null]);
    expect(offered(766.51, 2000)).toEqual([null, null]);
  });
  it('equal is affordable, a cent more is not: the family on the family share', () => {
    expect(offered(100, 766.5)).toEqual(['affordable-job-offer', 'affordable-job-offer']);
    expect(offered(100, 766.51)).toEqual(['affordable-job-offer', null]);
  });
  it('the notes give the yearly share against the limit in dollars, so a share at the rounded percentage reads clearly', () => {
    const household = (selfOnlyMonthly: number) =>
      calc({
        income: 90000,
        familySize: 1,
        zipCode: '60614',
        year: 2027,
        members: [{ age: 40 }],
        jobOffers: [{ employee: 0, selfOnlyMonthly }],
      });
    // $766.50 x 12 = $9,198.00 = 10.22 % of $90,000: affordable. A cent more is $9,198.12, also "10.22%".
    expect(household(766.5).members[0]?.explanation).toBe(
      'offered affordable job-based coverage, so cannot get the credit: the self-only share, $766.50 a month or $9,198.00 a year (10.22% of household income), is at most the 2027 limit of $9,198.00 a year (10.22% of household income of $90,000)',
    );
    expect(household(766.51).notes).toContain(
      'The job-based offer to person 1 (age 40) does not rule out the credit: the self-only share, $766.51 a month or $9,198.12 a year (10.22% of household income), is more than the 2027 limit of $9,198.00 a year (10.22% of household income of $90,000): it is not affordable.',
    );
  });
  it('the dollar limit is rounded down to the cent, so the shown comparison is the test', () => {
    // $12,345 x 10.22 % = $1,261.659: the limit reads $1,261.65. $105.13 x 12 = $1,261.56 is within it,
    // $105.14 x 12 = $1,261.68 is not.
    const explain = (selfOnlyMonthly: number) =>
      calc({
        income: 12345,
        familySize: 1,
        zipCode: '77002',
        year: 2027,
        members: [{ age: 40 }],
        jobOffers: [{ employee: 0, selfOnlyMonthly }],
      });
    expect(explain(105.13).members[0]?.explanation).toContain(
      '$1,261.56 a year (10.22% of household income), is at most the 2027 limit of $1,261.65 a year',
    );
    expect(
      explain(105.14).notes.some((n) =>
        n.includes('$1,261.68 a year (10.22% of household income), is more than the 2027 limit of $1,261.65 a year'),
      ),
    ).toBe(true);
    // No household income: the limit is $0.00 and only a $0 share is within it.
    expect(
      calc({
        income: 0,
        familySize: 1,
        zipCode: '77002',
        year: 2027,
        members: [{ age: 40 }],
        jobOffers: [{ employee: 0, selfOnlyMonthly: 0 }],
      }).members[0]?.explanation,
    ).toBe(
      'offered affordable job-based coverage, so cannot get the credit: the self-only share, $0.00 a month or $0.00 a year, is at most the 2027 limit of $0.00 a year (10.22% of household income of $0)',
    );
  });
  it('a plan that does not meet minimum value rules nobody out', () => {
    expect(offered(100, 200, { minimumValue: false })).toEqual([null, null]);
  });
  it('the percentage follows the plan year: 9.02 % (2025), 9.96 % (2026), 10.22 % (2027)', () => {
    // $60,000: 9.02 % = $451.00 a month, 9.96 % = $498.00, 10.22 % = $511.00.
    for (const [year, limit] of [
      [2025, 451],
      [2026, 498],
      [2027, 511],
    ] as const) {
      const at = (monthly: number) => reasons([{ age: 40 }], { year, jobOffers: [{ employee: 0, selfOnlyMonthly: monthly }] });
      expect(at(limit)).toEqual(['affordable-job-offer']);
      expect(at(limit + 0.01)).toEqual([null]);
    }
  });
});

describe('the household gates with mixed statuses', () => {
  const household = [{ age: 40 }, { age: 40, immigrationStatus: 'other-lawfully-present' }] as const;
  it('above 400 % nobody gets the credit, whoever is in the coverage family', () => {
    // 2027, two people: 400 % = $86,560.
    expect(calc({ income: 86560, familySize: 2, zipCode: '77002', members: [...household] }).eligibility).toBe('eligible');
    const over = calc({ income: 86561, familySize: 2, zipCode: '77002', members: [...household] });
    expect(over).toMatchObject({ eligibility: 'above-400-percent', outcome: 'cliff', subsidy: 0, coverageFamily: [0] });
  });
  it('below 100 %: no credit from 2026, even for a green-card holder barred from Medicaid', () => {
    const barred = [{ age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true }] as const;
    // 2026, one person: 100 % = $15,650.
    expect(calc({ income: 15649, familySize: 1, zipCode: '77002', year: 2026, members: [...barred] })).toMatchObject({
      eligibility: 'below-poverty-line',
      subsidy: 0,
    });
    expect(calc({ income: 15650, familySize: 1, zipCode: '77002', year: 2026, members: [...barred] }).eligibility).toBe('eligible');
  });
  it('2025 only: below 100 %, a lawfully present member barred from Medicaid puts the household at 100 %', () => {
    // 2025, one person: $12,000 / $15,060 = 79.68 %, counted as 100 %: 0 % of income, the whole benchmark.
    const r = calc({
      income: 12000,
      familySize: 1,
      zipCode: '43215',
      year: 2025,
      members: [{ age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true }],
    });
    expect(r).toMatchObject({ eligibility: 'eligible', fplPercent: 79.68, applicablePercentage: 0, expectedMonthlyContribution: 0 });
    expect(r.subsidy).toBe(r.benchmarkPremium);
    expect(r.notes.some((n) => n.startsWith('Income is below the poverty line, but for 2025 a lawfully present immigrant'))).toBe(true);
    expect(
      calc({ income: 12000, familySize: 1, zipCode: '43215', year: 2025, members: [{ age: 40, immigrationStatus: 'lpr' }] }).eligibility,
    ).toBe('below-poverty-line');
  });
  it('household size and income count everyone, whoever is priced', () => {
    const all = calc({
      income: 50000,
      familySize: 3,
      zipCode: '77002',
      members: [{ age: 40 }, { age: 40, seekingCoverage: false }, { age: 30, immigrationStatus: 'daca' }],
    });
    expect(all).toMatchObject({ povertyGuideline: 27320, fplPercent: 183.02, coverageFamily: [0] });
  });
  it('nobody left in the coverage family: $0, with each member’s reason, even with a benchmark entered', () => {
    const r = calc({
      income: 50000,
      familySize: 2,
      zipCode: '77002',
      benchmarkPremium: 900,
      members: [
        { age: 40, seekingCoverage: false },
        { age: 40, otherCoverage: 'va' },
      ],
    });
    expect(r).toMatchObject({
      eligibility: 'no-eligible-members',
      subsidy: 0,
      coverageFamily: [],
      benchmarkPremium: 900,
      netBenchmarkPremium: 900,
    });
    expect(r.notes.filter((n) => / is not in the benchmark: /.test(n))).toHaveLength(2);
  });
});

describe('the notes say what was assumed without members', () => {
  it('with ages or nothing: everyone a citizen seeking coverage with no job-based offer', () => {
    const text =
      'The estimate takes every member as a US citizen (or green-card holder) seeking Marketplace coverage, with no other coverage and no job-based offer; list the members, with their immigration status and coverage, and any job-based offer to refine it.';
    expect(calc({ income: 50000, familySize: 2, zipCode: '77002' }).notes).toContain(text);
    expect(calc({ income: 50000, familySize: 2, zipCode: '77002', ages: [30, 31] }).notes).toContain(text);
    expect(calc({ income: 50000, familySize: 2, zipCode: '77002', members: [{ age: 30 }, { age: 31 }] }).notes).not.toContain(text);
  });
});
