/**
 * Plain words for a /calculator result, written to be read to a client. The result says what it
 * comes to (`outcome`) and carries the state's name and the income lines that decided it, so this
 * module holds wording only, and the browser never loads the tables or zod.
 */
import { formatPercent, formatUsd } from '../../lib/format.ts';
import type { Outcome as OutcomeKind } from '../../lib/subsidy/rules.ts';
import type { SlidingScale } from '../../lib/subsidy/sliding-scale.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { listed, people, REASONS } from './member-words.ts';
import { monthSpan } from './month-span.ts';

/**
 * Build-time facts the result does not carry: each plan year's sliding scale, for the chart, its
 * job-offer affordability percentage (10.22 for 2027), for the offer tests' wording, and the year
 * of its local premiums on file.
 */
export interface CalculatorFacts {
  scales: Record<string, SlidingScale>;
  offerPercents: Record<string, number>;
  /** The year of the local benchmark premiums on file for each plan year (2026 for 2027 until 2027's are published). */
  premiumYears: Record<string, number>;
}

export type { OutcomeKind };

/** An outcome in words, for the result panel. */
export interface OutcomeWords {
  kind: OutcomeKind;
  /** What the estimate comes to, with what limits it: the months it covers, a state average standing in for a local premium. */
  headline: string;
  detail: string;
  /** Worth a second look: the client is left without help, or the figure is not a local one because the ZIP code is not on file. */
  warning: boolean;
}

export type ResultForOutcome = Pick<
  SubsidyResult,
  | 'subsidy'
  | 'year'
  | 'fplPercent'
  | 'applicablePercentage'
  | 'expectedMonthlyContribution'
  | 'benchmarkPremium'
  | 'netBenchmarkPremium'
  | 'medicaidChipMembers'
  | 'outcome'
  | 'stateName'
  | 'incomeLimits'
  | 'medicaidStateNote'
  | 'members'
  | 'months'
  | 'benchmarkSource'
  | 'benchmarkFallback'
  | 'county'
  | 'benchmarkEntered'
  | 'coverageFamily'
>;

/** Outcomes whose figures come from the benchmark premium: where a state average stands in, they are not local figures. */
const PRICED: readonly OutcomeKind[] = ['credit', 'no-credit', 'cliff'];
/** Outcomes that leave the client without help: worth a second look from the agent. */
const WARN: readonly OutcomeKind[] = ['cliff', 'coverage-gap'];

/**
 * Why the benchmark is a state average, for the headline, as the answer's `benchmarkFallback` says:
 * the ZIP code not on file (so a mistyped ZIP code never reads as a local figure), or no local
 * premium for the county (no rating area or no premium on file); null when the premium is local or
 * entered, or when the outcome's figures do not come from it.
 */
export function stateAverageReason(
  r: Pick<SubsidyResult, 'benchmarkSource' | 'benchmarkFallback' | 'county' | 'stateName' | 'outcome'>,
  zip = '',
): string | null {
  if (r.benchmarkSource !== 'state-average' || !PRICED.includes(r.outcome)) return null;
  const average = `priced on the ${r.stateName} state average`;
  if (r.benchmarkFallback !== 'zip-not-on-file') return `${average}: no local premium is on file for ${r.county?.name ?? 'its county'}`;
  const code = zip.trim();
  return `${average} because ${code === '' ? 'the ZIP code' : `ZIP code ${code}`} is not on file`;
}

/**
 * Whose premium an entered benchmark is, for the headline: the people priced, and whom the figure
 * covered when it was repriced for them; null when the benchmark was estimated, nobody is priced or
 * the outcome's figures do not come from it.
 */
export function enteredFor(r: Pick<SubsidyResult, 'benchmarkEntered' | 'coverageFamily' | 'outcome'>): string | null {
  const e = r.benchmarkEntered;
  if (e === null || r.coverageFamily.length === 0 || !PRICED.includes(r.outcome)) return null;
  const priced = people(r.coverageFamily);
  return e.scaled ? `on the benchmark entered for ${people(e.members)}, repriced for ${priced}` : `on the benchmark entered for ${priced}`;
}

/** The headline with what limits it: the months first, then in brackets the state average or whose entered benchmark it is. */
function qualified(headline: string, r: ResultForOutcome, zip: string): string {
  const span = monthSpan(r);
  const months = span === null ? headline : `For ${span} only: ${headline.charAt(0).toLowerCase()}${headline.slice(1)}`;
  const basis = stateAverageReason(r, zip) ?? enteredFor(r);
  return basis === null ? months : `${months} (${basis})`;
}

/**
 * The outcome in plain words. `zip` is the ZIP code as sent, named in the headline when it is not on
 * file.
 */
export function describeOutcome(r: ResultForOutcome, zip = ''): OutcomeWords {
  const base = wordOutcome(r);
  const warning = WARN.includes(base.kind) || (r.benchmarkFallback === 'zip-not-on-file' && stateAverageReason(r, zip) !== null);
  return { ...base, headline: qualified(base.headline, r, zip), warning };
}

function wordOutcome(r: ResultForOutcome): Omit<OutcomeWords, 'warning'> {
  const state = r.stateName;
  const fpl = formatPercent(r.fplPercent);
  const floor = `${r.incomeLimits.creditFrom}%`;
  const childrenOut = r.medicaidChipMembers.length;
  const leftOut =
    childrenOut === 0
      ? ''
      : ` The ${childrenOut === 1 ? 'child' : `${childrenOut} children`} likely covered by Medicaid or CHIP ${childrenOut === 1 ? 'is' : 'are'} left out of the benchmark.`;
  // Members left out for a reason of their own (status, coverage, an offer, not enrolling): the credit is the others'.
  const others = r.members.flatMap((m, i) => (m.inCoverageFamily || m.reason === 'medicaid-chip-child' ? [] : [`Person ${i + 1}`]));
  const othersOut =
    others.length === 0 ? '' : ` ${listed(others)} ${others.length === 1 ? 'is' : 'are'} not in the benchmark; the working says why.`;
  const share = `At ${fpl} of the poverty line the client is expected to pay ${formatPercent(r.applicablePercentage ?? 0)} of income, ${formatUsd(r.expectedMonthlyContribution ?? 0)} a month, toward the benchmark silver plan.`;
  const noCredit = `There is no premium tax credit below ${floor} of the poverty line, and this household is at ${fpl}.`;
  switch (r.outcome) {
    case 'children-medicaid-chip':
      return {
        kind: r.outcome,
        headline: 'Likely covered by Medicaid or CHIP: no Marketplace plan to price',
        detail: `Every member is a child under 19, and at ${fpl} of the poverty line the household is within ${state}’s Medicaid/CHIP limit for their ages. A child who can get Medicaid or CHIP cannot get the premium tax credit. Apply through ${state}’s Medicaid/CHIP agency or on the Marketplace application; if the state finds the children ineligible, tick “Price the children on a Marketplace plan anyway”.`,
      };
    case 'credit':
      return {
        kind: r.outcome,
        headline: `Eligible for a premium tax credit of about ${formatUsd(r.subsidy)} a month`,
        detail: `${share} The credit pays the rest of the benchmark premium, so the benchmark plan would cost ${formatUsd(r.netBenchmarkPremium)} a month. The credit can go toward any bronze, silver, gold or platinum plan.${leftOut}${othersOut}`,
      };
    case 'no-credit':
      return {
        kind: r.outcome,
        headline: 'No premium tax credit: the benchmark plan costs less than the expected contribution',
        detail: `${share} The benchmark premium, ${formatUsd(r.benchmarkPremium)} a month, is no more than that, so the credit comes to ${formatUsd(0)}.${leftOut}${othersOut}`,
      };
    case 'basic-health-program':
      return {
        kind: r.outcome,
        headline: `Likely eligible for ${state}’s Basic Health Program, not the premium tax credit`,
        detail: `At ${fpl} of the poverty line ${state}’s Basic Health Program covers the adults instead of a Marketplace plan with the credit, and anyone else in the household is likely covered by Medicaid or CHIP, so the credit is ${formatUsd(0)}. The working names the program and who it takes; apply on the state’s Marketplace application, which sends the client on to it.`,
      };
    case 'no-eligible-members':
      return {
        kind: r.outcome,
        headline: 'No one in this household can get the premium tax credit',
        detail: `Every member is left out of the benchmark (${listed([...new Set(r.members.map((m) => REASONS[m.reason ?? 'not-enrolling']))])}), so the credit is ${formatUsd(0)}. The working gives each person’s reason. A member who can enroll can still buy a Marketplace plan at full price.`,
      };
    case 'medicaid':
      return {
        kind: r.outcome,
        headline: 'Likely eligible for Medicaid, not the premium tax credit',
        detail: `${state} has expanded Medicaid to adults with income up to ${r.incomeLimits.medicaidUpTo}% of the poverty line, and this household is at ${fpl}. Someone who qualifies for Medicaid cannot get the premium tax credit, so refer the client to ${state}'s Medicaid program.`,
      };
    case 'below-poverty-medicaid':
      return {
        kind: r.outcome,
        headline: 'Below the poverty line: likely Medicaid, not the premium tax credit',
        detail: `${noCredit} ${state} has expanded Medicaid, so the client likely qualifies for Medicaid instead. Refer them to ${state}'s Medicaid program.`,
      };
    case 'below-poverty':
      return {
        kind: r.outcome,
        headline: 'Below the poverty line: no premium tax credit',
        detail: `${noCredit} ${r.medicaidStateNote ?? ''}`.trim(),
      };
    case 'coverage-gap':
      return {
        kind: r.outcome,
        headline: `In the coverage gap: below the poverty line in a state that has not expanded Medicaid`,
        detail: `${noCredit} ${state} has not expanded Medicaid, so an adult here may get neither the credit nor Medicaid, unless they qualify for Medicaid another way (for example as a parent, during pregnancy or with a disability).`,
      };
    case 'cliff': {
      const limit = `${r.incomeLimits.creditUpTo ?? 400}%`;
      return {
        kind: r.outcome,
        headline: `Above ${limit} of the poverty line: no premium tax credit for ${r.year}`,
        detail: `This household is at ${fpl}. The enhanced credits that removed the ${limit} limit for 2021 through 2025 expired at the end of 2025, so from 2026 coverage income above ${limit} gets no credit at all (the "subsidy cliff"). The client would pay the full premium, ${formatUsd(r.benchmarkPremium)} a month for the benchmark plan.`,
      };
    }
  }
}
