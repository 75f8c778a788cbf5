// The facts registry as the editor knows it (GET /admin/facts.json, src/lib/cms/facts-route.ts):
// what each quote prints, for the inline Fact's list of names, the figures a quote can print and the
// previews. Without the file the editor still works: the inline Fact's dialog takes a typed name and
// previews show names in place of figures.

import type { EditorFact, EditorFacts } from '../lib/cms/facts-route.ts';
import { factText, replaceTokens } from '../lib/content/tokens.ts';

/** The registry, or undefined when /admin/facts.json could not be read. */
export type KnownFacts = EditorFacts | undefined;

/** One quote: `<Fact name field year />` or `{{name@year.field}}`. */
export interface Quote {
  name: string;
  field?: string | undefined;
  year?: string | undefined;
}

/** Reads the registry once, at start; undefined (with a console warning) when it cannot. */
export async function loadFacts(url: string, fetcher: typeof fetch = fetch): Promise<KnownFacts> {
  try {
    const response = await fetcher(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = (await response.json()) as Partial<EditorFacts>;
    if (typeof body.planYear !== 'number' || typeof body.facts !== 'object' || body.facts === null)
      throw new Error(`${url} is not the facts file`);
    return body as EditorFacts;
  } catch (error) {
    console.warn('Facts registry unavailable: the inline Fact takes a typed name and previews show names.', error);
    return undefined;
  }
}

/** The names a quote can use, sorted. */
export const factNames = (facts: KnownFacts): string[] => Object.keys(facts?.facts ?? {}).sort((a, b) => a.localeCompare(b));

/** The figure names worked examples have, sorted (a quote's `field` besides `planYear`). */
export function figureNames(facts: KnownFacts): string[] {
  const names = new Set<string>();
  for (const fact of Object.values(facts?.facts ?? {})) for (const name of Object.keys(fact.figures ?? {})) names.add(name);
  return [...names].sort((a, b) => a.localeCompare(b));
}

export const factOf = (facts: KnownFacts, name: string): EditorFact | undefined =>
  facts && Object.hasOwn(facts.facts, name) ? facts.facts[name] : undefined;

/** What a quote prints, as the site prints it; undefined when the registry (as known here) cannot say. */
export function quoteText(facts: KnownFacts, { name, field = 'display', year = 'current' }: Quote): string | undefined {
  const fact = factOf(facts, name);
  if (!fact) return undefined;
  const figure = year === 'current' ? fact : year === 'previous' ? fact.previous : undefined;
  return figure && factText(figure, field);
}

/** YAML text (a question, an answer, an FAQ) with each `{{…}}` quote the registry resolves filled in; the others stay as written. */
export const fillQuotes = (text: string, facts: KnownFacts): string => replaceTokens(text, (ref) => quoteText(facts, ref));
