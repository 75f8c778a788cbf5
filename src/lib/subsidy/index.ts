// Public API of the premium tax credit engine: pure functions over the tables in
// src/data/subsidy, shared by the Hono API, the pages and the calculator islands.

export { applicablePercentageTable, PLAN_YEARS, PTC_LOWER_LIMIT_FPL_PERCENT } from './applicable-percentage.ts';
export { defaultAges } from './benchmark.ts';
export { calculateSubsidy } from './calculate.ts';
export { isMedicaidExpansionState, MEDICAID_ADULT_LIMIT_FPL_PERCENT } from './eligibility.ts';
export {
  type GuidelineAmounts,
  guidelineAmount,
  guidelineYearFor,
  type PovertyGuidelineTables,
  povertyGuideline,
  povertyGuidelineTables,
} from './fpl.ts';
export { zipCodeInfo } from './place.ts';
export { ratingAreaDataYear } from './rating-area.ts';
export { subsidyResultSchema, zipCodeInfoSchema } from './result-schema.ts';
export { isPlanYear } from './rules.ts';
export { type SubsidyRequestInput, subsidyRequestSchema, toIssues } from './schema.ts';
export { subsidySources } from './sources.ts';
export type { SubsidyResult } from './types.ts';
export { stateCodes, stateName } from './zip.ts';
