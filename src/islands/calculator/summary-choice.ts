/** The client summary's choice a job offer leaves (summary.ts): its family plan against the Marketplace with the credit. */

import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import type { CalculatorInputs } from './form.ts';
import { cents } from './summary-cover.ts';
import { type Group, groupOf, type Person } from './summary-people.ts';

/** A job offer's family plan against the self-only plan, the Marketplace with the credit and the children's program. */
export interface Choice {
  employee: Person;
  family: { monthly: number; who: Group };
  /** The employee's self-only plan, when the employee keeps it (the credit is not open to them). */
  selfOnly: number | null;
  marketplace: { who: Group; net: number };
  /** The children likely on Medicaid or CHIP whom the family plan would cover. */
  programs: Group | null;
  total: number;
  /** The same, with each plan compared instead of the benchmark plan. */
  plans: { label: string; total: number }[];
}

const amount = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/**
 * The family's choice for each offer with a family share that reaches someone the credit is open
 * to: its family plan against the employee's self-only plan (when the employee keeps it), the
 * Marketplace plan after the credit (the benchmark's, and each plan compared) and the children's
 * Medicaid or CHIP.
 */
export function choicesOf(r: SubsidyResult, people: readonly Person[], sent: CalculatorInputs): Choice[] {
  if (r.outcome !== 'credit') return [];
  const plans = r.plans.filter((p) => p.available && p.metal !== 'catastrophic');
  return sent.jobOffers.flatMap((offer) => {
    const family = amount(offer.familyMonthly);
    const reached = [offer.employee, ...offer.familyMembers].sort((a, b) => a - b);
    const employee = people[offer.employee];
    if (family === null || offer.familyMembers.length === 0 || !employee) return [];
    if (!reached.some((i) => r.coverageFamily.includes(i))) return [];
    const keeps = r.members[offer.employee]?.reason === 'affordable-job-offer' ? amount(offer.selfOnlyMonthly) : null;
    const children = reached.filter((i) => r.medicaidChipMembers.includes(i));
    const total = (net: number) => cents((keeps ?? 0) + net);
    return [
      {
        employee,
        family: { monthly: family, who: groupOf(reached, people) },
        selfOnly: keeps,
        marketplace: { who: groupOf(r.coverageFamily, people), net: r.netBenchmarkPremium },
        programs: children.length === 0 ? null : groupOf(children, people),
        total: total(r.netBenchmarkPremium),
        plans: plans.map((p) => ({ label: p.label, total: total(p.netMonthlyPremium) })),
      },
    ];
  });
}
