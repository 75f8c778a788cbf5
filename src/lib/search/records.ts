/**
 * What the site search finds: records. A record is one result: a slide, a knowledge-check question,
 * a home-page FAQ, a resource or an official link card. docs/search.md explains the two ways a
 * record gets into the index, both read at build time:
 * - a built page marks an element with the attributes below (the deck viewer marks each slide);
 * - content that no page renders as static HTML (FAQs and resources load from the API in the
 *   browser) becomes a record straight from src/content (content-records.ts).
 */
import { slideHash } from '../modules.ts';

/** The element is a record; its value is the anchor the result links to ('' for the page itself). */
export const RECORD_ATTRIBUTE = 'data-search-record';
/** The result's title (also searched, with a heading's weight). */
export const TITLE_ATTRIBUTE = 'data-search-title';
/** The deck or section shown above the title. */
export const SECTION_ATTRIBUTE = 'data-search-section';
/** What the record is (a RecordKind); 'page' when absent. */
export const KIND_ATTRIBUTE = 'data-search-kind';

/**
 * What a record is, stored with it as Pagefind's `kind` filter: a search can be narrowed to one
 * kind (`pagefind.search(null, { filters: { kind: 'slide' } })` lists every slide).
 */
export type RecordKind = 'slide' | 'question' | 'faq' | 'resource' | 'link' | 'page';

export interface SearchRecord {
  /** Root-relative URL without the site's base ('/modules/13#slide-2', '/#faq-4'), or an https URL. */
  url: string;
  title: string;
  /** The deck or section the record belongs to, e.g. 'ACA Slide Deck · Slide 2 of 5'. */
  section: string;
  /** Plain text searched besides the title. */
  text: string;
  kind: RecordKind;
}

export interface RecordMark {
  /** Without '#'; '' when the result is the page itself. */
  anchor: string;
  title: string;
  section: string;
  /** Default 'page'. */
  kind?: RecordKind;
}

/** The attributes that make an element of a page a record (spread them onto the element). */
export function recordAttributes({ anchor, title, section, kind = 'page' }: RecordMark): Record<string, string> {
  return { [RECORD_ATTRIBUTE]: anchor, [TITLE_ATTRIBUTE]: title, [SECTION_ATTRIBUTE]: section, [KIND_ATTRIBUTE]: kind };
}

/**
 * A slide of a deck: its result opens the viewer on that slide, through the hash the viewer reads
 * ('#slide-3' is the third slide).
 */
export function slideRecordAttributes(deckTitle: string, slideTitle: string, index: number, count: number): Record<string, string> {
  return recordAttributes({
    anchor: slideHash(index).slice(1),
    title: slideTitle,
    section: `${deckTitle} · Slide ${index + 1} of ${count}`,
    kind: 'slide',
  });
}

/** Whether a record's URL leaves the site (official links open in a new tab). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}
