/**
 * Plain words for a /calculator result, written to be read to a client. The result says what it
 * comes to (`outcome`) and carries the state's name and the income lines that decided it, so this
 * module holds wording only, and the browser never loads the tables or zod.
 */
import { formatUsd } from '../../lib/format.ts';
import type { Outcome as OutcomeKind } from '../../lib/subsidy/rules.ts';
import type { SlidingScale } from '../../lib/subsidy/sliding-scale.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { people } from './member-words.ts';
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
  /** Under the engine's `outcomeNotes`, what the page adds: where the working says more, or which box prices children anyway. */
  detail: string | null;
  /** Worth a second look: the client is left without help, or the figure is not a local one because the ZIP code is not on file. */
  warning: boolean;
}

export type ResultForOutcome = Pick<
  SubsidyResult,
  | 'subsidy'
  | 'year'
  | 'outcome'
  | 'stateName'
  | 'incomeLimits'
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

/**
 * What the page adds under the engine's `outcomeNotes`: the members the benchmark leaves out, whose
 * reasons the working gives, or the box that prices children anyway; null when nothing.
 */
function pointer(r: ResultForOutcome): string | null {
  if (r.outcome === 'children-medicaid-chip')
    return 'To price them on a Marketplace plan anyway, tick “Price the children on a Marketplace plan anyway”.';
  if (!PRICED.includes(r.outcome)) return null;
  const out = r.members.flatMap((m, i) => (m.inCoverageFamily ? [] : [i]));
  return out.length === 0 ? null : `${people(out)} ${out.length === 1 ? 'is' : 'are'} not in the benchmark; the working says why.`;
}

function wordOutcome(r: ResultForOutcome): Omit<OutcomeWords, 'warning'> {
  return { kind: r.outcome, headline: headlineOf(r), detail: pointer(r) };
}

function headlineOf(r: ResultForOutcome): string {
  const state = r.stateName;
  switch (r.outcome) {
    case 'children-medicaid-chip':
      return 'Likely covered by Medicaid or CHIP: no Marketplace plan to price';
    case 'credit':
      return `Eligible for a premium tax credit of about ${formatUsd(r.subsidy)} a month`;
    case 'no-credit':
      return 'No premium tax credit: the benchmark plan costs less than the expected contribution';
    case 'basic-health-program':
      return `Likely eligible for ${state}’s Basic Health Program, not the premium tax credit`;
    case 'no-eligible-members':
      return 'No one in this household can get the premium tax credit';
    case 'medicaid':
      return 'Likely eligible for Medicaid, not the premium tax credit';
    case 'below-poverty-medicaid':
      return 'Below the poverty line: likely Medicaid, not the premium tax credit';
    case 'below-poverty':
      return 'Below the poverty line: no premium tax credit';
    case 'coverage-gap':
      return 'In the coverage gap: below the poverty line in a state that has not expanded Medicaid';
    case 'cliff':
      return `Above ${r.incomeLimits.creditUpTo ?? 400}% of the poverty line: no premium tax credit for ${r.year}`;
  }
}
