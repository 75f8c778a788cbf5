// How content quotes the facts registry (src/content/facts/*.yaml):
//   - in MDX slides: <Fact name="oopMaxIndividual" />  (src/components/content/Fact.astro)
//   - in YAML text (FAQ questions and answers, module descriptions): {{oopMaxIndividual}}
// Both print the fact's `display` text; <Fact name="…" field="planYear" /> and {{name.planYear}}
// print its plan year instead. Names of yearly figures carry no year, so rolling to a new plan
// year is an edit of the registry alone.
import type { Fact } from './types.ts';

/** What a quote prints: the display text (default) or the plan year. */
export type FactField = 'display' | 'planYear';
export const FACT_FIELDS: readonly FactField[] = ['display', 'planYear'];

const TOKEN = /\{\{\s*([^{}\s]*)\s*\}\}/g;
const FACT_TAG = /<Fact\b([^>]*?)\/?>/g;
const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);

/** One quote of a fact: `field` is as written (validated against FACT_FIELDS by the validator). */
export interface FactRef { name: string; field: string }

function parseToken(token: string): FactRef {
  const [name = '', field = 'display'] = token.split('.');
  return { name, field };
}

/** Facts quoted as {{name}} or {{name.planYear}} in a YAML text field, in order of appearance. */
export function factTokens(text: string): FactRef[] {
  return [...text.matchAll(TOKEN)].map((m) => parseToken(m[1] ?? ''));
}

/** The text a quote prints, or undefined when the fact has no such field. */
export function factText(fact: Fact, field: string): string | undefined {
  if (field === 'display') return fact.display;
  if (field === 'planYear') return fact.planYear === undefined ? undefined : String(fact.planYear);
  return undefined;
}

/** Replaces each {{name}} / {{name.planYear}}; unknown names are left as written. */
export function interpolateFacts(text: string, facts: ReadonlyMap<string, Fact>): string {
  return text.replace(TOKEN, (token, inner: string) => {
    const { name, field } = parseToken(inner);
    const fact = facts.get(name);
    return (fact && factText(fact, field)) ?? token;
  });
}

/** One <Fact …/> tag in an MDX body; name is undefined when the tag has no plain name="…". */
export interface FactTag { name: string | undefined; field: string; tag: string }

export function factTags(mdxBody: string): FactTag[] {
  return [...mdxBody.matchAll(FACT_TAG)].map((m) => {
    const name = attr('name').exec(m[1] ?? '');
    const field = attr('field').exec(m[1] ?? '');
    return {
      name: name ? (name[1] ?? name[2]) : undefined,
      field: field ? (field[1] ?? field[2] ?? '') : 'display',
      tag: m[0],
    };
  });
}

/** Distinct fact names an MDX body quotes, in order of first appearance (for source lists). */
export function factsUsed(mdxBody: string): string[] {
  return [...new Set(factTags(mdxBody).flatMap((t) => (t.name ? [t.name] : [])))];
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
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

/** "plan year 2026" or "effective 2025-08-25", for source lists. */
export function factWhen(fact: Fact): string {
  if (fact.planYear !== undefined) return `plan year ${fact.planYear}`;
  return `effective ${fact.effective ?? 'date not given'}`;
}
