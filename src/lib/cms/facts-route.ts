// GET /admin/facts.json: every fact as the current plan year prints it, for the editor's Fact block
// (its list of names) and its previews (the figures filled in). Built with the site; live in dev.
import type { APIRoute } from 'astro';
import { getCurrentPlanYear, getFactMap } from '#content/collections.ts';

export interface EditorFact {
  display: string;
  source: string;
  url: string;
  verification: string;
  figures?: Readonly<Record<string, string>> | undefined;
}

export interface EditorFacts {
  planYear: number;
  facts: Record<string, EditorFact>;
}

export const GET: APIRoute = async () => {
  const facts: Record<string, EditorFact> = {};
  for (const [name, fact] of await getFactMap()) {
    facts[name] = { display: fact.display, source: fact.source, url: fact.url, verification: fact.verification, figures: fact.figures };
  }
  const body: EditorFacts = { planYear: await getCurrentPlanYear(), facts };
  return Response.json(body);
};
