/**
 * Runs a query through Pagefind's documented JS API: each concept of the query searched on its own,
 * so agents' shorthand and partial matches still find something, once among the training and the
 * resources and once among the knowledge-check questions (Pagefind's `kind` filter), which the
 * results show apart; then the passages of the pages found, ranked (hits.ts, rank.ts; docs/search.md,
 * "Ranking and excerpts").
 */
import { type Candidate, type Hit, type HitContext, type Loaded, toHits } from './hits.ts';
import type { Answer, Pagefind, PagefindResult, SearchOptions } from './pagefind.ts';
import { type Concept, conceptQueries, parseQuery, queryPhrase } from './query.ts';
import { compareRanking } from './rank.ts';

export type { Hit } from './hits.ts';

/** Results of one kind, best first, with the pages found but not read yet. */
export interface Found {
  hits: Hit[];
  /** Pages found but not read yet. */
  remaining: number;
}

/** The hits for one query, best first, with the pages not read yet. */
export interface ResultList {
  query: string;
  concepts: readonly Concept[];
  /** Slides, FAQs, pages, resources and official links. */
  hits: Hit[];
  /** Pages found but not read yet (loadMore reads them). */
  remaining: number;
  /** Whether the first hit answers every concept of the query. */
  complete: boolean;
  /** Knowledge-check questions, shown in a group of their own after the others; read by loadQuestions. */
  questions: Found;
  loadMore(count: number): Promise<ResultList>;
  loadQuestions(count: number): Promise<ResultList>;
}

/** Pages whose text is read before the first answer is shown: one round trip over a browser's six connections to a host. */
export const FIRST_LOAD = 6;

const ANSWERS: SearchOptions = { filters: { kind: { not: 'question' } } };
const QUESTIONS: SearchOptions = { filters: { kind: 'question' } };

/** The searches for a query: each concept's (its word, its spelling-out), then the whole query spelt out. */
function searches(concepts: readonly Concept[]): { concept: number; query: string }[] {
  const each = concepts.flatMap((concept, i) => conceptQueries(concept).map((query) => ({ concept: i, query })));
  if (concepts.length < 2) return each;
  return [...each, { concept: -1, query: concepts.map((c) => c.expansion ?? c.term).join(' ') }];
}

/**
 * Every search of the query among the answers, or null when a newer query has taken over during
 * the pause after a key. The first goes through Pagefind's `debouncedSearch` (the pause, and the
 * check that nothing newer came); the others' index chunks are asked for at once, and they run
 * once it has answered.
 */
async function answers(pagefind: Pagefind, asked: readonly { query: string }[], debounceMs: number): Promise<Answer[] | null> {
  const [first, ...rest] = asked;
  if (!first) return [];
  for (const { query } of rest) pagefind.preload(query).catch(() => {});
  const gate = await pagefind.debouncedSearch(first.query, ANSWERS, debounceMs);
  if (gate === null) return null;
  return [gate, ...(await Promise.all(rest.map(({ query }) => pagefind.search(query, ANSWERS))))];
}

/**
 * The pages found, those answering more concepts first, then by their summed score. A page the
 * whole query found is read from that search alone (its excerpts mark every word of the query);
 * another, from each search of a concept that found it.
 */
function candidates(asked: readonly { concept: number }[], found: readonly Answer[]): Candidate[] {
  type Entry = { whole?: PagefindResult; perConcept: Map<number, PagefindResult> };
  const byId = new Map<string, Entry>();
  for (const [i, answer] of found.entries()) {
    const concept = asked[i]?.concept ?? -1;
    for (const result of answer?.results ?? []) {
      const entry: Entry = byId.get(result.id) ?? { perConcept: new Map() };
      if (concept === -1) entry.whole = result;
      else if ((entry.perConcept.get(concept)?.score ?? -Infinity) < result.score) entry.perConcept.set(concept, result);
      byId.set(result.id, entry);
    }
  }
  return [...byId.values()]
    .filter((entry) => entry.perConcept.size > 0)
    .map(({ whole, perConcept }) => {
      const best = [...perConcept.values()].sort((a, b) => b.score - a.score);
      return { found: whole ? [whole] : best, score: best.reduce((sum, r) => sum + r.score, 0), matched: perConcept.size };
    })
    .sort((a, b) => b.matched - a.matched || b.score - a.score);
}

/** Best first (rank.ts). */
function ranked(loaded: readonly Loaded[][]): Hit[] {
  return loaded
    .flat()
    .sort((a, b) => compareRanking(a.ranking, b.ranking))
    .map((l) => l.hit);
}

/**
 * Reads the next `count` pages of a kind; what is already there stays in its place and the new hits
 * are appended in their own order, so what is on screen never moves.
 */
async function readMore(shown: readonly Hit[], rest: readonly Candidate[], count: number, context: HitContext) {
  const next = await Promise.all(rest.slice(0, count).map((c) => toHits(c, context)));
  return { hits: [...shown, ...ranked(next)], rest: rest.slice(count) };
}

function resultList(
  context: HitContext,
  answers: { hits: Hit[]; rest: Candidate[] },
  questions: { hits: Hit[]; rest: Candidate[] },
): ResultList {
  return {
    query: context.query,
    concepts: context.concepts,
    hits: answers.hits,
    remaining: answers.rest.length,
    complete: answers.hits[0]?.answered === context.concepts.length,
    questions: { hits: questions.hits, remaining: questions.rest.length },
    async loadMore(count) {
      return resultList(context, await readMore(answers.hits, answers.rest, count, context), questions);
    },
    async loadQuestions(count) {
      return resultList(context, answers, await readMore(questions.hits, questions.rest, count, context));
    },
  };
}

export interface RunOptions {
  /** Pages read before answering (FIRST_LOAD). */
  firstLoad?: number;
  /** The pause after a key, during which a newer query takes over. */
  debounceMs?: number;
  /** The day rule statuses are read for (YYYY-MM-DD); today on HealthCare.gov's clock by default. */
  today?: string;
}

/**
 * The hits for `query`, the questions found but not read yet (loadQuestions reads them), or null
 * when a newer query superseded it during the pause after a key.
 */
export async function runSearch(pagefind: Pagefind, query: string, options: RunOptions = {}): Promise<ResultList | null> {
  const { firstLoad = FIRST_LOAD, debounceMs = 0, today } = options;
  const concepts = parseQuery(query);
  const asked = searches(concepts);
  const found = await answers(pagefind, asked, debounceMs);
  if (found === null) return null;
  const context: HitContext = { query, concepts, phrase: queryPhrase(query), ...(today ? { today } : {}) };
  const pages = candidates(asked, found);
  // The answers' texts are asked for first; the questions' searches run meanwhile.
  const first = Promise.all(pages.slice(0, firstLoad).map((c) => toHits(c, context)));
  const questions = candidates(asked, await Promise.all(asked.map(({ query }) => pagefind.search(query, QUESTIONS))));
  return resultList(context, { hits: ranked(await first), rest: pages.slice(firstLoad) }, { hits: [], rest: questions });
}
