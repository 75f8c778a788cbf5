// How content quotes the facts registry (src/content/facts/*.yaml; docs/content.md):
//   - in MDX slides: <Fact name="oopMaxIndividual" />  (src/components/content/Fact.astro)
//   - in YAML text (FAQs, module descriptions, knowledge checks): {{oopMaxIndividual}}
// A yearly fact prints the figure of the current plan year (src/content/plan-year.yaml);
// year="previous" / {{name@previous}} prints the plan year before. field="planYear" /
// {{name.planYear}} prints the plan year of the quoted figure instead of its display text. So
// rolling to a new plan year is an edit of the registry alone.
import { factText, replaceTokens } from './tokens.ts';
import type { Fact, FactEntry, PlanYearChoice, WorkedExampleFact, YearlyFact } from './types.ts';
import { HOUSEHOLD_FIGURES, workHousehold } from './worked-household.ts';

/** What a quote prints: the display text (default) or the plan year. */
export type FactField = 'display' | 'planYear';
export const FACT_FIELDS: readonly FactField[] = ['display', 'planYear'];
export const PLAN_YEAR_CHOICES: readonly PlanYearChoice[] = ['current', 'previous'];

export function isYearly(entry: FactEntry): entry is YearlyFact {
  return 'byPlanYear' in entry;
}

export function isWorkedExample(entry: FactEntry): entry is WorkedExampleFact {
  return 'household' in entry;
}

/** A worked example worked for one plan year: what content prints, or why the engine cannot work it. */
type Worked = { fact: Fact } | { error: string };
const workedByYear = new WeakMap<WorkedExampleFact, Map<number, Worked>>();

/** The engine's work on a worked example for `year`, once per entry and year. */
function workExample(entry: WorkedExampleFact, year: number): Worked {
  const byYear = workedByYear.get(entry) ?? new Map<number, Worked>();
  workedByYear.set(entry, byYear);
  const known = byYear.get(year);
  if (known) return known;
  const worked = workHousehold({
    request: { ...entry.household, year: year as never },
    yearEndIncome: entry.yearEndIncome,
    reportedInMonth: entry.reportedInMonth,
  });
  let result: Worked;
  if ('error' in worked) result = { error: worked.error };
  else {
    const figures: Record<string, string> = {};
    for (const field of Object.keys(HOUSEHOLD_FIGURES)) {
      const text = worked.print({ name: '', year: 'current', field });
      if (text !== undefined) figures[field] = text;
    }
    const { label, source, url, verification, note, checked } = entry;
    result = { fact: { value: label, display: label, planYear: year, source, url, verification, note, checked, figures } };
  }
  byYear.set(year, result);
  return result;
}

/**
 * A worked example as content prints it: its label, and every figure the household has, for `year`;
 * as the registry reader worked it when the entry comes from the facts collection.
 */
function resolveExample(entry: WorkedExampleFact, year: number): Fact | undefined {
  const stored = entry.worked?.[String(year)];
  if (stored !== undefined) return stored ?? undefined;
  const worked = workExample(entry, year);
  return 'fact' in worked ? worked.fact : undefined;
}

/** Why a worked example cannot be worked for `year`, or undefined when it can. */
export function workedExampleProblem(entry: WorkedExampleFact, year: number): string | undefined {
  if (entry.worked?.[String(year)]) return undefined;
  const worked = workExample(entry, year);
  return 'error' in worked ? worked.error : undefined;
}

/** The plan year a choice names, given the current plan year. */
export function planYearOf(choice: string, current: number): number | undefined {
  if (choice === 'current') return current;
  if (choice === 'previous') return current - 1;
  return undefined;
}

/** The plan year a worked example is worked for when content quotes `year` (its household may name its own). */
function exampleYear(entry: WorkedExampleFact, current: number, year: number): number {
  return (entry.household.year ?? current) - (current - year);
}

/** A worked example with its figures for the current and previous plan year worked now, for the facts collection to store. */
export function withWorkedFigures(entry: WorkedExampleFact, current: number): WorkedExampleFact {
  const worked = Object.fromEntries(
    PLAN_YEAR_CHOICES.map((choice) => {
      const year = exampleYear(entry, current, planYearOf(choice, current) ?? current);
      return [String(year), resolveExample(entry, year) ?? null];
    }),
  );
  return { ...entry, worked };
}

/**
 * The fact a quote prints: a standing fact as it is, or a yearly fact's figure for the chosen plan
 * year (undefined when the registry has no entry for that year, or a standing fact is asked for a
 * previous year).
 */
export function resolveFact(entry: FactEntry, current: number, choice: string = 'current'): Fact | undefined {
  const year = planYearOf(choice, current);
  if (year === undefined) return undefined;
  if (isWorkedExample(entry)) return resolveExample(entry, exampleYear(entry, current, year));
  if (!isYearly(entry)) return choice === 'current' ? entry : undefined;
  const figure = entry.byPlanYear[String(year)];
  if (!figure) return undefined;
  return { ...figure, planYear: year, note: figure.note ?? entry.note };
}

/** Replaces each {{…}} quote; quotes that do not resolve are left as written (the validator reports them). */
export function interpolateFacts(text: string, facts: ReadonlyMap<string, FactEntry>, current: number): string {
  return replaceTokens(text, (ref) => {
    const entry = facts.get(ref.name);
    const fact = entry && resolveFact(entry, current, ref.year);
    return fact ? factText(fact, ref.field) : undefined;
  });
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** The known name nearest to a mistyped one, when it is close enough to be a likely typo. */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (!best || d < best.d) best = { name: candidate, d };
  }
  return best && best.d <= Math.max(3, Math.floor(name.length / 3)) ? best.name : undefined;
}

/** "plan year 2027" or "effective 2025-08-25", for source lists. */
export function factWhen(fact: Fact): string {
  if (fact.planYear !== undefined) return `plan year ${fact.planYear}`;
  return `effective ${fact.effective ?? 'date not given'}`;
}
