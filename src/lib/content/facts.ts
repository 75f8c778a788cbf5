// How content quotes the facts registry (src/content/facts/*.yaml; docs/content.md):
//   - in MDX slides: <Fact name="oopMaxIndividual" />  (src/components/content/Fact.astro)
//   - in YAML text (FAQs, module descriptions, knowledge checks): {{oopMaxIndividual}}
// A yearly fact prints the figure of the current plan year (src/content/plan-year.yaml);
// year="previous" / {{name@previous}} prints the plan year before. field="planYear" /
// {{name.planYear}} prints the plan year of the quoted figure instead of its display text. So
// rolling to a new plan year is an edit of the registry alone.
import type { Fact, FactEntry, PlanYearChoice, YearlyFact } from './types.ts';

/** What a quote prints: the display text (default) or the plan year. */
export type FactField = 'display' | 'planYear';
export const FACT_FIELDS: readonly FactField[] = ['display', 'planYear'];
export const PLAN_YEAR_CHOICES: readonly PlanYearChoice[] = ['current', 'previous'];

const TOKEN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** One quote of a fact; `field` and `year` are as written (the validator checks them). */
export interface FactRef {
  name: string;
  field: string;
  year: string;
}

export function isYearly(entry: FactEntry): entry is YearlyFact {
  return 'byPlanYear' in entry;
}

/** 'name', 'name.planYear', 'name@previous', 'name@previous.planYear'. */
export function parseToken(token: string): FactRef {
  const match = /^([^.@]*)(?:@([^.]*))?(?:\.(.*))?$/.exec(token);
  return { name: match?.[1] ?? token, year: match?.[2] ?? 'current', field: match?.[3] ?? 'display' };
}

/** How a quote is written back in a message: {{name@previous.planYear}}. */
export function tokenText({ name, field, year }: FactRef): string {
  return `{{${name}${year === 'current' ? '' : `@${year}`}${field === 'display' ? '' : `.${field}`}}}`;
}

/** Facts quoted in a YAML text field, in order of appearance. */
export function factTokens(text: string): FactRef[] {
  return [...text.matchAll(TOKEN)].map((m) => parseToken(m[1] ?? ''));
}

/** The text with every {{…}} quote removed (what the editor typed themselves). */
export function withoutTokens(text: string): string {
  return text.replace(TOKEN, ' ');
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
  if (!isYearly(entry)) return choice === 'current' ? entry : undefined;
  const figure = entry.byPlanYear[String(year)];
  if (!figure) return undefined;
  return { ...figure, planYear: year, note: figure.note ?? entry.note };
}

/** The text a quote prints, or undefined when the fact has no such field. */
export function factText(fact: Fact, field: string): string | undefined {
  if (field === 'display') return fact.display;
  if (field === 'planYear') return fact.planYear === undefined ? undefined : String(fact.planYear);
  return undefined;
}

/** Replaces each {{…}} quote; quotes that do not resolve are left as written (the validator reports them). */
export function interpolateFacts(text: string, facts: ReadonlyMap<string, FactEntry>, current: number): string {
  return text.replace(TOKEN, (token, inner: string) => {
    const ref = parseToken(inner);
    const entry = facts.get(ref.name);
    const fact = entry && resolveFact(entry, current, ref.year);
    return (fact && factText(fact, ref.field)) ?? token;
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
