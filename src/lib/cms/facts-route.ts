// GET /admin/facts.json: every fact as the current plan year prints it, and as the plan year before
// prints it where the registry has that, for the editor's Fact components (the inline quote's list
// of names, the figures a quote can print) and its previews (the figures filled in). Built with the
// site; live in dev.

import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';
import { getCurrentPlanYear } from '#content/collections.ts';
import type { Fact } from '#content/types.ts';

/** What one plan year's quote of a fact prints. */
export interface EditorFigure {
  display: string;
  /** The plan year of a yearly fact's figure or a worked example; none for a standing fact. */
  planYear?: number | undefined;
  figures?: Readonly<Record<string, string>> | undefined;
}

export interface EditorFact extends EditorFigure {
  source: string;
  url: string;
  verification: Fact['verification'];
  /** The plan year before's figure (`year="previous"`, `{{name@previous}}`), when the registry has one. */
  previous?: EditorFigure | undefined;
}

export interface EditorFacts {
  planYear: number;
  facts: Record<string, EditorFact>;
}

const figure = ({ display, planYear, figures }: Fact): EditorFigure => ({ display, planYear, figures });

export const GET: APIRoute = async () => {
  const planYear = await getCurrentPlanYear();
  const facts: Record<string, EditorFact> = {};
  for (const { id: name, data } of await getCollection('facts')) {
    const { current: fact, previous } = data;
    if (!fact) continue;
    facts[name] = {
      ...figure(fact),
      source: fact.source,
      url: fact.url,
      verification: fact.verification,
      previous: previous && figure(previous),
    };
  }
  const body: EditorFacts = { planYear, facts };
  return Response.json(body);
};
