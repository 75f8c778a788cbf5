/**
 * The answer's words that read no data table, so the browser loads them from here: what the estimate
 * assumes of members it was not given, and the home calculator's short forms of the notes on a $0
 * figure, on children likely on Medicaid/CHIP and on the county assumed (docs/behaviour.md, "Where
 * the answer's words live").
 */
import { formatPercent } from './money.ts';
import { type Outcome, spansRatingAreas } from './rules.ts';

const ASSUMED_MEMBER = 'a US citizen (or green-card holder) seeking Marketplace coverage, with no other coverage';

/** What the estimate takes for granted when the request gave ages, or nothing, instead of members. */
export function assumedMembersNote(withOffers: boolean): string {
  return withOffers
    ? `The estimate takes every member as ${ASSUMED_MEMBER}; list the members, with their immigration status and coverage, to refine it.`
    : `The estimate takes every member as ${ASSUMED_MEMBER} and no job-based offer; list the members, with their immigration status and coverage, and any job-based offer to refine it.`;
}

/** `assumedMembersNote(false)` in one sentence, for the home calculator, which sends neither members nor offers. */
export const ASSUMED_MEMBERS_SHORT = `Assumes everyone is ${ASSUMED_MEMBER} and no job-based offer.`;

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * The children's note (household-notes.ts, `childrenNotes`) in one sentence: the children the
 * estimate leaves out, or that nobody is left to price; null when no child is left out.
 */
export function childrenShort(outcome: Outcome, covered: number, householdSize: number): string | null {
  if (covered === 0) return null;
  if (outcome === 'children-medicaid-chip')
    return 'Every member is a child likely on Medicaid/CHIP, so there is no Marketplace premium to help with.';
  const who = covered === 1 ? 'the child is' : `the ${covered} children are`;
  return `Assumes ${who} on Medicaid/CHIP, so it prices the other ${people(householdSize - covered)}.`;
}

export interface ZeroFacts {
  outcome: Outcome;
  year: number;
  fplPercent: number;
  incomeLimits: { creditUpTo: number | null };
}

/**
 * Why the figure is $0, in one sentence, by what the estimate came to (the notes of
 * eligibility-notes.ts at length); null for a credit, or for children only (`childrenShort`).
 */
export function zeroCreditShort(r: ZeroFacts): string | null {
  const at = formatPercent(r.fplPercent);
  switch (r.outcome) {
    case 'medicaid':
      return `$0 because at ${at} of the poverty line the household likely qualifies for Medicaid instead.`;
    case 'below-poverty-medicaid':
    case 'below-poverty':
    case 'coverage-gap':
      return `$0 because income is below the poverty line (${at}), where there is no credit.`;
    case 'cliff':
      return `$0 because income is above ${r.incomeLimits.creditUpTo ?? 400}% of the poverty line (${at}): no credit for ${r.year} coverage.`;
    case 'basic-health-program':
      return `$0 because at ${at} of the poverty line the state’s Basic Health Program covers adults instead of the credit.`;
    case 'no-eligible-members':
      return '$0 because no member of the household can get the credit.';
    case 'no-credit':
      return '$0 because the benchmark plan costs less than the share of income the household is expected to pay.';
    case 'credit':
    case 'children-medicaid-chip':
      return null;
  }
}

interface CountyFacts {
  county: { fips: string; name: string } | null;
  countyOptions: readonly { fips: string; name: string; ratingArea: number | null }[];
}

/**
 * The county note (benchmark-notes.ts, `countyNotes`) in one sentence: the county priced, where the
 * ZIP code's counties lie in different rating areas; null otherwise.
 */
export function countyShort(r: CountyFacts): string | null {
  if (r.county === null || !spansRatingAreas(r.countyOptions)) return null;
  const priced = r.countyOptions.find((c) => c.fips === r.county?.fips)?.ratingArea;
  const others = r.countyOptions.filter((c) => c.ratingArea !== priced).map((c) => c.name);
  const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${others.at(-1)}`;
  return `Assumes ${r.county.name}; ${list}, also in this ZIP code, ${others.length === 1 ? 'is' : 'are'} in another rating area.`;
}
