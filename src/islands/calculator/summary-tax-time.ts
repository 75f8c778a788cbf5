/** The client summary's tax time (summary.ts): the credit paid in advance and what the return would do at other incomes. */

import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { AT_LIMIT, FIXED_ROWS, OVER_LIMIT, RAISE } from './tax-time.ts';

/** A row of the tax-time table in the summary: what the return would do at that income. */
export interface Settled {
  income: number;
  difference: number;
  /** The answer's sentence (English) on why tax time differs from a new estimate; null when it does not. */
  note: string | null;
}

export interface TaxTimeFacts {
  year: number;
  advance: number;
  limited: boolean;
  raise: Settled & { all: boolean };
  /** Above this income the return takes all of it back; null when a raise already crosses it, or no such line. */
  cliff: number | null;
  rows: Settled[];
}

/** The tax-time facts; `said` puts the answer's English notes in the client's words. */
export function taxTimeOf(r: SubsidyResult, said: (sentence: string) => string): TaxTimeFacts | null {
  const t = r.taxTime;
  const [raise, atLimit, over] = [t.scenarios[RAISE], t.scenarios[AT_LIMIT], t.scenarios[OVER_LIMIT]];
  if (t.advanceCredit <= 0 || !raise || !atLimit || !over) return null;
  const all = (s: { difference: number }) => r.incomeLimits.creditUpTo !== null && -s.difference === t.advanceCredit;
  const settled = (s: SubsidyResult['taxTime']['scenarios'][number]): Settled => ({
    income: s.income,
    difference: s.difference,
    note: s.note === null ? null : said(s.note),
  });
  const raiseAll = all(raise) && raise.income > atLimit.income;
  return {
    year: r.year,
    advance: t.advanceCredit,
    limited: t.repaymentLimited,
    raise: { ...settled(raise), all: raiseAll },
    cliff: !raiseAll && all(over) ? atLimit.income : null,
    rows: t.scenarios.slice(FIXED_ROWS).map(settled),
  };
}
