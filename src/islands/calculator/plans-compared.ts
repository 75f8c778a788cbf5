/**
 * The plans the agent entered, in words for the result (docs/behaviour.md, /calculator): which of
 * them fit the recommendation, and each one's figures as the answer gives them (`plans`), with the
 * deductible as typed. Wording only: the engine prices every plan.
 */

import { formatUsd } from '../../lib/format.ts';
import type { Metal } from '../../lib/subsidy/rules.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import type { PlanInputs } from './form.ts';

type Priced = SubsidyResult['plans'][number];
export type PlanFacts = Pick<SubsidyResult, 'plans' | 'costSharing' | 'months' | 'year'>;

const METAL: Readonly<Record<Metal, string>> = {
  catastrophic: 'Catastrophic',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

export interface PlanColumn {
  label: string;
  metal: string;
  fits: boolean;
  /** Why the plan cannot be bought; null when it can. */
  unavailable: string | null;
  /** The same figures for every plan, in the order of `PlansWords.rows`. */
  figures: { value: string; note?: string }[];
}

export interface PlansWords {
  /** 'Of the plans entered, Silver 73 and Gold fit it.'; null with no plan or no recommendation. */
  fitting: string | null;
  /** The figures' names, one per row of the table. */
  rows: string[];
  columns: PlanColumn[];
}

/** 'a', 'a and b', 'a, b and c' (or 'or'). */
const listed = (items: readonly string[], joint = 'and') =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${joint} ${items.at(-1)}`;

function fittingSentence(r: PlanFacts): string | null {
  const { metals } = r.costSharing.recommendation;
  if (r.plans.length === 0 || metals.length === 0) return null;
  const fit = r.plans.filter((p) => p.fitsRecommendation).map((p) => p.label);
  if (fit.length === 0)
    return `None of the plans entered is ${/^[aeiou]/i.test(metals[0] ?? '') ? 'an' : 'a'} ${listed(metals, 'or')} plan.`;
  return `Of the plans entered, ${listed(fit)} ${fit.length === 1 ? 'fits' : 'fit'} it.`;
}

/** Where the out-of-pocket maximum comes from, in a few words. */
function limitNote(p: Priced, r: PlanFacts): string {
  const who = (limits: { selfOnly: number } | undefined) => (p.outOfPocketMax === limits?.selfOnly ? 'one person' : 'a family');
  switch (p.outOfPocketMaxSource) {
    case 'silver-variation':
      return `the ${r.costSharing.silverVariation?.actuarialValue ?? ''}% silver variation’s, for ${who(r.costSharing.silverVariation?.outOfPocketMax)}`;
    case 'plan-year-limit':
      return `the ${r.year} limit for ${who(r.costSharing.outOfPocketMax)}`;
    case 'zero-cost-sharing':
      return 'no cost sharing (American Indian or Alaska Native)';
    case 'plan':
      return 'the plan’s own';
  }
}

export function describePlans(r: PlanFacts, entered: readonly PlanInputs[]): PlansWords {
  const months = r.months.last - r.months.first + 1;
  const columns = r.plans.map((p, i): PlanColumn => {
    const deductible = entered[i]?.deductible.trim() ?? '';
    return {
      label: p.label,
      metal: METAL[p.metal],
      fits: p.fitsRecommendation,
      unavailable: p.available ? null : p.unavailableReason,
      figures: [
        { value: formatUsd(p.monthlyPremium) },
        p.metal === 'catastrophic'
          ? { value: formatUsd(0), note: 'no credit on a catastrophic plan' }
          : { value: formatUsd(p.creditApplied) },
        { value: formatUsd(p.netMonthlyPremium) },
        { value: formatUsd(p.yearlyPremium) },
        { value: deductible === '' || Number.isNaN(Number(deductible)) ? 'Not given' : formatUsd(Number(deductible)) },
        { value: formatUsd(p.outOfPocketMax), note: limitNote(p, r) },
        { value: formatUsd(p.worstCaseYear) },
        { value: p.fitsRecommendation ? 'Yes' : 'No' },
      ],
    };
  });
  return {
    fitting: fittingSentence(r),
    rows: [
      'Premium a month',
      'Credit a month',
      'After the credit, a month',
      months === 12 ? 'Premiums for the year' : `Premiums for the ${months} months`,
      'Deductible',
      'Out-of-pocket maximum',
      'Worst-case year (premiums and out-of-pocket maximum)',
      'Fits the recommendation',
    ],
    columns,
  };
}
