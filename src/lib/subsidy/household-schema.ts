/**
 * The household members and job-based offers of POST /api/subsidy-calculation (docs/api.md,
 * "Household members"): who in the household can get the credit. Declared once here, as zod,
 * for the API's validator, its OpenAPI document and the engine's types.
 */
import { z } from 'zod';
import { neverBarredFromMedicaid } from './immigration.ts';
import {
  IMMIGRATION_STATUSES,
  type ImmigrationStatus,
  MAX_AGE,
  MAX_FAMILY_SIZE,
  MAX_OFFER_PREMIUM,
  MEMBER_DEFAULTS,
  OTHER_COVERAGES,
} from './rules.ts';
import { expecting, objectError } from './schema-messages.ts';

const ageError = expecting('age', 'a whole number of years from 0 to 120');
const seekingError = expecting('seekingCoverage', 'true or false');
const statusError = expecting('immigrationStatus', `one of ${IMMIGRATION_STATUSES.join(', ')}`);
const barredError = expecting('medicaidBarredByStatus', 'true or false');
const coverageError = expecting('otherCoverage', `one of ${OTHER_COVERAGES.join(', ')}`);
const dependantError = expecting('dependant', 'true or false');
const indianError = expecting('americanIndianAlaskaNative', 'true or false');
const positionError = expecting('a member position', `a whole number from 0 to ${MAX_FAMILY_SIZE - 1}`);
const employeeError = expecting('employee', `the member's position, a whole number from 0 to ${MAX_FAMILY_SIZE - 1}`);
const familyMembersError = expecting('familyMembers', 'a list of member positions');
const shareError = (field: string) =>
  expecting(field, `the employee's monthly share in US dollars, from 0 to ${MAX_OFFER_PREMIUM.toLocaleString('en-US')}`);
const minimumValueError = expecting('minimumValue', 'true or false');

const MEMBER_FIELDS =
  'age (and optionally seekingCoverage, immigrationStatus, medicaidBarredByStatus, otherCoverage, dependant and americanIndianAlaskaNative)';
const OFFER_FIELDS = 'employee and selfOnlyMonthly (and optionally familyMonthly, familyMembers and minimumValue)';

export const memberSchema = z
  .strictObject(
    {
      age: z
        .number({ error: ageError })
        .int({ error: ageError })
        .min(0, { error: ageError })
        .max(MAX_AGE, { error: ageError })
        .describe('Age in whole years.'),
      seekingCoverage: z
        .boolean({ error: seekingError })
        .default(MEMBER_DEFAULTS.seekingCoverage)
        .describe('Whether this member wants a Marketplace plan. false: counted in the household size and income, not priced.'),
      immigrationStatus: z
        .enum(IMMIGRATION_STATUSES, { error: statusError })
        .default(MEMBER_DEFAULTS.immigrationStatus)
        .describe(
          'citizen (US nationals too); lpr (green card); cuban-haitian-entrant; cofa (Compact of Free Association migrant); other-lawfully-present (refugees, asylees, TPS holders, parolees other than Cuban and Haitian entrants, visa holders and every other lawfully present status); daca; not-lawfully-present. From plan year 2027 only citizens, lpr, cuban-haitian-entrant and cofa can get the credit; daca and not-lawfully-present cannot enroll.',
        ),
      medicaidBarredByStatus: z
        .boolean({ error: barredError })
        .default(MEMBER_DEFAULTS.medicaidBarredByStatus)
        .describe(
          'Whether the member cannot get Medicaid or CHIP because of immigration status, where the law leaves it to the case: an lpr within the five-year bar; before 1 October 2026, an other-lawfully-present member whose status Medicaid does not take (TPS holders, most visa holders, asylum applicants, most parolees in their first five years; refugees and asylees are not barred). The engine decides the rest, whatever this says: a citizen, cuban-haitian-entrant or cofa is never barred (true is a 400), and from 1 October 2026 an other-lawfully-present member aged 19 or over is always barred (Pub. L. 119-21 section 71109). A barred member is not sent to Medicaid or CHIP.',
        ),
      otherCoverage: z
        .enum(OTHER_COVERAGES, { error: coverageError })
        .default(MEMBER_DEFAULTS.otherCoverage)
        .describe(
          'Coverage the member has or can get outside the Marketplace: none; medicare (including premium-free Part A); medicaid-chip; tricare; va; job-based-enrolled (enrolled in a job-based plan); other (other minimum essential coverage). Any but none rules the credit out for the member.',
        ),
      dependant: z
        .boolean({ error: dependantError })
        .default(MEMBER_DEFAULTS.dependant)
        .describe(
          "Whether the member is claimed as a dependant on the household's return. Used in New York, whose family-tier rating prices a dependant under 26 as a child on a policy with an adult (a dependant of 21 to 25 is in the children's part of the tier; from 26, an adult). Elsewhere it changes nothing.",
        ),
      americanIndianAlaskaNative: z
        .boolean({ error: indianError })
        .default(MEMBER_DEFAULTS.americanIndianAlaskaNative)
        .describe(
          'A member of a federally recognized tribe or an Alaska Native Claims Settlement Act shareholder: with the credit, no cost sharing at any metal level up to 300 % of the poverty line; at any income, with the credit or without it, none for care from Indian health care providers (42 U.S.C. 18071(d); 45 CFR 155.350). Changes costSharing, not the credit.',
        ),
    },
    { error: objectError(MEMBER_FIELDS, 'each member') },
  )
  .describe('One member of the tax household.');

const share = (field: string) =>
  z
    .number({ error: shareError(field) })
    .min(0, { error: shareError(field) })
    .max(MAX_OFFER_PREMIUM, { error: shareError(field) });

export const jobOfferSchema = z
  .strictObject(
    {
      employee: z
        .number({ error: employeeError })
        .int({ error: employeeError })
        .min(0, { error: employeeError })
        .max(MAX_FAMILY_SIZE - 1, { error: employeeError })
        .describe('0-based position in members (or ages) of the member offered coverage by their employer.'),
      selfOnlyMonthly: share('selfOnlyMonthly').describe(
        "The employee's monthly share of the employer's lowest-cost self-only plan, US dollars.",
      ),
      familyMonthly: share('familyMonthly')
        .optional()
        .describe(
          "The employee's monthly share of the lowest-cost plan covering the family; required when familyMembers lists anyone, and only then allowed.",
        ),
      familyMembers: z
        .array(z.number({ error: positionError }).int({ error: positionError }).min(0, { error: positionError }), {
          error: familyMembersError,
        })
        .max(MAX_FAMILY_SIZE, { error: familyMembersError })
        .default([])
        .describe('0-based positions of the other members the family offer reaches (spouse, dependants). Not the employee.'),
      minimumValue: z
        .boolean({ error: minimumValueError })
        .default(true)
        .describe(
          'Whether the plan meets minimum value (pays at least 60 % of covered costs). An offer that does not cannot stop the credit.',
        ),
    },
    { error: objectError(OFFER_FIELDS, 'each job-based offer') },
  )
  .describe('An offer of job-based coverage to a member, and the members its family tier reaches.');

export type Member = z.output<typeof memberSchema>;
export type JobOffer = z.output<typeof jobOfferSchema>;

const membersError = expecting('members', 'a list of members, one per household member');
const jobOffersError = expecting('jobOffers', 'a list of job-based offers');

export const membersField = z
  .array(memberSchema, { error: membersError })
  .max(MAX_FAMILY_SIZE, { error: membersError })
  .optional()
  .describe(
    'Instead of ages: each member of the tax household, exactly familySize of them, with what decides whether the member can get the credit. Household size and income always count every member; the benchmark prices only the members who can get the credit (the coverage family).',
  );

export const jobOffersField = z
  .array(jobOfferSchema, { error: jobOffersError })
  .max(MAX_FAMILY_SIZE, { error: jobOffersError })
  .optional()
  .describe(
    'Offers of job-based coverage, naming members by their position in ages or members (one of them is required with offers). An affordable offer that meets minimum value rules the credit out for the employee (self-only share) and for the family members it reaches (family share): affordable means a yearly share at most the plan year’s percentage of household income (9.02 % for 2025, 9.96 % for 2026, 10.22 % for 2027).',
  );

/** A problem across fields, for the request schema's `ctx.addIssue` (a zod path: `['members', 2, 'age']`). */
type CrossFieldIssue = Pick<z.core.$ZodIssueCustom, 'path' | 'message'>;

/**
 * What the member fields cannot say one by one: `ages` or `members`, not both; one member per
 * household member; no citizen, Cuban or Haitian entrant or COFA migrant barred from Medicaid by
 * status (the law never bars them).
 */
export function memberIssues({
  familySize,
  ages,
  members,
}: {
  familySize: number;
  ages?: unknown;
  members?: readonly Member[] | undefined;
}): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  if (members === undefined) return issues;
  if (ages !== undefined) {
    issues.push({ path: ['members'], message: 'Send either ages or members, not both: members carries each member’s age' });
  } else if (members.length !== familySize) {
    const n = members.length;
    issues.push({
      path: ['members'],
      message: `members must list every household member: familySize is ${familySize} but ${n} ${n === 1 ? 'member was' : 'members were'} given`,
    });
  }
  members.forEach((member, i) => {
    if (member.medicaidBarredByStatus && neverBarredFromMedicaid(member.immigrationStatus))
      issues.push({
        path: ['members', i, 'medicaidBarredByStatus'],
        message: NEVER_BARRED[member.immigrationStatus] ?? CITIZEN_NOT_BARRED,
      });
  });
  return issues;
}

/** Why a status is never barred from Medicaid (immigration-status.json cites the law). */
const CITIZEN_NOT_BARRED =
  'medicaidBarredByStatus applies only to a noncitizen: give the immigrationStatus that bars this member from Medicaid';
const NEVER_BARRED: Partial<Record<ImmigrationStatus, string>> = {
  'cuban-haitian-entrant':
    'medicaidBarredByStatus cannot be true for a Cuban or Haitian entrant, who can get Medicaid and CHIP without the five-year wait: leave it false, or give the immigrationStatus that bars this member from Medicaid',
  cofa: 'medicaidBarredByStatus cannot be true for a COFA migrant, who can get Medicaid and CHIP without a waiting period: leave it false, or give the immigrationStatus that bars this member from Medicaid',
};

/**
 * What the offers cannot say one by one: the members they name, listed (ages or members: without
 * them the positions would name assumed members); positions that exist; each member under one
 * offer at most (as its employee or a family member); a family share when the family offer reaches
 * anyone, and someone it reaches when there is a family share.
 */
export function jobOfferIssues({
  familySize,
  jobOffers,
  ages,
  members,
}: {
  familySize: number;
  jobOffers?: readonly JobOffer[] | undefined;
  ages?: unknown;
  members?: unknown;
}): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  if (jobOffers !== undefined && jobOffers.length > 0 && ages === undefined && members === undefined)
    issues.push({
      path: ['jobOffers'],
      message:
        'jobOffers need ages or members: an offer names members by their position, so list each member’s age (ages) or each member (members)',
    });
  const listed = new Map<number, string>();
  const place = (position: number, path: (string | number)[], role: string) => {
    if (position >= familySize) {
      issues.push({
        path,
        message: `${role} is position ${position}, but the household has ${familySize} ${familySize === 1 ? 'member (position 0)' : `members (positions 0 to ${familySize - 1})`}`,
      });
      return;
    }
    const earlier = listed.get(position);
    if (earlier !== undefined) {
      issues.push({ path, message: `member ${position} is already listed at ${earlier}; list each member under one job-based offer only` });
      return;
    }
    listed.set(position, path.join('.'));
  };
  jobOffers?.forEach((offer, i) => {
    place(offer.employee, ['jobOffers', i, 'employee'], 'employee');
    offer.familyMembers.forEach((position, j) => {
      place(position, ['jobOffers', i, 'familyMembers', j], 'familyMembers');
    });
    if (offer.familyMembers.length > 0 && offer.familyMonthly === undefined)
      issues.push({
        path: ['jobOffers', i, 'familyMonthly'],
        message: 'familyMonthly is required when familyMembers lists anyone: the family members are tested on the family share',
      });
    if (offer.familyMembers.length === 0 && offer.familyMonthly !== undefined)
      issues.push({
        path: ['jobOffers', i, 'familyMembers'],
        message:
          'familyMembers lists nobody, but familyMonthly is given: list the members the family plan covers (the family share is tested on them), or leave familyMonthly out',
      });
  });
  return issues;
}
