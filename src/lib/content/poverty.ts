// The poverty-guideline quick reference (src/pages/handouts/poverty-guidelines.astro): dollar
// figures from src/data/subsidy/poverty-guidelines.json (the table the subsidy calculator uses),
// percentage columns from the facts registry, so neither is typed twice.
import { type GuidelineAmounts, guidelineAmount, type PovertyGuidelineTables } from '../subsidy/index.ts';
import type { Fact } from './types.ts';

/** Facts whose percentages become the table's columns, with what each threshold decides. */
export const THRESHOLD_FACTS: ReadonlyArray<{ name: string; meaning: string }> = [
  { name: 'ptcIncomeRange', meaning: 'premium tax credit income range' },
  { name: 'medicaidAdultLimit', meaning: 'adult Medicaid limit in expansion states' },
  { name: 'csrBandLowest', meaning: 'strongest cost-sharing reduction' },
  { name: 'csrBandMiddle', meaning: 'middle cost-sharing reduction' },
  { name: 'csrBandHighest', meaning: 'smallest cost-sharing reduction' },
];

export const HOUSEHOLD_SIZES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

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

export function guidelineRows(figures: GuidelineAmounts, percents: readonly number[]): GuidelineRow[] {
  return HOUSEHOLD_SIZES.map((size) => ({
    size,
    amounts: percents.map((p) => Math.round((guidelineAmount(figures, size) * p) / 100)),
  }));
}

/** Guideline years, newest first. */
export function guidelineYears(data: PovertyGuidelineTables): string[] {
  return Object.keys(data.years).sort((a, b) => Number(b) - Number(a));
}

export const usd = (n: number): string => `$${n.toLocaleString('en-US')}`;
