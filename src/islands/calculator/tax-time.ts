/**
 * The tax-time picture in plain words (docs/behaviour.md, "At tax time", and /calculator): the
 * advance credit for the year, for each year-end income the answer works out (`taxTime.scenarios`)
 * what Form 8962 allows and what the household repays or gets back, the plan year's repayment rule,
 * what the form's rounding changes even at the estimated income, and the incomes the agent types for
 * rows of their own, checked as the API takes them. Words, never signs: "repays $1,234.56", "gets
 * back $78.00". Wording only: the engine works out every figure.
 */
import { formatUsd, formatUsdWhole } from '../../lib/format.ts';
import { MAX_INCOME, MAX_YEAR_END_INCOMES } from '../../lib/subsidy/rules.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';

type TaxTime = SubsidyResult['taxTime'];
type Scenario = TaxTime['scenarios'][number];

// The answer's rows, in its documented order (docs/api.md): as estimated, 25 % and 10 % lower and
// higher, at 400 % of the poverty line and a dollar over it.
const ESTIMATE = 0;
export const RAISE = 3;
export const AT_LIMIT = 5;
export const OVER_LIMIT = 6;
/** The rows the answer always has; those after them are the request's `yearEndIncomes`. */
export const FIXED_ROWS = 7;

export interface TaxTimeRow {
  label: string;
  income: string;
  /** Form 8962 line 5: the percentage with its decimals dropped, '346%'. */
  fpl: string;
  allowed: string;
  /** 'repays $771.00', 'gets back $765.00', 'neither repays nor gets back'; in 2025 with the limit, 'repays $1,625.00 (the 2025 limit; $101.44 forgiven)'. */
  settles: string;
  direction: 'repays' | 'gets-back' | 'even';
  /** Why the return's credit differs from a new estimate at that income, for a row of the agent's own; null otherwise. */
  note: string | null;
}

export interface TaxTimeView {
  /** 'The advance credit for 2027: $16,529.40, paid month by month at the estimated income.' */
  advance: string;
  rows: TaxTimeRow[];
  /** The plan year's repayment rule, in one sentence. */
  rule: string;
  /** What Form 8962's rounding changes at the estimated income, in one sentence; null when nothing. */
  rounding: string | null;
}

/** What the return settles for a row, in words. */
function settles(s: Scenario, year: number): Pick<TaxTimeRow, 'settles' | 'direction'> {
  if (s.difference > 0) return { settles: `gets back ${formatUsd(s.difference)}`, direction: 'gets-back' };
  if (s.difference === 0 && s.forgiven === 0) return { settles: 'neither repays nor gets back', direction: 'even' };
  const limit = s.forgiven > 0 ? ` (the ${year} limit; ${formatUsd(s.forgiven)} forgiven)` : '';
  return { settles: `repays ${formatUsd(-s.difference)}${limit}`, direction: 'repays' };
}

/** The repayment rule for the plan year, in one sentence. */
export function repaymentRule(t: Pick<TaxTime, 'repaymentLimited'>, year: number): string {
  return t.repaymentLimited
    ? `For ${year} coverage the return takes back at most a limit set by income and filing status while income stays under 400% of the poverty line (the table applies it, a household of one as a single filer), and every dollar from 400% up.`
    : `For ${year} coverage there is no repayment limit: the return takes back every dollar of advance credit the year’s income does not support.`;
}

/** What the form's rounding changes at the estimated income: the first row's difference. */
function roundingSentence(t: TaxTime): string | null {
  const first = t.scenarios[ESTIMATE];
  if (!first || first.difference === 0) return null;
  const amount = formatUsd(Math.abs(first.difference));
  const way = first.difference < 0 ? `${amount} less than the advance, which the household repays` : `${amount} more, which it gets back`;
  return `Even at the estimated income the return allows ${formatUsd(first.allowedCredit)}, ${way}: Form 8962 drops the decimals of the poverty-line percentage and rounds the contributions to whole dollars.`;
}

export function describeTaxTime(r: { taxTime: TaxTime; year: number }): TaxTimeView {
  const t = r.taxTime;
  return {
    advance: `The advance credit for ${r.year}: ${formatUsd(t.advanceCredit)}, paid month by month at the estimated income.`,
    rows: t.scenarios.map((s) => ({
      label: s.label,
      income: formatUsdWhole(s.income),
      fpl: `${s.fplPercent}%`,
      allowed: formatUsd(s.allowedCredit),
      ...settles(s, r.year),
      note: s.note,
    })),
    rule: repaymentRule(t, r.year),
    rounding: roundingSentence(t),
  };
}

/**
 * An income the agent types for a row of the table, read as the API takes it: whole dollars from 0
 * to MAX_INCOME ('$80,000' and '80 000' too), not one already added, and no more than
 * MAX_YEAR_END_INCOMES rows of the agent's own. The message says what to type instead.
 */
export function readYearEndIncome(text: string, added: readonly string[]): { income: string } | { error: string } {
  const typed = text.replace(/[$,\s]/g, '');
  if (added.length >= MAX_YEAR_END_INCOMES)
    return { error: `The table takes up to ${MAX_YEAR_END_INCOMES} incomes of your own: remove one to add another.` };
  if (typed === '') return { error: 'Enter the income the year may end with, in whole dollars, like 80000.' };
  if (!/^\d+$/.test(typed)) return { error: 'Enter the income in whole dollars, digits only, like 80000.' };
  const income = Number(typed);
  if (income > MAX_INCOME) return { error: `Enter an income of at most ${formatUsdWhole(MAX_INCOME)}.` };
  if (added.includes(String(income))) return { error: `The table already has a row for ${formatUsdWhole(income)}.` };
  return { income: String(income) };
}
