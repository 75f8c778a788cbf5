// The poverty-guideline quick reference (src/pages/handouts/poverty-guidelines.astro): dollar
// figures from src/data/subsidy/poverty-guidelines.json (the table the subsidy calculator uses),
// percentage columns from the facts registry, so neither is typed twice.
// The tables and the formula are the subsidy engine's (src/lib/subsidy/fpl.ts), validated once there.
import { type GuidelineAmounts, guidelineAmount, type PovertyGuidelineTables, povertyGuidelineTables } from '../subsidy/index.ts';
import { isYearly } from './facts.ts';
import { type ContentProblem, contentError } from './issues.ts';
import type { Entry, Fact, FactEntry } from './types.ts';

/** Registry facts that repeat a figure of the engine's table, so slides can quote it with its source. */
export const GUIDELINE_FACTS: ReadonlyArray<{ name: string; field: keyof GuidelineAmounts }> = [
  { name: 'povertyGuidelineFirstPerson', field: 'first' },
  { name: 'povertyGuidelineAdditionalPerson', field: 'additional' },
];

/**
 * The guideline facts must agree with src/data/subsidy/poverty-guidelines.json (48 contiguous
 * states and DC) for every plan year they give: coverage year Y uses the guidelines of Y - 1.
 */
export function checkGuidelineFacts(
  facts: readonly Entry<FactEntry>[],
  tables: PovertyGuidelineTables = povertyGuidelineTables,
): ContentProblem[] {
  const errors: ContentProblem[] = [];
  for (const { name, field } of GUIDELINE_FACTS) {
    const entry = facts.find((f) => f.id === name);
    if (!entry || !isYearly(entry.data)) continue;
    for (const [year, figure] of Object.entries(entry.data.byPlanYear)) {
      const table = tables.years[String(Number(year) - 1)];
      const expected = table?.contiguous[field];
      if (expected === undefined) {
        errors.push(
          contentError(
            entry.filePath,
            `${name}.byPlanYear.${year}`,
            `has no guidelines of ${Number(year) - 1} to agree with; expected that year in src/data/subsidy/poverty-guidelines.json`,
          ),
        );
      } else if (figure.value !== expected) {
        errors.push(
          contentError(
            entry.filePath,
            `${name}.byPlanYear.${year}.value`,
            `${JSON.stringify(figure.value)} differs from the subsidy engine's table; expected ${expected} (src/data/subsidy/poverty-guidelines.json, ${Number(year) - 1} guidelines)`,
          ),
        );
      }
    }
  }
  return errors;
}

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
