import { describe, expect, it } from 'vitest';
import { calculateSubsidy } from './calculate.ts';
import { type SubsidyRequestInput, subsidyRequestSchema } from './schema.ts';
import { estimate } from './testing.ts';

// Every expectation is worked by hand from the reference tables; the arithmetic is beside it.
// Guidelines (plan year -> guidelines of the year before): 2025 <- $15,060 + $5,380 each;
// 2026 <- $15,650 + $5,500; 2027 <- $15,960 + $5,680; AK 2026 $19,550 + $6,880; HI 2026 $17,990.
// Contribution: annual = income x AP (cents), monthly = annual / 12 (cents),
// subsidy = max(0, benchmark - monthly).

// Before 1 November 2026 a request without a year means plan year 2026.
const SUMMER_2026 = new Date('2026-07-01T12:00:00Z');

const calc = (input: SubsidyRequestInput) => estimate(input, SUMMER_2026);

describe('an eligible household, benchmark provided vs estimated', () => {
  // Georgia, 3 people, $45,000, 2026: guideline 15650 + 2 x 5500 = 26650;
  // FPL 45000 / 26650 = 168.8555 %; AP = 4.19 + 18.8555 / 50 x 2.41 = 5.0988 -> 5.10;
  // annual 45000 x 5.10 % = 2295.00; monthly 2295 / 12 = 191.25.
  it('uses a provided benchmark as is', () => {
    expect(calc({ income: 45000, familySize: 3, zipCode: '30301', benchmarkPremium: 1200 })).toEqual({
      subsidy: 1008.75, // 1200.00 - 191.25
      year: 2026,
      state: 'GA',
      fplPercent: 168.86,
      applicablePercentage: 5.1,
      expectedMonthlyContribution: 191.25,
      benchmarkPremium: 1200,
      benchmarkSource: 'provided',
      benchmarkFallback: null,
      county: { fips: '13121', name: 'Fulton County' },
      ratingArea: 3,
      countyOptions: [],
      eligibility: 'eligible',
      outcome: 'credit',
      stateName: 'Georgia',
      // Georgia has not expanded Medicaid; the upper limit is back from 2026.
      incomeLimits: { creditFrom: 100, medicaidUpTo: null, creditUpTo: 400, basicHealthProgram: null },
      medicaidStateNote: expect.stringContaining('Pathways'),
      notes: expect.arrayContaining(['Benchmark premium as entered: $1,200.00 a month for the household.']),
      outcomeNotes: [
        'The client is expected to pay 5.10% of income toward the benchmark silver plan: $2,295.00 a year, $191.25 a month.',
        'Premium tax credit: benchmark $1,200.00 minus expected contribution $191.25 = $1,008.75 a month.',
      ],
      povertyGuideline: 26650,
      guidelineYear: 2025,
      guidelineRegion: 'contiguous',
      benchmarkDataYear: null,
      agesUsed: [],
      // The assumed child (10) is within Georgia's 252 % CHIP limit: named, though the entered benchmark stands.
      medicaidChipMembers: [2],
      members: [
        {
          age: 40,
          inCoverageFamily: true,
          reason: null,
          explanation: null,
          medicaidBarred: false,
          offerTest: null,
          costSharing: 'silver-variation',
          catastrophic: null,
          fullMonthlyPrice: null,
        },
        {
          age: 40,
          inCoverageFamily: true,
          reason: null,
          explanation: null,
          medicaidBarred: false,
          offerTest: null,
          costSharing: 'silver-variation',
          catastrophic: null,
          fullMonthlyPrice: null,
        },
        {
          age: 10,
          inCoverageFamily: false,
          reason: 'medicaid-chip-child',
          explanation: expect.stringContaining('Georgia covers children this age up to 252% of the poverty line'),
          medicaidBarred: false,
          offerTest: null,
          costSharing: 'not-applicable',
          catastrophic: null,
          fullMonthlyPrice: null,
        },
      ],
      coverageFamily: [0, 1],
      months: { first: 1, last: 12 },
      annualContribution: 2295,
      netBenchmarkPremium: 191.25,
      // Entered without saying whom it covers: taken as the coverage family's.
      benchmarkEntered: { premium: 1200, members: [0, 1], scaled: false },
      // 168.86 % gets the 87 % silver variation, with 2026's reduced out-of-pocket maximum.
      costSharing: {
        silverVariation: { actuarialValue: 87, outOfPocketMax: { selfOnly: 3500, family: 7000 } },
        outOfPocketMax: { selfOnly: 10600, family: 21200 },
        catastrophicHardship: false,
        recommendation: { plan: 'silver-variation', metals: ['silver'], text: expect.stringContaining('the 87% silver variation') },
      },
      // Form 8962 at 168 %: 5.06 % of $45,000 = $2,277 a year, $190 a month: $1,010 allowed a month
      // against $1,008.75 paid, $15 more for the year.
      taxTime: {
        advanceCredit: 12105,
        repaymentLimited: false,
        scenarios: expect.arrayContaining([
          { label: 'Income as estimated', income: 45000, fplPercent: 168, allowedCredit: 12120, difference: 15, forgiven: 0, note: null },
        ]),
      },
      plans: [],
    });
  });

  it("estimates from the household's rating area with default ages 40, 40, 10", () => {
    const r = calc({ income: 45000, familySize: 3, zipCode: '30301' });
    // 30301 -> Fulton County -> GA rating area 3, $377 for age 0 in 2026. The child of 10 is within
    // Georgia's 252 % CHIP limit (168.86 %), so only the two adults are priced:
    // 377 x (1.278 + 1.278) / 0.765 = 377 x 2.556 / 0.765 = 1259.624 -> 1259.62
    expect(r.benchmarkPremium).toBe(1259.62);
    expect(r.subsidy).toBe(1068.37); // 1259.62 - 191.25
    expect(r.netBenchmarkPremium).toBe(191.25);
    expect(r.medicaidChipMembers).toEqual([2]);
    expect(r).toMatchObject({
      benchmarkSource: 'rating-area',
      county: { fips: '13121', name: 'Fulton County' },
      ratingArea: 3,
      benchmarkDataYear: 2026,
      agesUsed: [40, 40, 10],
    });
    expect(r.notes).toContain('Ages were not given, so the estimate assumes two adults aged 40 and 1 child aged 10.');
    // 377 x 1.278 / 0.765 = 629.807 -> $629.81 for a 40-year-old
    expect(r.notes).toContain(
      'The benchmark premium ($1,259.62 a month) is estimated from the 2026 second-lowest-cost silver premium in Georgia rating area 3, which covers Fulton County: $629.81 a month for a 40-year-old.',
    );
    expect(r.notes).toContain('Premium tax credit: benchmark $1,259.62 minus expected contribution $191.25 = $1,068.37 a month.');
  });

  it('uses explicit ages', () => {
    // Every member priced (childrenOnMarketplace), so that each age counts.
    const r = calc({ income: 45000, familySize: 3, zipCode: '30301', ages: [35, 33, 16], childrenOnMarketplace: true });
    // 377 x (1.222 + 1.198 + 0.859) / 0.765 = 377 x 3.279 / 0.765 = 1615.925 -> 1615.93
    expect(r.benchmarkPremium).toBe(1615.93);
    expect(r.subsidy).toBe(1424.68); // 1615.93 - 191.25
    expect(r.agesUsed).toEqual([35, 33, 16]);
    expect(r.notes.some((n) => n.startsWith('Ages were not given'))).toBe(false);
  });

  it('uses a state age curve (Utah)', () => {
    // UT, 2 people, $50,000: guideline 21150; FPL 236.4066 %; AP = 6.60 + 36.4066 / 50 x 1.84
    // = 7.9398 -> 7.94; annual 3970.00; monthly 330.8333 -> 330.83.
    // Benchmark, Salt Lake County, UT area 3 ($308 at age 0), Utah's curve (0-20: 0.793):
    // 308 x (1.390 + 1.390) / 0.793 = 1079.748 -> 1079.75.
    const r = calc({ income: 50000, familySize: 2, zipCode: '84101', ages: [30, 28] });
    expect(r).toMatchObject({
      state: 'UT',
      applicablePercentage: 7.94,
      annualContribution: 3970,
      expectedMonthlyContribution: 330.83,
      benchmarkPremium: 1079.75,
    });
    expect(r.subsidy).toBe(748.92); // 1079.75 - 330.83
    expect(r.notes).toContain("Premiums are scaled by age with Utah's own age curve.");
  });
});

describe('Alaska and Hawaii guidelines', () => {
  it('Alaska, 2 people, $50,000, 2026', () => {
    // guideline 19550 + 6880 = 26430; FPL 189.179 %; AP = 4.19 + 39.179 / 50 x 2.41 = 6.0784 -> 6.08;
    // annual 3040.00; monthly 253.333 -> 253.33; benchmark, Anchorage (AK area 1, $613 at age 0):
    // 613 x 2 x 1.278 / 0.765 = 2048.141 -> 2048.14.
    expect(calc({ income: 50000, familySize: 2, zipCode: '99501' })).toMatchObject({
      state: 'AK',
      povertyGuideline: 26430,
      guidelineRegion: 'AK',
      fplPercent: 189.18,
      applicablePercentage: 6.08,
      annualContribution: 3040,
      expectedMonthlyContribution: 253.33,
      benchmarkPremium: 2048.14,
      subsidy: 1794.81,
      ratingArea: 1,
    });
  });

  it('Hawaii, 1 person, $30,000, 2026', () => {
    // guideline 17990; FPL 166.759 %; AP = 4.19 + 16.759 / 50 x 2.41 = 4.9978 -> 5.00;
    // annual 1500.00; monthly 125.00; benchmark, Honolulu (HI area 1, $324): 324 x 1.278 / 0.765 = 541.271 -> 541.27.
    expect(calc({ income: 30000, familySize: 1, zipCode: '96813' })).toMatchObject({
      state: 'HI',
      povertyGuideline: 17990,
      guidelineRegion: 'HI',
      fplPercent: 166.76,
      applicablePercentage: 5,
      expectedMonthlyContribution: 125,
      benchmarkPremium: 541.27,
      subsidy: 416.27,
      county: { fips: '15003', name: 'Honolulu County' },
    });
  });
});

describe('plan years 2025 and 2027', () => {
  it("2025 uses the 2024 guidelines, the ARPA table and the rating area's 2025 premium", () => {
    // TX, 1 person, $30,000: guideline 15060; FPL 199.203 %; AP = 0 + 49.203 / 50 x 2 = 1.968 -> 1.97;
    // annual 591.00; monthly 49.25; benchmark, Dallas County (TX area 8, $287 in 2025):
    // 287 x 1.278 / 0.765 = 479.459 -> 479.46.
    expect(calc({ income: 30000, familySize: 1, zipCode: '75201', year: 2025 })).toMatchObject({
      year: 2025,
      guidelineYear: 2024,
      povertyGuideline: 15060,
      applicablePercentage: 1.97,
      annualContribution: 591,
      expectedMonthlyContribution: 49.25,
      benchmarkPremium: 479.46,
      benchmarkDataYear: 2025,
      subsidy: 430.21,
      eligibility: 'eligible',
    });
  });

  it('2025 above 400 %: still eligible at 8.5 %', () => {
    // TX, 1 person, $80,000: FPL 531.21 %; AP 8.5; annual 6800.00; monthly 566.666 -> 566.67.
    const atForty = calc({ income: 80000, familySize: 1, zipCode: '75201', year: 2025 });
    // 479.46 - 566.67 < 0: eligible, but the contribution exceeds the benchmark.
    expect(atForty).toMatchObject({
      eligibility: 'eligible',
      applicablePercentage: 8.5,
      expectedMonthlyContribution: 566.67,
      subsidy: 0,
      netBenchmarkPremium: 479.46,
    });
    // Age 60: 287 x 2.714 / 0.765 = 1018.194 -> 1018.19; 1018.19 - 566.67 = 451.52.
    const atSixty = calc({ income: 80000, familySize: 1, zipCode: '75201', year: 2025, ages: [60] });
    expect(atSixty).toMatchObject({ eligibility: 'eligible', benchmarkPremium: 1018.19, subsidy: 451.52, netBenchmarkPremium: 566.67 });
    expect(atSixty.notes).toContain(
      'In 2025 there is no upper income limit: above 400% of the poverty line the client pays at most 8.50% of income for the benchmark plan.',
    );
  });

  it("2027 uses the 2026 guidelines, Rev. Proc. 2026-26 and, lacking 2027 premiums, the rating area's 2026 premium", () => {
    // IL, 2 people, $40,000: guideline 15960 + 5680 = 21640; FPL 184.843 %;
    // AP = 4.30 + 34.843 / 50 x 2.48 = 6.0282 -> 6.03; annual 2412.00; monthly 201.00;
    // benchmark, Cook County (IL area 1, $302 in 2026): 302 x 2 x 1.278 / 0.765 = 1009.035 -> 1009.04.
    const r = calc({ income: 40000, familySize: 2, zipCode: '60601', year: 2027 });
    expect(r).toMatchObject({
      guidelineYear: 2026,
      povertyGuideline: 21640,
      applicablePercentage: 6.03,
      expectedMonthlyContribution: 201,
      benchmarkPremium: 1009.04,
      benchmarkDataYear: 2026,
      subsidy: 808.04,
    });
    expect(r.notes).toContain(
      'Premiums for 2027 by rating area are not yet on file here, so the 2026 premiums were used; HealthCare.gov shows the 2027 premiums, which will differ.',
    );
  });

  it('2027 around the 133 % step (TX, 4 people, guideline 15960 + 3 x 5680 = 33000)', () => {
    // Benchmark, Dallas County (TX area 8, $414 in 2026), default ages 40, 40, 10, 10; the children
    // are within Texas's 206 % CHIP limit, so only the adults are priced:
    // 414 x (2 x 1.278) / 0.765 = 414 x 2.556 / 0.765 = 1383.247 -> 1383.25
    // $43,890 = exactly 133 %: AP 3.23; annual 1417.647 -> 1417.65; monthly 118.1375 -> 118.14.
    expect(calc({ income: 43890, familySize: 4, zipCode: '75201', year: 2027 })).toMatchObject({
      fplPercent: 133,
      applicablePercentage: 3.23,
      annualContribution: 1417.65,
      expectedMonthlyContribution: 118.14,
      benchmarkPremium: 1383.25,
      subsidy: 1265.11, // 1383.25 - 118.14
    });
    // $43,889 = 132.997 % (shown as 133.00 but below the edge): AP 2.15; annual 943.6135 -> 943.61;
    // monthly 78.634 -> 78.63.
    expect(calc({ income: 43889, familySize: 4, zipCode: '75201', year: 2027 })).toMatchObject({
      fplPercent: 133,
      applicablePercentage: 2.15,
      annualContribution: 943.61,
      expectedMonthlyContribution: 78.63,
      subsidy: 1304.62, // 1383.25 - 78.63
    });
  });

  it('rounds an applicable percentage landing on a half up', () => {
    // TX, 4 people, $46,695, 2027: FPL 46695 / 33000 = 141.5 % exactly;
    // AP = 3.23 + 8.5 / 17 x 1.07 = 3.765 -> 3.77; annual 46695 x 3.77 % = 1760.4015 -> 1760.40;
    // monthly 146.70; subsidy 1383.25 - 146.70 = 1236.55.
    expect(calc({ income: 46695, familySize: 4, zipCode: '75201', year: 2027 })).toMatchObject({
      fplPercent: 141.5,
      applicablePercentage: 3.77,
      annualContribution: 1760.4,
      expectedMonthlyContribution: 146.7,
      subsidy: 1236.55,
    });
  });
});

describe('the 400 % cliff (2026 and 2027)', () => {
  it('400 % exactly is still eligible', () => {
    // IL, 1 person aged 60, $62,600 = 4 x 15650: AP 9.96; annual 6234.96; monthly 519.58;
    // benchmark, Cook County (IL area 1, $302): 302 x 2.714 / 0.765 = 1071.409 -> 1071.41; 1071.41 - 519.58 = 551.83.
    expect(calc({ income: 62600, familySize: 1, zipCode: '60601', ages: [60] })).toMatchObject({
      fplPercent: 400,
      eligibility: 'eligible',
      applicablePercentage: 9.96,
      annualContribution: 6234.96,
      expectedMonthlyContribution: 519.58,
      subsidy: 551.83,
    });
  });

  it('one dollar more is above 400 %: no credit, and the notes say why', () => {
    const r = calc({ income: 62601, familySize: 1, zipCode: '60601' });
    // 302 x 1.278 / 0.765 = 504.52
    expect(r).toMatchObject({
      eligibility: 'above-400-percent',
      subsidy: 0,
      applicablePercentage: null,
      expectedMonthlyContribution: null,
      annualContribution: null,
      benchmarkPremium: 504.52,
      netBenchmarkPremium: 504.52,
    });
    expect(r.notes).toContain(
      'Income is above 400% of the poverty line ($62,600 a year for this household). The enhanced credits that removed this limit expired at the end of 2025, so there is no premium tax credit for 2026 coverage.',
    );
  });

  it('2027 likewise', () => {
    expect(calc({ income: 100000, familySize: 1, zipCode: '60601', year: 2027 })).toMatchObject({
      eligibility: 'above-400-percent',
      subsidy: 0,
    });
  });
});

describe('Medicaid and the coverage gap', () => {
  it('100-138 % in an expansion state is Medicaid; in a non-expansion state the credit', () => {
    // $18,000 / 15650 = 115.02 %.
    const ca = calc({ income: 18000, familySize: 1, zipCode: '90001' });
    // Los Angeles County, ZIP prefix 900, CA area 16. The adult is likely on Medicaid, so nobody is
    // left in the coverage family to price.
    expect(ca).toMatchObject({ eligibility: 'medicaid', subsidy: 0, applicablePercentage: null, benchmarkPremium: 0, ratingArea: 16 });
    expect(ca.members).toEqual([
      {
        age: 40,
        inCoverageFamily: false,
        reason: 'medicaid',
        explanation: expect.stringContaining('California Medicaid'),
        medicaidBarred: false,
        offerTest: null,
        costSharing: 'not-applicable',
        catastrophic: null,
        // Priced alone at full price: LA area 16, age 40.
        fullMonthlyPrice: 521.22,
      },
    ]);
    expect(ca.notes.some((n) => n.startsWith('California expanded Medicaid to adults with income up to 138%'))).toBe(true);
    // TX: AP 2.10 (flat below 133); annual 378.00; monthly 31.50; Dallas 414 x 1.278 / 0.765 = 691.62; 691.62 - 31.50 = 660.12.
    expect(calc({ income: 18000, familySize: 1, zipCode: '75201' })).toMatchObject({
      eligibility: 'eligible',
      applicablePercentage: 2.1,
      expectedMonthlyContribution: 31.5,
      subsidy: 660.12,
    });
  });

  it('the 138 % edge is inclusive', () => {
    // $21,597 = 1.38 x 15650 exactly: Medicaid in California.
    expect(calc({ income: 21597, familySize: 1, zipCode: '90001' }).eligibility).toBe('medicaid');
    // $21,598 = 138.0064 %: AP = 3.14 + 5.0064 / 17 x 1.05 = 3.4492 -> 3.45; annual 745.131 -> 745.13;
    // monthly 62.094 -> 62.09; 521.22 - 62.09 = 459.13.
    expect(calc({ income: 21598, familySize: 1, zipCode: '90001' })).toMatchObject({
      eligibility: 'eligible',
      fplPercent: 138.01,
      applicablePercentage: 3.45,
      expectedMonthlyContribution: 62.09,
      subsidy: 459.13,
    });
  });

  it('the 100 % edge is inclusive', () => {
    // $15,650 = 100 % in TX: AP 2.10; annual 328.65; monthly 27.3875 -> 27.39; 691.62 - 27.39 = 664.23.
    expect(calc({ income: 15650, familySize: 1, zipCode: '75201' })).toMatchObject({
      eligibility: 'eligible',
      annualContribution: 328.65,
      expectedMonthlyContribution: 27.39,
      subsidy: 664.23,
    });
    expect(calc({ income: 15649, familySize: 1, zipCode: '75201' })).toMatchObject({ eligibility: 'below-poverty-line', subsidy: 0 });
  });

  it('below 100 %: Medicaid in an expansion state, the coverage gap in a non-expansion state, BadgerCare in Wisconsin', () => {
    const notes = (zipCode: string) => calc({ income: 12000, familySize: 1, zipCode }).notes.join('\n');
    expect(calc({ income: 12000, familySize: 1, zipCode: '90001' })).toMatchObject({
      eligibility: 'below-poverty-line',
      subsidy: 0,
      fplPercent: 76.68,
      applicablePercentage: null,
    });
    expect(notes('90001')).toContain(
      "California expanded Medicaid, so the client likely qualifies for Medicaid instead. Refer them to California's Medicaid program.",
    );
    expect(notes('75201')).toContain('Texas has not expanded Medicaid, so adults below the poverty line often fall into the coverage gap');
    expect(notes('53201')).toContain(
      'Wisconsin did not adopt the ACA expansion but covers adults up to 100% of the poverty line in BadgerCare Plus. The client likely qualifies for BadgerCare Plus instead.',
    );
    expect(notes('53201')).not.toContain('coverage gap');
    expect(notes('30301')).toContain('Pathways');
  });
});

describe('larger households and family tiers', () => {
  it('keeps adding the guideline increment above 8 and charges only three children', () => {
    // TX, 10 people, $100,000: guideline 15650 + 9 x 5500 = 65150; FPL 153.49 %;
    // AP = 4.19 + 3.4919 / 50 x 2.41 = 4.3583 -> 4.36; annual 4360.00; monthly 363.333 -> 363.33.
    // Default ages 40, 40 and eight 10s; three children counted:
    // 414 x (2 x 1.278 + 3 x 0.765) / 0.765 = 414 x 4.851 / 0.765 = 2625.247 -> 2625.25.
    // The children priced in (childrenOnMarketplace): at 153.49 % they are within Texas's CHIP limit.
    const r = calc({ income: 100000, familySize: 10, zipCode: '75201', childrenOnMarketplace: true });
    expect(r).toMatchObject({
      povertyGuideline: 65150,
      fplPercent: 153.49,
      applicablePercentage: 4.36,
      expectedMonthlyContribution: 363.33,
      benchmarkPremium: 2625.25,
      subsidy: 2261.92,
    });
    expect(r.agesUsed).toEqual([40, 40, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(r.notes).toContain(
      'Only the three oldest children under 21 are charged for (45 CFR 147.102(c)(1)); the 5 youngest children add no premium.',
    );
  });

  it('New York: two adults with children tier', () => {
    // NY, 3 people, $60,000: FPL 225.14 %; AP = 6.60 + 25.1407 / 50 x 1.84 = 7.5252 -> 7.53;
    // annual 4518.00; monthly 376.50; benchmark, New York County (NY area 4, $867 for one adult):
    // 2.85 x 867 = 2470.95; subsidy 2094.45.
    // The child priced in (childrenOnMarketplace): at 225.14 % it is within New York's 405 % CHIP limit.
    const r = calc({ income: 60000, familySize: 3, zipCode: '10001', childrenOnMarketplace: true });
    expect(r).toMatchObject({
      applicablePercentage: 7.53,
      expectedMonthlyContribution: 376.5,
      benchmarkPremium: 2470.95,
      subsidy: 2094.45,
    });
    expect(r.notes).toContain(
      'New York does not price by age but by family tier; the estimate uses the "two adults with children" tier: 2.85 times the single-adult premium.',
    );
  });

  it('Vermont: one adult, no age rating', () => {
    // VT, 1 person aged 63, $40,000: FPL 255.59 %; AP = 8.44 + 5.591 / 50 x 1.52 = 8.61;
    // annual 3444.00; monthly 287.00; benchmark, Chittenden County (VT area 1, $1,299 for one adult): 1.00 x 1299; subsidy 1012.00.
    expect(calc({ income: 40000, familySize: 1, zipCode: '05401', ages: [63] })).toMatchObject({
      applicablePercentage: 8.61,
      expectedMonthlyContribution: 287,
      benchmarkPremium: 1299,
      subsidy: 1012,
    });
  });
});

describe('ZIP codes with no state', () => {
  const issues = (zipCode: string) => {
    const outcome = calculateSubsidy(subsidyRequestSchema.parse({ income: 40000, familySize: 1, zipCode }), { now: SUMMER_2026 });
    if (outcome.ok) throw new Error(`${zipCode} unexpectedly priced in ${outcome.result.state}`);
    return outcome.issues;
  };

  it.each([
    ['00301', /not assigned to any state/],
    ['00601', /Puerto Rico/],
    ['00801', /US Virgin Islands/],
    ['96910', /Guam/],
    ['09012', /military mail address/],
    ['34001', /military mail address/],
    ['96201', /military mail address/],
  ])('%s is a zipCode issue (%s)', (zipCode, message) => {
    const found = issues(zipCode);
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('zipCode');
    expect(found[0]?.message).toMatch(message);
  });

  it('a ZIP+4 with spaces still prices', () => {
    expect(calc({ income: 40000, familySize: 1, zipCode: ' 30301-0001 ' }).state).toBe('GA');
  });
});

describe('which plan, and what a different income costs at tax time', () => {
  it('a couple whose year ends just over 400 % repays every advance dollar (2027, no cap)', () => {
    // Franklin County, Ohio: 58 and 56, $75,000 estimated (346 %).
    const r = calc({ income: 75000, familySize: 2, zipCode: '43215', ages: [58, 56], year: 2027 });
    expect(r.subsidy).toBe(1377.45);
    expect(r.taxTime.advanceCredit).toBe(16529.4);
    const over = r.taxTime.scenarios.find((s) => s.label === 'Just over 400% of the poverty line');
    // Guideline for two: $21,640; 4 x 21,640 + 1. Line 5 enters 401 above 400 %.
    expect(over).toEqual({
      label: 'Just over 400% of the poverty line',
      income: 86561,
      fplPercent: 401,
      allowedCredit: 0,
      difference: -16529.4,
      forgiven: 0,
      note: null,
    });
    expect(r.taxTime.scenarios.find((s) => s.label === 'At 400% of the poverty line')?.allowedCredit).toBeGreaterThan(0);
    expect(r.costSharing.recommendation.plan).toBe('compare-metals');
    expect(r.costSharing.silverVariation).toBeNull();
    expect(r.members.map((m) => m.costSharing)).toEqual(['standard', 'standard']);
  });

  it('2025 limits what the return takes back, and had no 400 % line', () => {
    const r = calc({ income: 31000, familySize: 1, zipCode: '43215', ages: [40], year: 2025 });
    expect(r.taxTime.repaymentLimited).toBe(true);
    // 257 % at year end: $964.68 excess, under the $975 single limit for 200-300 %.
    expect(r.taxTime.scenarios.find((s) => s.label === '25% higher')).toMatchObject({ fplPercent: 257, difference: -964.68, forgiven: 0 });
    expect(r.taxTime.scenarios.find((s) => s.label === 'Just over 400% of the poverty line')).toMatchObject({
      income: 60241,
      fplPercent: 400,
    });
    expect(r.taxTime.scenarios.find((s) => s.label === 'Just over 400% of the poverty line')?.allowedCredit).toBeGreaterThan(0);
  });

  it('below the poverty line with no advance paid, the return allows no credit (Houston, $14,364, 2027)', () => {
    // 90 % of $15,960: no advance at enrollment, so not an applicable taxpayer (26 CFR 1.36B-2(b)(6)).
    const r = calc({ income: 14364, familySize: 1, zipCode: '77002', year: 2027 });
    expect(r.taxTime.advanceCredit).toBe(0);
    expect(r.taxTime.scenarios[0]).toEqual({
      label: 'Income as estimated',
      income: 14364,
      fplPercent: 90,
      allowedCredit: 0,
      difference: 0,
      forgiven: 0,
      note: null,
    });
    // Above the line the return allows it, advance or not.
    expect(r.taxTime.scenarios.find((s) => s.label === '25% higher')?.allowedCredit).toBeGreaterThan(0);
  });

  it('a member left out is shown at the full price of the plan alone', () => {
    const r = calc({
      income: 40000,
      familySize: 2,
      zipCode: '43215',
      year: 2027,
      members: [{ age: 50 }, { age: 48, otherCoverage: 'medicare' }],
    });
    const [priced, spouse] = r.members;
    expect(priced?.fullMonthlyPrice).toBeNull();
    expect(spouse?.costSharing).toBe('not-applicable');
    expect(spouse?.fullMonthlyPrice).toBeGreaterThan(0);
  });
});

describe('American Indian and Alaska Native members', () => {
  it('pay no cost sharing up to 300 %, whatever the metal; the credit is the same', () => {
    const base = { income: 40000, familySize: 2, zipCode: '73301', year: 2027 } as const;
    const indian = calc({
      ...base,
      members: [
        { age: 45, americanIndianAlaskaNative: true },
        { age: 44, americanIndianAlaskaNative: true },
      ],
    });
    const other = calc({ ...base, members: [{ age: 45 }, { age: 44 }] });
    expect(indian.subsidy).toBe(other.subsidy);
    expect(indian.members.map((m) => m.costSharing)).toEqual(['zero-cost-sharing', 'zero-cost-sharing']);
    expect(indian.costSharing.recommendation.plan).toBe('zero-cost-sharing');
    expect(other.costSharing.recommendation.plan).toBe('silver-variation');
  });
});
