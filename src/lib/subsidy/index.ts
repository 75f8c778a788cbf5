// Public API of the premium tax credit engine: pure functions over the tables in
// src/data/subsidy, shared by the Hono API and the calculator islands.
export { calculateSubsidy, type CalculateOptions } from './calculate.ts';
export { lookupZip, stateName, stateCodes, type ZipLookup } from './zip.ts';
export {
  subsidyRequestSchema,
  parseSubsidyRequest,
  toIssues,
  MAX_INCOME,
  MAX_FAMILY_SIZE,
  MAX_BENCHMARK_PREMIUM,
  type SubsidyRequest,
  type SubsidyRequestInput,
} from './schema.ts';
export { subsidyResultSchema, zipCodeInfoSchema } from './result-schema.ts';
export type { BenchmarkSource, CalculationIssue, CalculationOutcome, CountyOption, CountyRef, Eligibility, GuidelineRegion, PlanYear, SubsidyResult } from './types.ts';
export { PLAN_YEARS, applicablePercentage, applicablePercentageTable } from './applicable-percentage.ts';
export {
  povertyGuideline, guidelineYearFor, guidelineAmount, povertyGuidelineTables, fplPercent, ratioFromPercent,
  type PovertyGuideline, type GuidelineAmounts, type PovertyGuidelineTables,
} from './fpl.ts';
export { defaultAges, householdBenchmark, ratingAreaPoint, stateAveragePoint, type PricePoint } from './benchmark.ts';
export { countiesOfZip, type County, type ZipCounty } from './geography.ts';
export { chooseCounty, locateZip, zipCodeInfo, type ZipCodeInfo, type ZipPlace } from './place.ts';
export { defaultPlanYear, isPlanYear, LATEST_PLAN_YEAR, spansRatingAreas } from './rules.ts';
export { determineEligibility, isMedicaidExpansionState } from './eligibility.ts';
export { subsidySources } from './sources.ts';
export { applicableHundredths, compareFpl, contributionCents, type Band, type FplRatio, type SlidingScale } from './sliding-scale.ts';
