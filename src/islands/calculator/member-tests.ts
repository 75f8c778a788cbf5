/**
 * For each member the benchmark prices, the tests they passed, in plain words, where the answer
 * shows them (docs/behaviour.md, /calculator): the Medicaid line (the answer's income lines and FPL
 * percent, or the bar from Medicaid the form sent) and a job-based offer that does not rule the
 * credit out (the answer's notes, which name the member and give the share against the plan year's
 * percentage). Nothing is worked out again here: a test the answer does not show is not claimed.
 * Loaded with the result panel.
 */
import type { MemberInputs } from '../../lib/calculator-url.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';

export type ResultForTests = Pick<SubsidyResult, 'members' | 'notes' | 'fplPercent' | 'incomeLimits' | 'stateName'>;

/** Under this age the children's Medicaid/CHIP limits apply, from it the adults' (the engine's). */
const CHILD_UNDER = 19;

// The engine's notes on offers that leave someone in the benchmark (src/lib/subsidy/member-notes.ts, offerNotes).
const SELF_ONLY = /^The job-based offer to (.+?) does not rule out the credit: (.+)\.$/;
const FAMILY = /^The family offer from the job of person (\d+) does not rule out the credit for (.+?): (.+)\.$/;
const NOT_AFFORDABLE = /^(.+): it is not affordable$/;
const NOT_MINIMUM_VALUE = 'the plan does not meet minimum value';

/** 'their own job-based offer is not affordable (the self-only share, … more than 10.22% for 2027)'. */
function offerPhrase(whose: string, reason: string): string {
  const unaffordable = NOT_AFFORDABLE.exec(reason);
  if (unaffordable) return `${whose} is not affordable (${unaffordable[1]})`;
  if (reason === NOT_MINIMUM_VALUE) return `${whose} does not meet minimum value`;
  return `${whose} does not rule out the credit: ${reason}`;
}

/** What the notes say about an offer that leaves member `index` in the benchmark. */
function offerTests(notes: readonly string[], index: number, age: number): string[] {
  const name = `person ${index + 1} (age ${age})`;
  const names = (list: string) => list.split(/, | and /).includes(name);
  return notes.flatMap((note) => {
    const own = SELF_ONLY.exec(note);
    if (own?.[1] !== undefined && own[2] !== undefined && names(own[1])) return [offerPhrase('their own job-based offer', own[2])];
    const family = FAMILY.exec(note);
    if (family?.[2] !== undefined && family[3] !== undefined && names(family[2]))
      return [offerPhrase(`the family plan through Person ${family[1]}’s job`, family[3])];
    return [];
  });
}

/**
 * The statuses whose bar from Medicaid the API may decide for itself (other lawfully present from
 * 1 October 2026), so that a child of that status in the benchmark is not necessarily above the
 * children's limit.
 */
const BAR_DECIDED_BY_API: readonly string[] = ['other-lawfully-present', 'daca'];

/** Why Medicaid (or Medicaid/CHIP for a child) did not take the member, when the answer shows it. */
function medicaidTest(r: ResultForTests, age: number, sent: MemberInputs | undefined, childrenPricedAnyway: boolean): string | null {
  const barred = sent?.medicaidBarredByStatus === true;
  if (age >= CHILD_UNDER) {
    const limit = r.incomeLimits.medicaidUpTo;
    if (limit === null) return null;
    const line = `${r.stateName}’s Medicaid limit for adults (${limit}% of the poverty line)`;
    if (r.fplPercent > limit) return `income above ${line}`;
    return barred ? `barred from Medicaid by immigration status, though the income is within ${line}` : null;
  }
  if (barred) return 'barred from Medicaid and CHIP by immigration status';
  if (childrenPricedAnyway) return 'priced on a Marketplace plan, as asked, whatever the state’s Medicaid/CHIP limit';
  if (BAR_DECIDED_BY_API.includes(sent?.immigrationStatus ?? 'citizen')) return null;
  return `household income above ${r.stateName}’s Medicaid/CHIP limit for this age`;
}

/**
 * The tests each member passed, by position (empty for a member left out: the answer's explanation
 * says why). `sent` is the members as the form sent them (to know who was barred from Medicaid).
 */
export function passedTests(r: ResultForTests, sent: readonly MemberInputs[], childrenPricedAnyway: boolean): string[][] {
  return r.members.map((m, i) => {
    if (!m.inCoverageFamily) return [];
    const medicaid = medicaidTest(r, m.age, sent[i], childrenPricedAnyway);
    return [...(medicaid === null ? [] : [medicaid]), ...offerTests(r.notes, i, m.age)];
  });
}
