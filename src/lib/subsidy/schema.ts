import { z } from 'zod';
import type { Issue } from '../issue.ts';
import { jobOfferIssues, jobOffersField, memberIssues, membersField } from './household-schema.ts';
import { plansField } from './plan-schema.ts';
import {
  FIPS_PATTERN,
  MAX_AGE,
  MAX_BENCHMARK_PREMIUM,
  MAX_FAMILY_SIZE,
  MAX_INCOME,
  MAX_YEAR_END_INCOMES,
  PLAN_YEARS,
  ZIP_PATTERN,
} from './rules.ts';
import { expecting } from './schema-messages.ts';

const incomeError = expecting('income', 'a whole number of US dollars a year from 0 to 100,000,000');
const familySizeError = expecting('familySize', 'a whole number from 1 to 20');
const zipError = expecting(
  'zipCode',
  'a ZIP code of 5 digits, optionally followed by a dash and 4 more digits, like "30301" or "30301-1234"',
);
const yearError = expecting('year', 'the plan year 2025, 2026 or 2027');
const ageError = expecting('each age', 'a whole number of years from 0 to 120');
const agesError = expecting('ages', 'a list of ages in whole years, one per household member');
const countyError = expecting('countyFips', 'a 5-digit county FIPS code, like "13121"');
const childrenError = expecting('childrenOnMarketplace', 'true or false');
const yearEndError = expecting(
  'yearEndIncomes',
  'up to 3 incomes the year may end with, each a whole number of US dollars from 0 to 100,000,000',
);
const benchmarkError = expecting('benchmarkPremium', 'the monthly benchmark premium in US dollars, more than 0 and at most 100,000');
const benchmarkMembersError = expecting(
  'benchmarkMembers',
  'a list of the 0-based positions of the members the benchmarkPremium covers, each a whole number',
);

/**
 * POST /api/subsidy-calculation request (docs/api.md). Plain zod so that the Hono API
 * validates with it and generates its OpenAPI document from it. An unknown key is an error naming
 * it, so that a misspelt field (`planYear` for `year`) is not silently ignored.
 */
const FIELDS =
  'income, familySize and zipCode (and optionally year, ages or members, jobOffers, benchmarkPremium, benchmarkMembers, countyFips, childrenOnMarketplace, yearEndIncomes and plans)';

/** A refinement's `when`: the body is an object and none of these fields has an issue. */
function validFields(...fields: string[]) {
  return ({ value, issues }: { value: unknown; issues: readonly { path?: PropertyKey[] | undefined }[] }) =>
    typeof value === 'object' && value !== null && !issues.some((i) => fields.includes(String(i.path?.[0])));
}

export const subsidyRequestSchema = z
  .strictObject(
    {
      income: z
        .number({ error: incomeError })
        .int({ error: incomeError })
        .min(0, { error: incomeError })
        .max(MAX_INCOME, { error: incomeError })
        .describe('Annual household income (modified adjusted gross income) in whole US dollars.')
        .meta({ example: 45000 }),
      familySize: z
        .number({ error: familySizeError })
        .int({ error: familySizeError })
        .min(1, { error: familySizeError })
        .max(MAX_FAMILY_SIZE, { error: familySizeError })
        .describe('Number of people in the tax household, 1 to 20.')
        .meta({ example: 3 }),
      zipCode: z
        .string({ error: zipError })
        .trim()
        .regex(ZIP_PATTERN, { error: zipError })
        .describe(
          'ZIP code of the household: 5 digits, optionally a dash and 4 more; surrounding spaces are ignored. It gives the state, the county and so the rating area.',
        )
        .meta({ example: '30301' }),
      year: z
        .literal(PLAN_YEARS, { error: yearError })
        .optional()
        .describe(
          'Plan (coverage) year: 2025, 2026 or 2027. Defaults to the year open enrollment is selling: from 1 November the next calendar year, before it the current one.',
        )
        .meta({ example: 2026 }),
      ages: z
        .array(z.number({ error: ageError }).int({ error: ageError }).min(0, { error: ageError }).max(MAX_AGE, { error: ageError }), {
          error: agesError,
        })
        .max(MAX_FAMILY_SIZE, { error: agesError })
        .optional()
        .describe(
          'Age of each household member in whole years, exactly familySize of them. When omitted: one member is 40; two are 40 and 40; from three on, two adults of 40 and children of 10.',
        )
        .meta({ example: [42, 40, 12] }),
      benchmarkPremium: z
        .number({ error: benchmarkError })
        .positive({ error: benchmarkError })
        .max(MAX_BENCHMARK_PREMIUM, { error: benchmarkError })
        .optional()
        .describe(
          'The monthly second-lowest-cost silver (benchmark) premium in US dollars, when known (from HealthCare.gov or the state exchange), for the people applying for the credit (the coverage family) unless benchmarkMembers says whom it covers. Replaces the estimate.',
        )
        .meta({ example: 1450.32 }),
      benchmarkMembers: z
        .array(z.number({ error: benchmarkMembersError }).int({ error: benchmarkMembersError }).min(0, { error: benchmarkMembersError }), {
          error: benchmarkMembersError,
        })
        .max(MAX_FAMILY_SIZE, { error: benchmarkMembersError })
        .optional()
        .describe(
          '0-based positions in ages or members of the members benchmarkPremium covers, each once; only with benchmarkPremium, and with ages or members. A figure for other members than the coverage family is repriced for it by the age curve (or the family tiers in New York and Vermont): benchmarkEntered in the answer says so.',
        )
        .meta({ example: [0, 1, 2, 3] }),
      countyFips: z
        .string({ error: countyError })
        .trim()
        .regex(FIPS_PATTERN, { error: countyError })
        .optional()
        .describe(
          "Which of the ZIP code's counties the household lives in (5-digit FIPS code, as listed by GET /api/zip-codes/{zip} or in countyOptions). When omitted, the ZIP code's primary county. A county the ZIP code does not reach is a 400.",
        )
        .meta({ example: '13121' }),
      childrenOnMarketplace: z
        .boolean({ error: childrenError })
        .optional()
        .describe(
          "true prices every child on a Marketplace plan, even a child under 19 whose household is within the state's Medicaid/CHIP limit for the child's age (the state found the child ineligible, or an immigration status bars CHIP). Default false: such children are left out of the benchmark and listed in medicaidChipMembers.",
        )
        .meta({ example: false }),
      members: membersField,
      jobOffers: jobOffersField,
      yearEndIncomes: z
        .array(
          z
            .number({ error: yearEndError })
            .int({ error: yearEndError })
            .min(0, { error: yearEndError })
            .max(MAX_INCOME, { error: yearEndError }),
          { error: yearEndError },
        )
        .max(MAX_YEAR_END_INCOMES, { error: yearEndError })
        .optional()
        .describe(
          'Incomes the year may end with (whole US dollars, up to 3): each adds a row to taxTime.scenarios, worked as Form 8962 works it against the advance credit this estimate pays.',
        )
        .meta({ example: [80000] }),
      plans: plansField,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((key) => `"${key}"`).join(', ')}; the fields are ${FIELDS}`
          : `The request body must be a JSON object with ${FIELDS}`,
    },
  )
  .refine((request) => request.ages === undefined || request.ages.length === request.familySize, {
    path: ['ages'],
    error: (issue) => {
      const { familySize, ages } = issue.input as { familySize: number; ages: unknown[] };
      return `ages must list one age per household member: familySize is ${familySize} but ${ages.length} ${ages.length === 1 ? 'age was' : 'ages were'} given`;
    },
    // Checked whenever both fields are themselves valid, even if another field failed, so the
    // client learns every problem in one answer.
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      'ages' in value &&
      Array.isArray(value.ages) &&
      !issues.some((i) => i.path?.[0] === 'ages' || i.path?.[0] === 'familySize'),
  })
  // Like the ages count, each runs whenever the fields it reads are valid themselves, whatever else failed.
  .superRefine(
    (request, ctx) => {
      for (const issue of memberIssues(request)) ctx.addIssue({ code: 'custom', input: undefined, ...issue });
    },
    { when: validFields('familySize', 'ages', 'members') },
  )
  .superRefine(
    (request, ctx) => {
      for (const issue of jobOfferIssues(request)) ctx.addIssue({ code: 'custom', input: undefined, ...issue });
    },
    { when: validFields('familySize', 'jobOffers') },
  )
  .superRefine(
    (request, ctx) => {
      for (const issue of benchmarkMemberIssues(request)) ctx.addIssue({ code: 'custom', input: undefined, ...issue });
    },
    { when: validFields('familySize', 'benchmarkPremium', 'benchmarkMembers') },
  )
  .describe('Household facts for a premium tax credit (ACA subsidy) estimate.');

/**
 * What benchmarkMembers cannot say alone: a premium to go with, the members' ages to reprice it by
 * (ages or members: without them the positions would name assumed members), someone listed, each
 * position in the household and listed once.
 */
function benchmarkMemberIssues({
  familySize,
  benchmarkPremium,
  benchmarkMembers,
  ages,
  members,
}: {
  familySize: number;
  benchmarkPremium?: number | undefined;
  benchmarkMembers?: readonly number[] | undefined;
  ages?: unknown;
  members?: unknown;
}): { path: (string | number)[]; message: string }[] {
  if (benchmarkMembers === undefined) return [];
  if (benchmarkPremium === undefined)
    return [
      {
        path: ['benchmarkMembers'],
        message:
          'benchmarkMembers says whom benchmarkPremium covers, but no benchmarkPremium is given: send it, or leave benchmarkMembers out',
      },
    ];
  if (ages === undefined && members === undefined)
    return [
      {
        path: ['benchmarkMembers'],
        message:
          'benchmarkMembers need ages or members: the premium is repriced by the members’ ages, so list each member’s age (ages) or each member (members)',
      },
    ];
  if (benchmarkMembers.length === 0)
    return [
      {
        path: ['benchmarkMembers'],
        message:
          'benchmarkMembers lists nobody: list the members benchmarkPremium covers, or leave benchmarkMembers out when it covers the people applying for the credit',
      },
    ];
  const seen = new Set<number>();
  return benchmarkMembers.flatMap((position, i) => {
    const path = ['benchmarkMembers', i];
    if (position >= familySize)
      return [
        {
          path,
          message: `benchmarkMembers is position ${position}, but the household has ${familySize} ${familySize === 1 ? 'member (position 0)' : `members (positions 0 to ${familySize - 1})`}`,
        },
      ];
    if (seen.has(position)) return [{ path, message: `member ${position} is listed twice in benchmarkMembers; list each member once` }];
    seen.add(position);
    return [];
  });
}

export type SubsidyRequest = z.output<typeof subsidyRequestSchema>;
/** What a client may send (year optional, zipCode untrimmed). */
export type SubsidyRequestInput = z.input<typeof subsidyRequestSchema>;

/**
 * Zod issues as the API's error body lists them: a dotted path ("ages.2") and the message. A value
 * that fails two checks of one field (1e308 is neither whole nor at most the maximum) gets the
 * field's one message once. An unknown field is listed under its own name.
 */
export function toIssues(error: z.core.$ZodError): Issue[] {
  const issues = new Map<string, Issue>();
  for (const issue of error.issues) {
    const prefix = issue.path.map(String).join('.');
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => (prefix ? `${prefix}.${key}` : key)) : [prefix];
    for (const path of paths) issues.set(`${path}\n${issue.message}`, { path, message: issue.message });
  }
  return [...issues.values()];
}
