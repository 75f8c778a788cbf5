// The facts the plain-language notes word, as calculate.ts works them out: one home for the types
// that notes.ts and household-notes.ts both read.

import type { HouseholdBenchmark } from './benchmark.ts';
import type { CoveredChild } from './children-coverage.ts';
import type { Exclusion } from './coverage-family.ts';
import type { EnteredBenchmark } from './entered-benchmark.ts';
import type { PovertyGuideline } from './fpl.ts';
import type { ZipCounty } from './geography.ts';
import type { Member } from './household-schema.ts';
import type { OfferTest } from './job-offers.ts';
import type { MemberFacts } from './member-notes.ts';
import type { PlanYear } from './rules.ts';
import type { FplRatio } from './sliding-scale.ts';
import type { Eligibility } from './types.ts';

/** Why an estimate fell back to the state average: docs/data.md lists the gaps. */
export type Fallback = 'zip-not-on-file' | 'no-rating-area' | 'no-premium';

/** Months of the plan year whose coverage family differs from the estimate's, with their credit. */
export interface EarlierMonths {
  firstMonth: number;
  lastMonth: number;
  subsidyCents: number;
  /** The benchmark of the members priced in those months (0: nobody). */
  benchmarkCents: number;
  /** Members priced then and not now, or the other way round, with the reason then (null: priced). */
  changed: readonly { position: number; exclusion: Exclusion | null }[];
}

/** Who the household is and who the benchmark prices, already worked out by calculate.ts. */
export interface HouseholdFacts {
  /** Where the members came from: the request's members, its ages, or the assumed ages. */
  given: 'members' | 'ages' | 'none';
  members: readonly Member[];
  /** Per member, why not priced; null when in the coverage family. */
  exclusions: readonly (Exclusion | null)[];
  /** The same in plain words (member-notes.ts, explainExclusion). */
  explanations: readonly (string | null)[];
  offers: ReadonlyMap<number, OfferTest>;
  withOffers: boolean;
  /** Children within the state's Medicaid/CHIP limit priced in anyway, as asked (childrenOnMarketplace). */
  pricedAnyway: readonly CoveredChild[];
  /** 2025 only: below the poverty line, counted at 100 % for a lawfully present member barred from Medicaid. */
  countedAtPovertyLine: boolean;
  months: { first: number; last: number };
  earlier: readonly EarlierMonths[];
}

/** Everything the plain-language notes talk about, already computed by calculate.ts. */
export interface NoteFacts extends MemberFacts {
  year: PlanYear;
  familySize: number;
  /** FPL % rounded for display; comparisons use `ratio`. */
  fplPercent: number;
  ratio: FplRatio;
  guideline: PovertyGuideline;
  upperLimitFplPercent: number | null;
  eligibility: Eligibility;
  applicablePercentage: number | null;
  annualContributionCents: number | null;
  monthlyContributionCents: number | null;
  benchmarkCents: number;
  subsidyCents: number;
  /** null when the benchmark was provided. */
  estimate: HouseholdBenchmark | null;
  /** The benchmark as entered, and whom it covers; null when estimated. */
  entered: EnteredBenchmark | null;
  /** Why the estimate used the state average instead of the rating area; null when it did not. */
  fallback: Fallback | null;
  /** The 5-digit ZIP code. */
  zip: string;
  /** The county priced; null when the ZIP code is not on file. */
  county: ZipCounty | null;
  /** How many counties the ZIP code reaches. */
  countyCount: number;
  /** The ZIP code spans rating areas and its primary county was assumed. */
  countyAssumed: boolean;
  agesUsed: readonly number[];
  household: HouseholdFacts;
}
