/**
 * What the home calculator's figure assumes, in plain words from the API's answer (docs/behaviour.md,
 * "The home calculator"); loaded with the first calculation, so the page's first load does not carry it.
 */
import { defaultPlanYear } from '../../lib/subsidy/rules.ts';
import { childrenShort, countyShort, zeroCreditShort } from '../../lib/subsidy/short-notes.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { listed } from './member-words.ts';
import { monthSpan } from './month-span.ts';
import { stateAverageReason } from './outcome.ts';

export type ResultForAssumptions = Pick<
  SubsidyResult,
  | 'subsidy'
  | 'year'
  | 'outcome'
  | 'fplPercent'
  | 'incomeLimits'
  | 'medicaidChipMembers'
  | 'county'
  | 'countyOptions'
  | 'agesUsed'
  | 'months'
  | 'benchmarkSource'
  | 'benchmarkFallback'
  | 'stateName'
> & { costSharing: Pick<SubsidyResult['costSharing'], 'silverVariation' | 'recommendation'> | null };

export interface Assumptions {
  /** The line's sentences; empty when the figure assumes nothing worth saying. */
  sentences: string[];
  /** The county was assumed among counties in different rating areas: offer to choose it. */
  countyAssumed: boolean;
}

/**
 * The fields the line reads, from an answer that must at least carry a finite subsidy; the others
 * fall back to "nothing to say" when an older API leaves them out.
 */
export function readResult(body: Partial<SubsidyResult>): ResultForAssumptions {
  const { subsidy } = body;
  if (typeof subsidy !== 'number' || !Number.isFinite(subsidy)) throw new Error('The answer had no subsidy');
  return {
    subsidy,
    year: body.year ?? defaultPlanYear(),
    outcome: body.outcome ?? (subsidy > 0 ? 'credit' : 'no-credit'),
    fplPercent: body.fplPercent ?? 0,
    incomeLimits: body.incomeLimits ?? { creditFrom: 100, medicaidUpTo: null, creditUpTo: null, basicHealthProgram: null },
    medicaidChipMembers: Array.isArray(body.medicaidChipMembers) ? body.medicaidChipMembers : [],
    county: body.county ?? null,
    countyOptions: Array.isArray(body.countyOptions) ? body.countyOptions : [],
    agesUsed: Array.isArray(body.agesUsed) ? body.agesUsed : [],
    months: body.months ?? { first: 1, last: 12 },
    benchmarkSource: body.benchmarkSource ?? 'rating-area',
    benchmarkFallback: body.benchmarkFallback ?? null,
    stateName: body.stateName ?? '',
    costSharing: body.costSharing ?? null,
  };
}

/**
 * The silver variation in a few words: '87% silver variation', 'no cost-sharing reductions above
 * 250%' when the household compares metal levels, else null (no credit, nobody to price: the line
 * under the amount says why). Here rather than in plan-choice.ts, so the home page does not load
 * /calculator's wording.
 */
export function variationWords(cs: ResultForAssumptions['costSharing']): string | null {
  if (cs === null) return null;
  if (cs.silverVariation) return `${cs.silverVariation.actuarialValue}% silver variation`;
  return cs.recommendation.plan === 'compare-metals' ? 'no cost-sharing reductions above 250%' : null;
}

/**
 * Beside the amount, in a few words: the plan year, the ages priced and the silver variation ('…
 * for 2027 coverage, assuming ages 40 and 40; 87% silver variation.').
 */
export function describeBasis(r: Pick<ResultForAssumptions, 'year' | 'agesUsed' | 'costSharing'>): string {
  const ages = r.agesUsed.length === 0 ? '' : `, assuming ${r.agesUsed.length === 1 ? 'age' : 'ages'} ${listed(r.agesUsed.map(String))}`;
  const variation = variationWords(r.costSharing);
  return `Based on Silver plan benchmark for ${r.year} coverage${ages}${variation === null ? '' : `; ${variation}`}.`;
}

/**
 * What keeps the amount from being a full year's local figure, said with it: the months it covers
 * when not the whole year, and a state average standing in for the local premium (a ZIP code not on
 * file: check it). Null when neither applies.
 */
export function describeCaution(r: ResultForAssumptions, zip: string): string | null {
  const span = monthSpan(r);
  const average = r.stateName === '' ? null : stateAverageReason(r, zip);
  const sentences = [
    span === null ? null : `For ${span} only: a rule that decides the credit changes during the year.`,
    average === null
      ? null
      : `${average.charAt(0).toUpperCase()}${average.slice(1)}${r.benchmarkFallback === 'zip-not-on-file' ? ', so it is not a local figure: check the ZIP code' : ''}.`,
  ].filter((s): s is string => s !== null);
  return sentences.length === 0 ? null : sentences.join(' ');
}

/** The line under the amount, for a household of `householdSize` with the engine's assumed ages. */
export function describeAssumptions(r: ResultForAssumptions, householdSize: number): Assumptions {
  const county = countyShort(r);
  const children = childrenShort(r.outcome, r.medicaidChipMembers.length, householdSize);
  const sentences = [children, zeroCreditShort(r), county].filter((s): s is string => s !== null);
  return { sentences, countyAssumed: county !== null };
}
