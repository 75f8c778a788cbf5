// Public API of the premium tax credit engine: pure functions over the tables in
// src/data/subsidy, shared by the Hono API and the calculator islands.

export { applicablePercentage, applicablePercentageTable, PLAN_YEARS } from './applicable-percentage.ts';
export { defaultAges, householdBenchmark, type PricePoint, ratingAreaPoint, stateAveragePoint } from './benchmark.ts';
export { type CalculateOptions, calculateSubsidy } from './calculate.ts';
export { determineEligibility, isMedicaidExpansionState } from './eligibility.ts';
export {
  fplPercent,
  type GuidelineAmounts,
  guidelineAmount,
  guidelineYearFor,
  type PovertyGuideline,
  type PovertyGuidelineTables,
  povertyGuideline,
  povertyGuidelineTables,
  ratioFromPercent,
} from './fpl.ts';
export { type County, countiesOfZip, type ZipCounty } from './geography.ts';
export { chooseCounty, locateZip, type ZipCodeInfo, type ZipPlace, zipCodeInfo } from './place.ts';
export { subsidyResultSchema, zipCodeInfoSchema } from './result-schema.ts';
export { defaultPlanYear, isPlanYear, LATEST_PLAN_YEAR, spansRatingAreas } from './rules.ts';
export {
  MAX_BENCHMARK_PREMIUM,
  MAX_FAMILY_SIZE,
  MAX_INCOME,
  parseSubsidyRequest,
  type SubsidyRequest,
  type SubsidyRequestInput,
  subsidyRequestSchema,
  toIssues,
} from './schema.ts';
export { applicableHundredths, type Band, compareFpl, contributionCents, type FplRatio, type SlidingScale } from './sliding-scale.ts';
export { subsidySources } from './sources.ts';
export type {
  BenchmarkSource,
  CalculationIssue,
  CalculationOutcome,
  CountyOption,
  CountyRef,
  Eligibility,
  GuidelineRegion,
  PlanYear,
  SubsidyResult,
} from './types.ts';
export { lookupZip, stateCodes, stateName, type ZipLookup } from './zip.ts';
