// A knowledge-check question's texts as the page shows them: its worked household's figures
// ({{household.fplPercent}}, worked-household.ts) and the registry's facts filled in.

import { isPlanYear } from '../subsidy/index.ts';
import type { SubsidyRequest } from '../subsidy/schema.ts';
import { interpolateFacts } from './facts.ts';
import type { FactLookup } from './mdx.ts';
import { replaceTokens } from './tokens.ts';
import type { FactEntry } from './types.ts';
import { HOUSEHOLD_TOKEN, type WorkedHousehold, workHousehold } from './worked-household.ts';

/** The fields of a knowledge-check question that give it a household. */
export interface QuestionHousehold {
  household?: SubsidyRequest | undefined;
  yearEndIncome?: number | undefined;
  nonFilerIncome?: number | undefined;
}

/**
 * The question's household worked for the content's plan year (when it names none), undefined for
 * a question without one, or why it cannot be worked.
 */
export function questionHousehold(q: QuestionHousehold, planYear: number): WorkedHousehold | { error: string } | undefined {
  if (!q.household) return undefined;
  const year = q.household.year ?? planYear;
  if (!isPlanYear(year)) return { error: `the subsidy engine has no tables for plan year ${year}; expected a year it has` };
  return workHousehold({ request: { ...q.household, year }, yearEndIncome: q.yearEndIncome, nonFilerIncome: q.nonFilerIncome });
}

/** A question's text as the page shows it: the household's figures and the registry's facts filled in. */
export function questionText(
  text: string,
  household: WorkedHousehold | { error: string } | undefined,
  facts: ReadonlyMap<string, FactEntry>,
  planYear: number,
): string {
  const withFigures =
    household && 'print' in household
      ? replaceTokens(text, (ref) => (ref.name === HOUSEHOLD_TOKEN ? household.print(ref) : undefined))
      : text;
  return interpolateFacts(withFigures, facts, planYear);
}

/** The facts the registry holds, without the entries that failed their schema. */
export function knownFacts(facts: FactLookup): ReadonlyMap<string, FactEntry> {
  const known = new Map<string, FactEntry>();
  for (const [name, entry] of facts) if (entry) known.set(name, entry);
  return known;
}

/** How a question's texts read on the page: its household's figures and the registry's facts filled in. */
export function questionFiller(q: QuestionHousehold, facts: ReadonlyMap<string, FactEntry>, planYear: number): (text: string) => string {
  const household = questionHousehold(q, planYear);
  return (text) => questionText(text, household, facts, planYear);
}
