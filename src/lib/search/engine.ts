/**
 * Runs a query through Pagefind's documented JS API and ranks the parts of its results (a slide, or
 * a custom record's page), searching each concept of the query on its own so agents' shorthand and
 * partial matches still find something (docs/search.md, "Ranking and excerpts").
 */
import { conceptsAnswered, excerptSegments, highlight, type Segment } from './excerpt.ts';
import { type PagefindAnchor, type Part, pageParts, partAt } from './parts.ts';
import { type Concept, conceptQueries, containsPhrase, markTerms, parseQuery, queryPhrase } from './query.ts';
import { isExternalUrl } from './records.ts';
import { decodeEntities } from './text.ts';

/** The part of Pagefind's JS API the site uses (https://pagefind.app/docs/api/). */
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
export interface PagefindSubResult {
  title: string;
  url: string;
  /** As the page's excerpt, for the words under this heading. */
  excerpt: string;
  anchor?: PagefindAnchor;
}
export interface PagefindData {
  /** The page's URL: with the site's base (the `baseUrl` option) when root-relative, or https. */
  url: string;
  /** About 30 words around the best match, HTML entities encoded, matched words in `<mark>`. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  anchors?: PagefindAnchor[];
  sub_results?: PagefindSubResult[];
}
type Answer = { results: PagefindResult[] } | null;
export interface Pagefind {
  search(query: string): Promise<Answer>;
  /** Resolves to null when a later call has superseded it. */
  debouncedSearch(query: string, options?: object, debounceMs?: number): Promise<Answer>;
  preload(query: string): Promise<void>;
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

/** The hits for one query, best first, with the pages not read yet. */
export interface ResultList {
  query: string;
  concepts: Concept[];
  hits: Hit[];
  /** Pages found but not read yet (loadMore reads them). */
  remaining: number;
  /** Whether the first hit answers every concept of the query. */
  complete: boolean;
  loadMore(count: number): Promise<ResultList>;
}

/** Pages whose text is read before the first answer is shown. */
export const FIRST_LOAD = 12;

interface Candidate {
  /** This page as each search that found it returned it: the whole query's first, then the best scored. */
  found: PagefindResult[];
  score: number;
}

/** The searches for a query: each concept's (its word, its spelling-out), then the whole query spelt out. */
function searches(concepts: readonly Concept[]): { concept: number; query: string }[] {
  const each = concepts.flatMap((concept, i) => conceptQueries(concept).map((query) => ({ concept: i, query })));
  if (concepts.length < 2) return each;
  return [...each, { concept: -1, query: concepts.map((c) => c.expansion ?? c.term).join(' ') }];
}

/**
 * Every search of the query, or null when a newer query has taken over during the pause after a
 * key. The first goes through Pagefind's `debouncedSearch` (the pause, and the check that nothing
 * newer came); the others' index chunks are asked for at once, and they run once it has answered.
 */
async function answers(pagefind: Pagefind, asked: readonly { query: string }[], debounceMs: number): Promise<Answer[] | null> {
  const [first, ...rest] = asked;
  if (!first) return [];
  for (const { query } of rest) pagefind.preload(query).catch(() => {});
  const gate = await pagefind.debouncedSearch(first.query, {}, debounceMs);
  if (gate === null) return null;
  return [gate, ...(await Promise.all(rest.map(({ query }) => pagefind.search(query))))];
}

function candidates(asked: readonly { concept: number }[], found: readonly Answer[]): Candidate[] {
  const byId = new Map<string, { whole?: PagefindResult; perConcept: Map<number, PagefindResult> }>();
  for (const [i, answer] of found.entries()) {
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

/** Each part of the page that a search matched in, with that search's excerpt for it. */
function matchedParts(data: PagefindData, parts: readonly Part[]): { part: Part; excerpt: string }[] {
  const subs = data.sub_results ?? [];
  if (subs.length === 0) return [{ part: parts[0] as Part, excerpt: data.excerpt }];
  return subs.map((sub) => ({ part: partAt(parts, sub.anchor?.location ?? -1), excerpt: sub.excerpt }));
}

type Loaded = { hit: Hit; score: number; order: number };

/** The hits of one page: each of its parts that a search matched and that answers the query. */
async function toHits(candidate: Candidate, { concepts, phrase }: Query): Promise<Loaded[]> {
  // The page's data from each search that found it: the same page, with excerpts for that search.
  const found = await Promise.all(candidate.found.map((r) => r.data()));
  const [page] = found;
  if (!page) return [];
  const parts = pageParts(page);
  const excerptsOf = new Map<Part, string[]>();
  for (const data of found)
    for (const { part, excerpt } of matchedParts(data, parts)) excerptsOf.set(part, [...(excerptsOf.get(part) ?? []), excerpt]);
  const terms = markTerms(concepts);
  const marked = (segments: readonly Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);
  const plain = (segments: readonly Segment[]) => segments.map((s) => s.text).join('');
  return [...excerptsOf].flatMap(([part, raw]): Loaded[] => {
    const title = decodeEntities(part.title);
    const section = decodeEntities(part.section);
    const excerpts = raw.map((e) => excerptSegments(e, terms));
    const answered = conceptsAnswered([title, section, ...excerpts.flatMap(marked)], concepts);
    if (answered === 0) return [];
    // The excerpt that shows the most of the query (the whole query's, on a tie).
    const shown = excerpts.reduce((best, e) =>
      conceptsAnswered(marked(e), concepts) > conceptsAnswered(marked(best), concepts) ? e : best,
    );
    const hit: Hit = {
      href: part.href,
      external: isExternalUrl(part.href),
      title: highlight(title, terms),
      section: highlight(section, terms),
      excerpt: shown,
      answered,
      phrase: containsPhrase(title, phrase) ? 2 : excerpts.some((e) => containsPhrase(plain(e), phrase)) ? 1 : 0,
    };
    return [{ hit, score: candidate.score, order: part.from }];
  });
}

/** Best first: more concepts answered, then the query as written (in the title, then the text), then the index's score, then page order. */
function ranked(loaded: readonly Loaded[][]): Hit[] {
  return loaded
    .flat()
    .sort((a, b) => b.hit.answered - a.hit.answered || b.hit.phrase - a.hit.phrase || b.score - a.score || a.order - b.order)
    .map((l) => l.hit);
}

function resultList(query: string, concepts: Concept[], hits: Hit[], rest: Candidate[]): ResultList {
  const asked: Query = { concepts, phrase: queryPhrase(query) };
  return {
    query,
    concepts,
    hits,
    remaining: rest.length,
    complete: hits[0]?.answered === concepts.length,
    // Later results are appended in their own order, so what is on screen never moves.
    async loadMore(count: number) {
      const next = await Promise.all(rest.slice(0, count).map((c) => toHits(c, asked)));
      return resultList(query, concepts, [...hits, ...ranked(next)], rest.slice(count));
    },
  };
}

/** The hits for `query`, or null when a newer query superseded it during the pause after a key (`debounceMs`). */
export async function runSearch(pagefind: Pagefind, query: string, firstLoad = FIRST_LOAD, debounceMs = 0): Promise<ResultList | null> {
  const concepts = parseQuery(query);
  const asked = searches(concepts);
  const found = await answers(pagefind, asked, debounceMs);
  if (found === null) return null;
  const pages = candidates(asked, found);
  const first = await Promise.all(pages.slice(0, firstLoad).map((c) => toHits(c, { concepts, phrase: queryPhrase(query) })));
  return resultList(query, concepts, ranked(first), pages.slice(firstLoad));
}
