import { describe, expect, it } from 'vitest';
import { subsidyRequestSchema, toIssues } from './schema.ts';

const valid = { income: 45000, familySize: 3, zipCode: '30301' };

/** The issues for one request, as the API would list them. */
function issues(input: unknown) {
  const parsed = subsidyRequestSchema.safeParse(input);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return toIssues(parsed.error);
}

describe('subsidyRequestSchema: accepts', () => {
  it('the three required fields; the plan year is left for the engine to default', () => {
    expect(subsidyRequestSchema.parse(valid)).toEqual(valid);
  });

  it('trims a ZIP code and keeps a ZIP+4', () => {
    expect(subsidyRequestSchema.parse({ ...valid, zipCode: '  30301-1234 ' }).zipCode).toBe('30301-1234');
  });

  it('every optional field', () => {
    const parsed = subsidyRequestSchema.parse({ ...valid, year: 2027, ages: [40, 38, 0], benchmarkPremium: 1234.56 });
    expect(parsed).toEqual({ ...valid, year: 2027, ages: [40, 38, 0], benchmarkPremium: 1234.56 });
  });

  it('the limits themselves', () => {
    expect(subsidyRequestSchema.safeParse({ ...valid, income: 0 }).success).toBe(true);
    expect(subsidyRequestSchema.safeParse({ ...valid, income: 100_000_000 }).success).toBe(true);
    expect(subsidyRequestSchema.safeParse({ ...valid, familySize: 20, ages: Array.from({ length: 20 }, () => 120) }).success).toBe(true);
    expect(subsidyRequestSchema.safeParse({ ...valid, benchmarkPremium: 100_000 }).success).toBe(true);
  });
});

describe('subsidyRequestSchema: rejects, saying what is expected and what came in', () => {
  it.each([
    [{ ...valid, income: -1 }, 'income', 'income must be a whole number of US dollars a year from 0 to 100,000,000 (got -1)'],
    [{ ...valid, income: 45000.5 }, 'income', 'income must be a whole number of US dollars a year from 0 to 100,000,000 (got 45000.5)'],
    [{ ...valid, income: '45000' }, 'income', 'income must be a whole number of US dollars a year from 0 to 100,000,000 (got "45000")'],
    [
      { ...valid, income: Number.POSITIVE_INFINITY },
      'income',
      'income must be a whole number of US dollars a year from 0 to 100,000,000 (got Infinity)',
    ],
    [{ ...valid, income: Number.NaN }, 'income', 'income must be a whole number of US dollars a year from 0 to 100,000,000 (got NaN)'],
    [
      { ...valid, income: 100_000_001 },
      'income',
      'income must be a whole number of US dollars a year from 0 to 100,000,000 (got 100000001)',
    ],
    [{ familySize: 3, zipCode: '30301' }, 'income', 'income is required: a whole number of US dollars a year from 0 to 100,000,000'],
    [{ ...valid, familySize: 0 }, 'familySize', 'familySize must be a whole number from 1 to 20 (got 0)'],
    [{ ...valid, familySize: 21 }, 'familySize', 'familySize must be a whole number from 1 to 20 (got 21)'],
    [{ ...valid, familySize: 2.5 }, 'familySize', 'familySize must be a whole number from 1 to 20 (got 2.5)'],
    [{ ...valid, year: 2024 }, 'year', 'year must be the plan year 2025, 2026 or 2027 (got 2024)'],
    [{ ...valid, year: '2026' }, 'year', 'year must be the plan year 2025, 2026 or 2027 (got "2026")'],
    [{ ...valid, ages: [40, 40] }, 'ages', 'ages must list one age per household member: familySize is 3 but 2 ages were given'],
    [{ ...valid, familySize: 2, ages: [40] }, 'ages', 'ages must list one age per household member: familySize is 2 but 1 age was given'],
    [{ ...valid, ages: [40, -1, 10] }, 'ages.1', 'each age must be a whole number of years from 0 to 120 (got -1)'],
    [{ ...valid, ages: [40, 121, 10] }, 'ages.1', 'each age must be a whole number of years from 0 to 120 (got 121)'],
    [{ ...valid, ages: [40, 40, 9.5] }, 'ages.2', 'each age must be a whole number of years from 0 to 120 (got 9.5)'],
    [{ ...valid, ages: '40,40,10' }, 'ages', 'ages must be a list of ages in whole years, one per household member (got "40,40,10")'],
    [
      { ...valid, benchmarkPremium: 0 },
      'benchmarkPremium',
      'benchmarkPremium must be the monthly benchmark premium in US dollars, more than 0 and at most 100,000 (got 0)',
    ],
    [
      { ...valid, benchmarkPremium: 100_001 },
      'benchmarkPremium',
      'benchmarkPremium must be the monthly benchmark premium in US dollars, more than 0 and at most 100,000 (got 100001)',
    ],
    [
      { ...valid, yearEndIncomes: [70_000, 80_000, 90_000, 100_000] },
      'yearEndIncomes',
      'yearEndIncomes must be up to 3 incomes the year may end with, each a whole number of US dollars from 0 to 100,000,000 (got a list)',
    ],
    [
      { ...valid, yearEndIncomes: [80_000, -1] },
      'yearEndIncomes.1',
      'yearEndIncomes must be up to 3 incomes the year may end with, each a whole number of US dollars from 0 to 100,000,000 (got -1)',
    ],
  ])('%j -> %s', (input, path, message) => {
    expect(issues(input)).toEqual([{ path, message }]);
  });

  it.each(['ABCDE', '3030', '303011', '30301-12', '30301 1234', ''])('zipCode %j', (zipCode) => {
    expect(issues({ ...valid, zipCode })).toEqual([
      {
        path: 'zipCode',
        message: `zipCode must be a ZIP code of 5 digits, optionally followed by a dash and 4 more digits, like "30301" or "30301-1234" (got ${JSON.stringify(zipCode.trim())})`,
      },
    ]);
  });

  it('reports every problem at once, the ages count included', () => {
    expect(issues({ income: -5, familySize: 3, zipCode: 'x', ages: [1] }).map((i) => i.path)).toEqual(['income', 'zipCode', 'ages']);
  });

  it("says a field's message once when its value fails two of its checks", () => {
    expect(issues({ ...valid, income: 1e308 })).toEqual([
      { path: 'income', message: 'income must be a whole number of US dollars a year from 0 to 100,000,000 (got 1e+308)' },
    ]);
    expect(issues({ ...valid, ages: [40, 40, 1.5e300] }).map((i) => i.path)).toEqual(['ages.2']);
  });

  it('does not add an ages-count issue on top of an invalid familySize', () => {
    expect(issues({ ...valid, familySize: 0, ages: [1] }).map((i) => i.path)).toEqual(['familySize']);
  });

  it('rejects a body that is not an object', () => {
    expect(issues('income=1')).toEqual([
      {
        path: '',
        message:
          'The request body must be a JSON object with income, familySize and zipCode (and optionally year, ages or members, jobOffers, benchmarkPremium, benchmarkMembers, countyFips, childrenOnMarketplace, yearEndIncomes and plans)',
      },
    ]);
  });

  it('names each unknown field, so that a misspelt one is not silently ignored', () => {
    const result = subsidyRequestSchema.safeParse({ ...valid, planYear: 2026, tobacco: true });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toIssues(result.error)).toEqual([
      {
        path: 'planYear',
        message: expect.stringMatching(/^Unknown fields "planYear", "tobacco"; the fields are income, familySize and zipCode/),
      },
      { path: 'tobacco', message: expect.stringMatching(/^Unknown fields "planYear", "tobacco"/) },
    ]);
  });
});
