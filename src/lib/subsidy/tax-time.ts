/**
 * The tax-time picture: the advance credit the estimate pays for the year, and what the return
 * would take back (or pay out) if the year's income ended otherwise, worked as Form 8962 works it
 * (docs/behaviour.md, "At tax time"). Tables and sources: src/data/subsidy/reconciliation.json.
 */
import { z } from 'zod';
import reconciliationData from '../../data/subsidy/reconciliation.json' with { type: 'json' };
import { applicablePercentageHundredths, PTC_LOWER_LIMIT_FPL_PERCENT, upperLimitFplPercent } from './applicable-percentage.ts';
import { dataSourceSchema, parseDataFile } from './data-file.ts';
import { centsToDollars, divideRoundHalfUp, formatUsdWhole } from './money.ts';
import type { PlanYear } from './rules.ts';
import { compareFpl } from './sliding-scale.ts';

const reconciliationFileSchema = z.object({
  _source: dataSourceSchema,
  years: z.record(
    z.string().regex(/^\d{4}$/),
    z.object({
      repaymentLimits: z.array(z.object({ belowFplPercent: z.number().int(), single: z.number().int(), other: z.number().int() })),
      citation: z.string().min(1),
      url: z.url(),
      verification: z.string().min(1),
    }),
  ),
});

const file = parseDataFile('reconciliation.json', reconciliationFileSchema, reconciliationData);
const limitsByYear = new Map(Object.entries(file.years).map(([year, y]) => [Number(year), y.repaymentLimits]));

export const reconciliationSource = file._source;

/** The last tax year whose excess advance credit had a repayment limit (2025). */
export const LAST_LIMITED_TAX_YEAR = Math.max(...[...limitsByYear].flatMap(([year, limits]) => (limits.length > 0 ? [year] : [])));

/** Months of the year that share one coverage family, with what the estimate pays in them (cents). */
export interface CoveredMonths {
  months: number;
  /** The coverage family's monthly benchmark premium; 0 when no one is priced. */
  benchmarkCents: number;
  /** The advance credit a month at the projected income. */
  advanceCents: number;
}

export interface TaxTimeScenario {
  /** Plain words for the row: "Income as estimated", "25% lower", "Just over 400% of the poverty line". */
  label: string;
  income: number;
  /** Form 8962 line 5: the poverty-line percentage with its decimals dropped. */
  fplPercent: number;
  /** The credit the return allows for the year, US dollars. */
  allowedCredit: number;
  /** Allowed less advance: above 0 the return pays it out, below 0 the household repays it (US dollars). */
  difference: number;
  /** The part of an excess the return does not take back because of the year's repayment limit (US dollars). */
  forgiven: number;
  /** For a year-end income's row: why a new estimate at that income would differ, in one sentence; else null. */
  note: string | null;
}

export interface TaxTimePicture {
  /** Advance credit paid over the year at the projected income, US dollars. */
  advanceCredit: number;
  /** Whether the plan year limits repayment (to 2025) or takes back every excess dollar (from 2026). */
  repaymentLimited: boolean;
  /** The first row is the estimate itself as the form works it: its difference is what the form's rounding changes. */
  scenarios: TaxTimeScenario[];
}

export interface TaxTimeInput {
  year: PlanYear;
  income: number;
  guideline: number;
  familySize: number;
  periods: readonly CoveredMonths[];
  /** Incomes the year may end with, each a row after the fixed ones. */
  yearEndIncomes?: readonly number[];
  /** The note of a year-end income's row, from the credit the return allows there (cents). */
  noteFor?: (ended: number, allowedCents: number) => string | null;
}

/**
 * Form 8962 line 5: household income as a percentage of the poverty line, decimals dropped; above
 * the year's upper limit (400 from 2026) the form enters the limit plus one, 401.
 */
export function form8962FplPercent(income: number, guideline: number, upperLimit: number | null = null): number {
  if (upperLimit !== null && compareFpl({ income, guideline }, upperLimit) > 0) return upperLimit + 1;
  return Math.floor((income * 100) / guideline);
}

// The applicable figure of each whole percentage, as the Form 8962 instructions tabulate it: worked
// once per plan year and percentage (null above the year's upper limit).
const figures = new Map<PlanYear, (number | null | undefined)[]>();

function applicableFigure(year: PlanYear, wholePercent: number): number | null {
  let byPercent = figures.get(year);
  if (!byPercent) {
    byPercent = [];
    figures.set(year, byPercent);
  }
  let figure = byPercent[wholePercent];
  if (figure === undefined) {
    figure = applicablePercentageHundredths(year, { income: wholePercent, guideline: 100 });
    if (wholePercent <= 1000) byPercent[wholePercent] = figure;
  }
  return figure;
}

/**
 * The credit the return allows for the year at `income`, in cents: the applicable figure for the
 * whole percentage (line 7), the yearly and monthly contributions rounded to the dollar (lines 8a,
 * 8b), the benchmark less the contribution each month. None above 400 % (tested before the decimals
 * are dropped). Below 100 % only a taxpayer who received advance payments for the year stays an
 * applicable taxpayer (26 CFR 1.36B-2(b)(6)), and takes the table's first figure; with none paid,
 * none.
 */
export function allowedCreditCents(year: PlanYear, income: number, guideline: number, periods: readonly CoveredMonths[]): number {
  const limit = upperLimitFplPercent(year);
  if (limit !== null && compareFpl({ income, guideline }, limit) > 0) return 0;
  if (compareFpl({ income, guideline }, PTC_LOWER_LIMIT_FPL_PERCENT) < 0 && !periods.some((p) => p.months > 0 && p.advanceCents > 0))
    return 0;
  const figure = applicableFigure(year, Math.max(form8962FplPercent(income, guideline), 0));
  if (figure === null) return 0;
  const yearly = divideRoundHalfUp(income * figure, 10_000);
  const monthlyCents = divideRoundHalfUp(yearly, 12) * 100;
  let allowed = 0;
  for (const p of periods) if (p.benchmarkCents > 0) allowed += p.months * Math.max(0, p.benchmarkCents - monthlyCents);
  return allowed;
}

/**
 * The most of an excess advance the return takes back in `year` at a Form 8962 line 5 percentage
 * (US dollars), or null when nothing limits it: from 2026, and at 400 % and above in any year.
 */
export function repaymentLimit(year: number, fplPercent: number, familySize: number): number | null {
  const row = (limitsByYear.get(year) ?? []).find((r) => fplPercent < r.belowFplPercent);
  // The table has two columns: single filers, and every other filing status; a household of one is taken as single.
  return row ? (familySize === 1 ? row.single : row.other) : null;
}

/** The part of an excess advance the year's limit forgives (cents); none from 2026. */
function forgiven(year: PlanYear, fplPercent: number, familySize: number, excessCents: number): number {
  const limit = repaymentLimit(year, fplPercent, familySize);
  if (limit === null || excessCents <= 0) return 0;
  return Math.max(0, excessCents - 100 * limit);
}

/** The rows: the estimate itself, 25 % and 10 % lower and higher, exactly at 400 % and a dollar over it. */
const ROWS: ReadonlyArray<{ label: string; income: (income: number, guideline: number) => number }> = [
  { label: 'Income as estimated', income: (income) => income },
  { label: '25% lower', income: (income) => Math.round(income * 0.75) },
  { label: '10% lower', income: (income) => Math.round(income * 0.9) },
  { label: '10% higher', income: (income) => Math.round(income * 1.1) },
  { label: '25% higher', income: (income) => Math.round(income * 1.25) },
  { label: 'At 400% of the poverty line', income: (_, guideline) => 4 * guideline },
  { label: 'Just over 400% of the poverty line', income: (_, guideline) => 4 * guideline + 1 },
];

export function taxTimePicture(input: TaxTimeInput): TaxTimePicture {
  const { year, income, guideline, familySize, periods, yearEndIncomes = [], noteFor } = input;
  const advanceCents = periods.reduce((sum, p) => sum + p.months * p.advanceCents, 0);
  const limited = (limitsByYear.get(year)?.length ?? 0) > 0;
  const upperLimit = upperLimitFplPercent(year);
  const rows = [
    ...ROWS.map(({ label, income: endedWith }) => ({ label, ended: endedWith(income, guideline), asked: false })),
    ...yearEndIncomes.map((ended) => ({ label: `Year ends at ${formatUsdWhole(ended)}`, ended, asked: true })),
  ];
  const scenarios = rows.map(({ label, ended, asked }): TaxTimeScenario => {
    const allowedCents = allowedCreditCents(year, ended, guideline, periods);
    const fplPercent = form8962FplPercent(ended, guideline, upperLimit);
    const forgivenCents = limited ? forgiven(year, fplPercent, familySize, advanceCents - allowedCents) : 0;
    return {
      label,
      income: ended,
      fplPercent,
      allowedCredit: centsToDollars(allowedCents),
      difference: centsToDollars(allowedCents - advanceCents + forgivenCents),
      forgiven: centsToDollars(forgivenCents),
      note: asked && noteFor ? noteFor(ended, allowedCents) : null,
    };
  });
  return { advanceCredit: centsToDollars(advanceCents), repaymentLimited: limited, scenarios };
}
