// A knowledge-check question's texts as the page shows them: its worked household's figures
// ({{household.fplPercent}}, worked-household.ts) and the registry's facts filled in. The quizzes
// collection works each question once as it loads (workQuestion); every reader takes that.

import { isPlanYear } from '../subsidy/index.ts';
import type { SubsidyRequest } from '../subsidy/schema.ts';
import { interpolateFacts } from './facts.ts';
import type { FactLookup } from './mdx.ts';
import type { FactRef } from './tokens.ts';
import { factTokens, replaceTokens, tokenText } from './tokens.ts';
import type { FactEntry, QuizQuestion, WorkedQuestion } from './types.ts';
import { HOUSEHOLD_TOKEN, type WorkedHousehold, workHousehold } from './worked-household.ts';

/** The fields of a knowledge-check question that give it a household. */
interface QuestionHousehold {
  household?: SubsidyRequest | undefined;
  yearEndIncome?: number | undefined;
  nonFilerIncome?: number | undefined;
}

/**
 * The question's household worked for the content's plan year (when it names none), undefined for
 * a question without one, or why it cannot be worked.
 */
function questionHousehold(q: QuestionHousehold, planYear: number): WorkedHousehold | { error: string } | undefined {
  if (!q.household) return undefined;
  const year = q.household.year ?? planYear;
  if (!isPlanYear(year)) return { error: `the subsidy engine has no tables for plan year ${year}; expected a year it has` };
  return workHousehold({ request: { ...q.household, year }, yearEndIncome: q.yearEndIncome, nonFilerIncome: q.nonFilerIncome });
}

/** A question's text as the page shows it: the household's figures and the registry's facts filled in. */
function questionText(
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

/** Every quote of the household in a question's texts. */
function householdQuotes(q: QuizQuestion): string[] {
  const texts = [q.scenario, q.question, ...q.answers.flatMap((a) => [a.text, a.explanation])];
  return [
    ...new Set(
      texts.flatMap((text) =>
        factTokens(text)
          .filter((ref) => ref.name === HOUSEHOLD_TOKEN)
          .map(tokenText),
      ),
    ),
  ];
}

/** The question worked by the engine, once: its texts as the page shows them and what each household quote prints. */
export function workQuestion(q: QuizQuestion, facts: ReadonlyMap<string, FactEntry>, planYear: number): WorkedQuestion {
  const household = questionHousehold(q, planYear);
  const fill = (text: string) => questionText(text, household, facts, planYear);
  const quotes = (worked: WorkedHousehold) =>
    Object.fromEntries(
      householdQuotes(q).map((token) => {
        const ref = factTokens(token)[0] ?? { name: HOUSEHOLD_TOKEN, field: '', year: 'current' };
        const text = worked.print(ref);
        return [token, text === undefined ? { problem: worked.problem(ref) ?? '' } : { text }];
      }),
    );
  return {
    scenario: fill(q.scenario),
    question: fill(q.question),
    answers: q.answers.map((a) => ({ text: fill(a.text), explanation: fill(a.explanation) })),
    household: household && ('error' in household ? household : { quotes: quotes(household) }),
  };
}

/** The question as the quizzes collection stored it, or worked now when it comes from elsewhere (tests). */
export function workedQuestion(q: QuizQuestion, facts: ReadonlyMap<string, FactEntry>, planYear: number): WorkedQuestion {
  return q.worked ?? workQuestion(q, facts, planYear);
}

/** The household of a worked question, for the content check: what each quote prints or why it cannot. */
export function storedHousehold(worked: WorkedQuestion): WorkedHousehold | { error: string } | undefined {
  const stored = worked.household;
  if (!stored || 'error' in stored) return stored;
  const quote = (ref: FactRef) => stored.quotes[tokenText(ref)];
  return {
    print: (ref) => {
      const q = quote(ref);
      return q && 'text' in q ? q.text : undefined;
    },
    problem: (ref) => {
      const q = quote(ref);
      return q && 'problem' in q ? q.problem : undefined;
    },
  };
}
