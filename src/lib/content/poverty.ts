// The poverty-guideline quick reference (src/pages/handouts/poverty-guidelines.astro): dollar
// figures from src/data/subsidy/poverty-guidelines.json (the table the subsidy calculator uses),
// percentage columns from the facts registry, so neither is typed twice.
import { z } from 'zod';
import type { Fact } from './types.ts';

const pair = z.object({ first: z.number().positive(), additional: z.number().positive() });

/** The shape of src/data/subsidy/poverty-guidelines.json that the handout relies on. */
export const povertyGuidelinesSchema = z.object({
  _source: z.looseObject({ citation: z.string(), url: z.string() }),
  years: z.record(z.string().regex(/^\d{4}$/), z.looseObject({
    coverageYear: z.number().int(),
    federalRegister: z.string(),
    effective: z.string(),
    contiguous: pair,
    AK: pair,
    HI: pair,
  })),
});
export type PovertyGuidelines = z.output<typeof povertyGuidelinesSchema>;
export type GuidelinePair = z.output<typeof pair>;

/** Facts whose percentages become the table's columns, with what each threshold decides. */
export const THRESHOLD_FACTS: ReadonlyArray<{ name: string; meaning: string }> = [
  { name: 'ptcIncomeRange', meaning: 'premium tax credit income range' },
  { name: 'medicaidAdultLimit', meaning: 'adult Medicaid limit in expansion states' },
  { name: 'csrBandLowest', meaning: 'strongest cost-sharing reduction' },
  { name: 'csrBandMiddle', meaning: 'middle cost-sharing reduction' },
  { name: 'csrBandHighest', meaning: 'smallest cost-sharing reduction' },
];

export const HOUSEHOLD_SIZES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** 100% of the guideline for a household: first person plus each additional person. */
export function guideline({ first, additional }: GuidelinePair, size: number): number {
  return first + (size - 1) * additional;
}

/** The distinct percentages named by the threshold facts, ascending. */
export function thresholdPercents(facts: ReadonlyMap<string, Fact>): number[] {
  const values = THRESHOLD_FACTS.flatMap(({ name }) => {
    const value = facts.get(name)?.value;
    if (value === undefined) throw new Error(`poverty-guideline handout: fact "${name}" is missing from src/content/facts`);
    return typeof value === 'number' ? [value] : Array.isArray(value) ? value : [];
  });
  return [...new Set(values)].sort((a, b) => a - b);
}

export interface GuidelineRow {
  size: number;
  /** Annual income at each percentage, rounded to the nearest dollar. */
  amounts: number[];
}

export function guidelineRows(figures: GuidelinePair, percents: readonly number[]): GuidelineRow[] {
  return HOUSEHOLD_SIZES.map((size) => ({
    size,
    amounts: percents.map((p) => Math.round((guideline(figures, size) * p) / 100)),
  }));
}

/** Guideline years, newest first. */
export function guidelineYears(data: PovertyGuidelines): string[] {
  return Object.keys(data.years).sort((a, b) => Number(b) - Number(a));
}

export const usd = (n: number): string => `$${n.toLocaleString('en-US')}`;
