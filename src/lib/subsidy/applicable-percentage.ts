import { z } from 'zod';
import apData from '../../data/subsidy/applicable-percentage.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile } from './data-file.ts';
import type { PlanYear } from './rules.ts';
import { applicableHundredths, type FplRatio } from './sliding-scale.ts';

export { PLAN_YEARS, type PlanYear } from './rules.ts';

const percent = z.number().min(0).max(100);
const band = z
  .tuple([z.number().int().min(0), z.number().int().positive().nullable(), percent, percent])
  .refine(([lo, hi, initial, final]) => (hi === null || hi > lo) && final >= initial, {
    message: 'a band must be [lo, hi, initial, final] with hi > lo (or null) and final >= initial',
  });

const yearSchema = z.object({
  citation: z.string().min(1),
  verification: z.string().min(1),
  bands: z.array(band).min(1),
  upperLimitFplPercent: z.number().int().nullable(),
  /** A job-based offer is affordable at or below this percent of household income (IRC 36B(c)(2)(C)(i)(II)). */
  jobOfferAffordabilityPercent: percent,
});

const apFileSchema = z.object({
  _source: dataSourceSchema,
  ptcLowerLimitFplPercent: z.number().int(),
  years: z.object({ '2025': yearSchema, '2026': yearSchema, '2027': yearSchema }),
});

const tables = parseDataFile('applicable-percentage.json', apFileSchema, apData);

export const applicablePercentageSource = tables._source;

/** IRC 36B(c)(1)(A): no credit below 100 % of the poverty line. */
export const PTC_LOWER_LIMIT_FPL_PERCENT = tables.ptcLowerLimitFplPercent;

export type ApplicablePercentageTable = z.output<typeof yearSchema>;

// By number, so that the engine's many lookups a calculation build no string key.
const byYear = new Map(Object.entries(tables.years).map(([year, table]) => [Number(year), table]));

export function applicablePercentageTable(year: PlanYear): ApplicablePercentageTable {
  const table = byYear.get(year);
  if (!table) throw new RangeError(`no applicable percentage table for plan year ${year}`);
  return table;
}

/** The 400 % cap, or null for 2021-2025 when IRC 36B(c)(1)(E) removed it. */
export function upperLimitFplPercent(year: PlanYear): number | null {
  return applicablePercentageTable(year).upperLimitFplPercent;
}

/**
 * The applicable percentage (IRC 36B(b)(3)(A)) for a household, as a percent with two decimals
 * (7.47), or null above the year's upper limit. Bands are "at least lo but less than hi" except
 * the band ending at 400, which is "not more than 400". Within a band the rate rises linearly
 * (36B(b)(3)(A)(i)) and is "rounded to the nearest one-hundredth of one percent" (26 CFR
 * 1.36B-3(g)(1)), an exact half up. Worked in integer hundredths of a percent so that a value
 * landing on .xx5 rounds up rather than on whichever side the binary double falls.
 *
 * The table alone decides this: eligibility (below 100 %, Medicaid) is eligibility.ts's job.
 */
export function applicablePercentage(year: PlanYear, ratio: FplRatio): number | null {
  const hundredths = applicablePercentageHundredths(year, ratio);
  return hundredths === null ? null : hundredths / 100;
}

export function applicablePercentageHundredths(year: PlanYear, ratio: FplRatio): number | null {
  return applicableHundredths(applicablePercentageTable(year), ratio);
}
