/**
 * The /calculator form's model: its inputs as typed, with the API's field names, the defaults the
 * engine assumes, and the household's rules as the form applies them. Each shape is the API's
 * (household-schema.ts, plan-schema.ts) with its amounts as typed, for the API to validate; only
 * the engine's plain rules are imported, never its tables.
 */
import type { JobOffer, Member } from '../../lib/subsidy/household-schema.ts';
import type { Plan } from '../../lib/subsidy/plan-schema.ts';
import { defaultPlanYear, type ImmigrationStatus, MAX_FAMILY_SIZE, MEMBER_DEFAULTS, PLAN_YEARS } from '../../lib/subsidy/rules.ts';

/** Plan years the API accepts, and the one it assumes today. */
export const PLAN_YEAR_CHOICES = PLAN_YEARS;
export const DEFAULT_PLAN_YEAR = defaultPlanYear();
/** Largest household the API accepts. */
export const MAX_MEMBERS = MAX_FAMILY_SIZE;

/** One member: the API's, the age as typed. */
export type MemberInputs = Omit<Member, 'age'> & { age: string };

/** An offer of job-based coverage: the API's, positions 0-based, shares as typed (`familyMonthly` blank when there is no family plan). */
export type JobOfferInputs = Omit<JobOffer, 'selfOnlyMonthly' | 'familyMonthly'> & { selfOnlyMonthly: string; familyMonthly: string };

/** A plan the agent compares: the API's, amounts as typed, blank when not known. */
export type PlanInputs = Omit<Plan, 'monthlyPremium' | 'deductible' | 'outOfPocketMax'> & {
  monthlyPremium: string;
  deductible: string;
  outOfPocketMax: string;
};

/** A member's fields, an offer's and a plan's, in the order the form shows them. */
export const MEMBER_FIELDS = [
  'age',
  'immigrationStatus',
  'medicaidBarredByStatus',
  'otherCoverage',
  'seekingCoverage',
  'dependant',
  'americanIndianAlaskaNative',
] as const satisfies readonly (keyof MemberInputs)[];
export const OFFER_FIELDS = [
  'employee',
  'selfOnlyMonthly',
  'familyMonthly',
  'familyMembers',
  'minimumValue',
] as const satisfies readonly (keyof JobOfferInputs)[];
export const PLAN_FIELDS = [
  'label',
  'metal',
  'monthlyPremium',
  'deductible',
  'outOfPocketMax',
] as const satisfies readonly (keyof PlanInputs)[];

/** What the client summary calls a person other than Person 1 ("you"); blank: worked out from the age. */
export const RELATIONS = ['wife', 'husband', 'partner', 'child', 'relative'] as const;
export type Relation = (typeof RELATIONS)[number];

/** How the client summary names a person: never sent to the API nor kept in the URL (the tab keeps it: kept-names.ts). */
export interface PersonName {
  /** A first name, used instead of "your wife" or "your 12-year-old"; blank when not given. */
  first: string;
  relation: Relation | '';
}

export interface CalculatorInputs {
  year: number;
  zipCode: string;
  income: string;
  /** Every member of the tax household; the household size is its length (1-20). */
  members: MemberInputs[];
  jobOffers: JobOfferInputs[];
  /** Up to 5 plans to compare. */
  plans: PlanInputs[];
  /** Monthly household benchmark premium as typed; blank means "estimate it". */
  benchmarkPremium: string;
  /** Positions of the people the benchmark premium covers; null: the people applying for the credit. */
  benchmarkMembers: number[] | null;
  /** FIPS code of the county chosen where the ZIP code spans rating areas; blank when none was asked. */
  countyFips: string;
  /** Price children likely covered by Medicaid or CHIP on a Marketplace plan anyway. */
  childrenOnMarketplace: boolean;
  /** Incomes the year may end with, each a row of the tax-time table (whole dollars as digits, up to 3). */
  yearEndIncomes: string[];
  /** The client summary's names by position (shorter than `members` when the last people have none); never in the query. */
  names: PersonName[];
}

/** The engine's assumption when ages are unknown: two adults of 40, then children of 10. */
export function defaultAge(index: number): number {
  return index < 2 ? 40 : 10;
}

/**
 * A member as the API takes one it is told nothing about: a citizen seeking coverage, with no other
 * coverage, not claimed as a dependant, not American Indian or Alaska Native.
 */
export function defaultMember(index: number, age = String(defaultAge(index))): MemberInputs {
  return { age, ...MEMBER_DEFAULTS };
}

/** Whether a member carries nothing but an age (ages alone then describe the household). */
export const isPlainMember = (m: MemberInputs) =>
  (Object.keys(MEMBER_DEFAULTS) as (keyof typeof MEMBER_DEFAULTS)[]).every((field) => m[field] === MEMBER_DEFAULTS[field]);

/**
 * The last plan year in which "barred from Medicaid/CHIP by immigration status" is a question for a
 * status (docs/behaviour.md, /calculator); a status not listed is never asked, since the law
 * decides: citizens, Cuban and Haitian entrants and COFA migrants can get Medicaid without a wait,
 * and someone not lawfully present cannot enroll at all.
 * - `lpr`: every year, it depends on the five-year wait.
 * - `other-lawfully-present`: through 2026. Refugees, asylees and parolees could get Medicaid, TPS
 *   holders, most visa holders and asylum applicants could not; from 1 October 2026 none of them
 *   can get federal Medicaid (the API decides that itself), and from plan year 2027 they cannot get
 *   the credit either.
 * - `daca`: 2025 only, the one plan year in which DACA recipients could enroll.
 */
const BAR_ASKED_THROUGH: Readonly<Partial<Record<ImmigrationStatus, number>>> = {
  lpr: Number.POSITIVE_INFINITY,
  'other-lawfully-present': 2026,
  daca: 2025,
};
export const canBeBarred = (status: ImmigrationStatus, year: number) => year <= (BAR_ASKED_THROUGH[status] ?? 0);

/** The member without a bar from Medicaid that is not a question for their status in `year` (never sent as true). */
export function withAllowedBar(member: MemberInputs, year: number): MemberInputs {
  return member.medicaidBarredByStatus && !canBeBarred(member.immigrationStatus, year)
    ? { ...member, medicaidBarredByStatus: false }
    : member;
}

export const DEFAULT_INPUTS: CalculatorInputs = {
  year: DEFAULT_PLAN_YEAR,
  zipCode: '',
  income: '',
  members: [defaultMember(0)],
  jobOffers: [],
  plans: [],
  benchmarkPremium: '',
  benchmarkMembers: null,
  countyFips: '',
  childrenOnMarketplace: false,
  yearEndIncomes: [],
  names: [],
};

export function clampMembers(size: number): number {
  return Number.isInteger(size) ? Math.min(Math.max(size, 1), MAX_MEMBERS) : 1;
}

/**
 * Keeps the members already entered and adds default ones for new places; offers keep only the
 * people who are still in the household, and an offer to someone who left goes with them.
 */
export function resizeHousehold(
  { members, jobOffers }: Pick<CalculatorInputs, 'members' | 'jobOffers'>,
  size: number,
): Pick<CalculatorInputs, 'members' | 'jobOffers'> {
  const n = clampMembers(size);
  return {
    members: Array.from({ length: n }, (_, i) => members[i] ?? defaultMember(i)),
    jobOffers: jobOffers
      .filter((offer) => offer.employee < n)
      .map((offer) => ({ ...offer, familyMembers: offer.familyMembers.filter((p) => p < n) })),
  };
}

/** The people a benchmark premium covers, without those no longer in a household of `size`. */
export const keptCovers = (covers: number[] | null, size: number): number[] | null =>
  covers === null ? null : covers.filter((p) => p < size);

const isBlankName = (name: PersonName | undefined) => name === undefined || (name.first.trim() === '' && name.relation === '');

/** The names without the blank ones at the end, so a household nobody named has none. */
export function trimNames(names: readonly PersonName[]): PersonName[] {
  let end = names.length;
  while (end > 0 && isBlankName(names[end - 1])) end--;
  return names.slice(0, end);
}

/** Whether anyone has a name or a relation for the summary. */
export const hasNames = (inputs: Pick<CalculatorInputs, 'names'>) => !inputs.names.every(isBlankName);
