import { describe, expect, it } from 'vitest';
import coverageData from '../../data/subsidy/children-coverage.json' with { type: 'json' };
import { childCoverageLimit, childrenLikelyCovered, coverageFileSchema } from './children-coverage.ts';
import { parseDataFile } from './data-file.ts';
import { type SubsidyRequestInput, subsidyRequestSchema } from './schema.ts';
import { estimate } from './testing.ts';

// Children under 19 within their state's Medicaid/CHIP limit leave the benchmark (docs/behaviour.md).
// Every figure is worked by hand from the tables; the arithmetic is beside it. Plan year 2027:
// 2026 guidelines $15,960 + $5,680 each; Rev. Proc. 2026-26 bands; 2026 rating-area premiums for a
// person aged 0; federal default age curve: 0-14 0.765, 18 0.913, 19 0.941, 30 1.135, 40 1.278,
// 45 1.444. Contribution: annual = income x AP (cents), monthly = annual / 12 (cents).

const AFTER_OPEN_ENROLLMENT = new Date('2026-11-24T12:00:00Z');

const calc = (input: SubsidyRequestInput) => estimate(input, AFTER_OPEN_ENROLLMENT);

describe("a state's limit for a child's age", () => {
  it('is the larger of the Medicaid band and the separate CHIP limit, and none from 19', () => {
    // Texas: Medicaid 203 / 149 / 138, separate CHIP 206.
    expect([0, 1, 5, 6, 18].map((age) => childCoverageLimit('TX', age))).toEqual([206, 206, 206, 206, 206]);
    // Minnesota, no separate CHIP: 288 under 1, 280 from 1.
    expect([0, 1, 5, 6, 18].map((age) => childCoverageLimit('MN', age))).toEqual([288, 280, 280, 280, 280]);
    // New Mexico, no separate CHIP: 305 to age 5, 245 from 6.
    expect([0, 5, 6, 18].map((age) => childCoverageLimit('NM', age))).toEqual([305, 305, 245, 245]);
    expect(childCoverageLimit('IL', 19)).toBeNull();
    expect(childCoverageLimit('IL', 64)).toBeNull();
  });

  it('includes the limit itself and compares the exact ratio', () => {
    // Illinois 318 %: a household of 4 (guideline 33,000) is at 318 % with exactly 104,940.
    expect(childrenLikelyCovered('IL', [40, 40, 10], { income: 104_940, guideline: 33_000 }).map((c) => c.index)).toEqual([2]);
    expect(childrenLikelyCovered('IL', [40, 40, 10], { income: 104_941, guideline: 33_000 })).toEqual([]);
  });

  it('knows every state', () => {
    for (const state of ['AK', 'DC', 'HI', 'WY']) expect(childCoverageLimit(state, 10)).toBeGreaterThanOrEqual(138);
    expect(() => childCoverageLimit('PR', 10)).toThrow(RangeError);
  });
});

describe('children-coverage.json', () => {
  it('is checked once when the engine loads: a bad limit or a missing state names the file and the field', () => {
    const { IL: _dropped, ...withoutIllinois } = coverageData.states;
    expect(() => parseDataFile('children-coverage.json', coverageFileSchema, { ...coverageData, states: withoutIllinois })).toThrow(
      /children-coverage\.json is malformed:\n {2}- states: every state needs its limits; missing IL/,
    );
    const low = { ...coverageData, states: { ...coverageData.states, TX: [50, 149, 138, 206] } };
    expect(() => parseDataFile('children-coverage.json', coverageFileSchema, low)).toThrow(/- states\.TX\.0: /);
  });
});

describe('the estimate leaves children likely covered by Medicaid or CHIP out of the benchmark', () => {
  // Illinois, Cook County (ZIP 60614, rating area 1, $302 at age 0), 4 people, $62,000:
  // guideline 15960 + 3 x 5680 = 33000; FPL 62000 / 33000 = 187.8788 % <= 318 -> both children out.
  // AP = 4.30 + 37.8788 / 50 x 2.48 = 6.1786 -> 6.18; annual 62000 x 6.18 % = 3831.60; monthly 319.30.
  const illinois = { income: 62000, familySize: 4, zipCode: '60614', ages: [40, 40, 10, 10] };

  it('Illinois children under its 318 % limit: priced for the two adults only', () => {
    const r = calc(illinois);
    // 302 x (1.278 + 1.278) / 0.765 = 302 x 2.556 / 0.765 = 1009.035 -> 1009.04
    expect(r.benchmarkPremium).toBe(1009.04);
    expect(r.expectedMonthlyContribution).toBe(319.3);
    expect(r.subsidy).toBe(689.74); // 1009.04 - 319.30
    expect(r.medicaidChipMembers).toEqual([2, 3]);
    expect(r).toMatchObject({ year: 2027, state: 'IL', fplPercent: 187.88, applicablePercentage: 6.18, agesUsed: [40, 40, 10, 10] });
    expect(r.notes).toContain(
      'Person 3 (age 10) and person 4 (age 10) are likely covered by Medicaid or CHIP: Illinois covers children up to 318% of the poverty line through Medicaid or CHIP, and this household is at 187.88%. A child who can get Medicaid or CHIP cannot get the premium tax credit, so the estimate leaves them out of the benchmark premium; the household size and income still count them.',
    );
    expect(
      r.notes.some((n) =>
        n.startsWith("Apply for the children through Illinois's Medicaid/CHIP agency, or on the Marketplace application"),
      ),
    ).toBe(true);
  });

  it('the same household with its ages assumed', () => {
    const r = calc({ income: 62000, familySize: 4, zipCode: '60614' });
    expect(r.subsidy).toBe(689.74);
    expect(r.medicaidChipMembers).toEqual([2, 3]);
    expect(r.agesUsed).toEqual([40, 40, 10, 10]);
  });

  it('childrenOnMarketplace prices them in anyway, and the notes say they would likely qualify', () => {
    const r = calc({ ...illinois, childrenOnMarketplace: true });
    // 302 x (1.278 x 2 + 0.765 x 2) / 0.765 = 302 x 4.086 / 0.765 = 1613.04
    expect(r.benchmarkPremium).toBe(1613.04);
    expect(r.subsidy).toBe(1293.74); // 1613.04 - 319.30
    expect(r.medicaidChipMembers).toEqual([]);
    expect(
      r.notes.some((n) => n.startsWith('Priced on a Marketplace plan as asked, although person 3 (age 10) and person 4 (age 10)')),
    ).toBe(true);
    expect(calc({ ...illinois, childrenOnMarketplace: false }).subsidy).toBe(689.74);
  });

  it('Texas children above its 206 % limit: priced in', () => {
    // Harris County (77002, rating area 10, $408), 4 people, $75,000: FPL 75000 / 33000 = 227.2727 % > 206.
    // AP = 6.78 + 27.2727 / 50 x 1.88 = 7.8055 -> 7.81; annual 5857.50; monthly 488.125 -> 488.13.
    const r = calc({ income: 75000, familySize: 4, zipCode: '77002', ages: [40, 40, 10, 10] });
    expect(r.county).toEqual({ fips: '48201', name: 'Harris County' });
    // 408 x 4.086 / 0.765 = 2179.20
    expect(r.benchmarkPremium).toBe(2179.2);
    expect(r.subsidy).toBe(1691.07); // 2179.20 - 488.13
    expect(r.medicaidChipMembers).toEqual([]);
    expect(r.notes.some((n) => n.includes('Medicaid or CHIP'))).toBe(false);
  });

  it('the infant band: in New Mexico a baby is covered to 305 %, an 8-year-old only to 245 %', () => {
    // Bernalillo County (87102, rating area 1, $314), ages 30, 0, 8, $71,000: guideline 15960 + 2 x 5680 = 27320;
    // FPL 71000 / 27320 = 259.8829 %: the baby (<= 305) is out, the 8-year-old (> 245) stays.
    // AP = 8.66 + 9.8829 / 50 x 1.56 = 8.9683 -> 8.97; annual 71000 x 8.97 % = 6368.70; monthly 530.725 -> 530.73.
    const r = calc({ income: 71000, familySize: 3, zipCode: '87102', ages: [30, 0, 8] });
    expect(r.county?.name).toBe('Bernalillo County');
    // 314 x (1.135 + 0.765) / 0.765 = 314 x 1.9 / 0.765 = 779.869 -> 779.87
    expect(r.benchmarkPremium).toBe(779.87);
    expect(r.subsidy).toBe(249.14); // 779.87 - 530.73
    expect(r.medicaidChipMembers).toEqual([1]);
    expect(
      r.notes.some((n) => n.startsWith('Person 2 (age 0) is likely covered by Medicaid or CHIP: New Mexico covers children up to 305%')),
    ).toBe(true);
  });

  it('a 19-year-old follows adult rules; an 18-year-old in the same household is out', () => {
    // Cook County, ages 45, 19, 18, $50,000: guideline 27320; FPL 183.0161 %.
    // AP = 4.30 + 33.0161 / 50 x 2.48 = 5.9376 -> 5.94; annual 2970.00; monthly 247.50.
    const r = calc({ income: 50000, familySize: 3, zipCode: '60614', ages: [45, 19, 18] });
    // 302 x (1.444 + 0.941) / 0.765 = 302 x 2.385 / 0.765 = 941.529 -> 941.53
    expect(r.benchmarkPremium).toBe(941.53);
    expect(r.subsidy).toBe(694.03); // 941.53 - 247.50
    expect(r.medicaidChipMembers).toEqual([2]);
  });

  it('every member a covered child: no one to price, a credit of 0 and a note saying why', () => {
    // Cook County, ages 17 and 15, $40,000: guideline 21640; FPL 184.84 % <= 318.
    const r = calc({ income: 40000, familySize: 2, zipCode: '60614', ages: [17, 15] });
    expect(r.medicaidChipMembers).toEqual([0, 1]);
    expect(r.benchmarkPremium).toBe(0);
    expect(r.subsidy).toBe(0);
    expect(r.netBenchmarkPremium).toBe(0);
    // Nobody is left in the coverage family, and Medicaid or CHIP takes everyone.
    expect(r).toMatchObject({ eligibility: 'medicaid', outcome: 'children-medicaid-chip', coverageFamily: [] });
    expect(r.notes.some((n) => n.startsWith('Every member of the household is a child likely covered by Medicaid or CHIP'))).toBe(true);
    expect(r.notes.some((n) => n.startsWith('Premium tax credit: benchmark'))).toBe(false);

    // With a benchmark entered the credit is still 0.
    const entered = calc({ income: 40000, familySize: 2, zipCode: '60614', ages: [17, 15], benchmarkPremium: 700 });
    expect(entered.subsidy).toBe(0);
    expect(entered.netBenchmarkPremium).toBe(700);
  });

  it('at the limit exactly the children are out; one dollar more and they are priced in', () => {
    // 104,940 / 33,000 = 318 % exactly: AP 10.22; annual 10724.87 (10724.868); monthly 893.74 (893.739).
    expect(calc({ ...illinois, income: 104_940 }).subsidy).toBe(115.3); // 1009.04 - 893.74
    // 104,941: annual 10724.97 (10724.9702); monthly 893.75 (893.7475); 1613.04 - 893.75
    expect(calc({ ...illinois, income: 104_941 }).subsidy).toBe(719.29);
  });

  it('a provided benchmark is kept, the children are still named, and the note says what it should cover', () => {
    const r = calc({ ...illinois, benchmarkPremium: 1009.04 });
    expect(r.subsidy).toBe(689.74);
    expect(r.medicaidChipMembers).toEqual([2, 3]);
    expect(r.notes).toContain(
      'The benchmark premium as entered should cover only the members who need a Marketplace plan and can get the credit.',
    );
  });

  it('New York prices the adults on the "two adults" tier when the children are out', () => {
    // 2027: $75,000 / $33,000 = 227.27 %, above the Essential Plan's 200 %, so the adults are priced.
    const household = { income: 75000, familySize: 4, zipCode: '10001', year: 2027 as const, ages: [40, 40, 10, 10] };
    const withChildren = calc({ ...household, childrenOnMarketplace: true });
    const without = calc(household);
    expect(without.medicaidChipMembers).toEqual([2, 3]);
    expect(without.notes.some((n) => n.includes('the "two adults" tier'))).toBe(true);
    expect(withChildren.notes.some((n) => n.includes('the "two adults with children" tier'))).toBe(true);
    expect(without.benchmarkPremium).toBeLessThan(withChildren.benchmarkPremium);
  });
});

describe('childrenOnMarketplace in a request', () => {
  it('must be true or false', () => {
    for (const value of ['yes', 1, null, 'true']) {
      const parsed = subsidyRequestSchema.safeParse({ income: 1, familySize: 1, zipCode: '60614', childrenOnMarketplace: value });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['childrenOnMarketplace']);
    }
  });
});
