/**
 * The calculator's ground rules in one place: the plan years whose tables are on file, which plan
 * year a request means when it names none, and the limits a request must respect. Plain constants
 * with no imports, so the engine, the API schema, the /calculator URL state and the pages can all
 * read them without pulling the engine's tables into the browser. docs/behaviour.md explains them.
 */

/** Plan (coverage) years with a poverty-guideline and an applicable-percentage table on file. */
export const PLAN_YEARS = [2025, 2026, 2027] as const;
export type PlanYear = (typeof PLAN_YEARS)[number];

export const EARLIEST_PLAN_YEAR: PlanYear = PLAN_YEARS[0];
export const LATEST_PLAN_YEAR: PlanYear = PLAN_YEARS[PLAN_YEARS.length - 1] ?? EARLIEST_PLAN_YEAR;

export function isPlanYear(year: unknown): year is PlanYear {
  return (PLAN_YEARS as readonly unknown[]).includes(year);
}

/**
 * Open enrollment for the next coverage year starts on 1 November (45 CFR 155.410(e)), so from
 * that day agents quote next year's coverage. Months are 1-based here.
 */
export const OPEN_ENROLLMENT_START = { month: 11, day: 1 } as const;

/**
 * The calendar day is read in US Eastern time, HealthCare.gov's own clock: a server in UTC must
 * not switch to next year's coverage on the evening of 31 October in the United States.
 */
const EASTERN_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'numeric', day: 'numeric' });

/**
 * The coverage year open enrollment is selling on `now`: from 1 November the next calendar year,
 * before it the current one; never outside the years on file (clamped to the nearest).
 */
export function defaultPlanYear(now: Date = new Date()): PlanYear {
  // Eastern time is a whole number of hours from UTC, so the answer can change only on the hour:
  // it is worked out once an hour (formatting a date costs microseconds, the API asks per request).
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (hour !== cached.hour) cached = { hour, year: planYearOn(now) };
  return cached.year;
}

let cached: { hour: number; year: PlanYear } = { hour: Number.NaN, year: LATEST_PLAN_YEAR };

function planYearOn(now: Date): PlanYear {
  const parts = Object.fromEntries(EASTERN_DATE.formatToParts(now).map((p) => [p.type, p.value]));
  const year = Number(parts['year']);
  const month = Number(parts['month']);
  const day = Number(parts['day']);
  const selling =
    month > OPEN_ENROLLMENT_START.month || (month === OPEN_ENROLLMENT_START.month && day >= OPEN_ENROLLMENT_START.day) ? year + 1 : year;
  if (selling <= EARLIEST_PLAN_YEAR) return EARLIEST_PLAN_YEAR;
  if (selling >= LATEST_PLAN_YEAR) return LATEST_PLAN_YEAR;
  return isPlanYear(selling) ? selling : LATEST_PLAN_YEAR;
}

/**
 * The county matters to an estimate only when the ZIP code's counties lie in different rating
 * areas: then the benchmark, and so the credit, depends on which one the household lives in.
 */
export function spansRatingAreas(counties: readonly { ratingArea: number | null }[]): boolean {
  return new Set(counties.map((c) => c.ratingArea)).size > 1;
}

/** A ZIP code as a client may type it: 5 digits, optionally a dash and 4 more (ZIP+4). */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** A 5-digit ZIP code, as the data tables key it. */
export const ZIP5_PATTERN = /^\d{5}$/;
/** A county's 5-digit FIPS code (2 digits of state, 3 of county). */
export const FIPS_PATTERN = /^\d{5}$/;

/**
 * What an estimate comes to, for a page to put in words (result-schema.ts describes each), worked
 * out by the engine from the eligibility, the state and the credit.
 */
export const OUTCOMES = [
  'credit',
  'no-credit',
  'children-medicaid-chip',
  'medicaid',
  'basic-health-program',
  'no-eligible-members',
  'below-poverty-medicaid',
  'coverage-gap',
  'below-poverty',
  'cliff',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * A household member's immigration status, as the Marketplace application asks it (docs/data.md,
 * "Who can get the credit"). `citizen` includes US nationals; `other-lawfully-present` is every
 * lawfully present status that is not one of the three before it (refugees, asylees, TPS holders,
 * parolees, visa holders).
 */
export const IMMIGRATION_STATUSES = [
  'citizen',
  'lpr',
  'cuban-haitian-entrant',
  'cofa',
  'other-lawfully-present',
  'daca',
  'not-lawfully-present',
] as const;
export type ImmigrationStatus = (typeof IMMIGRATION_STATUSES)[number];

/** Coverage a member has other than a Marketplace plan; every value but `none` rules the credit out. */
export const OTHER_COVERAGES = ['none', 'medicare', 'medicaid-chip', 'tricare', 'va', 'job-based-enrolled', 'other'] as const;
export type OtherCoverage = (typeof OTHER_COVERAGES)[number];

/**
 * Why a member is not in the coverage family (the members the benchmark prices), in the order the
 * engine tries them: the first that applies is the reason (docs/behaviour.md, "Who is in the
 * benchmark").
 */
export const EXCLUSION_REASONS = [
  'not-enrolling',
  'cannot-enroll',
  'not-eligible-alien',
  'other-coverage',
  'medicaid',
  'medicaid-chip-child',
  'basic-health-program',
  'affordable-job-offer',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/**
 * A member's details when neither the request nor the form says otherwise: a citizen seeking
 * coverage, with no other coverage, not barred from Medicaid, not claimed as a dependant, not
 * American Indian or Alaska Native. The schema's defaults, the engine's assumed members and the
 * /calculator form's new people all start from it.
 */
export const MEMBER_DEFAULTS = {
  seekingCoverage: true,
  immigrationStatus: 'citizen',
  medicaidBarredByStatus: false,
  otherCoverage: 'none',
  dependant: false,
  americanIndianAlaskaNative: false,
} as const satisfies {
  seekingCoverage: boolean;
  immigrationStatus: ImmigrationStatus;
  medicaidBarredByStatus: boolean;
  otherCoverage: OtherCoverage;
  dependant: boolean;
  americanIndianAlaskaNative: boolean;
};

/** How a member's cost sharing works in a Marketplace plan (cost-sharing.ts says when each applies). */
export const MEMBER_COST_SHARING = [
  'silver-variation',
  'standard',
  'zero-cost-sharing',
  'limited-cost-sharing',
  'lost-with-credit',
  'not-applicable',
] as const;
export type MemberCostSharing = (typeof MEMBER_COST_SHARING)[number];

/** A Marketplace plan's metal level, catastrophic included. */
export const METALS = ['catastrophic', 'bronze', 'silver', 'gold', 'platinum'] as const;
export type Metal = (typeof METALS)[number];

/** Above this an income is a typo, not a household (and integer cent arithmetic stays exact). */
export const MAX_INCOME = 100_000_000;
/** Most year-end incomes one request may ask the tax-time picture for. */
export const MAX_YEAR_END_INCOMES = 3;
/** Largest tax household the calculator prices. */
export const MAX_FAMILY_SIZE = 20;
/** Oldest age a member may be given. */
export const MAX_AGE = 120;
/** A monthly household premium above this is a typo (the dearest 64-year-old is a few thousand). */
export const MAX_BENCHMARK_PREMIUM = 100_000;
/** A monthly employee share of a job-based plan above this is a typo. */
export const MAX_OFFER_PREMIUM = 100_000;
/** Most plans one request may compare (the agent reads them off HealthCare.gov or the state exchange). */
export const MAX_PLANS = 5;
/** Longest name of a plan to compare, in characters. */
export const MAX_PLAN_LABEL = 60;
/** A plan's monthly premium above this is a typo, as for the benchmark. */
export const MAX_PLAN_PREMIUM = 100_000;
/** A plan's yearly deductible or out-of-pocket maximum above this is a typo. */
export const MAX_PLAN_COST_SHARING = 1_000_000;
