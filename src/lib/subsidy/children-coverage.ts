import { z } from 'zod';
import coverageData from '../../data/subsidy/children-coverage.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile, stateCodeSchema } from './data-file.ts';
import { compareFpl, type FplRatio } from './sliding-scale.ts';
import { stateCodes } from './zip.ts';

const limit = z.number().int().min(100).max(600);
export const coverageFileSchema = z.object({
  _source: dataSourceSchema,
  // [Medicaid under 1, Medicaid 1-5, Medicaid 6-18, separate CHIP under 19 or null]
  states: z.record(stateCodeSchema, z.tuple([limit, limit, limit, limit.nullable()])).superRefine((states, ctx) => {
    const missing = stateCodes.filter((code) => !(code in states));
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: `every state needs its limits; missing ${missing.join(', ')}` });
  }),
});

const coverage = parseDataFile('children-coverage.json', coverageFileSchema, coverageData);

export const childrenCoverageSource = coverage._source;

/** Members under this age are children for Medicaid and CHIP; from 19 the adult rules apply. */
export const CHILD_COVERAGE_AGE_LIMIT = 19;

/** The Medicaid age band of a child: under 1, 1 through 5, 6 through 18. */
export type ChildBand = 'under-1' | '1-5' | '6-18';

export function childBand(age: number): ChildBand {
  return age < 1 ? 'under-1' : age < 6 ? '1-5' : '6-18';
}

const BAND_INDEX: Readonly<Record<ChildBand, 0 | 1 | 2>> = { 'under-1': 0, '1-5': 1, '6-18': 2 };

/**
 * The income limit, in percent of the poverty line, up to which a child of this age is likely
 * covered by Medicaid or CHIP in the state: the larger of the state's Medicaid limit for the
 * child's age band and its separate CHIP limit, if it has one. null from age 19.
 */
export function childCoverageLimit(state: string, age: number): number | null {
  if (age >= CHILD_COVERAGE_AGE_LIMIT) return null;
  const limits = coverage.states[state];
  if (!limits) throw new RangeError(`No children's Medicaid/CHIP limits on file for ${state}`);
  return Math.max(limits[BAND_INDEX[childBand(age)]], limits[3] ?? 0);
}

/** A member the estimate leaves out of the benchmark: likely covered by Medicaid or CHIP. */
export interface CoveredChild {
  /** 0-based position in the household's ages. */
  index: number;
  age: number;
  /** The limit that covers the child, % of the poverty line. */
  limitFplPercent: number;
}

/**
 * The members under 19 whose household is at or below their age band's limit (compared on the
 * exact income / guideline ratio the credit uses, never on a rounded percent).
 */
export function childrenLikelyCovered(state: string, ages: readonly number[], ratio: FplRatio): CoveredChild[] {
  const covered: CoveredChild[] = [];
  ages.forEach((age, index) => {
    const limitFplPercent = childCoverageLimit(state, age);
    if (limitFplPercent !== null && compareFpl(ratio, limitFplPercent) <= 0) covered.push({ index, age, limitFplPercent });
  });
  return covered;
}
