/**
 * The order of a query's results (docs/search.md, "Ranking and excerpts"). Pagefind scores pages;
 * the site ranks the passages of them it shows, by what of the query each answers, so that the FAQ
 * or slide passage that answers a question comes first. Knowledge-check questions are ranked among
 * themselves, in a group of their own after the others (engine.ts).
 */
import type { RecordKind } from './parts.ts';

export interface Ranking {
  /** Concepts of the query the result answers. */
  answered: number;
  /** The query's words in order: 2 in the title or the passage's heading, 1 in the text, 0 nowhere. */
  phrase: number;
  kind: RecordKind;
  /** Pagefind's score for the page (summed over the query's searches that found it). */
  score: number;
  /** Where the passage starts on its page (word position). */
  order: number;
}

/** Training before pointers to it: a slide, an FAQ or a page before a resource or an official link. */
const TIER: Record<RecordKind, number> = { slide: 0, faq: 0, page: 0, question: 0, resource: 1, link: 1 };

/**
 * Best first: more concepts answered; then the query as written, in a title or heading before the
 * text; then training before the resources and links that point to it; then Pagefind's score; then
 * the order of the page.
 */
export function compareRanking(a: Ranking, b: Ranking): number {
  return b.answered - a.answered || b.phrase - a.phrase || TIER[a.kind] - TIER[b.kind] || b.score - a.score || a.order - b.order;
}
