import type { PlanYear } from './applicable-percentage.ts';
import type { GuidelineRegion } from './fpl.ts';

export type { PlanYear } from './applicable-percentage.ts';
export type { GuidelineRegion } from './fpl.ts';

export type Eligibility = 'eligible' | 'below-poverty-line' | 'medicaid' | 'above-400-percent';

export type BenchmarkSource = 'provided' | 'rating-area' | 'state-average';

/** A county as the answer names it. */
export interface CountyRef {
  /** 5-digit county FIPS code. */
  fips: string;
  name: string;
}

/** One of the counties a ZIP code reaches, with the rating area it puts the household in. */
export interface CountyOption extends CountyRef {
  ratingArea: number | null;
}

/**
 * The answer of POST /api/subsidy-calculation (docs/api.md) plus the working the
 * /calculator page shows. Money is US dollars rounded to the cent (412.35), computed in integer
 * cents so that the working adds up: subsidy = benchmarkPremium - expectedMonthlyContribution
 * (floored at 0) and netBenchmarkPremium = benchmarkPremium - subsidy, to the cent.
 */
export interface SubsidyResult {
  /** Monthly premium tax credit, USD, >= 0. */
  subsidy: number;
  year: PlanYear;
  /** Two-letter state (or DC) code: the county's, else the ZIP prefix's. */
  state: string;
  /** Income as a percentage of the poverty guideline, rounded to 0.01 for display only. */
  fplPercent: number;
  /** Percent of income, e.g. 7.47; null when not eligible. */
  applicablePercentage: number | null;
  /** USD a month; null when not eligible. */
  expectedMonthlyContribution: number | null;
  /** Monthly household benchmark (second-lowest-cost silver) premium, USD. */
  benchmarkPremium: number;
  benchmarkSource: BenchmarkSource;
  /** The county the household is taken to live in; null when the ZIP code is not on file. */
  county: CountyRef | null;
  /** That county's rating area for this ZIP code; null when unknown. */
  ratingArea: number | null;
  /** Every county the ZIP code reaches, primary first; empty when it reaches one (or none on file). */
  countyOptions: CountyOption[];
  eligibility: Eligibility;
  /** Plain-language sentences an agent can read to a client. */
  notes: string[];
  /** Poverty guideline for this household size, USD a year. */
  povertyGuideline: number;
  /** Year the guidelines were published, e.g. 2025 for plan year 2026. */
  guidelineYear: number;
  guidelineRegion: GuidelineRegion;
  /** Year of the premiums the estimate used (rating area or state average); null when the benchmark was provided. */
  benchmarkDataYear: number | null;
  /**
   * The household's ages the estimate used (defaults included); empty when the benchmark was
   * provided. Members listed in medicaidChipMembers are among them but not priced.
   */
  agesUsed: number[];
  /**
   * 0-based positions in the request's ages (or the assumed ages) of the children under 19 likely
   * covered by Medicaid or CHIP, left out of the benchmark; empty when none, or when the request
   * priced them in (childrenOnMarketplace).
   */
  medicaidChipMembers: number[];
  /** USD a year; null when not eligible. */
  annualContribution: number | null;
  /** What the benchmark plan costs a month after the credit, USD. */
  netBenchmarkPremium: number;
}

export interface CalculationIssue {
  path: string;
  message: string;
}

export type CalculationOutcome = { ok: true; result: SubsidyResult } | { ok: false; issues: CalculationIssue[] };
