/** The client summary's "who is covered by what" (summary.ts): each member's coverage, from the answer, and who shares it. */

import type { OtherCoverage } from '../../lib/subsidy/rules.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import type { CalculatorInputs } from './form.ts';
import { type Group, groupOf, type Person } from './summary-people.ts';

/** What a member's coverage comes to. */
export type Cover =
  | { kind: 'credit' | 'no-credit' | 'full-price' | 'below-poverty' | 'coverage-gap' }
  | { kind: 'medicaid' | 'chip' | 'bhp'; state: string }
  | { kind: 'job'; employee: Person; tier: 'self-only' | 'family'; monthly: number }
  | { kind: 'other'; coverage: OtherCoverage }
  | { kind: 'not-enrolling' | 'cannot-enroll' | 'status-full-price' };

/** A figure in dollars to the cent. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A member's coverage, from the answer (and the coverage the agent chose, for other coverage). */
function coverOf(r: SubsidyResult, index: number, people: readonly Person[], sent: CalculatorInputs): Cover {
  const m = r.members[index];
  if (!m || m.inCoverageFamily)
    switch (r.outcome) {
      case 'credit':
        return { kind: 'credit' };
      case 'cliff':
        return { kind: 'full-price' };
      case 'coverage-gap':
      case 'below-poverty':
        return { kind: r.outcome };
      default:
        return { kind: 'no-credit' };
    }
  const test = m.offerTest;
  switch (m.reason) {
    case 'medicaid':
      return { kind: 'medicaid', state: r.stateName };
    case 'medicaid-chip-child':
      return { kind: 'chip', state: r.stateName };
    case 'basic-health-program':
      return { kind: 'bhp', state: r.stateName };
    case 'affordable-job-offer':
      return test
        ? { kind: 'job', employee: people[test.employee] ?? (people[0] as Person), tier: test.tier, monthly: cents(test.yearlyShare / 12) }
        : { kind: 'other', coverage: 'job-based-enrolled' };
    case 'other-coverage':
      return { kind: 'other', coverage: sent.members[index]?.otherCoverage ?? 'other' };
    case 'cannot-enroll':
      return { kind: 'cannot-enroll' };
    case 'not-eligible-alien':
      return { kind: 'status-full-price' };
    default:
      return { kind: 'not-enrolling' };
  }
}

/** Each coverage once, with everyone who has it: 'You: …', 'Your wife: …', 'The children: …'. */
export function coversOf(r: SubsidyResult, people: readonly Person[], sent: CalculatorInputs): { who: Group; cover: Cover }[] {
  const byCover = new Map<string, { cover: Cover; positions: number[] }>();
  for (const p of people) {
    const cover = coverOf(r, p.index, people, sent);
    const key = JSON.stringify({ ...cover, employee: 'employee' in cover ? cover.employee.index : null });
    const entry = byCover.get(key) ?? { cover, positions: [] };
    entry.positions.push(p.index);
    byCover.set(key, entry);
  }
  return [...byCover.values()].map(({ cover, positions }) => ({ who: groupOf(positions, people), cover }));
}
