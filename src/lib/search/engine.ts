/**
 * Runs a query against the Pagefind index and turns its answers into ranked, highlighted hits.
 *
 * The index matches every word it knows and silently drops the others, and it does not know the
 * shorthand agents type, so a query is split into concepts (query.ts) and each is searched on its
 * own, with its spelling-out: a result that answers more concepts ranks first, and a query no
 * single result answers in full still finds the results that answer part of it (said as such).
 * Only the first results' stored text is fetched; the rest load on demand.
 */
import { bodyText, conceptsAnswered, excerpt, highlight, type Segment } from './excerpt.ts';
import { type Concept, conceptQueries, containsPhrase, markTerms, parseQuery, queryPhrase } from './query.ts';
import { isExternalUrl } from './records.ts';
import { decodeEntities } from './text.ts';

/** The part of Pagefind's browser API the site uses. */
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
export interface PagefindData {
  /** The URL as indexed (root-relative or https). */
  raw_url?: string;
  /** The same with the site's base (Pagefind's baseUrl option) when it is root-relative. */
  url: string;
  content: string;
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
  result: PagefindResult;
  score: number;
}

async function candidates(pagefind: Pagefind, concepts: readonly Concept[]): Promise<Candidate[]> {
  const perConcept = await Promise.all(
    concepts.map(async (concept) => {
      const answers = await Promise.all(conceptQueries(concept).map((q) => pagefind.search(q)));
      const best = new Map<string, PagefindResult>();
      for (const result of answers.flatMap((a) => a?.results ?? [])) {
        const seen = best.get(result.id);
        if (!seen || seen.score < result.score) best.set(result.id, result);
      }
      return best;
    }),
  );
  const combined = new Map<string, { result: PagefindResult; score: number; matched: number }>();
  for (const found of perConcept) {
    for (const [id, result] of found) {
      const entry = combined.get(id) ?? { result, score: 0, matched: 0 };
      entry.score += result.score;
      entry.matched += 1;
      combined.set(id, entry);
    }
  }
  return [...combined.values()].sort((a, b) => b.matched - a.matched || b.score - a.score);
}

interface Query {
  concepts: readonly Concept[];
  phrase: string;
}

async function toHit(candidate: Candidate, { concepts, phrase }: Query): Promise<{ hit: Hit; score: number } | null> {
  const data = await candidate.result.data();
  const title = decodeEntities(data.meta['title'] ?? '');
  const section = decodeEntities(data.meta['section'] ?? '');
  const body = bodyText(decodeEntities(data.content), title);
  const answered = conceptsAnswered([title, section, body], concepts);
  if (answered === 0) return null;
  const terms = markTerms(concepts);
  return {
    score: candidate.score,
    hit: {
      href: data.url,
      external: isExternalUrl(data.raw_url ?? data.url),
      title: highlight(title, terms),
      section: highlight(section, terms),
      excerpt: excerpt(body, concepts),
      answered,
      phrase: containsPhrase(title, phrase) ? 2 : containsPhrase(body, phrase) ? 1 : 0,
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
