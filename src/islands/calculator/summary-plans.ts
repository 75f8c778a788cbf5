/** The client summary's plans compared (summary.ts): one line of figures per plan the agent entered. */

import type { Metal } from '../../lib/subsidy/rules.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';

export interface PlanLine {
  label: string;
  metal: Metal;
  net: number;
  yearly: number;
  worst: number;
  /** The credit lowers this plan's premium. */
  credited: boolean;
  /** A catastrophic plan, where the household has a credit it cannot take. */
  catastrophicWithoutCredit: boolean;
  fits: boolean;
  /** The reason the answer gives (English) when the plan is not open to the household; null when it is. */
  unavailable: string | null;
  fullYear: boolean;
}

export function planLines(r: SubsidyResult): PlanLine[] {
  const fullYear = r.months.first === 1 && r.months.last === 12;
  return r.plans.map((p) => ({
    label: p.label,
    metal: p.metal,
    net: p.netMonthlyPremium,
    yearly: p.yearlyPremium,
    worst: p.worstCaseYear,
    credited: p.creditApplied > 0,
    catastrophicWithoutCredit: p.metal === 'catastrophic' && r.subsidy > 0,
    fits: p.fitsRecommendation,
    unavailable: p.available ? null : (p.unavailableReason ?? ''),
    fullYear,
  }));
}
