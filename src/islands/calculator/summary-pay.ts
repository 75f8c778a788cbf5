/** The client summary's "what you would pay each month" (summary.ts): the benchmark plan for the people priced, or why there is no credit. */

import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { type Group, groupOf, type Person } from './summary-people.ts';

/** What the people priced pay a month for the benchmark plan, or why nobody gets the credit. */
export type Pay =
  | { kind: 'credit'; who: Group; benchmark: number; credit: number; net: number; reduced: { from: number; to: number } | null }
  | { kind: 'no-credit'; who: Group; benchmark: number; contribution: number }
  | { kind: 'cliff'; who: Group; benchmark: number }
  | { kind: 'coverage-gap'; state: string }
  | { kind: 'below-poverty' };

export function payOf(r: SubsidyResult, people: readonly Person[]): Pay | null {
  const who = groupOf(r.coverageFamily, people);
  const sv = r.costSharing.silverVariation;
  const one = r.coverageFamily.length === 1;
  switch (r.outcome) {
    case 'credit':
      return {
        kind: 'credit',
        who,
        benchmark: r.benchmarkPremium,
        credit: r.subsidy,
        net: r.netBenchmarkPremium,
        reduced:
          sv === null
            ? null
            : one
              ? { from: r.costSharing.outOfPocketMax.selfOnly, to: sv.outOfPocketMax.selfOnly }
              : { from: r.costSharing.outOfPocketMax.family, to: sv.outOfPocketMax.family },
      };
    case 'no-credit':
      return { kind: 'no-credit', who, benchmark: r.benchmarkPremium, contribution: r.expectedMonthlyContribution ?? 0 };
    case 'cliff':
      return { kind: 'cliff', who, benchmark: r.benchmarkPremium };
    case 'coverage-gap':
      return { kind: 'coverage-gap', state: r.stateName };
    case 'below-poverty':
      return { kind: 'below-poverty' };
    default:
      return null;
  }
}
