import { describe, expect, it } from 'vitest';
import { calculateSubsidy } from './calculate.ts';
import { type SubsidyRequestInput, subsidyRequestSchema } from './schema.ts';
import { estimate } from './testing.ts';

// The benchmark from the household's own rating area: ZIP code -> county -> rating area -> premium.
// Every expectation is worked by hand from the source tables (docs/data.md): the county and rating
// area from the ZIP-to-county and county tables, the premium for age 0 from the rating-area table,
// then premium(a) = base x factor(a) / factor(0) on the state's age curve (default 0.765 at age 0,
// 1.278 at 40; AL, MS, OR 0.635; DC 0.654 and 0.975 at 40; MA 0.751 and 1.393; MN 0.890; UT 0.793
// and 1.479), rounded half up to the cent. New York and Vermont: the base is one adult's premium.

const NOV_2026 = new Date('2026-11-23T12:00:00Z');

const calc = (input: SubsidyRequestInput) => estimate(input, NOV_2026);

function issues(input: SubsidyRequestInput) {
  const outcome = calculateSubsidy(subsidyRequestSchema.parse(input), { now: NOV_2026 });
  if (outcome.ok) throw new Error(`expected issues, got a result for ${JSON.stringify(input)}`);
  return outcome.issues;
}

describe('one ZIP code in every state and DC: a 40-year-old, plan year 2026', () => {
  // [ZIP, state, county FIPS, county, rating area, 2026 premium at age 0, benchmark for a 40-year-old]
  it.each([
    ['35203', 'AL', '01073', 'Jefferson County', 3, 324, 652.08], // 324 x 1.278 / 0.635
    ['99501', 'AK', '02020', 'Anchorage Municipality', 1, 613, 1024.07], // 613 x 1.278 / 0.765
    ['85004', 'AZ', '04013', 'Maricopa County', 4, 290, 484.47], // 290 x 1.278 / 0.765
    ['72201', 'AR', '05119', 'Pulaski County', 1, 463, 773.48], // 463 x 1.278 / 0.765
    ['94102', 'CA', '06075', 'San Francisco County', 4, 436, 728.38], // 436 x 1.278 / 0.765
    ['80202', 'CO', '08031', 'Denver County', 3, 305, 509.53], // 305 x 1.278 / 0.765
    ['06103', 'CT', '09003', 'Hartford County', 2, 477, 796.87], // 477 x 1.278 / 0.765
    ['19801', 'DE', '10003', 'New Castle County', 1, 414, 691.62], // 414 x 1.278 / 0.765
    ['20001', 'DC', '11001', 'District of Columbia', 1, 409, 609.75], // 409 x 0.975 / 0.654
    ['33101', 'FL', '12086', 'Miami-Dade County', 43, 408, 681.6], // 408 x 1.278 / 0.765
    ['30303', 'GA', '13121', 'Fulton County', 3, 377, 629.81], // 377 x 1.278 / 0.765
    ['96813', 'HI', '15003', 'Honolulu County', 1, 324, 541.27], // 324 x 1.278 / 0.765
    ['83702', 'ID', '16001', 'Ada County', 5, 292, 487.81], // 292 x 1.278 / 0.765
    ['60601', 'IL', '17031', 'Cook County', 1, 302, 504.52], // 302 x 1.278 / 0.765
    ['46204', 'IN', '18097', 'Marion County', 10, 281, 469.44], // 281 x 1.278 / 0.765
    ['50309', 'IA', '19153', 'Polk County', 2, 275, 459.41], // 275 x 1.278 / 0.765
    ['66101', 'KS', '20209', 'Wyandotte County', 1, 347, 579.69], // 347 x 1.278 / 0.765
    ['40202', 'KY', '21111', 'Jefferson County', 3, 333, 556.31], // 333 x 1.278 / 0.765
    ['70112', 'LA', '22071', 'Orleans Parish', 1, 348, 581.36], // 348 x 1.278 / 0.765
    ['04101', 'ME', '23005', 'Cumberland County', 1, 404, 674.92], // 404 x 1.278 / 0.765
    ['21201', 'MD', '24510', 'Baltimore city', 1, 248, 414.31], // 248 x 1.278 / 0.765
    ['02108', 'MA', '25025', 'Suffolk County', 5, 266, 493.39], // 266 x 1.393 / 0.751
    ['48226', 'MI', '26163', 'Wayne County', 1, 304, 507.86], // 304 x 1.278 / 0.765
    ['55401', 'MN', '27053', 'Hennepin County', 8, 308, 442.27], // 308 x 1.278 / 0.890
    ['39201', 'MS', '28049', 'Hinds County', 3, 317, 637.99], // 317 x 1.278 / 0.635
    ['63101', 'MO', '29510', 'St. Louis city', 6, 313, 522.89], // 313 x 1.278 / 0.765
    ['59601', 'MT', '30049', 'Lewis and Clark County', 2, 453, 756.78], // 453 x 1.278 / 0.765
    ['68102', 'NE', '31055', 'Douglas County', 1, 415, 693.29], // 415 x 1.278 / 0.765
    ['89101', 'NV', '32003', 'Clark County', 1, 281, 469.44], // 281 x 1.278 / 0.765
    ['03301', 'NH', '33013', 'Merrimack County', 1, 263, 439.36], // 263 x 1.278 / 0.765
    ['07102', 'NJ', '34013', 'Essex County', 1, 326, 544.61], // 326 x 1.278 / 0.765
    ['87102', 'NM', '35001', 'Bernalillo County', 1, 314, 524.56], // 314 x 1.278 / 0.765
    ['10001', 'NY', '36061', 'New York County', 4, 867, 867], // one adult: 867 x 1.00
    ['27601', 'NC', '37183', 'Wake County', 13, 354, 591.39], // 354 x 1.278 / 0.765
    ['58102', 'ND', '38017', 'Cass County', 2, 278, 464.42], // 278 x 1.278 / 0.765
    ['43215', 'OH', '39049', 'Franklin County', 9, 316, 527.91], // 316 x 1.278 / 0.765
    ['73102', 'OK', '40109', 'Oklahoma County', 3, 336, 561.32], // 336 x 1.278 / 0.765
    ['97201', 'OR', '41051', 'Multnomah County', 1, 253, 509.19], // 253 x 1.278 / 0.635
    ['19102', 'PA', '42101', 'Philadelphia County', 8, 305, 509.53], // 305 x 1.278 / 0.765
    ['02903', 'RI', '44007', 'Providence County', 1, 303, 506.19], // 303 x 1.278 / 0.765
    ['29201', 'SC', '45079', 'Richland County', 40, 341, 569.67], // 341 x 1.278 / 0.765
    ['57104', 'SD', '46099', 'Minnehaha County', 2, 339, 566.33], // 339 x 1.278 / 0.765
    ['37203', 'TN', '47037', 'Davidson County', 4, 450, 751.76], // 450 x 1.278 / 0.765
    ['75201', 'TX', '48113', 'Dallas County', 8, 414, 691.62], // 414 x 1.278 / 0.765
    ['84101', 'UT', '49035', 'Salt Lake County', 3, 308, 574.44], // 308 x 1.479 / 0.793
    ['05401', 'VT', '50007', 'Chittenden County', 1, 1299, 1299], // one adult: 1299 x 1.00
    ['23219', 'VA', '51760', 'Richmond city', 7, 261, 436.02], // 261 x 1.278 / 0.765
    ['98101', 'WA', '53033', 'King County', 1, 357, 596.4], // 357 x 1.278 / 0.765
    ['25301', 'WV', '54039', 'Kanawha County', 2, 655, 1094.24], // 655 x 1.278 / 0.765
    ['53202', 'WI', '55079', 'Milwaukee County', 1, 396, 661.55], // 396 x 1.278 / 0.765
    ['82001', 'WY', '56021', 'Laramie County', 2, 615, 1027.41], // 615 x 1.278 / 0.765
  ] as const)('%s: %s, %s %s, rating area %i ($%i at age 0) -> $%f', (zipCode, state, fips, name, ratingArea, _base, benchmark) => {
    const r = calc({ income: 40000, familySize: 1, zipCode, year: 2026, ages: [40] });
    expect(r).toMatchObject({
      state,
      county: { fips, name },
      ratingArea,
      benchmarkSource: 'rating-area',
      benchmarkDataYear: 2026,
      benchmarkPremium: benchmark,
    });
  });
});

describe('Los Angeles County: rating area 15 or 16 by the first three digits of the ZIP code', () => {
  it('90001 (prefix 900) is area 16, $312 at age 0: 312 x 1.278 / 0.765 = 521.22', () => {
    expect(calc({ income: 40000, familySize: 1, zipCode: '90001', year: 2026 })).toMatchObject({
      county: { fips: '06037' },
      ratingArea: 16,
      benchmarkPremium: 521.22,
    });
  });

  it('91101 Pasadena (prefix 911) is area 15, $277 at age 0: 277 x 1.278 / 0.765 = 462.75', () => {
    expect(calc({ income: 40000, familySize: 1, zipCode: '91101', year: 2026 })).toMatchObject({
      county: { fips: '06037' },
      ratingArea: 15,
      benchmarkPremium: 462.75,
    });
  });

  it("a prefix outside area 15's list is area 16: 93063 in Los Angeles County (its primary county is Ventura, area 12)", () => {
    const ventura = calc({ income: 40000, familySize: 1, zipCode: '93063', year: 2026 });
    // Ventura County, CA area 12, $377: 377 x 1.278 / 0.765 = 629.81
    expect(ventura).toMatchObject({ county: { fips: '06111', name: 'Ventura County' }, ratingArea: 12, benchmarkPremium: 629.81 });
    expect(ventura.countyOptions).toEqual([
      { fips: '06111', name: 'Ventura County', ratingArea: 12 },
      { fips: '06037', name: 'Los Angeles County', ratingArea: 16 },
    ]);
    expect(calc({ income: 40000, familySize: 1, zipCode: '93063', year: 2026, countyFips: '06037' })).toMatchObject({
      ratingArea: 16,
      benchmarkPremium: 521.22,
    });
  });
});

describe('a ZIP code that spans counties in different rating areas', () => {
  // 15501 Somerset, PA: Somerset County (primary, PA area 5, $318) and Westmoreland County (area 4, $304).
  it('assumes the primary county, lists every county and says so', () => {
    const r = calc({ income: 40000, familySize: 1, zipCode: '15501', year: 2026 });
    // 318 x 1.278 / 0.765 = 531.25
    expect(r).toMatchObject({ county: { fips: '42111', name: 'Somerset County' }, ratingArea: 5, benchmarkPremium: 531.25 });
    expect(r.countyOptions).toEqual([
      { fips: '42111', name: 'Somerset County', ratingArea: 5 },
      { fips: '42129', name: 'Westmoreland County', ratingArea: 4 },
    ]);
    expect(r.notes).toContain(
      "ZIP code 15501 reaches 2 counties in different rating areas. The estimate assumes Somerset County, the ZIP code's main county; choose the client's county if it is another.",
    );
  });

  it('prices the county given in countyFips, and stops assuming', () => {
    const r = calc({ income: 40000, familySize: 1, zipCode: '15501', year: 2026, countyFips: '42129' });
    // 304 x 1.278 / 0.765 = 507.86
    expect(r).toMatchObject({ county: { fips: '42129', name: 'Westmoreland County' }, ratingArea: 4, benchmarkPremium: 507.86 });
    expect(r.countyOptions).toHaveLength(2);
    expect(r.notes.some((n) => n.includes('different rating areas'))).toBe(false);
    expect(r.notes).toContain(
      'The benchmark premium ($507.86 a month) is estimated from the 2026 second-lowest-cost silver premium in Pennsylvania rating area 4, which covers Westmoreland County: $507.86 a month for a 40-year-old.',
    );
  });

  it('a countyFips the ZIP code does not reach is an issue on countyFips that lists the ones it does', () => {
    expect(issues({ income: 40000, familySize: 1, zipCode: '15501', countyFips: '13121' })).toEqual([
      {
        path: 'countyFips',
        message:
          'countyFips 13121 is not a county that ZIP code 15501 reaches; it reaches 42111 (Somerset County), 42129 (Westmoreland County)',
      },
    ]);
  });

  it('a countyFips for a ZIP code not on file cannot be checked, so it is an issue too', () => {
    expect(issues({ income: 40000, familySize: 1, zipCode: '57770', countyFips: '46102' })[0]).toMatchObject({
      path: 'countyFips',
      message: expect.stringContaining('57770 is not in the ZIP-to-county table'),
    });
  });

  it('a ZIP code whose counties share one rating area lists them but assumes nothing worth saying', () => {
    // 30005 Alpharetta: Fulton (primary) and Forsyth, both GA area 3.
    const r = calc({ income: 40000, familySize: 1, zipCode: '30005', year: 2026 });
    expect(r.countyOptions.map((c) => c.ratingArea)).toEqual([3, 3]);
    expect(r.notes.some((n) => n.includes('different rating areas'))).toBe(false);
  });
});

// The children in these households are within their state's Medicaid/CHIP limit; they are priced in
// (childrenOnMarketplace) so that the tiers with children are exercised.
describe("New York and Vermont: family tiers of one adult's premium in the rating area", () => {
  it('Albany County, NY area 1 ($680 for one adult): two adults with children 2.85 x 680 = 1938.00', () => {
    expect(calc({ income: 60000, familySize: 3, zipCode: '12207', year: 2026, childrenOnMarketplace: true })).toMatchObject({
      ratingArea: 1,
      benchmarkPremium: 1938,
    });
  });
  it('Erie County, NY area 2 ($581): adult with children 1.70 x 581 = 987.70', () => {
    // $60,000 / $21,150 = 283.69 %: above the Essential Plan's 250 % (January-June 2026) and 200 %.
    expect(calc({ income: 60000, familySize: 2, zipCode: '14201', year: 2026, ages: [35, 6], childrenOnMarketplace: true })).toMatchObject({
      ratingArea: 2,
      benchmarkPremium: 987.7,
    });
  });
  it('Chittenden County, VT area 1 ($1,299): adult with children 1.93 x 1299 = 2507.07', () => {
    expect(
      calc({ income: 40000, familySize: 3, zipCode: '05401', year: 2026, ages: [30, 8, 6], childrenOnMarketplace: true }),
    ).toMatchObject({
      benchmarkPremium: 2507.07,
    });
  });
  it('says the price is for one adult', () => {
    expect(calc({ income: 40000, familySize: 1, zipCode: '10001', year: 2026 }).notes).toContain(
      'The benchmark premium ($867.00 a month) is estimated from the 2026 second-lowest-cost silver premium in New York rating area 4, which covers New York County: $867.00 a month for one adult.',
    );
  });
});

describe('Alaska and Hawaii', () => {
  it("Fairbanks, AK area 2 ($631): a 40-year-old 631 x 1.278 / 0.765 = 1054.14, with Alaska's own poverty guideline", () => {
    // 2027 coverage, 1 person, $45,000: Alaska 2026 guideline $19,950; FPL 225.5639 %;
    // AP = 6.78 + 25.5639 / 50 x 1.88 = 7.7412 -> 7.74; annual 3483.00; monthly 290.25; 1054.14 - 290.25 = 763.89.
    expect(calc({ income: 45000, familySize: 1, zipCode: '99701', year: 2027 })).toMatchObject({
      state: 'AK',
      guidelineRegion: 'AK',
      povertyGuideline: 19950,
      ratingArea: 2,
      benchmarkDataYear: 2026,
      benchmarkPremium: 1054.14,
      applicablePercentage: 7.74,
      expectedMonthlyContribution: 290.25,
      subsidy: 763.89,
    });
  });
  it("Honolulu, HI area 1 ($324) with Hawaii's guideline", () => {
    // 2027, 1 person, $36,720 = 2 x 18,360 = 200 %: AP 6.78; annual 2489.616 -> 2489.62; monthly 207.468 -> 207.47;
    // 541.27 - 207.47 = 333.80.
    expect(calc({ income: 36720, familySize: 1, zipCode: '96813', year: 2027 })).toMatchObject({
      guidelineRegion: 'HI',
      povertyGuideline: 18360,
      fplPercent: 200,
      applicablePercentage: 6.78,
      expectedMonthlyContribution: 207.47,
      benchmarkPremium: 541.27,
      subsidy: 333.8,
    });
  });
});

// Priced in (childrenOnMarketplace), since at 2026's Georgia figures they would be within its CHIP limit.
describe('the three oldest children under 21', () => {
  it('charges the household only for the three oldest children', () => {
    // Fulton County, GA area 3 ($377); ages 40, 38, 17, 15, 12, 9:
    // 377 x (1.278 + 1.246 + 0.885 + 0.833 + 0.765) / 0.765 = 377 x 5.007 / 0.765 = 2467.502 -> 2467.50
    const r = calc({
      income: 70000,
      familySize: 6,
      zipCode: '30303',
      year: 2026,
      ages: [40, 38, 17, 15, 12, 9],
      childrenOnMarketplace: true,
    });
    expect(r.benchmarkPremium).toBe(2467.5);
    expect(r.notes).toContain(
      'Only the three oldest children under 21 are charged for (45 CFR 147.102(c)(1)); the youngest child adds no premium.',
    );
  });
});

describe('each plan year', () => {
  it("2025 and 2026 use that year's premium; 2027, with none published, uses 2026's and says so", () => {
    // Fulton County, GA area 3: $310 (2025), $377 (2026). 310 x 1.278 / 0.765 = 517.88.
    expect(calc({ income: 40000, familySize: 1, zipCode: '30303', year: 2025 })).toMatchObject({
      benchmarkPremium: 517.88,
      benchmarkDataYear: 2025,
    });
    expect(calc({ income: 40000, familySize: 1, zipCode: '30303', year: 2026 })).toMatchObject({
      benchmarkPremium: 629.81,
      benchmarkDataYear: 2026,
    });
    const y2027 = calc({ income: 40000, familySize: 1, zipCode: '30303', year: 2027 });
    expect(y2027).toMatchObject({ year: 2027, benchmarkPremium: 629.81, benchmarkDataYear: 2026 });
    expect(y2027.notes).toContain(
      'Premiums for 2027 by rating area are not yet on file here, so the 2026 premiums were used; HealthCare.gov shows the 2027 premiums, which will differ.',
    );
  });

  it('a request without a year is priced for the year open enrollment is selling (2027 on 23 November 2026)', () => {
    expect(calc({ income: 40000, familySize: 1, zipCode: '30303' })).toMatchObject({ year: 2027, guidelineYear: 2026 });
  });
});

describe('falling back to the state average, labelled', () => {
  it('a ZIP code not on file: 57770 Pine Ridge, SD -> KFF South Dakota 2026, $655 for a 40-year-old', () => {
    const r = calc({ income: 40000, familySize: 1, zipCode: '57770', year: 2026 });
    expect(r).toMatchObject({
      state: 'SD',
      benchmarkSource: 'state-average',
      county: null,
      ratingArea: null,
      countyOptions: [],
      benchmarkPremium: 655,
      benchmarkDataYear: 2026,
    });
    expect(r.notes).toContain(
      "ZIP code 57770 is not in the ZIP-to-county table, so the benchmark premium ($655.00 a month) is estimated from KFF's 2026 average benchmark silver premium for a 40-year-old in South Dakota, $655 a month, not the client's county.",
    );
  });

  it('a rating area without figures: Gulf County, FL (area 22) -> KFF Florida 2026, $683', () => {
    const r = calc({ income: 40000, familySize: 1, zipCode: '32457', year: 2026 });
    expect(r).toMatchObject({
      benchmarkSource: 'state-average',
      county: { fips: '12045', name: 'Gulf County' },
      ratingArea: 22,
      benchmarkPremium: 683,
    });
    expect(r.notes).toContain(
      "There are no benchmark premiums on file for Florida rating area 22 (Gulf County), so the benchmark premium ($683.00 a month) is estimated from KFF's 2026 average benchmark silver premium for a 40-year-old in Florida, $683 a month, not the client's county.",
    );
  });

  it('choosing a neighbouring county with figures brings the local estimate back: 29030 Calhoun (SC area 9, none) or Orangeburg (area 38, $316)', () => {
    expect(calc({ income: 40000, familySize: 1, zipCode: '29030', year: 2026 })).toMatchObject({
      benchmarkSource: 'state-average',
      county: { name: 'Calhoun County' },
      benchmarkPremium: 564,
    });
    // 316 x 1.278 / 0.765 = 527.91
    expect(calc({ income: 40000, familySize: 1, zipCode: '29030', year: 2026, countyFips: '45075' })).toMatchObject({
      benchmarkSource: 'rating-area',
      ratingArea: 38,
      benchmarkPremium: 527.91,
    });
  });

  it('2027 in a fallback says that KFF has no 2027 averages yet', () => {
    expect(calc({ income: 40000, familySize: 1, zipCode: '57770', year: 2027 }).notes).toContain(
      'KFF has not published 2027 averages yet, so the 2026 figures were used.',
    );
  });
});

describe('state borders', () => {
  it('takes the state from the county on file: 42223 Fort Campbell is filed in Montgomery County, Tennessee (its prefix says Kentucky)', () => {
    // TN area 4, $450: 450 x 1.278 / 0.765 = 751.76; Tennessee has not expanded Medicaid.
    expect(calc({ income: 40000, familySize: 1, zipCode: '42223', year: 2026 })).toMatchObject({
      state: 'TN',
      county: { fips: '47125' },
      ratingArea: 4,
      benchmarkPremium: 751.76,
    });
  });
});

describe('bad input', () => {
  it.each([['1234'], ['abcde'], [''], ['13121-']])('countyFips %j is a format issue', (countyFips) => {
    const parsed = subsidyRequestSchema.safeParse({ income: 40000, familySize: 1, zipCode: '15501', countyFips });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['countyFips'],
      message: expect.stringContaining('countyFips must be a 5-digit county FIPS code'),
    });
  });

  it('trims spaces around countyFips', () => {
    expect(calc({ income: 40000, familySize: 1, zipCode: '15501', countyFips: ' 42129 ' }).county?.fips).toBe('42129');
  });
});
