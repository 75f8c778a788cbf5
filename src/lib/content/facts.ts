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

const workedFigures = new WeakMap<WorkedExampleFact, Map<number, Fact | undefined>>();

/** A worked example as content prints it: its label, and every figure the household has, for `year`. */
function resolveExample(entry: WorkedExampleFact, year: number): Fact | undefined {
  const byYear = workedFigures.get(entry) ?? new Map<number, Fact | undefined>();
  workedFigures.set(entry, byYear);
  if (!byYear.has(year)) byYear.set(year, workExample(entry, year));
  return byYear.get(year);
}

function workExample(entry: WorkedExampleFact, year: number): Fact | undefined {
  const worked = workHousehold({
    request: { ...entry.household, year: year as never },
    yearEndIncome: entry.yearEndIncome,
    reportedInMonth: entry.reportedInMonth,
  });
  if ('error' in worked) return undefined;
  const figures: Record<string, string> = {};
  for (const field of Object.keys(HOUSEHOLD_FIGURES)) {
    const text = worked.print({ name: '', year: 'current', field });
    if (text !== undefined) figures[field] = text;
  }
  const { label, source, url, verification, note, checked } = entry;
  return { value: label, display: label, planYear: year, source, url, verification, note, checked, figures };
}

/** Why a worked example cannot be worked for `year`, or undefined when it can. */
export function workedExampleProblem(entry: WorkedExampleFact, year: number): string | undefined {
  const worked = workHousehold({
    request: { ...entry.household, year: year as never },
    yearEndIncome: entry.yearEndIncome,
    reportedInMonth: entry.reportedInMonth,
  });
  return 'error' in worked ? worked.error : undefined;
}

/** The plan year a choice names, given the current plan year. */
export function planYearOf(choice: string, current: number): number | undefined {
  if (choice === 'current') return current;
  if (choice === 'previous') return current - 1;
  return undefined;
}

/**
 * The fact a quote prints: a standing fact as it is, or a yearly fact's figure for the chosen plan
 * year (undefined when the registry has no entry for that year, or a standing fact is asked for a
 * previous year).
 */
export function resolveFact(entry: FactEntry, current: number, choice: string = 'current'): Fact | undefined {
  const year = planYearOf(choice, current);
  if (year === undefined) return undefined;
  if (isWorkedExample(entry)) return resolveExample(entry, (entry.household.year ?? current) - (current - year));
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
