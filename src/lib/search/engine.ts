/**
 * Runs a query against the Pagefind index and turns its answers into ranked, highlighted hits,
 * through Pagefind's documented JS API only: `search`, and each result's `data()` (`url`,
 * `excerpt`, `meta`).
 *
 * The index matches every word it knows and silently drops the others, and it does not know the
 * shorthand agents type, so a query is split into concepts (query.ts) and each is searched on its
 * own, with its spelling-out: a result that answers more concepts ranks first, and a query no
 * single result answers in full still finds the results that answer part of it (said as such).
 * The whole query is searched too, so that a result holding all of it gets an excerpt with all of
 * it marked. Only the first results' data is loaded; the rest load on demand.
 */
import { conceptsAnswered, excerptSegments, highlight, type Segment } from './excerpt.ts';
import { type Concept, conceptQueries, containsPhrase, markTerms, parseQuery, queryPhrase } from './query.ts';
import { isExternalUrl } from './records.ts';
import { decodeEntities } from './text.ts';

/** The part of Pagefind's JS API the site uses (https://pagefind.app/docs/api/). */
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
export interface PagefindData {
  /** The result's URL: with the site's base (the `baseUrl` option) when root-relative, or https. */
  url: string;
  /** About 30 words around the best match, HTML entities encoded, matched words in `<mark>`. */
  excerpt: string;
  meta: Record<string, string | undefined>;
}
export interface Pagefind {
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

export interface Hit {
  /** Where the result opens: an internal URL with the site's base, or an https URL. */
  href: string;
  external: boolean;
  title: Segment[];
  section: Segment[];
  excerpt: Segment[];
  /** Concepts of the query this result answers. */
  answered: number;
  /** The query's words in order: 2 in the title, 1 in the text, 0 nowhere. */
  phrase: number;
}

export interface Outcome {
  query: string;
  concepts: Concept[];
  hits: Hit[];
  /** Candidates not loaded yet (loadMore brings them). */
  remaining: number;
  /** Whether the first hit answers every concept of the query. */
  complete: boolean;
  loadMore(count: number): Promise<Outcome>;
}

/** Results whose text is fetched before the first answer is shown. */
export const FIRST_LOAD = 12;

interface Candidate {
  /** This result as each search that found it returned it: the whole query's first, then the best scored. */
  found: PagefindResult[];
  score: number;
}

/** The searches for a query: each concept's (its word, its spelling-out), then the whole query spelt out. */
function searches(concepts: readonly Concept[]): { concept: number; query: string }[] {
  const each = concepts.flatMap((concept, i) => conceptQueries(concept).map((query) => ({ concept: i, query })));
  if (concepts.length < 2) return each;
  return [...each, { concept: -1, query: concepts.map((c) => c.expansion ?? c.term).join(' ') }];
}

async function candidates(pagefind: Pagefind, concepts: readonly Concept[]): Promise<Candidate[]> {
  const asked = searches(concepts);
  const answers = await Promise.all(asked.map(({ query }) => pagefind.search(query)));
  const byId = new Map<string, { whole?: PagefindResult; perConcept: Map<number, PagefindResult> }>();
  for (const [i, answer] of answers.entries()) {
    const concept = asked[i]?.concept ?? -1;
    for (const result of answer?.results ?? []) {
      const entry = byId.get(result.id) ?? { perConcept: new Map<number, PagefindResult>() };
      if (concept === -1) entry.whole = result;
      else if ((entry.perConcept.get(concept)?.score ?? -Infinity) < result.score) entry.perConcept.set(concept, result);
      byId.set(result.id, entry);
    }
  }
  return [...byId.values()]
    .filter((entry) => entry.perConcept.size > 0)
    .map(({ whole, perConcept }) => {
      const best = [...perConcept.values()].sort((a, b) => b.score - a.score);
      return { found: whole ? [whole, ...best] : best, score: best.reduce((sum, r) => sum + r.score, 0), matched: perConcept.size };
    })
    .sort((a, b) => b.matched - a.matched || b.score - a.score);
}

interface Query {
  concepts: readonly Concept[];
  phrase: string;
}

async function toHit(candidate: Candidate, { concepts, phrase }: Query): Promise<{ hit: Hit; score: number } | null> {
  // One page's data from each search that found it: the same record, with the excerpt for that search.
  const found = await Promise.all(candidate.found.map((r) => r.data()));
  const [data] = found;
  if (!data) return null;
  const terms = markTerms(concepts);
  const title = decodeEntities(data.meta['title'] ?? '');
  const section = decodeEntities(data.meta['section'] ?? '');
  const excerpts = found.map((d) => excerptSegments(d.excerpt, terms));
  const marked = (segments: readonly Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);
  const answered = conceptsAnswered([title, section, ...excerpts.flatMap(marked)], concepts);
  if (answered === 0) return null;
  // The excerpt that shows the most of the query (the whole query's, on a tie).
  const shown = excerpts.reduce((best, e) => (conceptsAnswered(marked(e), concepts) > conceptsAnswered(marked(best), concepts) ? e : best));
  const plain = (segments: readonly Segment[]) => segments.map((s) => s.text).join('');
  return {
    score: candidate.score,
    hit: {
      href: data.url,
      external: isExternalUrl(data.url),
      title: highlight(title, terms),
      section: highlight(section, terms),
      excerpt: shown,
      answered,
      phrase: containsPhrase(title, phrase) ? 2 : excerpts.some((e) => containsPhrase(plain(e), phrase)) ? 1 : 0,
    },
  };
}

type Loaded = { hit: Hit; score: number } | null;

/** Best first: more concepts answered, then the query as written (in the title, then the text), then the index's score. */
function ranked(loaded: readonly Loaded[]): Hit[] {
  return loaded
    .filter((l) => l !== null)
    .sort((a, b) => b.hit.answered - a.hit.answered || b.hit.phrase - a.hit.phrase || b.score - a.score)
    .map((l) => l.hit);
}

function outcome(query: string, concepts: Concept[], hits: Hit[], rest: Candidate[]): Outcome {
  const asked: Query = { concepts, phrase: queryPhrase(query) };
  return {
    query,
    concepts,
    hits,
    remaining: rest.length,
    complete: hits[0]?.answered === concepts.length,
    // Later results are appended in their own order, so what is on screen never moves.
    async loadMore(count: number) {
      const next = await Promise.all(rest.slice(0, count).map((c) => toHit(c, asked)));
      return outcome(query, concepts, [...hits, ...ranked(next)], rest.slice(count));
    },
  };
}

export async function runSearch(pagefind: Pagefind, query: string, firstLoad = FIRST_LOAD): Promise<Outcome> {
  const concepts = parseQuery(query);
  const found = concepts.length === 0 ? [] : await candidates(pagefind, concepts);
  const first = await Promise.all(found.slice(0, firstLoad).map((c) => toHit(c, { concepts, phrase: queryPhrase(query) })));
  return outcome(query, concepts, ranked(first), found.slice(firstLoad));
}
