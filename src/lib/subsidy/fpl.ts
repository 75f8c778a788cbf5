import { z } from 'zod';
import guidelineData from '../../data/subsidy/poverty-guidelines.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile } from './data-file.ts';
import { divideRoundHalfUp } from './money.ts';
import type { FplRatio } from './sliding-scale.ts';

const amounts = z.object({ first: z.number().int().positive(), additional: z.number().int().positive() });

const guidelineFileSchema = z.object({
  _source: dataSourceSchema,
  years: z.record(
    z.string().regex(/^\d{4}$/),
    z.object({
      coverageYear: z.number().int(),
      federalRegister: z.string().min(1),
      effective: z.iso.date(),
      contiguous: amounts,
      AK: amounts,
      HI: amounts,
    }),
  ),
});

const guidelines = parseDataFile('poverty-guidelines.json', guidelineFileSchema, guidelineData);

export const povertyGuidelineSource = guidelines._source;

export type GuidelineAmounts = z.output<typeof amounts>;
export type PovertyGuidelineTables = z.output<typeof guidelineFileSchema>;

/** Every published table on file, validated (the quick-reference handout prints them all). */
export const povertyGuidelineTables: PovertyGuidelineTables = guidelines;

/** 100 % of the guideline: the first person plus the increment for each additional one. */
export function guidelineAmount({ first, additional }: GuidelineAmounts, familySize: number): number {
  return first + (familySize - 1) * additional;
}

export type GuidelineRegion = 'contiguous' | 'AK' | 'HI';

/** Alaska and Hawaii have their own guidelines; the 48 contiguous states and DC share one. */
export function guidelineRegionFor(state: string): GuidelineRegion {
  return state === 'AK' || state === 'HI' ? state : 'contiguous';
}

/**
 * The guidelines "in effect on the first day of the ... open enrollment period preceding that
 * taxable year" (26 CFR 1.36B-1(h); IRC 36B(d)(3)(B)): HHS publishes in January and open
 * enrollment starts 1 November, so plan year Y uses the guidelines published in Y - 1.
 */
export function guidelineYearFor(planYear: number): number {
  return planYear - 1;
}

export interface PovertyGuideline {
  amount: number;
  guidelineYear: number;
  region: GuidelineRegion;
  federalRegister: string;
}

/** The poverty guideline for a household; above 8 people the increment keeps being added. */
export function povertyGuideline(planYear: number, familySize: number, state: string): PovertyGuideline {
  const guidelineYear = guidelineYearFor(planYear);
  const table = guidelines.years[String(guidelineYear)];
  if (!table) throw new RangeError(`No poverty guidelines on file for ${guidelineYear} (plan year ${planYear})`);
  if (!Number.isInteger(familySize) || familySize < 1)
    throw new RangeError(`familySize must be a whole number of at least 1, got ${familySize}`);
  const region = guidelineRegionFor(state);
  return { amount: guidelineAmount(table[region], familySize), guidelineYear, region, federalRegister: table.federalRegister };
}

/** FPL % rounded to 0.01 (exact half up) for display; decisions use the exact ratio. */
export function fplPercentForDisplay({ income, guideline }: FplRatio): number {
  return divideRoundHalfUp(income * 10_000, guideline) / 100;
}

/**
 * A ratio standing for an FPL % given with up to 4 decimals (132.99 -> 1329900 / 1000000 x 100),
 * for callers and tests that start from a percentage instead of an income.
 */
export function ratioFromPercent(percent: number): FplRatio {
  return { income: Math.round(percent * 10_000), guideline: 1_000_000 };
}
