// Stage 7 of calculateSubsidy: the answer in plain words, the notes and why each member left out of
// the benchmark is left out (notes.ts and the modules it reads word them).
import { upperLimitFplPercent } from '../applicable-percentage.ts';
import { childrenLikelyCovered } from '../children-coverage.ts';
import type { Exclusion } from '../coverage-family.ts';
import { explainExclusion, type MemberFacts } from '../member-notes.ts';
import { buildNotes, type Notes } from '../notes.ts';
import type { PlanYear } from '../rules.ts';
import type { SubsidyRequest } from '../schema.ts';
import type { BenchmarkStage } from './benchmark.ts';
import type { CreditStage } from './credit.ts';
import type { HouseholdStage } from './household.ts';
import type { PlaceStage } from './place.ts';

export interface NotesInput {
  request: Pick<SubsidyRequest, 'income' | 'familySize' | 'jobOffers' | 'childrenOnMarketplace'>;
  year: PlanYear;
  place: PlaceStage;
  household: HouseholdStage;
  benchmark: Pick<BenchmarkStage, 'estimate' | 'entered' | 'fallback' | 'monthlyCents'>;
  credit: CreditStage;
}

export interface NotesStage extends Notes {
  /** Per member, why the benchmark leaves them out, as a clause; null when priced. */
  explanations: (string | null)[];
}

export function notesOf({ request, year, place, household, benchmark, credit }: NotesInput): NotesStage {
  const { members, current, ratio } = household;
  const facts = { year, state: place.state, stateName: place.stateName, income: request.income, fplText: household.fplText };
  const explanations = explain(current.exclusions, members, facts);
  const ages = members.map((m) => m.age);
  const { notes, outcomeNotes } = buildNotes({
    ...facts,
    familySize: request.familySize,
    fplPercent: household.fplPercent,
    ratio,
    guideline: household.guideline,
    upperLimitFplPercent: upperLimitFplPercent(year),
    eligibility: credit.eligibility,
    applicablePercentage: credit.applicablePercentage,
    annualContributionCents: credit.annualContributionCents,
    monthlyContributionCents: credit.monthlyContributionCents,
    benchmarkCents: benchmark.monthlyCents,
    subsidyCents: credit.subsidyCents,
    estimate: benchmark.estimate,
    entered: benchmark.entered,
    fallback: benchmark.fallback,
    zip: place.zip,
    county: place.county,
    countyCount: place.counties.length,
    countyAssumed: place.countyAssumed,
    agesUsed: benchmark.estimate === null ? [] : ages,
    household: {
      given: household.given,
      members,
      exclusions: current.exclusions,
      explanations,
      offers: household.offers,
      withOffers: (request.jobOffers ?? []).length > 0,
      pricedAnyway: request.childrenOnMarketplace ? childrenLikelyCovered(place.state, ages, ratio) : [],
      countedAtPovertyLine: credit.countedAtPovertyLine,
      months: { first: current.firstMonth, last: current.lastMonth },
      earlier: credit.earlier,
    },
  });
  return { notes, outcomeNotes, explanations };
}

/** Each member's exclusion in words; members left out for the same reason under the same limit (two children on CHIP) read the same words. */
function explain(exclusions: readonly (Exclusion | null)[], members: HouseholdStage['members'], facts: MemberFacts): (string | null)[] {
  const explanations: (string | null)[] = [];
  let previous: { exclusion: Exclusion; text: string } | null = null;
  for (const [i, x] of exclusions.entries()) {
    const member = members[i];
    if (x === null || member === undefined) {
      explanations.push(null);
      continue;
    }
    if (previous === null || !sameWords(previous.exclusion, x)) previous = { exclusion: x, text: explainExclusion(x, member, facts) };
    explanations.push(previous.text);
  }
  return explanations;
}

/** Whether two exclusions are worded alike: Medicaid or CHIP under one limit (the others name their member or offer). */
const sameWords = (a: Exclusion, b: Exclusion) =>
  (a.reason === 'medicaid-chip-child' || a.reason === 'medicaid') && a.reason === b.reason && a.limitFplPercent === b.limitFplPercent;
