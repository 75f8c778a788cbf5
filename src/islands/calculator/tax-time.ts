/**
 * The tax-time picture in plain words (docs/behaviour.md, "At tax time", and /calculator): the
 * advance credit for the year, for each year-end income the answer works out (`taxTime.scenarios`)
 * what Form 8962 allows and what the household repays or gets back, the plan year's repayment rule,
 * and what the form's rounding changes even at the estimated income; and one line of it for the
 * client summary. Words, never signs: "repays $1,234.56", "gets back $78.00". Wording only: the
 * engine works out every figure.
 */
import { formatUsd, formatUsdWhole } from '../../lib/format.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';

type TaxTime = SubsidyResult['taxTime'];
type Scenario = TaxTime['scenarios'][number];

// The answer's rows, in its documented order (docs/api.md): as estimated, 25 % and 10 % lower and
// higher, at 400 % of the poverty line and a dollar over it.
const ESTIMATE = 0;
const RAISE = 3;
const AT_LIMIT = 5;
const OVER_LIMIT = 6;

export interface TaxTimeRow {
  label: string;
  income: string;
  /** Form 8962 line 5: the percentage with its decimals dropped, '346%'. */
  fpl: string;
  allowed: string;
  /** 'repays $771.00', 'gets back $765.00', 'neither repays nor gets back'; in 2025 with the limit, 'repays $1,625.00 (the 2025 limit; $101.44 forgiven)'. */
  settles: string;
  direction: 'repays' | 'gets-back' | 'even';
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

export function describeTaxTime(r: Pick<SubsidyResult, 'taxTime' | 'year'>): TaxTimeView {
  const t = r.taxTime;
  return {
    advance: `The advance credit for ${r.year}: ${formatUsd(t.advanceCredit)}, paid month by month at the estimated income.`,
    rows: t.scenarios.map((s) => ({
      label: s.label,
      income: formatUsdWhole(s.income),
      fpl: `${s.fplPercent}%`,
      allowed: formatUsd(s.allowedCredit),
      ...settles(s, r.year),
    })),
    rule: repaymentRule(t, r.year),
    rounding: roundingSentence(t),
  };
}

/**
 * One line of the tax-time picture for the client summary: what a 10% raise would cost at tax time,
 * and, in a year with the 400% limit, that the household would repay all of it above that line (or
 * that the raise itself crosses it). Null without an advance credit.
 */
export function taxTimeLine(r: Pick<SubsidyResult, 'taxTime' | 'incomeLimits'>): string | null {
  const t = r.taxTime;
  const raise = t.scenarios[RAISE];
  const atLimit = t.scenarios[AT_LIMIT];
  const over = t.scenarios[OVER_LIMIT];
  if (t.advanceCredit <= 0 || !raise || !atLimit || !over) return null;
  const advance = formatUsd(t.advanceCredit);
  const all = (s: Scenario) => r.incomeLimits.creditUpTo !== null && s.allowedCredit === 0 && -s.difference === t.advanceCredit;
  const ends = `At tax time: if income ends 10% higher (${formatUsdWhole(raise.income)})`;
  if (all(raise) && raise.income > atLimit.income)
    return `${ends}, above 400% of the poverty line, the household would repay all ${advance} of the advance credit.`;
  const owed =
    raise.difference < 0
      ? `would repay ${formatUsd(-raise.difference)} of the ${advance} advance credit`
      : raise.difference > 0
        ? `would get ${formatUsd(raise.difference)} back`
        : 'would neither repay nor get back anything';
  const cliff = all(over) ? `; above ${formatUsdWhole(atLimit.income)} (400% of the poverty line) it would repay all of it` : '';
  return `${ends}, the household ${owed}${cliff}.`;
}
