// Stage 2 of calculateSubsidy: the household's members, its income against the poverty line, and
// who the benchmark prices (the coverage family) in each part of the plan year.
import { defaultAges } from '../benchmark.ts';
import { type Exclusion, exclusionOf, type HouseholdRules } from '../coverage-family.ts';
import { isMedicaidExpansionState } from '../eligibility.ts';
import { fplPercentForDisplay, type PovertyGuideline, povertyGuideline } from '../fpl.ts';
import type { Member } from '../household-schema.ts';
import { type OfferTest, offerTests } from '../job-offers.ts';
import { formatPercent } from '../money.ts';
import type { HouseholdFacts } from '../note-facts.ts';
import { type RulePeriod, rulePeriods } from '../rule-periods.ts';
import { MEMBER_DEFAULTS, type PlanYear } from '../rules.ts';
import type { SubsidyRequest } from '../schema.ts';
import type { FplRatio } from '../sliding-scale.ts';

export interface HouseholdInput {
  request: Pick<SubsidyRequest, 'income' | 'familySize' | 'members' | 'ages' | 'jobOffers' | 'childrenOnMarketplace'>;
  year: PlanYear;
  state: string;
}

/** Months of the plan year that share one coverage family. */
export interface PeriodCoverage {
  firstMonth: number;
  lastMonth: number;
  /** Per member, why not priced in these months; null when in the coverage family. */
  exclusions: (Exclusion | null)[];
}

export interface HouseholdStage {
  guideline: PovertyGuideline;
  /** Income against the guideline: every rule compares this exact ratio. */
  ratio: FplRatio;
  /** The FPL % rounded to 0.01 for display, and as the notes print it ("187.88%"). */
  fplPercent: number;
  fplText: string;
  /** Where the members came from: the request's members, its ages, or the assumed ages. */
  given: HouseholdFacts['given'];
  members: readonly Member[];
  /** The job-based offers tested, by the position of the member they reach. */
  offers: ReadonlyMap<number, OfferTest>;
  rules: HouseholdRules;
  /** The plan year's rule periods; the last one's programs are the answer's. */
  yearPeriods: readonly RulePeriod[];
  /** Neighbouring rule periods with one coverage family merged, in order; the last is the estimate's. */
  periods: readonly PeriodCoverage[];
  /** The months the estimate is for. */
  current: PeriodCoverage;
  /** The coverage family of those months: positions of the members the benchmark prices. */
  family: number[];
}

export function householdOf({ request, year, state }: HouseholdInput): HouseholdStage {
  const { income, familySize, childrenOnMarketplace = false } = request;
  const guideline = povertyGuideline(year, familySize, state);
  const ratio: FplRatio = { income, guideline: guideline.amount };
  const fplPercent = fplPercentForDisplay(ratio);
  const { given, members } = membersOf(request);
  const offers = offerTests(request.jobOffers ?? [], income, year);
  const rules: HouseholdRules = { state, ratio, expansionState: isMedicaidExpansionState(state), childrenOnMarketplace, offers };
  const yearPeriods = rulePeriods(state, year);
  const periods = coverageByPeriod(members, rules, yearPeriods);
  const current = periods[periods.length - 1] ?? { firstMonth: 1, lastMonth: 12, exclusions: [] };
  const family = coverageFamilyOf(current.exclusions);
  return {
    guideline,
    ratio,
    fplPercent,
    fplText: formatPercent(fplPercent),
    given,
    members,
    offers,
    rules,
    yearPeriods,
    periods,
    current,
    family,
  };
}

/** The household's members: as listed, or citizens seeking coverage of the ages given or assumed. */
function membersOf(request: HouseholdInput['request']): { given: HouseholdFacts['given']; members: readonly Member[] } {
  if (request.members) return { given: 'members', members: request.members };
  const ages = request.ages ?? defaultAges(request.familySize);
  return { given: request.ages ? 'ages' : 'none', members: ages.map((age) => ({ age, ...MEMBER_DEFAULTS })) };
}

/** Each member's exclusion in each period of the year; neighbouring periods with one coverage family merge. */
export function coverageByPeriod(members: readonly Member[], rules: HouseholdRules, periods: readonly RulePeriod[]): PeriodCoverage[] {
  const result: PeriodCoverage[] = [];
  for (const period of periods) {
    const exclusions = members.map((member, i) => exclusionOf(member, i, rules, period));
    const last = result[result.length - 1];
    if (last && sameFamily(last.exclusions, exclusions)) {
      last.lastMonth = period.lastMonth;
      last.exclusions = exclusions;
    } else {
      result.push({ firstMonth: period.firstMonth, lastMonth: period.lastMonth, exclusions });
    }
  }
  return result;
}

const sameFamily = (a: readonly (Exclusion | null)[], b: readonly (Exclusion | null)[]) =>
  a.every((x, i) => (x === null) === (b[i] === null));

/** Positions of the members whose exclusion passes `test`. */
export function positionsWhere(exclusions: readonly (Exclusion | null)[], test: (x: Exclusion | null) => boolean): number[] {
  const positions: number[] = [];
  for (let i = 0; i < exclusions.length; i++) if (test(exclusions[i] ?? null)) positions.push(i);
  return positions;
}

/** The members the benchmark prices: those with no exclusion. */
export const coverageFamilyOf = (exclusions: readonly (Exclusion | null)[]): number[] => positionsWhere(exclusions, (x) => x === null);

/** Months a part of the year spans. */
export const monthsOf = (p: { firstMonth: number; lastMonth: number }): number => p.lastMonth - p.firstMonth + 1;
