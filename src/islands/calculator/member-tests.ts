/**
 * For each member the benchmark prices, the tests they passed, in plain words, where the answer
 * shows them (docs/behaviour.md, /calculator): the Medicaid line (the answer's income lines and FPL
 * percent, or the member's bar from Medicaid as the engine applied it, `medicaidBarred`) and a
 * job-based offer that does not rule the credit out (the member's `offerTest`: the yearly share
 * against the limit in dollars). Read from the answer's fields, never from its notes' wording;
 * nothing is worked out again here: a test the answer does not show is not claimed. Loaded with the
 * result panel.
 */
import { formatPercent, formatUsd } from '../../lib/format.ts';
import type { ImmigrationStatus } from '../../lib/subsidy/rules.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { STATUS_LABELS } from './member-labels.ts';

export type ResultForTests = Pick<SubsidyResult, 'members' | 'fplPercent' | 'incomeLimits' | 'stateName' | 'year'>;
type Member = SubsidyResult['members'][number];
type OfferTest = NonNullable<Member['offerTest']>;

/** Under this age the children's Medicaid/CHIP limits apply, from it the adults' (the engine's). */
const CHILD_UNDER = 19;

/**
 * 'the family plan through Person 1’s job: the family share, $10,800.00 a year, is more than the
 * limit of $9,198.00 (10.22% of household income): not affordable'. `percent` is the plan year's
 * affordability percentage, when known.
 */
export function describeOffer(test: OfferTest, index: number, percent?: number): string {
  const whose = test.employee === index ? 'their own job-based offer' : `the family plan through Person ${test.employee + 1}’s job`;
  if (!test.minimumValue) return `${whose} does not meet minimum value`;
  const share = `the ${test.tier === 'family' ? 'family' : 'self-only'} share, ${formatUsd(test.yearlyShare)} a year`;
  const of = percent === undefined ? '' : ` (${formatPercent(percent)} of household income)`;
  return test.affordable
    ? `${whose}: ${share}, is within the limit of ${formatUsd(test.yearlyLimit)}${of}: affordable`
    : `${whose}: ${share}, is more than the limit of ${formatUsd(test.yearlyLimit)}${of}: not affordable`;
}

/** Why Medicaid (or Medicaid/CHIP for a child) did not take the member, when the answer shows it. */
function medicaidTest(r: ResultForTests, m: Member, childrenPricedAnyway: boolean): string | null {
  if (m.age >= CHILD_UNDER) {
    const limit = r.incomeLimits.medicaidUpTo;
    if (limit === null) return null;
    const line = `${r.stateName}’s Medicaid limit for adults (${limit}% of the poverty line)`;
    if (r.fplPercent > limit) return `income above ${line}`;
    return m.medicaidBarred ? `barred from Medicaid by immigration status, though the income is within ${line}` : null;
  }
  if (m.medicaidBarred) return 'barred from Medicaid and CHIP by immigration status';
  if (childrenPricedAnyway) return 'priced on a Marketplace plan, as asked, whatever the state’s Medicaid/CHIP limit';
  // Priced, not barred and not priced anyway: the engine found the household above the child's limit.
  return `household income above ${r.stateName}’s Medicaid/CHIP limit for this age`;
}

/** The status rule a priced noncitizen passed: lawfully present, and from 2027 an eligible alien. */
function statusTest(status: ImmigrationStatus | undefined, year: number): string | null {
  if (status === undefined || status === 'citizen') return null;
  const label = STATUS_LABELS[status].replace(/ \(.*\)$/, '').toLowerCase();
  if (status === 'lpr' || status === 'cuban-haitian-entrant' || status === 'cofa')
    return year >= 2027 ? `an eligible alien (${label}), who keeps the credit` : `lawfully present (${label})`;
  if (status === 'other-lawfully-present') return `lawfully present (${label}), which keeps the credit until plan year 2027`;
  if (status === 'daca') return 'a DACA recipient counted as lawfully present in these months';
  return null;
}

/** The Basic Health Program's band, when the household is above it. */
function programTest(r: ResultForTests): string | null {
  const program = r.incomeLimits.basicHealthProgram;
  return program && r.fplPercent > program.upTo ? `income above ${program.name}’s limit (${program.upTo}% of the poverty line)` : null;
}

/**
 * The tests each member passed, by position (empty for a member left out: the answer's explanation
 * says why): the status rule, the Medicaid line, the Basic Health Program's band, the job-based offer.
 * `offerPercent` is the plan year's affordability percentage, for the offer's wording; `statuses`
 * the members' statuses as the form sent them.
 */
export function passedTests(
  r: ResultForTests,
  childrenPricedAnyway: boolean,
  offerPercent?: number,
  statuses: readonly ImmigrationStatus[] = [],
): string[][] {
  const program = programTest(r);
  return r.members.map((m, i) => {
    if (!m.inCoverageFamily) return [];
    const tests = [statusTest(statuses[i], r.year), medicaidTest(r, m, childrenPricedAnyway), program];
    return [...tests.filter((t): t is string => t !== null), ...(m.offerTest ? [describeOffer(m.offerTest, i, offerPercent)] : [])];
  });
}
